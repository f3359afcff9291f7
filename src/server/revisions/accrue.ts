import { sql } from 'kysely';
import type { GuaranteeType } from '../../domain/banks';
import { claimAccrual, paymentAccrual, refundAccrual, type AccrualValues, type PastAccrual } from '../../domain/revisions/accrualPlan';
import { parseRoubles } from '../../domain/revisions/money';
import { tariffRows } from '../../domain/revisions/tariffTable';
import type { Executor } from '../db/schema';
import { acceptedOfferOf, currentOffersOf } from '../offers/offerRecord';
import type { SubRequestRow } from '../subrequests/subRequestRecord';

/** The status a move reached and the event that took it there, with the row as moved (its updated_at is the move's time). */
export interface AccruingMove {
  readonly subRequest: SubRequestRow;
  readonly event: string;
  readonly next: string;
}

/** The event of config/transitions.json by which a bank returns a deal's commission (docs/revisions.md). */
export const refundEvent = 'commission_refunded';

/** Which accrual a move writes, if any: the payment received, a claim's changes issued, the commission refunded. */
export function accrualKindOf(move: Pick<AccruingMove, 'event' | 'next'>): AccrualValues['kind'] | null {
  if (move.next === 'deal_payment_received') return 'payment';
  if (move.next === 'deal_claim_signed') return 'claim';
  if (move.event === refundEvent) return 'refund';
  return null;
}

/** Kopecks of a stored numeric ('15000.00'); null for none. */
function kopecksOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return parseRoubles(typeof value === 'number' ? value.toFixed(2) : value);
}

const pastColumns = [
  'kind',
  'bank_uuid',
  'guarantee_type',
  'guarantee_sum_kopecks',
  'bank_commission_kopecks',
  'client_commission_kopecks',
  'rate_percent',
  'markup_to_agent',
  'markup_kopecks',
  'reward_kopecks',
] as const;

async function historyOf(trx: Executor, subRequestId: string): Promise<PastAccrual[]> {
  const rows = await trx.selectFrom('revision_accrual').select(pastColumns).where('subrequest_id', '=', subRequestId).orderBy('id').execute();
  return rows.map((row) => ({
    ...row,
    guarantee_sum_kopecks: Number(row.guarantee_sum_kopecks),
    bank_commission_kopecks: Number(row.bank_commission_kopecks),
    client_commission_kopecks: Number(row.client_commission_kopecks),
    markup_kopecks: Number(row.markup_kopecks),
    reward_kopecks: Number(row.reward_kopecks),
  }));
}

/** The deal as paid: the accepted offer (else the bank's newest, as issuedGuarantee reads it). */
async function paidDealOf(trx: Executor, sub: SubRequestRow, guaranteeType: string | null) {
  const id = String(sub.id);
  const offer = (await acceptedOfferOf(trx, id)) ?? (await currentOffersOf(trx, [id])).get(id)?.offer;
  if (!offer) return null;
  const sum = kopecksOf(offer.sum);
  const bank = kopecksOf(offer.bank_commission);
  const client = kopecksOf(offer.commission);
  if (sum === null || bank === null || client === null) return null;
  return { bank_uuid: sub.bank_uuid, guarantee_type: (guaranteeType || null) as GuaranteeType | null, guarantee_sum_kopecks: sum, bank_commission_kopecks: bank, client_commission_kopecks: client };
}

/** The claim a deal_claim_signed move completes: the sub-request's newest claim the bank did not refuse. */
async function completedClaimOf(trx: Executor, subRequestId: string) {
  return trx
    .selectFrom('bg_claim')
    .select(['id', 'changes', sql<string | null>`commission::text`.as('commission')])
    .where('subrequest_id', '=', subRequestId)
    .where('status', '!=', 'rejected')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Writes the accruals of the moves (docs/revisions.md «What accrues when») in the moving transaction, so a
 * payment is accrued exactly when its status change is, and a rolled back move accrues nothing. Each kind is
 * once per deal (per claim for claims) by the unique indexes: a retried or repeated move writes nothing more.
 * Only an agent organisation's request earns a reward; a client's own request has no agent to pay.
 */
export async function accrueOnMoves(trx: Executor, moves: readonly AccruingMove[]): Promise<void> {
  for (const move of moves) {
    const kind = accrualKindOf(move);
    if (kind === null) continue;
    const request = await trx
      .selectFrom('bg_request as r')
      .innerJoin('organizations as o', 'o.uuid', 'r.organization_uuid')
      .select(['r.id', 'r.organization_uuid', 'r.guarantee_type', 'o.type'])
      .where('r.id', '=', String(move.subRequest.request_id))
      .executeTakeFirst();
    if (!request || request.type !== 'agent') continue;
    const subRequestId = String(move.subRequest.id);
    const at = move.subRequest.updated_at;
    let values: AccrualValues | null = null;
    let claimId: string | null = null;
    if (kind === 'payment') {
      const deal = await paidDealOf(trx, move.subRequest, request.guarantee_type);
      values = deal === null ? null : paymentAccrual(deal, at, tariffRows);
    } else if (kind === 'claim') {
      const claim = await completedClaimOf(trx, subRequestId);
      if (claim) {
        claimId = String(claim.id);
        const changes = claim.changes as { sum?: unknown } | null;
        const newSum = typeof changes?.sum === 'string' || typeof changes?.sum === 'number' ? kopecksOf(changes.sum) : null;
        values = claimAccrual(await historyOf(trx, subRequestId), kopecksOf(claim.commission), newSum, at);
      }
    } else {
      values = refundAccrual(await historyOf(trx, subRequestId), at);
    }
    if (values === null) continue;
    await trx
      .insertInto('revision_accrual')
      .values({ ...values, organization_uuid: request.organization_uuid, request_id: String(request.id), subrequest_id: subRequestId, claim_id: claimId, accrued_at: at })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
