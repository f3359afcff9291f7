import type { MovedAnswerWire } from '../../domain/wire/banksWire';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { moveSubRequests, type MoveDependencies } from '../subrequests/moveSubRequest';
import { lockSubRequests } from '../subrequests/subRequestRepository';
import { movedAnswer } from './movedAnswer';
import { withdrawAcceptance } from '../offers/offerSigning';
import { pickSubRequests } from './pickSubRequests';
import { syncReadonly } from './readonlyState';
import { lockAsOwnerOrOperator } from './sendingRequest';
import { sendingTexts } from './texts';

/** Raw statuses in which a bank's sub-request waits for the client, and so can be taken back. */
export const waitingForClient = new Set(['sent_to_client', 'wait_confirm_data', 'offer_sent', 'offer_wait_sign']);

/**
 * Takes the request back from the client (spec-1 §4 "returned from client"): the owner's agent stops
 * waiting for the client's consent or signature (the bank's draft returns to the agent, agent_draft) or
 * for the client's acceptance of an offer (back to offer_wait_approve). Used by
 * POST /v2/bgrequest/write/{id}/subrequest/change/status {fko_uuids?} for chosen banks, and by
 * POST /v1/bgrequest/write/claim/bank/client {request_uuid} for every bank waiting for the client. A
 * platform operator may take any organisation's request back from its desk; the history names him.
 */
export async function returnFromClient(db: Db, deps: MoveDependencies, viewer: RequestViewer, id: number, fkoUuids?: readonly string[]): Promise<MovedAnswerWire> {
  return db.transaction().execute(async (trx) => {
    const request = await lockAsOwnerOrOperator(trx, viewer, id);
    const picked = pickSubRequests(await lockSubRequests(trx, id), fkoUuids);
    const rows = picked.filter((row) => waitingForClient.has(row.sub_status));
    if (rows.length === 0 || (fkoUuids?.length && rows.length !== picked.length)) throw AppError.conflict(sendingTexts.nothingToReturn);
    const moved = await moveSubRequests(
      trx,
      deps,
      request.byOperator ? { kind: 'operator', userId: viewer.userId } : { kind: 'user', userId: viewer.userId },
      rows.map((row) => ({
        subRequest: row,
        event: 'return_from_client',
        set: row.sub_status === 'sent_to_client' || row.sub_status === 'wait_confirm_data' ? { is_need_confirm_data: false, is_need_sign_application: false, is_need_verification: false } : {},
      })),
    );
    // An acceptance that waited for the client's signature is taken back with it: the offer may be accepted anew.
    for (const row of rows.filter((row) => row.sub_status === 'offer_wait_sign')) await withdrawAcceptance(trx, row);
    await syncReadonly(trx, id);
    return movedAnswer(id, moved);
  });
}
