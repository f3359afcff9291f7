import type { BankSettings } from '../../domain/banks';
import { statusEngine } from '../../domain/statusEngine';
import type { MovedAnswerWire } from '../../domain/wire/banksWire';
import { enqueueBankEvents } from '../bankGateway/bankOutbox';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { moveSubRequests, type MoveDependencies } from '../subrequests/moveSubRequest';
import { lockSubRequests } from '../subrequests/subRequestRepository';
import { movedAnswer } from './movedAnswer';
import { pickSubRequests } from './pickSubRequests';
import { syncReadonly } from './readonlyState';
import { assertOwner, lockSendingRequest, requestIdByUuid } from './sendingRequest';
import { bankOf } from './subRequestView';
import { auditRequestRevoked } from '../audit/actionEntries';

/** Raw statuses in which the bank has not yet received the request: revoking them tells the bank nothing. */
const beforeTheBank = new Set(['wait_confirm_data', 'admin_verification', 'admin_verification_process', 'admin_request', 'sent_to_client']);

/**
 * POST /v2/bgrequest/write/revokefrombank {request_uuid, fko_uuids}: revokes the request from the
 * named banks by the rules of `canRevoke` (spec-1 §4 "Revocation"): the bank's cannot_be_revoked and
 * the sub-request's deny_revoke refuse with 403, a status the transition table does not revoke from
 * with 409; one refusal changes nothing. A bank that had the request gets `subrequest_revoked`. The
 * revoked sub-request is a draft again, so the request is editable once no bank holds it.
 */
export async function revokeFromBanks(db: Db, deps: MoveDependencies, viewer: RequestViewer, requestUuid: string, fkoUuids: readonly string[], banks: readonly BankSettings[]): Promise<MovedAnswerWire> {
  const id = await requestIdByUuid(db, viewer, requestUuid);
  return db.transaction().execute(async (trx) => {
    const request = await lockSendingRequest(trx, viewer, id);
    assertOwner(request);
    const rows = pickSubRequests(await lockSubRequests(trx, id), fkoUuids);
    for (const row of rows) {
      const verdict = statusEngine.canRevoke(row, bankOf(banks, row.bank_uuid));
      if (verdict.allowed) continue;
      const byTable = statusEngine.nextSubStatus(row.sub_status, 'revoke');
      throw byTable.ok ? AppError.forbidden(verdict.message) : AppError.conflict(verdict.message);
    }
    const moved = await moveSubRequests(trx, deps, { kind: 'user', userId: viewer.userId }, rows.map((row) => ({ subRequest: row, event: 'revoke' })));
    await enqueueBankEvents(
      trx,
      rows
        .filter((row) => !beforeTheBank.has(row.sub_status))
        .map((row) => ({ bankUuid: row.bank_uuid, subrequestUuid: row.uuid, event: 'subrequest_revoked' as const, payload: { request_id: id, request_uuid: request.uuid } })),
    );
    await syncReadonly(trx, id);
    await auditRequestRevoked(trx, viewer, id, moved);
    return movedAnswer(id, moved);
  });
}
