import { fillTemplate } from './fillTemplate';
import type { ToastGrouping } from './statusTable';
import type { Toast, ToastButton } from './toast';

/** The Russian form of a counted word: 1 банк, 2 банка, 5 банков, 21 банк. */
export function pluralOf(count: number, words: readonly string[]): string {
  const tens = count % 100;
  const units = count % 10;
  const form = tens >= 11 && tens <= 14 ? 2 : units === 1 ? 0 : units >= 2 && units <= 4 ? 1 : 2;
  return words[form] ?? words[words.length - 1] ?? '';
}

type Grouped = Toast & { pushGroup: NonNullable<Toast['pushGroup']> };

/**
 * One toast for the push toasts of one request, oldest first: a single one as it is; several of one kind
 * as «Заявка № 12: 3 банка прислали предложения» with the banks named; several kinds as «Заявка № 12:
 * 4 события» with a line each. It stays while any of them would (a refusal stays until closed), carries
 * each button once, and takes the look and action of the newest.
 */
export function groupToasts(requestNumber: number, toasts: readonly Grouped[], grouping: ToastGrouping): Toast {
  const newest = toasts[toasts.length - 1];
  if (!newest) throw new Error('Нет тостов для сводки');
  if (toasts.length === 1) return newest;
  const rules = new Map<string, { one: string; many: string; banks: string[] }>();
  for (const { pushGroup } of toasts) {
    const rule = rules.get(pushGroup.rule) ?? { one: pushGroup.one, many: pushGroup.many, banks: [] };
    if (!rule.banks.includes(pushGroup.bank)) rule.banks.push(pushGroup.bank);
    rules.set(pushGroup.rule, rule);
  }
  const lineOf = (rule: { one: string; many: string; banks: string[] }) =>
    fillTemplate(grouping.line, { count: rule.banks.length, banks: pluralOf(rule.banks.length, grouping.bankWords), phrase: rule.banks.length === 1 ? rule.one : rule.many });
  const [only] = rules.values();
  const summary = rules.size === 1 && only ? lineOf(only) : `${toasts.length} ${pluralOf(toasts.length, grouping.eventWords)}`;
  const text = rules.size === 1 && only ? only.banks.join(', ') : [...rules.values()].map((rule) => `${lineOf(rule)}: ${rule.banks.join(', ')}`).join('\n');
  const buttons: ToastButton[] = [];
  for (const toast of toasts) for (const button of toast.buttons) if (!buttons.some((shown) => shown.label === button.label)) buttons.push(button);
  const lifetimes = toasts.map((toast) => toast.removeTime);
  const { removeTime: _newest, pushGroup: _group, ...look } = newest;
  return {
    ...look,
    title: fillTemplate(grouping.title, { n: requestNumber, summary }),
    text,
    buttons,
    ...(lifetimes.some((lifetime) => lifetime === undefined) ? {} : { removeTime: Math.max(...(lifetimes as number[])) }),
  };
}
