import { shippedStatusTable, type PushRule, type StatusTable } from '../statusTable';
import type { NotificationSettingsMap } from '../wire/notificationsWire';
import { kindOfRule, notificationChannels, notificationsConfig, type NotificationChannel, type NotificationsConfig } from './notificationKinds';

/** The suppression of config/toasts.json the global switch is; a rule without it ignores the switch. */
const globalSwitch = 'notificationsDisabled';

/** What decides where one push rule's notification goes for one user. */
export interface ChannelsQuestion {
  readonly rule: Pick<PushRule, 'id' | 'toast' | 'suppressWhen'>;
  readonly settings: NotificationSettingsMap;
  /** The user's disabled_notifications. */
  readonly disabled: boolean;
}

/**
 * The channels a push rule's notification goes to for a user (docs/notifications.md): none for a rule
 * without a toast or without a kind; with `disabled_notifications` none, but the toast of a rule that
 * ignores the global switch (returned to draft, spec-2 §4.2 — e-mail and SMS follow the switch, the spec
 * keeps only the toast); otherwise every channel the user's settings of the rule's kind have on. The
 * browser's toast rule (`toastFor` with its suppressions) and the server's e-mail and SMS both follow it.
 */
export function notificationChannelsFor(question: ChannelsQuestion, config: NotificationsConfig = notificationsConfig): NotificationChannel[] {
  const { rule, settings, disabled } = question;
  if (!rule.toast) return [];
  const kind = kindOfRule(rule.id, config);
  const chosen = kind === undefined ? undefined : settings[kind];
  if (!chosen) return [];
  const ignoresGlobalSwitch = !(rule.suppressWhen ?? []).includes(globalSwitch);
  return notificationChannels.filter((channel) => chosen[channel] && (!disabled || (channel === 'app' && ignoresGlobalSwitch)));
}

/** The ids of the push rules whose kind the user has off «В приложении»: the toast engine's `offInApp`. */
export function rulesOffInApp(settings: NotificationSettingsMap, config: NotificationsConfig = notificationsConfig): Set<string> {
  const off = new Set<string>();
  for (const [key, kind] of Object.entries(config.kinds)) if (settings[key]?.app === false) for (const rule of kind.rules) off.add(rule);
  return off;
}

/**
 * Whether a kind's channel switch has any effect while the global switch is as given: all do while it
 * is off; while it is on, only «В приложении» of a kind with a rule that ignores it (returned to draft).
 * The settings page greys out the others.
 */
export function switchInForce(kind: string, channel: NotificationChannel, disabled: boolean, table: Pick<StatusTable, 'configs'> = shippedStatusTable, config: NotificationsConfig = notificationsConfig): boolean {
  if (!disabled) return true;
  if (channel !== 'app') return false;
  const rules = config.kinds[kind]?.rules ?? [];
  return table.configs.toasts.pushRules.some((rule) => rules.includes(rule.id) && !(rule.suppressWhen ?? []).includes(globalSwitch));
}
