import { sql, type Updateable } from 'kysely';
import { banksConfig, findBankSettings } from '../../domain/banks';
import { statusEngine } from '../../domain/statusEngine';
import type { BgSubrequestTable, Executor, StatusActorKind } from '../db/schema';
import { AppError } from '../http/AppError';
import type { NotificationHub } from '../hub/NotificationHub';
import { requestAudience, type HubPublication } from '../hub/hubEvents';
import { nextUpdatedAt } from '../requests/requestRepository';
import { refreshListTabs } from '../requestList/listTabs';
import { accrueOnMoves } from '../revisions/accrue';
import { subRequestPatchColumns, type SubRequestRow } from './subRequestRecord';

/** Who moves a sub-request: a user of the platform, a bank through its API key, the operator, or the system. */
export interface StatusActor {
  kind: StatusActorKind;
  userId?: number | null;
}

/** Columns that may change together with the status. */
export type SubRequestPatch = Pick<
  Updateable<BgSubrequestTable>,
  | 'archived_from'
  | 'is_selected'
  | 'is_need_verification'
  | 'is_need_sign_application'
  | 'is_need_confirm_data'
  | 'deny_revoke'
  | 'has_active_claim'
  | 'cancel_reason'
  | 'external_id'
  | 'date_to'
  | 'prescoring'
  | 'sent_at'
>;

export interface SubRequestMove {
  /** The sub-request as read under its row lock in this transaction. */
  subRequest: SubRequestRow;
  /** An event of config/transitions.json. */
  event: string;
  /** A note for the history (a refusal reason, a demand's text). */
  comment?: string | null;
  /** Other columns to change together with the status (flags, cancel reason, dates). */
  set?: SubRequestPatch;
}

/** What moving needs from the rest of the server. */
export interface MoveDependencies {
  hub: Pick<NotificationHub, 'publishAll'>;
}

/** The patchable columns, in the order the batched update lists them. */
const patchColumns = subRequestPatchColumns;

/** A patch as JSON for jsonb_populate_record: dates as ISO text, the prescoring verdict as an object. */
function patchJson(next: string, set: SubRequestPatch | undefined): Record<string, unknown> {
  const patch: Record<string, unknown> = { sub_status: next };
  for (const [key, value] of Object.entries(set ?? {})) {
    if (value === undefined) continue;
    patch[key] = value instanceof Date ? value.toISOString() : key === 'prescoring' && typeof value === 'string' ? JSON.parse(value) : value;
  }
  return patch;
}

/**
 * The one way sub-requests change status (ARCHITECTURE "The bank side"). For each move the transition
 * function of src/domain decides the next raw sub_status or refuses with its Russian reason (409, and
 * nothing is written). The rows, their history, the requests' change time and `RequestStatusChanged` for
 * each request's audience are written in the caller's transaction, in a fixed number of statements
 * whatever the number of moves (sending to 22 banks costs little more than to one); the hub's NOTIFY
 * leaves on commit. A move that earns the agent's reward (a payment, a claim issued, a refund) writes its
 * accrual in the same transaction (src/server/revisions/accrue.ts).
 */
export async function moveSubRequests(trx: Executor, deps: MoveDependencies, actor: StatusActor, moves: readonly SubRequestMove[]): Promise<SubRequestRow[]> {
  if (moves.length === 0) return [];
  const decided = moves.map((move) => {
    const decision = statusEngine.nextSubStatus(move.subRequest.sub_status, move.event);
    if (!decision.ok) throw AppError.conflict(decision.reason);
    return { move, next: decision.next };
  });

  const values = JSON.stringify(decided.map(({ move, next }) => ({ id: String(move.subRequest.id), patch: patchJson(next, move.set) })));
  const columns = sql.join(patchColumns.map((column) => sql.ref(column)));
  const patched = sql.join(patchColumns.map((column) => sql.ref(`p.${column}`)));
  // jsonb_populate_record(s, patch) is the row itself with the patch's keys laid over it, so each move
  // changes exactly the columns it names.
  const updated = await sql<SubRequestRow>`
    update bg_subrequest as s
    set (${columns}, updated_at) = (select ${patched}, clock_timestamp() from jsonb_populate_record(s, v.patch) as p)
    from (select (item->>'id')::bigint as id, item->'patch' as patch from jsonb_array_elements(${values}::jsonb) as item) as v
    where s.id = v.id
    returning s.*`.execute(trx);
  const byId = new Map(updated.rows.map((row) => [String(row.id), row]));
  // The agent's reward accrues in the same transaction as the move that earns it (docs/revisions.md).
  await accrueOnMoves(
    trx,
    decided.map(({ move, next }) => ({ subRequest: byId.get(String(move.subRequest.id)) ?? move.subRequest, event: move.event, next })),
  );

  await trx
    .insertInto('bg_subrequest_status')
    .values(
      decided.map(({ move, next }) => ({
        subrequest_id: move.subRequest.id,
        from_status: move.subRequest.sub_status,
        to_status: next,
        event: move.event,
        actor_kind: actor.kind,
        user_id: actor.userId ?? null,
        comment: move.comment ?? null,
      })),
    )
    .execute();

  const requestIds = [...new Set(decided.map(({ move }) => String(move.subRequest.request_id)))];
  const requests = await trx
    .updateTable('bg_request')
    .set({ updated_at: nextUpdatedAt })
    .where('id', 'in', requestIds)
    .returning(['id', 'organization_uuid', 'client_organization_uuid', 'created_by', 'manager_user_id'])
    .execute();
  await refreshListTabs(trx, requestIds);
  const audienceOf = new Map(requests.map((request) => [String(request.id), requestAudience(request)]));

  const publications = decided.map(({ move, next }): HubPublication => {
    const bank = findBankSettings(banksConfig.banks, move.subRequest.bank_uuid, { error: () => undefined });
    const requestId = String(move.subRequest.request_id);
    return {
      ...(audienceOf.get(requestId) ?? { organizationUuids: [], requestUsers: [] }),
      target: 'RequestStatusChanged',
      payload: {
        status: next,
        requestId,
        fkoKey: bank.internal_name || null,
        bank_uuid: move.subRequest.bank_uuid,
        bank_name: bank.bank_name || null,
      },
    };
  });
  await deps.hub.publishAll(publications, trx);

  return decided.map(({ move }) => byId.get(String(move.subRequest.id)) ?? move.subRequest);
}

/** {@link moveSubRequests} for one sub-request. */
export async function moveSubRequest(trx: Executor, deps: MoveDependencies, actor: StatusActor, move: SubRequestMove): Promise<SubRequestRow> {
  const [row] = await moveSubRequests(trx, deps, actor, [move]);
  return row ?? move.subRequest;
}
