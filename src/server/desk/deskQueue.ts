import { sql } from 'kysely';
import type { BankSettings } from '../../domain/banks';
import type { DeskQueueKind, DeskQueueWire, DeskRequestWire } from '../../domain/wire/operatorDeskWire';
import type { AuthContext } from '../accounts/sessions';
import type { Db } from '../db/schema';
import { waitingForClient } from '../sending/returnFromClient';
import { bankOf } from '../sending/subRequestView';

/** The raw statuses that put a bank of a request in each queue of the desk. */
export const deskQueueStatuses: Record<DeskQueueKind, readonly string[]> = {
  // Waiting for the operator's verdict (spec-1 §4: admin verification), taken up or not.
  verification: ['admin_verification', 'admin_verification_process'],
  // Waiting for the client's consent, signature or acceptance: what "return from the client" takes back.
  client: [...waitingForClient],
};

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function sumText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value;
  return null;
}

/**
 * GET /v2/bgrequest/read/admin/desk: one queue of the operator's desk over every organisation, the
 * request that has waited longest first, a page at a time, or the one request of a number. Reading the verification queue also marks
 * the operator present at the desk (platform_operators.desk_seen_at): the simulated operator of dev and
 * demo steps aside while a person is there.
 */
export async function readDeskQueue(
  db: Db,
  viewer: Pick<AuthContext, 'userId' | 'organizationId'>,
  query: { queue: DeskQueueKind; page: number; pageSize: number; requestId?: number | null },
  banks: readonly BankSettings[],
): Promise<DeskQueueWire> {
  const statuses = deskQueueStatuses[query.queue];
  if (query.queue === 'verification') {
    await db.updateTable('platform_operators').set({ desk_seen_at: sql<Date>`clock_timestamp()` }).where('user_id', '=', viewer.userId).execute();
  }
  let waiting = db
    .selectFrom('bg_subrequest as s')
    .select(['s.request_id'])
    .select(sql<Date>`min(s.updated_at)`.as('since'))
    .where('s.sub_status', 'in', statuses)
    .groupBy('s.request_id');
  // The operator looks for one request by its number.
  if (query.requestId) waiting = waiting.where('s.request_id', '=', String(query.requestId));
  const page = await db
    .selectFrom(waiting.as('w'))
    .select(['w.request_id', 'w.since'])
    .select(sql<string>`count(*) over ()`.as('total'))
    .orderBy('w.since')
    .orderBy('w.request_id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const ids = page.map((row) => row.request_id);
  const total = page.length > 0 ? Number(page[0]!.total) : query.requestId ? 0 : await countOf(db, statuses);
  if (ids.length === 0) return { queue: query.queue, items: [], total, page: query.page, page_size: query.pageSize };

  const mine = db.selectFrom('organizations').select('uuid').where('id', '=', viewer.organizationId);
  const requests = await db
    .selectFrom('bg_request as r')
    .innerJoin('organizations as o', 'o.uuid', 'r.organization_uuid')
    .innerJoin('users as c', 'c.id', 'r.created_by')
    .leftJoin('users as m', 'm.id', 'r.manager_user_id')
    .leftJoin('bg_request_step as g', (join) => join.onRef('g.request_id', '=', 'r.id').on('g.step', '=', 'guaranty-detail-info'))
    .select(['r.id', 'r.uuid', 'r.name', 'r.inn', 'r.guarantee_type', 'r.law', 'r.tender_number', 'r.created_at', 'r.manager_user_id'])
    .select(['o.uuid as organization_uuid', 'o.name as organization_name', 'o.inn as organization_inn'])
    .select(sql<string>`concat_ws(' ', c.last_name, c.first_name)`.as('created_by_name'))
    .select(sql<string | null>`case when m.id is null then null else concat_ws(' ', m.last_name, m.first_name) end`.as('manager_name'))
    .select(sql<unknown>`g.data->'sum'`.as('sum'))
    .select((eb) => eb('r.organization_uuid', '=', mine).as('own'))
    .where('r.id', 'in', ids)
    .execute();
  const subs = await db
    .selectFrom('bg_subrequest')
    .select(['uuid', 'request_id', 'bank_uuid', 'sub_status', 'updated_at'])
    .where('request_id', 'in', ids)
    .where('sub_status', 'in', statuses)
    .orderBy('id')
    .execute();

  const byId = new Map(requests.map((row) => [String(row.id), row]));
  const items: DeskRequestWire[] = page.flatMap((entry) => {
    const row = byId.get(String(entry.request_id));
    if (!row) return [];
    return [
      {
        id: Number(row.id),
        uuid: row.uuid,
        own: Boolean(row.own),
        organization: { uuid: row.organization_uuid, name: row.organization_name, inn: row.organization_inn },
        company: { name: row.name, inn: row.inn },
        guarantee_type: row.guarantee_type,
        law: row.law,
        tender_number: row.tender_number,
        sum: sumText(row.sum),
        manager: row.manager_user_id !== null && row.manager_name !== null ? { id: row.manager_user_id, name: row.manager_name } : null,
        created_by: row.created_by_name,
        created_at: iso(row.created_at),
        waiting_since: iso(entry.since),
        banks: subs
          .filter((sub) => String(sub.request_id) === String(row.id))
          .map((sub) => ({ subrequest_uuid: sub.uuid, bank_uuid: sub.bank_uuid, bank_name: bankOf(banks, sub.bank_uuid).bank_name || sub.bank_uuid, sub_status: sub.sub_status, since: iso(sub.updated_at) })),
      },
    ];
  });
  return { queue: query.queue, items, total, page: query.page, page_size: query.pageSize };
}

/** The queue's size when the asked page is past its end. */
async function countOf(db: Db, statuses: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('bg_subrequest')
    .select(sql<string>`count(distinct request_id)`.as('n'))
    .where('sub_status', 'in', statuses)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
