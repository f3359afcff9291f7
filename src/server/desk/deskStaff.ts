import { sql } from 'kysely';
import type { DeskStaffWire } from '../../domain/wire/operatorDeskWire';
import type { Db } from '../db/schema';
import { requestNotFound } from '../requests/requestAccess';

/**
 * GET /v2/bgrequest/read/admin/desk/{id}/staff: the users of the organisation that keeps the request,
 * for the operator to hand the request over to one of them (POST /v1/bgrequest/write/agent/manager).
 * Disabled users are listed, marked, and cannot be chosen in the desk.
 */
export async function readDeskStaff(db: Db, requestId: number): Promise<DeskStaffWire[]> {
  const request = await db.selectFrom('bg_request').select('organization_uuid').where('id', '=', requestId).executeTakeFirst();
  if (!request) throw requestNotFound();
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_id', 'u.id')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .select(['u.id', 'u.uuid', 'u.post', 'u.disabled_at'])
    .select(sql<string>`concat_ws(' ', u.last_name, u.first_name, u.middle_name)`.as('name'))
    .where('o.uuid', '=', request.organization_uuid)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({ id: row.id, uuid: row.uuid, name: row.name, post: row.post, is_active: row.disabled_at === null }));
}
