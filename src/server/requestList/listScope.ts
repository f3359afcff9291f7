import { sql, type RawBuilder } from 'kysely';
import { narrowedTo, type RequestViewer } from '../requests/requestAccess';

/**
 * One part of the set of requests a caller sees, as SQL conditions over `bg_request as r`. Each part is
 * walked down its own index (see migration 011), so the parts are queried apart and joined with
 * `union all`; `gate` is a condition on the caller alone, which PostgreSQL checks once before the walk.
 */
export interface ScopeBranch {
  readonly where: RawBuilder<unknown>;
  readonly gate: RawBuilder<unknown>;
}

/**
 * The parts of the caller's list. "Only own" (show_my, the default) is what the request access rule of
 * src/server/requests/requestAccess.ts lets the caller read: the requests his organisation keeps, and
 * those an agent made for his (client) organisation. show_my=false widens the list to every request
 * only for a platform operator (migration 010; spec-2 roles: some users see all requests); for anyone
 * else it is the same list. Whether the caller is an operator is decided inside the same statement.
 */
export function listScope(viewer: RequestViewer, showMy: boolean): ScopeBranch[] {
  const mine = sql`(select o.uuid from organizations as o where o.id = ${viewer.organizationId})`;
  // A member without agent_view_all_requests lists only the requests he created or manages (requestAccess.ts).
  const userId = narrowedTo(viewer);
  const his = userId === null ? sql`true` : sql`(r.created_by = ${userId} or r.manager_user_id = ${userId})`;
  const own = sql`r.organization_uuid = ${mine} and ${his}`;
  // A request the caller's organisation both keeps and is the client of is counted once, on the own side.
  const asClient = sql`r.client_organization_uuid = ${mine} and r.organization_uuid <> ${mine} and ${his}`;
  if (showMy) return [{ where: own, gate: sql`true` }, { where: asClient, gate: sql`true` }];
  const operator = sql`exists (select 1 from platform_operators as po where po.user_id = ${viewer.userId})`;
  return [
    { where: own, gate: sql`not ${operator}` },
    { where: asClient, gate: sql`not ${operator}` },
    { where: sql`true`, gate: operator },
  ];
}
