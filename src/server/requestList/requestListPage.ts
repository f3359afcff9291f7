import { sql, type RawBuilder } from 'kysely';
import type { BankSettings } from '../../domain/banks';
import type { RequestListPageWire, RequestListQueryWire } from '../../domain/wire/requestListWire';
import type { Executor } from '../db/schema';
import type { RequestViewer } from '../requests/requestAccess';
import { moscowDate } from '../requests/moscowDate';
import { listFilters } from './listFilters';
import { listRowView, type ListedRequest } from './listRowView';
import { listScope, type ScopeBranch } from './listScope';
import { unreadByRequest } from '../chat/unreadCounts';

/** The list's order: the latest change first, the newer number first among equal moments. */
const order = sql`order by r.updated_at desc, r.id desc`;

/** The ids of each part of the caller's list that may reach the page, each part down its own index. */
function pageCandidates(branches: readonly ScopeBranch[], filters: RawBuilder<unknown>, end: number): RawBuilder<unknown> {
  return sql.join(
    branches.map(
      (branch) => sql`(select r.id, r.updated_at from bg_request as r where ${branch.gate} and ${branch.where} and ${filters} ${order} limit ${end})`,
    ),
    sql` union all `,
  );
}

/** The number of requests of each part that match, summed. */
function matchingCount(branches: readonly ScopeBranch[], filters: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql.join(
    branches.map((branch) => sql`(select count(*) from bg_request as r where ${branch.gate} and ${branch.where} and ${filters})`),
    sql` + `,
  );
}

/**
 * POST /v1/grid/read/list/groupped: one page of the caller's requests (spec-1 "Request list", spec-2
 * §7.6). One statement: the page's ids from the tab's indexes (migration 011), the total from the same
 * indexes, and for each row of the page its guarantee parameters, its manager and its sub-requests (the columns the panel's view reads) with their current offer aggregated beside it
 * as json — cheaper to build than jsonb, and read once.
 */
export async function requestListPage(
  db: Executor,
  viewer: RequestViewer,
  banks: readonly BankSettings[],
  query: RequestListQueryWire,
): Promise<RequestListPageWire> {
  const branches = listScope(viewer, query.show_my ?? true);
  const filters = listFilters(query);
  const offset = (query.page_number - 1) * query.page_size;
  const mine = sql`(select o.uuid from organizations as o where o.id = ${viewer.organizationId})`;
  const result = await sql<ListedRequest & { total: string | number }>`
    with page as (
      select v.id, v.updated_at from (${pageCandidates(branches, filters, offset + query.page_size)}) as v
      order by v.updated_at desc, v.id desc
      limit ${query.page_size} offset ${offset}
    )
    select matching.total, listed.*
    from (select ${matchingCount(branches, filters)} as total) as matching
    left join lateral (
      select
        r.id, r.uuid, r.organization_uuid, r.client_organization_uuid, r.created_by, r.actor, r.inn, r.kpp, r.ogrn,
        r.name, r.is_ip, r.is_joint, r.readonly, r.tender_number, r.tender_lot_number, r.tender_uuid, r.law,
        r.request_status, r.sub_status, r.documents_scope_uuid, r.created_at, r.updated_at, r.guarantee_type,
        r.selected_banks, r.progress, r.consent_given_at, r.consent_token_hash, r.signed_at, r.manager_user_id,
        concat_ws(' ', m.last_name, m.first_name) as manager_name,
        r.organization_uuid = ${mine} as is_owner,
        g.data->>'stage' as parameters_stage,
        g.data->'sum' as parameters_sum,
        g.data->>'dateFrom' as parameters_date_from,
        g.data->>'dateTo' as parameters_date_to,
        subs.items as subrequests
      from page as p
      join bg_request as r on r.id = p.id
      left join bg_request_step as g on g.request_id = r.id and g.step = 'guaranty-detail-info'
      left join users as m on m.id = r.manager_user_id
      left join lateral (
        select json_agg(
          json_build_object(
            'id', s.id, 'uuid', s.uuid, 'request_id', s.request_id, 'bank_uuid', s.bank_uuid, 'sub_status', s.sub_status,
            'archived_from', s.archived_from, 'is_selected', s.is_selected, 'is_need_verification', s.is_need_verification,
            'is_need_sign_application', s.is_need_sign_application, 'is_need_confirm_data', s.is_need_confirm_data,
            'deny_revoke', s.deny_revoke, 'has_active_claim', s.has_active_claim, 'cancel_reason', s.cancel_reason,
            'external_id', s.external_id, 'date_to', s.date_to, 'prescoring', s.prescoring, 'sent_at', s.sent_at,
            'created_at', s.created_at, 'updated_at', s.updated_at,
            'offer', (
              select json_build_object(
                'offerUuid', o.uuid, 'version', o.version, 'commission', o.commission::text,
                'bank_commission', o.bank_commission::text, 'sum', o.sum::text, 'duration', o.duration,
                'date_from', o.date_from, 'date_to', o.date_to, 'is_selected', o.is_selected, 'updated_at', o.created_at
              )
              from bg_offer as o where o.subrequest_id = s.id order by o.version desc limit 1
            )
          )
          order by s.id
        ) as items
        from bg_subrequest as s
        where s.request_id = r.id
      ) as subs on true
    ) as listed on true
    order by listed.updated_at desc, listed.id desc`.execute(db);
  const first = result.rows[0];
  const listed = result.rows.filter((row) => row.id !== null);
  // The unread chat messages of the page's requests: one grouped read, whatever the page's size.
  const unread = await unreadByRequest(db, viewer.userId, listed.map((row) => row.id));
  const facts = { viewer, banks, today: moscowDate(), unread };
  const rows = listed.map((row) => listRowView(row, facts));
  return { rows, total: Number(first?.total ?? 0), page_number: query.page_number, page_size: query.page_size };
}
