import type { Executor } from '../db/schema';
import { requestChangePublication, type requestChangeEvents } from './hubEvents';
import type { NotificationHub } from './NotificationHub';

/**
 * Publishes a change of a request that moves no bank (a bank choice saved, a consent given) to the
 * request's audience, in the change's own transaction: it leaves on commit, never after a rollback.
 */
export async function publishRequestChange(
  trx: Executor,
  hub: Pick<NotificationHub, 'publishAll'>,
  requestId: number,
  status: (typeof requestChangeEvents)[keyof typeof requestChangeEvents],
): Promise<void> {
  const parties = await trx
    .selectFrom('bg_request')
    .select(['id', 'organization_uuid', 'client_organization_uuid', 'created_by', 'manager_user_id'])
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  await hub.publishAll([requestChangePublication(parties, status)], trx);
}
