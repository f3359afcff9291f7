import type { NotificationSettingsWire, NotificationSettingsWriteBody } from '../domain/wire/notificationsWire';
import type { CallOptions, Http } from './createHttp';

/** The signed-in user's notification settings (docs/notifications.md). */
export function createNotificationsApi(http: Http) {
  return {
    read: (options: CallOptions = {}) => http.get<NotificationSettingsWire>('/v1/currentuser/read/notifications', options),
    write: (body: NotificationSettingsWriteBody, options: CallOptions = {}) => http.post<NotificationSettingsWire>('/v1/currentuser/write/notifications', body, options),
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
