import type { FastifyPluginAsync } from 'fastify';
import type { NotificationSettingsWriteBody } from '../../../domain/wire/notificationsWire';
import { access } from '../../access/routeAccess';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { readNotificationSettings, writeNotificationSettings } from '../../notifications/notificationSettings';
import { writeNotificationsSchema } from './schema';

/**
 * The signed-in user's notification settings (docs/notifications.md), in the spec's shape of the
 * current user's calls: every kind of config/notifications.json with its channels, and the global
 * `disabled_notifications`. Settings are the user's own, whatever organisation he works in now.
 */
const notificationRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/currentuser/read/notifications', { config: access.signedIn }, async (request) => ok(await readNotificationSettings(app.database.db, authOf(request).userId)));

  app.post<{ Body: NotificationSettingsWriteBody }>('/v1/currentuser/write/notifications', { config: access.signedIn, schema: writeNotificationsSchema }, async (request) =>
    ok(await writeNotificationSettings(app.database.db, authOf(request).userId, request.body)),
  );
};

export default notificationRoutes;
