import { fillTemplate } from './fillTemplate';
import { matchesRecord } from './ruleMatch';
import { shippedStatusTable, type PushRule, type StatusTable } from './statusTable';
import type { Toast, ToastButton, ToastType } from './toast';

/** Who receives a push: the client, an agent (operator) or a partner agent. */
export type UserType = 'client' | 'agent' | 'partner';

/** What `toastFor` needs to know about the receiver and the request. */
export interface ToastContext {
  readonly userType: UserType;
  /** The user's disabled_notifications flag. */
  readonly disabled_notifications?: boolean;
  /** Ids of the push rules whose notification kind the user switched off «В приложении» (config/notifications.json). */
  readonly offInApp?: ReadonlySet<string>;
  /** Number of the request whose sidebar is open now, if any. */
  readonly openSidebarRequestId?: number | null;
  readonly requestNumber: number;
  readonly bankName: string;
  readonly bankUuid?: string;
}

const toastTypes: Record<ToastType, true> = {
  success: true,
  offer: true,
  cancel: true,
  error: true,
  bg_ready: true,
  request: true,
  info: true,
  sign: true,
  pay: true,
};

function isToastType(type: string): type is ToastType {
  return Object.hasOwn(toastTypes, type);
}

/**
 * The first push rule of config/toasts.json for an event (a raw status of RequestStatusChanged,
 * or the internal offer_returned) and a user type.
 */
export function createPushRuleFor(table: StatusTable): (event: string, userType: UserType) => PushRule | undefined {
  const rules = table.configs.toasts.pushRules;
  return (event, userType) => rules.find((rule) => matchesRecord(rule.when, { event, userType }));
}

/**
 * The toast to show for a push event (spec-2 §4.2), or null: when no rule gives a toast for
 * this event and user type, or one of the rule's suppressions holds (notifications disabled, its
 * kind switched off in the app, the sidebar of that request already open). Lifetimes come by name from config/constants.json.
 */
export function createToastFor(table: StatusTable): (event: string, context: ToastContext) => Toast | null {
  const ruleFor = createPushRuleFor(table);
  const { suppressions, pushToastDefaults } = table.configs.toasts;
  const lifetimes = table.configs.constants.toast.lifetimes;
  const mode = pushToastDefaults.mode === 'short' ? 'short' : 'full';
  return (event, context) => {
    const rule = ruleFor(event, context.userType);
    const template = rule?.toast;
    if (!rule || !template || !isToastType(template.type)) return null;
    const situation = {
      disabled_notifications: context.disabled_notifications === true,
      kindOffInApp: context.offInApp?.has(rule.id) === true,
      sidebarOpenForRequest: context.openSidebarRequestId === context.requestNumber,
    };
    const suppressed = (rule.suppressWhen ?? []).some((name) => {
      const suppression = Object.hasOwn(suppressions, name) ? suppressions[name] : undefined;
      return suppression !== undefined && matchesRecord(suppression.when, situation);
    });
    if (suppressed) return null;
    const values = { n: context.requestNumber, bank: context.bankName };
    const removeTime = template.lifetime === undefined ? null : (lifetimes[template.lifetime] ?? null);
    const buttons: ToastButton[] = template.buttons.map(({ label, action }) => ({ label, action }));
    return {
      id: `push:${event}:${context.requestNumber}:${context.bankUuid ?? context.bankName}`,
      mode,
      type: template.type,
      title: fillTemplate(template.title, values),
      text: fillTemplate(template.text, values),
      request_id: context.requestNumber,
      buttons,
      action: pushToastDefaults.action,
      ...(removeTime === null ? {} : { removeTime }),
      ...(template.group ? { pushGroup: { rule: rule.id, bank: context.bankName, one: template.group.one, many: template.group.many } } : {}),
    };
  };
}

/** `createToastFor` over the shipped config. */
export const toastFor = createToastFor(shippedStatusTable);
