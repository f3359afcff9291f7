import { sql } from 'kysely';
import type { Executor } from '../db/schema';

/**
 * The sessions among `sessionIds` that are still live (not revoked, not expired, user enabled and
 * still a member), each with the uuid of the organisation it currently works in. One query for all
 * connections of the hub, under the same conditions as the API's own session check.
 */
export async function liveSessions(db: Executor, sessionIds: readonly string[]): Promise<Map<string, string>> {
  const live = new Map<string, string>();
  if (sessionIds.length === 0) return live;
  const rows = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('memberships as m', (join) => join.onRef('m.user_id', '=', 's.user_id').onRef('m.organization_id', '=', 's.organization_id'))
    .innerJoin('organizations as o', 'o.id', 's.organization_id')
    .select(['s.id', 'o.uuid'])
    .where('s.id', 'in', [...sessionIds])
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.disabled_at', 'is', null)
    .execute();
  for (const row of rows) live.set(row.id, row.uuid);
  return live;
}
