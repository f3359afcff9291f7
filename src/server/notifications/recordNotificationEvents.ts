import { notifyingStatuses } from '../../domain/notifications/notifyingStatuses';
import type { Executor } from '../db/schema';
import type { HubPayloads, HubPublication } from '../hub/hubEvents';
import type { PublicationRecorder } from '../hub/NotificationHub';

/**
 * The hub's recorder of the notifications (docs/notifications.md): every RequestStatusChanged whose
 * status some kind of notification covers is kept in notification_events through the publisher's own
 * executor, so the event exists exactly when the change committed. NewChatMessage and the changes that
 * move no bank notify nobody by e-mail or SMS.
 */
export function notificationEventRecorder(db: Executor, statuses: ReadonlySet<string> = notifyingStatuses()): PublicationRecorder {
  return async (publications, executor) => {
    const rows = publications.flatMap((publication: HubPublication) => {
      if (publication.target !== 'RequestStatusChanged') return [];
      const payload = publication.payload as HubPayloads['RequestStatusChanged'];
      if (!statuses.has(payload.status) || !/^\d{1,18}$/.test(payload.requestId)) return [];
      return [{ request_id: payload.requestId, bank_uuid: payload.bank_uuid, status: payload.status }];
    });
    if (rows.length > 0) await (executor ?? db).insertInto('notification_events').values(rows).execute();
  };
}
