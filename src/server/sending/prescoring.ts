import type { BankSettings } from '../../domain/banks';
import { companyFactsFromParty } from '../../domain/companyFactsFromParty';
import { prescore } from '../../domain/prescoring/prescore';
import { statusEngine } from '../../domain/statusEngine';
import type { CompanyFacts } from '../../domain/stopFactors';
import type { FailedInfoWire, PrescoringAnswerWire, PrescoringResultWire } from '../../domain/wire/banksWire';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { findCompanyByInn } from '../integrations/datasets';
import { moscowDate } from '../requests/moscowDate';
import type { RequestViewer } from '../requests/requestAccess';
import { moveSubRequests, type MoveDependencies, type SubRequestMove } from '../subrequests/moveSubRequest';
import { ensureSubRequests, lockSubRequests } from '../subrequests/subRequestRepository';
import { subRequestTexts } from '../subrequests/texts';
import { guaranteeAsked } from './requestFacts';
import { assertOwner, lockSendingRequest, readSendingRequest, requestIdBySubRequest, type SendingRequest } from './sendingRequest';
import { bankOf, isDraftSubRequest } from './subRequestView';
import { sendingTexts } from './texts';

/** What the company register says of the applicant; null when it does not know the company. */
export function applicantFacts(request: Pick<SendingRequest, 'inn' | 'kpp'>): CompanyFacts | null {
  const record = findCompanyByInn(request.inn, request.kpp ?? undefined);
  return record ? companyFactsFromParty(record.data) : null;
}

/**
 * Pre-scores the request for each bank chosen on the preview step whose sub-request is still a
 * draft (POST /v2/bgrequest/write/{id}/prescoring). Each bank's `prescoring` limits of
 * config/banks.json judge the sum, the law, the guarantee type, the company's age and the bank's stop
 * factors (src/domain/prescoring/prescore). The verdict is stored in the `prescoring` column; the
 * status moves by prescoring_passed / prescoring_failed where the transition table allows, and a
 * verdict that keeps the status (prescored again) only refreshes the stored reasons.
 */
export async function runPrescoring(db: Db, deps: MoveDependencies, viewer: RequestViewer, id: number, banks: readonly BankSettings[]): Promise<PrescoringAnswerWire> {
  return db.transaction().execute(async (trx) => {
    const request = await lockSendingRequest(trx, viewer, id);
    assertOwner(request);
    await ensureSubRequests(trx, id, request.selected_banks);
    const chosen = new Set(request.selected_banks);
    const rows = (await lockSubRequests(trx, id)).filter((row) => chosen.has(row.bank_uuid) && isDraftSubRequest(row));
    const asked = await guaranteeAsked(trx, request);
    const facts = applicantFacts(request);
    const today = moscowDate();
    const checkedAt = new Date().toISOString();
    const moves: SubRequestMove[] = [];
    const refreshed: { id: string; prescoring: string }[] = [];
    const results: PrescoringResultWire[] = [];
    for (const row of rows) {
      const bank = bankOf(banks, row.bank_uuid);
      const verdict = prescore({ sum: asked.sum, stage: asked.stage, law: request.law, days: asked.duration }, bank, facts, today);
      const passed = verdict.result === 'prescored';
      const stored = JSON.stringify({ passed, reasons: [...verdict.reasons], checked_at: checkedAt });
      const event = passed ? 'prescoring_passed' : 'prescoring_failed';
      const decision = statusEngine.nextSubStatus(row.sub_status, event);
      let subStatus = row.sub_status;
      if (decision.ok) {
        moves.push({ subRequest: row, event, comment: passed ? null : verdict.reasons.join('; '), set: { prescoring: stored } });
        subStatus = decision.next;
      } else if (row.sub_status === verdict.result) {
        refreshed.push({ id: String(row.id), prescoring: stored });
      } else {
        // A draft the transition table keeps out of pre-scoring (the passport check failed): left as it is.
        continue;
      }
      results.push({ subrequestUuid: row.uuid, bank_uuid: row.bank_uuid, bank_name: bank.bank_name, sub_status: subStatus, passed, reasons: [...verdict.reasons] });
    }
    await moveSubRequests(trx, deps, { kind: 'system', userId: viewer.userId }, moves);
    for (const item of refreshed) {
      await trx.updateTable('bg_subrequest').set({ prescoring: item.prescoring, updated_at: new Date() }).where('id', '=', item.id).execute();
    }
    return { results };
  });
}

async function readPrescoring(db: Executor, uuid: string) {
  return db.selectFrom('bg_subrequest').select(['uuid', 'bank_uuid', 'sub_status', 'prescoring']).where('uuid', '=', uuid).executeTakeFirst();
}

/**
 * GET /v2/bgsubrequest/read/{id}/failed-info: why the request does not pass this bank ('Не проходим'
 * and the reasons kept by the last pre-scoring). A bank never pre-scored answers 404.
 */
export async function failedInfo(db: Db, viewer: RequestViewer, subrequestUuid: string, banks: readonly BankSettings[]): Promise<FailedInfoWire> {
  const requestId = await requestIdBySubRequest(db, viewer, subrequestUuid);
  await readSendingRequest(db, viewer, requestId);
  const row = await readPrescoring(db, subrequestUuid);
  if (!row) throw AppError.notFound(subRequestTexts.notFound);
  const verdict = row.prescoring;
  if (verdict === null) throw AppError.notFound(sendingTexts.notPrescored);
  return {
    subrequestUuid: row.uuid,
    bank_uuid: row.bank_uuid,
    bank_name: bankOf(banks, row.bank_uuid).bank_name,
    title: sendingTexts.failedTitle,
    reasons: Array.isArray(verdict.reasons) ? verdict.reasons : [],
    checked_at: verdict.checked_at ?? null,
  };
}
