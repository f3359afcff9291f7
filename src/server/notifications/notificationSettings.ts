import { sql } from 'kysely';
import { checkSettingChanges, settingsFromChoices } from '../../domain/notifications/notificationSettings';
import { notificationTexts } from '../../domain/notifications/texts';
import type { NotificationSettingsWire, NotificationSettingsWriteBody } from '../../domain/wire/notificationsWire';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';

/** The user's settings: every kind's every channel (his choices over the config's defaults), the global switch, where messages go. */
export async function readNotificationSettings(db: Executor, userId: number): Promise<NotificationSettingsWire> {
  const [user, choices] = await Promise.all([
    db.selectFrom('users').select(['login', 'phone', 'disabled_notifications']).where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('notification_settings').select(['kind', 'channel', 'enabled']).where('user_id', '=', userId).execute(),
  ]);
  if (!user) throw AppError.unauthorized();
  return { disabled_notifications: user.disabled_notifications, settings: settingsFromChoices(choices), email: user.login, phone: user.phone };
}

/**
 * Turns the user's switches and, when given, the global one, in one transaction. Every kind and channel
 * is checked first: an unknown one is a Russian 400 and nothing is written. Answers the settings as
 * they are now.
 */
export async function writeNotificationSettings(db: Db, userId: number, body: NotificationSettingsWriteBody): Promise<NotificationSettingsWire> {
  const checked = checkSettingChanges(body.settings ?? []);
  if (!checked.ok) throw AppError.badRequest(checked.reason);
  if (body.disabled_notifications === undefined && checked.changes.length === 0) throw AppError.badRequest(notificationTexts.nothingToChange);
  return db.transaction().execute(async (trx) => {
    if (body.disabled_notifications !== undefined) {
      await trx.updateTable('users').set({ disabled_notifications: body.disabled_notifications, updated_at: sql<Date>`now()` }).where('id', '=', userId).execute();
    }
    if (checked.changes.length > 0) {
      await trx
        .insertInto('notification_settings')
        .values(checked.changes.map((change) => ({ user_id: userId, kind: change.kind, channel: change.channel, enabled: change.enabled })))
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'channel']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled'), updated_at: sql<Date>`now()` })))
        .execute();
    }
    return readNotificationSettings(trx, userId);
  });
}
