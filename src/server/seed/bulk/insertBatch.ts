import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
import type { PlannedRequest, PlannedSubRequest } from './planBatch';
import { statusPaths } from './statusPaths';

/** The moves of every path as parallel arrays, for the history insert to join on the sub-request's raw status. */
const pathRows = (() => {
  const rows = { target: [] as string[], stepNo: [] as number[], steps: [] as number[], from: [] as string[], to: [] as string[], event: [] as string[], actor: [] as string[] };
  for (const path of statusPaths.values()) {
    path.steps.forEach((step, index) => {
      rows.target.push(path.target);
      rows.stepNo.push(index);
      rows.steps.push(path.steps.length);
      rows.from.push(step.from);
      rows.to.push(step.to);
      rows.event.push(step.event);
      rows.actor.push(step.actor);
    });
  }
  return rows;
})();

const column = <T, V>(items: readonly T[], read: (item: T) => V): V[] => items.map(read);

/** What one batch wrote, for the progress line. */
export interface BatchCounts {
  requests: number;
  subRequests: number;
  history: number;
  offers: number;
}

/**
 * Writes planned requests with set-based inserts (one statement per table over unnest-ed arrays) in the
 * caller's transaction: the requests and their steps, the sub-requests, their status history as
 * moveSubRequests writes it (expanded in the database from each raw status's path), offers, demands and
 * claims.
 */
export async function insertBatch(trx: Executor, requests: readonly PlannedRequest[]): Promise<BatchCounts & { requestIds: string[] }> {
  const inserted = await sql<{ id: string; uuid: string }>`
    insert into bg_request (
      uuid, organization_uuid, client_organization_uuid, created_by, manager_user_id, actor, inn, kpp, ogrn, name, is_ip,
      address, region_name, law, tender_number, tender_lot_number, tender, guarantee_type, selected_banks, progress, readonly,
      created_at, updated_at)
    select * from unnest(
      ${column(requests, (r) => r.uuid)}::uuid[], ${column(requests, (r) => r.organizationUuid)}::uuid[],
      ${column(requests, (r) => r.clientOrganizationUuid)}::uuid[], ${column(requests, (r) => r.createdBy)}::integer[],
      ${column(requests, (r) => r.managerUserId)}::integer[], ${column(requests, (r) => r.actor)}::text[],
      ${column(requests, (r) => r.inn)}::text[], ${column(requests, (r) => r.kpp)}::text[], ${column(requests, (r) => r.ogrn)}::text[],
      ${column(requests, (r) => r.name)}::text[], ${column(requests, (r) => r.isIp)}::boolean[],
      ${column(requests, (r) => r.address)}::text[], ${column(requests, (r) => r.regionName)}::text[],
      ${column(requests, (r) => r.law)}::integer[], ${column(requests, (r) => r.tenderNumber)}::text[],
      ${column(requests, (r) => r.tenderLotNumber)}::integer[], ${column(requests, (r) => r.tender)}::jsonb[],
      ${column(requests, (r) => r.guaranteeType)}::text[], ${column(requests, (r) => r.selectedBanks)}::jsonb[],
      ${column(requests, (r) => r.progress)}::jsonb[], ${column(requests, (r) => r.readonly)}::boolean[],
      ${column(requests, (r) => r.createdAt.toISOString())}::timestamptz[], ${column(requests, (r) => r.updatedAt.toISOString())}::timestamptz[])
    returning id, uuid`.execute(trx);
  const idOf = new Map(inserted.rows.map((row) => [row.uuid, String(row.id)]));
  const requestId = (request: PlannedRequest): string => idOf.get(request.uuid)!;

  const steps = requests.flatMap((request) => request.steps.map((step) => ({ id: requestId(request), createdBy: request.createdBy, at: request.createdAt, ...step })));
  await sql`
    insert into bg_request_step (request_id, step, data, checked, updated_at, updated_by)
    select id, step, data, true, at, by from unnest(
      ${column(steps, (s) => s.id)}::bigint[], ${column(steps, (s) => s.step)}::text[], ${column(steps, (s) => s.data)}::jsonb[],
      ${column(steps, (s) => s.at.toISOString())}::timestamptz[], ${column(steps, (s) => s.createdBy)}::integer[]) as t(id, step, data, at, by)`.execute(trx);

  const subs = requests.flatMap((request) => request.banks.map((sub) => ({ requestId: requestId(request), sub })));
  const subInserted = await sql<{ id: string; uuid: string }>`
    insert into bg_subrequest (
      uuid, request_id, bank_uuid, sub_status, archived_from, cancel_reason, external_id, date_to, has_active_claim, sent_at, created_at, updated_at, prescoring)
    select * from unnest(
      ${column(subs, (s) => s.sub.uuid)}::uuid[], ${column(subs, (s) => s.requestId)}::bigint[], ${column(subs, (s) => s.sub.bankUuid)}::uuid[],
      ${column(subs, (s) => s.sub.path.target)}::text[], ${column(subs, (s) => s.sub.archivedFrom)}::text[],
      ${column(subs, (s) => s.sub.cancelReason)}::text[], ${column(subs, (s) => s.sub.externalId)}::text[], ${column(subs, (s) => s.sub.dateTo)}::date[],
      ${column(subs, (s) => s.sub.hasActiveClaim)}::boolean[],
      ${column(subs, (s) => (s.sub.path.sentAt >= 0 ? s.sub.at(s.sub.path.sentAt).toISOString() : null))}::timestamptz[],
      ${column(subs, (s) => s.sub.createdAt.toISOString())}::timestamptz[], ${column(subs, (s) => s.sub.updatedAt.toISOString())}::timestamptz[],
      ${column(subs, (s) => s.sub.prescoring)}::jsonb[])
    returning id, uuid`.execute(trx);
  const subIdOf = new Map(subInserted.rows.map((row) => [row.uuid, String(row.id)]));
  const subId = (sub: PlannedSubRequest): string => subIdOf.get(sub.uuid)!;
  const subIds = subInserted.rows.map((row) => String(row.id));

  // The history is the largest table: it is expanded in the database from the paths rather than sent row by row.
  const history = await sql`
    insert into bg_subrequest_status (subrequest_id, from_status, to_status, event, actor_kind, user_id, comment, created_at)
    select s.id, p.from_status, p.to_status, p.event, p.actor_kind,
      case when p.actor_kind in ('user', 'system') and p.event not like 'consent_given%' then r.created_by end,
      case when p.event = 'cancel' then s.cancel_reason end,
      s.created_at + (s.updated_at - s.created_at) * ((p.step_no + 1)::float8 / p.steps)
    from bg_subrequest as s
    join bg_request as r on r.id = s.request_id
    join unnest(
      ${pathRows.target}::text[], ${pathRows.stepNo}::integer[], ${pathRows.steps}::integer[], ${pathRows.from}::text[],
      ${pathRows.to}::text[], ${pathRows.event}::text[], ${pathRows.actor}::text[]) as p(target, step_no, steps, from_status, to_status, event, actor_kind)
      on p.target = s.sub_status
    where s.id = any(${subIds}::bigint[])
    order by s.id, p.step_no`.execute(trx);

  const offers = subs.flatMap(({ requestId: id, sub }) => sub.offers.map((offer) => ({ id: subId(sub), requestId: id, ...offer })));
  if (offers.length > 0) {
    await sql`
      insert into bg_offer (subrequest_id, version, source, bank_commission, commission, sum, duration, date_from, date_to, is_selected, accepted_at, accepted_by, delivery_type, created_at)
      select t.sub, t.version, 'bank', t.bank_commission, t.commission, t.sum, t.duration, t.date_from, t.date_to, t.selected, t.accepted_at,
        case when t.accepted_at is not null then r.created_by end, t.delivery_type, t.created_at
      from unnest(
        ${column(offers, (o) => o.id)}::bigint[], ${column(offers, (o) => o.requestId)}::bigint[], ${column(offers, (o) => o.version)}::integer[],
        ${column(offers, (o) => o.bankCommission)}::numeric[], ${column(offers, (o) => o.commission)}::numeric[], ${column(offers, (o) => o.sum)}::numeric[],
        ${column(offers, (o) => o.duration)}::integer[], ${column(offers, (o) => o.dateFrom)}::date[], ${column(offers, (o) => o.dateTo)}::date[],
        ${column(offers, (o) => o.selected)}::boolean[], ${column(offers, (o) => o.acceptedAt?.toISOString() ?? null)}::timestamptz[],
        ${column(offers, (o) => o.deliveryType)}::text[], ${column(offers, (o) => o.createdAt.toISOString())}::timestamptz[])
        as t(sub, request, version, bank_commission, commission, sum, duration, date_from, date_to, selected, accepted_at, delivery_type, created_at)
      join bg_request as r on r.id = t.request`.execute(trx);
  }

  const demands = subs.flatMap(({ requestId: id, sub }) => sub.demands.map((demand) => ({ id: subId(sub), requestId: id, ...demand })));
  if (demands.length > 0) {
    await sql`
      insert into bg_demand (subrequest_id, kind, text, answer_text, answered_by, answered_at, created_at)
      select t.sub, t.kind, t.text, t.answer_text, case when t.answered_at is not null then r.created_by end, t.answered_at, t.created_at
      from unnest(
        ${column(demands, (d) => d.id)}::bigint[], ${column(demands, (d) => d.requestId)}::bigint[], ${column(demands, (d) => d.kind)}::text[],
        ${column(demands, (d) => d.text)}::text[], ${column(demands, (d) => d.answerText)}::text[],
        ${column(demands, (d) => d.answeredAt?.toISOString() ?? null)}::timestamptz[], ${column(demands, (d) => d.createdAt.toISOString())}::timestamptz[])
        as t(sub, request, kind, text, answer_text, answered_at, created_at)
      join bg_request as r on r.id = t.request`.execute(trx);
  }

  const claims = subs.flatMap(({ requestId: id, sub }) => (sub.claim ? [{ id: subId(sub), requestId: id, ...sub.claim }] : []));
  if (claims.length > 0) {
    await sql`
      insert into bg_claim (subrequest_id, status, changes, commission, bank_answer, created_by, created_at, updated_at)
      select t.sub, t.status, t.changes, t.commission, t.bank_answer, r.created_by, t.created_at, t.updated_at
      from unnest(
        ${column(claims, (c) => c.id)}::bigint[], ${column(claims, (c) => c.requestId)}::bigint[], ${column(claims, (c) => c.status)}::text[],
        ${column(claims, (c) => c.changes)}::jsonb[], ${column(claims, (c) => c.commission)}::numeric[], ${column(claims, (c) => c.bankAnswer)}::text[],
        ${column(claims, (c) => c.createdAt.toISOString())}::timestamptz[], ${column(claims, (c) => c.updatedAt.toISOString())}::timestamptz[])
        as t(sub, request, status, changes, commission, bank_answer, created_at, updated_at)
      join bg_request as r on r.id = t.request`.execute(trx);
  }

  return { requestIds: [...idOf.values()], requests: requests.length, subRequests: subs.length, history: Number(history.numAffectedRows ?? 0n), offers: offers.length };
}
