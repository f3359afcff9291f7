import rulesConfig from '../../../config/guarantee-rules.json';
import { parseCalendarDate, type CalendarDate } from '../checks/calendarDate';
import { numberValue } from '../checks/numberValue';
import { fillTemplate } from '../fillTemplate';
import { formatMoney } from '../format/formatMoney';
import type { PurchaseTerms } from './purchaseTerms';

/** A band of a percentage rule: above this price (НМЦК or contract price) the percent changes. */
export interface GuaranteeRuleBand {
  readonly above: number;
  readonly percent: number;
}

/** One rule of config/guarantee-rules.json. */
export interface GuaranteeRule {
  readonly id: string;
  /** dateAfter: a date field ends after a fact; sumAtLeast / sumAtMost: the sum against a percent of a price. */
  readonly kind: 'dateAfter' | 'sumAtLeast' | 'sumAtMost';
  /** The purchase laws the rule applies to; every law when absent. */
  readonly laws?: readonly number[];
  /** The guarantee types (stage) the rule applies to; every type when absent. */
  readonly stages?: readonly string[];
  readonly field: 'dateTo' | 'sum';
  /** dateAfter: the date it is compared with (dateFrom, today, execution_to). */
  readonly after?: 'dateFrom' | 'today' | 'execution_to';
  readonly months?: number;
  /** dateAfter: the field may equal the date (otherwise it must be later). */
  readonly inclusive?: boolean;
  /** sumAt…: price = the contract price of the step, else НМЦК; max_price = НМЦК only. */
  readonly base?: 'price' | 'max_price';
  readonly percent?: number;
  readonly bands?: readonly GuaranteeRuleBand[];
  /** error: the step is refused; warning: the law leaves the choice to the customer, the person is warned. */
  readonly severity: 'error' | 'warning';
  /** The law or rule the check comes from, shown after the message. */
  readonly source: string;
  readonly message: string;
}

/** A broken guarantee rule: the field, the Russian message with its source, and how hard it is. */
export interface GuaranteeFinding {
  readonly rule: string;
  /** JSON pointer in the guarantee step's data ('/sum', '/dateTo'). */
  readonly path: string;
  readonly severity: 'error' | 'warning';
  readonly message: string;
}

/** The guarantee parameters as far as the rules read them. */
export interface GuaranteeParameters {
  readonly stage?: unknown;
  readonly sum?: unknown;
  readonly contractSum?: unknown;
  readonly dateFrom?: unknown;
  readonly dateTo?: unknown;
}

/** The shipped rules. */
export const guaranteeRules: readonly GuaranteeRule[] = rulesConfig.rules as readonly GuaranteeRule[];

const iso = (date: CalendarDate): string => `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
const ru = (date: CalendarDate): string => `${String(date.day).padStart(2, '0')}.${String(date.month).padStart(2, '0')}.${String(date.year).padStart(4, '0')}`;

/** Adds calendar months; a day the month lacks becomes its last day (31 January + 1 month = 28/29 February). */
function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, last) };
}

const money = (value: number): string => formatMoney(value, '₽');
const percentText = (value: number): string => String(value).replace('.', ',');
// Rubles are compared in kopecks, so a limit of 0.5 % of 1 000 ₽ is 5,00 ₽ exactly.
const kopecks = (value: number): number => Math.round(value * 100);

function applies(rule: GuaranteeRule, stage: unknown, law: number | null): boolean {
  if (rule.stages && !(typeof stage === 'string' && rule.stages.includes(stage))) return false;
  if (rule.laws && !(law !== null && rule.laws.includes(law))) return false;
  return true;
}

function percentFor(rule: GuaranteeRule, base: number): number {
  let percent = rule.percent ?? 100;
  for (const band of rule.bands ?? []) if (base > band.above) percent = band.percent;
  return percent;
}

/**
 * Checks the guarantee parameters against the purchase they secure, by the rules of
 * config/guarantee-rules.json: the end after the start and not in the past, the sum not above the
 * contract's price, and for 44-FZ the term of the execution guarantee (a month beyond the contract's
 * execution, art. 96 p. 3) and the percentage bounds of participation (art. 44) and execution (art. 96)
 * guarantees. A rule whose facts are unknown (no price, no execution date, no `today`) is not judged:
 * the missing field's own rule speaks. Each message ends with the rule's source in brackets.
 * @param today YYYY-MM-DD; without it the «not in the past» rule is skipped (the start date, reset to
 *   today on every save, already keeps the end after today)
 */
export function guaranteeFindings(
  parameters: GuaranteeParameters,
  purchase: PurchaseTerms | null | undefined,
  today: string | null = null,
  rules: readonly GuaranteeRule[] = guaranteeRules,
): GuaranteeFinding[] {
  const findings: GuaranteeFinding[] = [];
  const law = purchase?.law ?? null;
  const contractSum = numberValue(parameters.contractSum);
  const maxPrice = purchase?.max_price ?? null;
  const bases = { price: contractSum !== null && contractSum > 0 ? contractSum : maxPrice, max_price: maxPrice };
  const dates = { dateFrom: parseCalendarDate(parameters.dateFrom), today: parseCalendarDate(today), execution_to: parseCalendarDate(purchase?.execution_to) };
  const sum = numberValue(parameters.sum);
  const dateTo = parseCalendarDate(parameters.dateTo);
  const found = (rule: GuaranteeRule, values: Record<string, string>) =>
    findings.push({ rule: rule.id, path: `/${rule.field}`, severity: rule.severity, message: `${fillTemplate(rule.message, values)} (${rule.source})` });
  for (const rule of rules) {
    if (!applies(rule, parameters.stage, law)) continue;
    if (rule.kind === 'dateAfter') {
      const fact = dates[rule.after ?? 'dateFrom'];
      if (dateTo === null || fact === null) continue;
      const limit = addMonths(fact, rule.months ?? 0);
      const ok = rule.inclusive === true ? iso(dateTo) >= iso(limit) : iso(dateTo) > iso(limit);
      if (!ok) found(rule, { value: ru(dateTo), after: ru(limit), fact: ru(fact) });
      continue;
    }
    const base = bases[rule.base ?? 'price'];
    // No sum, or a sum of zero or less, is the field's own rule to report: one mistake, one message.
    if (sum === null || sum <= 0 || base === null || base <= 0) continue;
    const percent = percentFor(rule, base);
    const limit = (base * percent) / 100;
    const ok = rule.kind === 'sumAtLeast' ? kopecks(sum) >= kopecks(limit) : kopecks(sum) <= kopecks(limit);
    if (!ok) found(rule, { value: money(sum), base: money(base), limit: money(limit), percent: percentText(percent) });
  }
  return findings;
}
