import type { BankSettings } from '../../domain/banks';
import type { SendAnswerWire, SendPayloadWire, SendResultWire } from '../../domain/wire/banksWire';
import { sendingBlocks } from '../accession/sendingBlocks';
import type { AccessionContext } from '../accession/standingOf';
import { enqueueBankEvents, type BankEvent } from '../bankGateway/bankOutbox';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { nextUpdatedAt } from '../requests/requestRepository';
import { moveSubRequests, type MoveDependencies, type SubRequestMove } from '../subrequests/moveSubRequest';
import { ensureSubRequests, lockSubRequests } from '../subrequests/subRequestRepository';
import { signatureGaps } from '../signing/requestSignature';
import { signingTexts } from '../signing/texts';
import { sendStep, type NextStep } from './nextRequirement';
import { completenessFor, knownBank } from './requestFacts';
import { assertOwner, lockSendingRequest } from './sendingRequest';
import { isDraftSubRequest } from './subRequestView';
import { sendingTexts } from './texts';
import { wrongData } from './wrongData';
import { auditRequestSent } from '../audit/actionEntries';

/**
 * POST /v2/bgrequest/write/send: sends the request to the banks asked for, in one transaction with
 * the request's row locked.
 *
 * - Each bank's draft moves by the event its `send_requirements` and the request's consent and
 *   signature choose (see `sendStep`); every bank moves in one batched `moveSubRequests` call.
 * - A bank already past the draft is skipped ('already_sent'), so a double click or a retry creates
 *   nothing twice: the second call waits for the first one's lock and then finds the banks sent.
 *   A bank waiting for the signature moves on once the request is signed (`signed: true` is accepted
 *   only then; the signing itself moves such banks when the last print form is signed).
 * - A bank the request does not pass (prescoring_failed), an unknown bank, an archive bank, a bank whose
 *   sub-request is archived or refused are refused with the reason, the others still go; when nothing
 *   could go at all the call is a 409. So is a draft the owner's documents close (docs/accession.md):
 *   every bank while its accession is unsigned past the deadline, a partner bank connected after it
 *   registered until its additional agreement is signed — the reason says which document and where.
 * - Before anything moves, no saved step may be wrong as the request stands today (400 naming the step
 *   and the rule, e.g. a guarantee sum above the contract's price) and every step must be complete for
 *   these banks (400 naming what is missing).
 * - The request turns read-only once a bank left the draft; `subrequest_sent` is queued for a bank
 *   only when its sub-request really reached it (`sent`).
 */
export async function sendToBanks(
  db: Db,
  deps: MoveDependencies,
  viewer: RequestViewer,
  payload: SendPayloadWire,
  banks: readonly BankSettings[],
  accession: AccessionContext,
): Promise<SendAnswerWire> {
  return db.transaction().execute(async (trx) => {
    const request = await lockSendingRequest(trx, viewer, payload.request_id);
    assertOwner(request);
    const blocks = await sendingBlocks(trx, request.organization_uuid, accession);
    const uuids = [...new Set(payload.fko_uuids)];
    if (uuids.length === 0) throw AppError.badRequest(sendingTexts.noBanks);
    const sendable = uuids.filter((uuid) => knownBank(banks, uuid)?.type === 'platform' || knownBank(banks, uuid)?.type === 'partner');
    await ensureSubRequests(trx, request.id, sendable);
    const byBank = new Map((await lockSubRequests(trx, request.id)).map((row) => [row.bank_uuid, row]));
    // `signed` is what the signatures say, never the caller's word: a request is signed once every print
    // form carries a verified signature of its signer (src/server/signing). A caller claiming it is told
    // what is missing.
    const signed = request.signed_at !== null;
    if (payload.signed && !signed) throw AppError.badRequest(signingTexts.notSigned(request.id, await signatureGaps(trx, request.documents_scope_uuid)));
    const given = { consentGiven: request.consent_given_at !== null, signed };

    const results: SendResultWire[] = [];
    const moves: SubRequestMove[] = [];
    const steps: { index: number; step: NextStep; bank: BankSettings }[] = [];
    for (const uuid of uuids) {
      const bank = knownBank(banks, uuid);
      const row = byBank.get(uuid);
      const refuse = (reason: string) => results.push({ bank_uuid: uuid, bank_name: bank?.bank_name ?? '', subrequestUuid: row?.uuid ?? null, outcome: 'refused', sub_status: row?.sub_status ?? null, reason });
      if (!bank) {
        refuse(sendingTexts.unknownBank);
        continue;
      }
      if (bank.type === 'archive') {
        refuse(sendingTexts.archivedBank);
        continue;
      }
      if (!row) throw new Error(`sub-request of bank ${uuid} was not created`);
      if (row.sub_status === 'prescoring_failed') {
        refuse(sendingTexts.prescoringFailed(row.prescoring?.reasons ?? []));
        continue;
      }
      if (row.sub_status === 'archive') {
        refuse(sendingTexts.archivedSubRequest);
        continue;
      }
      if (row.sub_status === 'canceled') {
        refuse(sendingTexts.canceledSubRequest);
        continue;
      }
      let step: NextStep | null = null;
      const blocked = isDraftSubRequest(row) ? blocks.reasonOf(uuid) : null;
      if (blocked !== null) {
        refuse(blocked);
        continue;
      }
      if (isDraftSubRequest(row)) step = sendStep(bank, given);
      else if (row.sub_status === 'sent_to_client' && signed) step = { event: 'application_signed', target: 'sent', set: { is_need_sign_application: false, is_need_confirm_data: false, is_need_verification: false, sent_at: new Date() } };
      if (!step) {
        results.push({ bank_uuid: uuid, bank_name: bank.bank_name, subrequestUuid: row.uuid, outcome: 'already_sent', sub_status: row.sub_status, reason: null });
        continue;
      }
      moves.push({ subRequest: row, event: step.event, set: { ...step.set, is_selected: true } });
      steps.push({ index: results.length, step, bank });
      results.push({ bank_uuid: uuid, bank_name: bank.bank_name, subrequestUuid: row.uuid, outcome: step.target, sub_status: step.target, reason: null });
    }

    if (moves.length === 0) {
      if (results.some((result) => result.outcome === 'already_sent')) return { request_id: request.id, readonly: request.readonly, results };
      throw AppError.conflict(results.map((result) => `${result.bank_name || result.bank_uuid}: ${result.reason ?? ''}`).join('; '));
    }

    const problems = await wrongData(trx, request, sendable);
    if (problems.length > 0) throw AppError.badRequest(sendingTexts.wrongData(problems));
    const completeness = await completenessFor(trx, request, sendable);
    if (!completeness.complete) throw AppError.badRequest(sendingTexts.incomplete(completeness.missing));

    const moved = await moveSubRequests(trx, deps, { kind: 'user', userId: viewer.userId }, moves);
    const events: BankEvent[] = [];
    steps.forEach(({ index, step, bank }, position) => {
      const row = moved[position]!;
      results[index] = { ...results[index]!, sub_status: row.sub_status };
      if (step.target === 'sent') {
        events.push({ bankUuid: bank.uuid, subrequestUuid: row.uuid, event: 'subrequest_sent', payload: { request_id: request.id, request_uuid: request.uuid } });
      }
    });
    await enqueueBankEvents(trx, events);
    await trx
      .updateTable('bg_request')
      .set({ readonly: true, updated_at: nextUpdatedAt })
      .where('id', '=', request.id)
      .execute();
    await auditRequestSent(trx, viewer, request.id, results);
    return { request_id: request.id, readonly: true, results };
  });
}
