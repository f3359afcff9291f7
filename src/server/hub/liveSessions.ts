import { sql } from 'kysely';
import type { Executor } from '../db/schema';
import { narrowedTo } from '../requests/requestAccess';

/** What the hub needs of a live session to route events to its connections. */
export interface LiveSession {
  /** The organisation the session currently works in. */
  organizationUuid: string;
  userId: number;
  /** The member sees only the requests he created or manages (`narrowedTo`), and hears only theirs. */
  narrowed: boolean;
  /** The member's permission keys (an event may ask for one, `HubAudience.permission`). */
  permissions: readonly string[];
}

/**
 * The sessions among `sessionIds` that are still live (not revoked, not expired, user enabled and
 * still a member), each with its organisation, its user and whether its member is narrowed to his own
 * requests. One query for all connections of the hub, under the same conditions as the API's own
 * session check.
 */
export async function liveSessions(db: Executor, sessionIds: readonly string[]): Promise<Map<string, LiveSession>> {
  const live = new Map<string, LiveSession>();
  if (sessionIds.length === 0) return live;
  const rows = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('memberships as m', (join) => join.onRef('m.user_id', '=', 's.user_id').onRef('m.organization_id', '=', 's.organization_id'))
    .innerJoin('organizations as o', 'o.id', 's.organization_id')
    .select(['s.id', 'o.uuid', 's.user_id', 's.organization_id', 's.actor'])
    .select(sql<string>`coalesce((select string_agg(mp.permission_key, ',') from membership_permissions as mp where mp.membership_id = m.id), '')`.as('permission_keys'))
    .where('s.id', 'in', [...sessionIds])
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.disabled_at', 'is', null)
    .where('m.disabled_at', 'is', null)
    .execute();
  for (const row of rows) {
    const permissions = row.permission_keys === '' ? [] : row.permission_keys.split(',');
    const narrowed = narrowedTo({ userId: row.user_id, organizationId: row.organization_id, actor: row.actor, permissions }) !== null;
    live.set(row.id, { organizationUuid: row.uuid, userId: row.user_id, narrowed, permissions });
  }
  return live;
}
