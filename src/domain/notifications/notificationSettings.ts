import type { NotificationSettingChange, NotificationSettingsMap } from '../wire/notificationsWire';
import { isNotificationChannel, notificationChannels, notificationsConfig, type NotificationChannel, type NotificationsConfig } from './notificationKinds';
import { notificationTexts } from './texts';

/** A switch the user turned, as stored (one row of notification_settings). */
export interface StoredChoice {
  readonly kind: string;
  readonly channel: string;
  readonly enabled: boolean;
}

/**
 * Every kind's every channel: the user's stored choice where he made one, the config's default
 * elsewhere. Choices of kinds or channels the config no longer has are ignored, so a kind removed from
 * config/notifications.json leaves no switch behind.
 */
export function settingsFromChoices(choices: readonly StoredChoice[], config: NotificationsConfig = notificationsConfig): NotificationSettingsMap {
  const settings: NotificationSettingsMap = {};
  for (const [key, kind] of Object.entries(config.kinds)) settings[key] = { ...kind.defaults };
  for (const choice of choices) {
    const kind = settings[choice.kind];
    if (kind && isNotificationChannel(choice.channel)) kind[choice.channel] = choice.enabled;
  }
  return settings;
}

/** A change that passed the check: a known kind and channel. */
export interface CheckedChange {
  readonly kind: string;
  readonly channel: NotificationChannel;
  readonly enabled: boolean;
}

/**
 * Checks the switches a user sends: every kind must be a key of config/notifications.json and every
 * channel app, email or sms. Answers the first refusal in Russian, or the changes (the last of
 * several for one switch wins), so a refused write changes nothing.
 */
export function checkSettingChanges(
  changes: readonly NotificationSettingChange[],
  config: NotificationsConfig = notificationsConfig,
): { ok: true; changes: CheckedChange[] } | { ok: false; reason: string } {
  const checked = new Map<string, CheckedChange>();
  for (const change of changes) {
    if (!Object.hasOwn(config.kinds, change.kind)) return { ok: false, reason: notificationTexts.unknownKind(change.kind) };
    if (!isNotificationChannel(change.channel)) return { ok: false, reason: notificationTexts.unknownChannel(change.channel) };
    checked.set(`${change.kind}/${change.channel}`, { kind: change.kind, channel: change.channel, enabled: change.enabled });
  }
  return { ok: true, changes: [...checked.values()] };
}

/** The settings as a list of switches in the page's order, for tests and for the page. */
export function switchesOf(settings: NotificationSettingsMap): { kind: string; channel: NotificationChannel; enabled: boolean }[] {
  return Object.entries(settings).flatMap(([kind, channels]) => notificationChannels.map((channel) => ({ kind, channel, enabled: channels[channel] })));
}
