import notificationsJson from '../../../config/notifications.json';

/** Where a notification reaches the user: a toast in the cabinet, an e-mail, an SMS. */
export type NotificationChannel = 'app' | 'email' | 'sms';

/** The channels in the order the settings page shows them. */
export const notificationChannels: readonly NotificationChannel[] = ['app', 'email', 'sms'];

/** One kind of notification: a group of push rules of config/toasts.json the user switches together. */
export interface NotificationKind {
  readonly label: string;
  readonly description: string;
  /** Ids of config/toasts.json pushRules (those with a toast). */
  readonly rules: readonly string[];
  readonly defaults: Readonly<Record<NotificationChannel, boolean>>;
}

/** config/notifications.json */
export interface NotificationsConfig {
  readonly channels: Readonly<Record<NotificationChannel, { readonly label: string; readonly hint: string }>>;
  readonly kinds: Readonly<Record<string, NotificationKind>>;
  readonly messages: { readonly emailSubject: string; readonly emailText: string; readonly smsText: string };
  readonly delivery: { readonly pollSeconds: number; readonly staleAfterHours: number; readonly retrySeconds: number };
}

/** The shipped config/notifications.json. */
export const notificationsConfig: NotificationsConfig = notificationsJson;

/** Whether a value names a channel. */
export function isNotificationChannel(value: string): value is NotificationChannel {
  return (notificationChannels as readonly string[]).includes(value);
}

/** The kind a push rule belongs to, or undefined for a rule no kind lists (no toast: nothing to notify). */
export function kindOfRule(ruleId: string, config: NotificationsConfig = notificationsConfig): string | undefined {
  return Object.keys(config.kinds).find((key) => config.kinds[key]?.rules.includes(ruleId));
}
