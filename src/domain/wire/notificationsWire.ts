/**
 * The notification settings of the signed-in user as they travel between the browser and the server
 * (docs/notifications.md). A kind is a key of config/notifications.json `kinds`, a channel one of
 * `app`, `email`, `sms`.
 */

/** Every kind with every channel: on or off, the user's own choice or the config's default. */
export type NotificationSettingsMap = Record<string, Record<'app' | 'email' | 'sms', boolean>>;

/** GET /v1/currentuser/read/notifications and the answer of the write. */
export interface NotificationSettingsWire {
  /** The global switch of the users table: no notifications at all (but the returned-to-draft toast, spec-2 §4.2). */
  disabled_notifications: boolean;
  settings: NotificationSettingsMap;
  /** Where e-mail and SMS go: the login and the profile's phone (null: no SMS can be sent). */
  email: string;
  phone: string | null;
}

/** One switch turned: a kind's channel on or off. */
export interface NotificationSettingChange {
  kind: string;
  channel: string;
  enabled: boolean;
}

/** POST /v1/currentuser/write/notifications: the global switch and/or switches of kinds; what is absent stays. */
export interface NotificationSettingsWriteBody {
  disabled_notifications?: boolean;
  settings?: NotificationSettingChange[];
}
