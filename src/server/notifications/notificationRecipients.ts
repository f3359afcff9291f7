import { viewAllRequestsKey } from '../../domain/permissions';
import type { Executor } from '../db/schema';

/** A user who should know about an event of a request, with where to reach him. */
export interface NotificationRecipient {
  userId: number;
  /** The cabinet he sees the request in: the agent's organisation or the client's. */
  cabinet: 'agent' | 'client';
  login: string;
  /** The e-mail is written to only once confirmed: an unconfirmed address may be somebody else's. */
  emailConfirmed: boolean;
  phone: string | null;
  disabledNotifications: boolean;
}

/**
 * The active users who see the request (`whereVisible`): every member of its client organisation, and
 * of the organisation that owns it every member with `agent_view_all_requests` besides its creator and
 * its manager. A user in both organisations is listed once, with the cabinet of the owner.
 */
export async function notificationRecipients(db: Executor, requestId: number | string): Promise<NotificationRecipient[]> {
  const rows = await db
    .selectFrom('bg_request as r')
    .innerJoin('organizations as o', (join) => join.on((eb) => eb.or([eb('o.uuid', '=', eb.ref('r.organization_uuid')), eb('o.uuid', '=', eb.ref('r.client_organization_uuid'))])))
    .innerJoin('memberships as m', 'm.organization_id', 'o.id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.login', 'u.phone', 'u.confirmed_at', 'u.disabled_notifications', 'o.type', 'r.created_by', 'r.manager_user_id'])
    .select((eb) => eb.exists(eb.selectFrom('membership_permissions as mp').select('mp.membership_id').whereRef('mp.membership_id', '=', 'm.id').where('mp.permission_key', '=', viewAllRequestsKey)).as('sees_all'))
    .where('r.id', '=', String(requestId))
    .where('u.disabled_at', 'is', null)
    .orderBy('u.id')
    .execute();
  const byUser = new Map<number, NotificationRecipient>();
  for (const row of rows) {
    const narrowed = row.type === 'agent' && !row.sees_all && row.id !== row.created_by && row.id !== row.manager_user_id;
    if (narrowed) continue;
    const known = byUser.get(row.id);
    if (known && known.cabinet === 'agent') continue;
    byUser.set(row.id, {
      userId: row.id,
      cabinet: row.type === 'client' ? 'client' : 'agent',
      login: row.login,
      emailConfirmed: row.confirmed_at !== null,
      phone: row.phone,
      disabledNotifications: row.disabled_notifications,
    });
  }
  return [...byUser.values()];
}
