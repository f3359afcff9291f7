import type { FastifyInstance } from 'fastify';
import { notificationsConfig } from '../../domain/notifications/notificationKinds';
import { notifyingStatuses } from '../../domain/notifications/notifyingStatuses';
import type { HubPayloads } from '../hub/hubEvents';
import { NotificationDispatcher } from './NotificationDispatcher';
import { notificationEventRecorder } from './recordNotificationEvents';

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail and SMS of notification events: `await app.notifications.drain()` handles what is due. */
    notifications: NotificationDispatcher;
  }
}

/**
 * Wires the notifications to the hub (after `registerNotificationHub`): its recorder keeps each
 * notifying status change in the publisher's transaction; its events wake the dispatcher at once on
 * every instance (skip-locked rows share the work); a poll and the start catch what no event announced
 * (an instance that was down, an event whose handling failed and waits for its retry).
 */
export function registerNotifications(app: FastifyInstance): void {
  const statuses = notifyingStatuses();
  const dispatcher = new NotificationDispatcher({ db: app.database.db, postOffice: app.accounts.postOffice, publicUrl: app.config.server.publicUrl, log: app.log });
  app.decorate('notifications', dispatcher);
  const removeRecorder = app.hub.addRecorder(notificationEventRecorder(app.database.db, statuses));
  const unlisten = app.hub.onEvent((event) => {
    if (event.target === 'RequestStatusChanged' && statuses.has((event.payload as HubPayloads['RequestStatusChanged']).status)) dispatcher.schedule();
  });
  let poll: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    poll = setInterval(() => dispatcher.schedule(), notificationsConfig.delivery.pollSeconds * 1000);
    poll.unref();
    dispatcher.schedule();
  });
  // Before the post office waits for its deliveries (onClose): no new messages are queued after it.
  app.addHook('preClose', async () => {
    if (poll) clearInterval(poll);
    unlisten();
    removeRecorder();
    await dispatcher.stop();
  });
}
