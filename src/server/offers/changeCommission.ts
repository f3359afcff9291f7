import type { ChangeCommissionBody, OfferWire } from '../../domain/wire/offersWire';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import { requestAudience } from '../hub/hubEvents';
import type { RequestViewer } from '../requests/requestAccess';
import type { MoveDependencies } from '../subrequests/moveSubRequest';
import { touch } from '../requests/requestRepository';
import { fromKopecks, moneyWords, toKopecks } from './money';
import { assertAgentOwner, assertCurrent, offerContext } from './offerContext';
import { currentOffersOf } from './offerRecord';
import { offerRules } from './offerRules';
import { offerWire } from './offerView';
import { offerTexts } from './texts';

/**
 * The internal event of RequestStatusChanged for an offer whose terms changed while its status stayed
 * (offer_wait_approve). Not the unchanged status itself: that would read as a new offer from the bank
 * ('newOffer' toast of config/toasts.json). It has no toast of its own; like every status change it
 * reloads the open views of the request, which read the offer again.
 */
export const offerChangedEvent = 'offer_changed';

/** The bounds of the commission an agent may set, in kopecks: not below the bank's, not above a share of the sum. */
export function commissionBounds(bankCommission: bigint, sum: bigint): { min: bigint; max: bigint } {
  const { minShareOfBankCommission, maxShareOfSum } = offerRules.commission;
  // Shares are applied in basis points so the bounds stay exact in kopecks.
  const bp = (share: number) => BigInt(Math.round(share * 10_000));
  const min = (bankCommission * bp(minShareOfBankCommission) + 9_999n) / 10_000n;
  const max = (sum * bp(maxShareOfSum)) / 10_000n;
  return { min, max: max < min ? min : max };
}

/**
 * The agent changes the commission the client pays (POST /v1/bgrequest/write/changecomission): a new
 * offer version with source 'agent', the bank's terms kept. Allowed to the agent keeping the request,
 * while the bank's status is offer_wait_approve (before the offer goes to the client), through the
 * newest version only. The commission may not go below the bank's own (the bank is paid what it asks)
 * nor above the configured share of the guarantee sum. The same commission and flag again change
 * nothing, so a repeated click writes no second version. A new version is pushed to the request's
 * audience as {@link offerChangedEvent} on commit, so the agent's other tabs and the client follow it.
 */
export async function changeCommission(db: Db, deps: MoveDependencies, viewer: RequestViewer, body: ChangeCommissionBody): Promise<OfferWire> {
  return db.transaction().execute(async (trx) => {
    const context = await offerContext(trx, viewer, body.offerUuid, { lock: true });
    assertAgentOwner(context.request, viewer);
    assertCurrent(context);
    const { current, sub, bank } = context;
    if (current.accepted_at !== null) throw AppError.conflict(offerTexts.alreadyAccepted);
    if (sub.sub_status !== 'offer_wait_approve') throw AppError.conflict(offerTexts.commissionLocked);
    const commission = toKopecks(body.comission);
    if (commission === null) throw AppError.badRequest(offerTexts.commissionInvalid);
    const flag = body.isCurrentDateInvoice ?? false;
    if (flag && !bank.commission.show_current_date_invoice_flag) throw AppError.badRequest(offerTexts.currentDateInvoiceUnavailable);
    const { min, max } = commissionBounds(toKopecks(current.bank_commission) ?? 0n, toKopecks(current.sum) ?? 0n);
    if (commission < min) throw AppError.badRequest(offerTexts.commissionBelowBank(moneyWords(min)));
    if (commission > max) throw AppError.badRequest(offerTexts.commissionAboveLimit(moneyWords(max)));

    const view = { agentOwner: true, owner: true };
    if (commission === toKopecks(current.commission) && flag === current.is_current_date_invoice) {
      return offerWire(current, context.versions, sub, bank, view);
    }
    await trx
      .insertInto('bg_offer')
      .values({
        subrequest_id: sub.id,
        version: current.version + 1,
        source: 'agent',
        bank_commission: current.bank_commission,
        commission: fromKopecks(commission),
        sum: current.sum,
        duration: current.duration,
        date_from: current.date_from,
        date_to: current.date_to,
        is_current_date_invoice: flag,
        created_by: viewer.userId,
      })
      .execute();
    await touch(trx, Number(sub.request_id));
    // The manager is not among the request's record columns; the row is already read, so this is cheap.
    const parties = await trx.selectFrom('bg_request').select(['organization_uuid', 'client_organization_uuid', 'created_by', 'manager_user_id']).where('id', '=', sub.request_id).executeTakeFirstOrThrow();
    await deps.hub.publishAll(
      [
        {
          ...requestAudience(parties),
          target: 'RequestStatusChanged',
          payload: { status: offerChangedEvent, requestId: String(sub.request_id), fkoKey: bank.internal_name || null, bank_uuid: sub.bank_uuid, bank_name: bank.bank_name || null },
        },
      ],
      trx,
    );
    const next = (await currentOffersOf(trx, [String(sub.id)])).get(String(sub.id))!;
    return offerWire(next.offer, next.versions, sub, bank, view);
  });
}
