import type { OfferWire, SendOfferApproveBody } from '../../domain/wire/offersWire';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { moveSubRequest, type MoveDependencies } from '../subrequests/moveSubRequest';
import { assertAgentOwner, assertCurrent, offerContext } from './offerContext';
import { currentOffersOf } from './offerRecord';
import { offerWire } from './offerView';
import { offerTexts } from './texts';

/**
 * The agent sends the bank's offer to the client for approval (POST /v1/bgrequest/write/sendofferapprove):
 * the sub-request moves by offer_sent_to_client (offer_wait_approve → offer_sent, 'Ожидает принятия')
 * and the newest version is stamped sent_for_approval_at. The request uuid must be the offer's own, so a
 * page left open on another request cannot send this one.
 */
export async function sendOfferForApproval(db: Db, deps: MoveDependencies, viewer: RequestViewer, body: SendOfferApproveBody): Promise<OfferWire> {
  return db.transaction().execute(async (trx) => {
    const context = await offerContext(trx, viewer, body.offerUuid, { lock: true });
    assertAgentOwner(context.request, viewer);
    if (context.request.uuid !== body.requestUuid) throw AppError.badRequest(offerTexts.requestMismatch);
    assertCurrent(context);
    if (context.current.accepted_at !== null) throw AppError.conflict(offerTexts.alreadyAccepted);
    const moved = await moveSubRequest(trx, deps, { kind: 'user', userId: viewer.userId }, { subRequest: context.sub, event: 'offer_sent_to_client' });
    await trx.updateTable('bg_offer').set({ sent_for_approval_at: new Date() }).where('id', '=', context.current.id).execute();
    const next = (await currentOffersOf(trx, [String(moved.id)])).get(String(moved.id))!;
    return offerWire(next.offer, next.versions, moved, context.bank, { agentOwner: true, owner: true });
  });
}
