import type { BankSettings } from '../../domain/banks';
import type { MovedAnswerWire, VerificationPayloadWire } from '../../domain/wire/banksWire';
import { enqueueBankEvents, type BankEvent } from '../bankGateway/bankOutbox';
import { isOperator } from '../access/isOperator';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import { requestAudience, type HubPublication } from '../hub/hubEvents';
import { requestNotFound, type RequestViewer } from '../requests/requestAccess';
import { moveSubRequests, type MoveDependencies, type SubRequestMove } from '../subrequests/moveSubRequest';
import type { SubRequestRow } from '../subrequests/subRequestRecord';
import { lockSubRequests } from '../subrequests/subRequestRepository';
import { movedAnswer } from './movedAnswer';
import { verifiedStep } from './nextRequirement';
import { syncReadonly } from './readonlyState';
import { bankOf } from './subRequestView';
import { sendingTexts } from './texts';
import { postDemandMessages } from '../chat/demandMessages';
import { auditVerificationVerdict } from '../audit/actionEntries';

/** The internal event of spec-1 §4 "Push events": verification failed, the request is back in the draft. */
export const offerReturnedEvent = 'offer_returned';

export { isOperator };

const awaiting = new Set(['admin_verification', 'admin_verification_process']);

function chosen(rows: readonly SubRequestRow[], fkoUuids: readonly string[] | undefined): SubRequestRow[] {
  const waiting = rows.filter((row) => awaiting.has(row.sub_status));
  if (!fkoUuids || fkoUuids.length === 0) return waiting;
  const wanted = new Set(fkoUuids);
  return waiting.filter((row) => wanted.has(row.bank_uuid) || wanted.has(row.uuid));
}

/**
 * POST /v2/bgrequest/write/admin/verification/send/{id}: the operator's verdict on the request's banks
 * waiting for verification (all of them, or those named by bank or sub-request uuid). The operator sees
 * requests of every organisation; anybody else gets 403.
 * - passed: on to the customer's signature when the bank wants it and the request is unsigned, else
 *   straight to the bank (`subrequest_sent` queued);
 * - failed: back to the draft with the operator's comment; the request turns editable and its audience
 *   gets the internal `offer_returned` push (the returned-to-draft toast);
 * - demand: the operator asks for more (admin_request) and the demand is stored for the answer.
 */
export async function verifyRequest(db: Db, deps: MoveDependencies, viewer: RequestViewer, id: number, payload: VerificationPayloadWire, banks: readonly BankSettings[]): Promise<MovedAnswerWire> {
  if (!(await isOperator(db, viewer.userId))) throw AppError.forbidden(sendingTexts.operatorOnly);
  return db.transaction().execute(async (trx) => {
    const request = await trx.selectFrom('bg_request').select(['id', 'uuid', 'organization_uuid', 'client_organization_uuid', 'created_by', 'manager_user_id', 'signed_at']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!request) throw requestNotFound();
    let rows = chosen(await lockSubRequests(trx, id), payload.fko_uuids);
    if (rows.length === 0) throw AppError.conflict(sendingTexts.nothingToVerify);
    const actor = { kind: 'operator' as const, userId: viewer.userId };
    const comment = payload.comment?.trim() || null;

    if (payload.result === 'demand') {
      const moved = await moveSubRequests(trx, deps, actor, rows.map((row) => ({ subRequest: row, event: 'admin_demand', comment })));
      await trx
        .insertInto('bg_demand')
        .values(moved.map((row) => ({ subrequest_id: row.id, kind: 'admin' as const, text: comment ?? sendingTexts.demandText, required_documents: JSON.stringify([]) })))
        .execute();
      // Each demand is a message of that bank's chat, answered there.
      await postDemandMessages(trx, deps.hub, moved);
      await auditVerificationVerdict(trx, viewer, id, 'demand', moved, comment);
      return movedAnswer(id, moved);
    }

    if (payload.result === 'failed') {
      const moved = await moveSubRequests(trx, deps, actor, rows.map((row) => ({ subRequest: row, event: 'admin_verification_failed', comment: comment ?? sendingTexts.verificationFailed, set: { is_need_verification: false, is_need_sign_application: false, is_need_confirm_data: false } })));
      const audience = requestAudience(request);
      const publications: HubPublication[] = moved.map((row) => {
        const bank = bankOf(banks, row.bank_uuid);
        return { ...audience, target: 'RequestStatusChanged', payload: { status: offerReturnedEvent, requestId: String(id), fkoKey: bank.internal_name || null, bank_uuid: row.bank_uuid, bank_name: bank.bank_name || null } };
      });
      await deps.hub.publishAll(publications, trx);
      await syncReadonly(trx, id);
      await auditVerificationVerdict(trx, viewer, id, 'failed', moved, comment);
      return movedAnswer(id, moved);
    }

    // A verification not yet taken up is started first, so the history shows both steps.
    const starting = rows.filter((row) => row.sub_status === 'admin_verification');
    if (starting.length > 0) {
      const started = new Map((await moveSubRequests(trx, deps, actor, starting.map((row) => ({ subRequest: row, event: 'admin_verification_started' })))).map((row) => [row.id, row]));
      rows = rows.map((row) => started.get(row.id) ?? row);
    }
    const signed = request.signed_at !== null;
    const steps = rows.map((row) => ({ row, bank: bankOf(banks, row.bank_uuid) })).map((entry) => ({ ...entry, step: verifiedStep(entry.bank, { signed }) }));
    const moves: SubRequestMove[] = steps.map(({ row, step }) => ({ subRequest: row, event: step.event, comment, set: step.set }));
    const moved = await moveSubRequests(trx, deps, actor, moves);
    const events: BankEvent[] = [];
    steps.forEach(({ bank, step }, index) => {
      if (step.target === 'sent') events.push({ bankUuid: bank.uuid, subrequestUuid: moved[index]!.uuid, event: 'subrequest_sent', payload: { request_id: id, request_uuid: request.uuid } });
    });
    await enqueueBankEvents(trx, events);
    await auditVerificationVerdict(trx, viewer, id, 'passed', moved, comment);
    return movedAnswer(id, moved);
  });
}
