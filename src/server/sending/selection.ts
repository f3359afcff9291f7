import type { SelectionAnswerWire, SelectionItemWire } from '../../domain/wire/banksWire';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { ensureSubRequests, listSubRequests, lockSubRequests } from '../subrequests/subRequestRepository';
import type { SubRequestRow } from '../subrequests/subRequestRecord';
import { subRequestTexts } from '../subrequests/texts';
import { assertOwner, lockSendingRequest, requestIdBySubRequest, type SendingRequest } from './sendingRequest';
import { isDraftSubRequest } from './subRequestView';
import { sendingTexts } from './texts';

/**
 * Gives each bank chosen on the preview step its sub-request (a draft), when the owner reads the
 * request's banks, pre-scores or sends. Writes only when a chosen bank has none yet, so reading twice
 * creates nothing twice; a client organisation's read never writes.
 */
export async function ensureChosenSubRequests(db: Db, request: SendingRequest): Promise<void> {
  if (request.access !== 'owner' || request.selected_banks.length === 0) return;
  const existing = new Set((await listSubRequests(db, request.id)).map((row) => row.bank_uuid));
  if (request.selected_banks.every((uuid) => existing.has(uuid))) return;
  await db.transaction().execute((trx) => ensureSubRequests(trx, request.id, request.selected_banks));
}

/**
 * Ticks or unticks banks of a request for sending (`is_selected`). Only the owner may, and only while
 * the bank's sub-request is a draft (409 once it left). The whole list is one transaction: every
 * request concerned is locked first, so one bad entry changes nothing.
 */
export async function setSelected(db: Db, viewer: RequestViewer, items: readonly SelectionItemWire[]): Promise<SelectionAnswerWire[]> {
  const requestIds = new Map<string, number>();
  for (const item of items) requestIds.set(item.subrequest_uuid, await requestIdBySubRequest(db, viewer, item.subrequest_uuid));
  return db.transaction().execute(async (trx) => {
    const rows = new Map<string, SubRequestRow>();
    for (const id of [...new Set(requestIds.values())].sort((a, b) => a - b)) {
      assertOwner(await lockSendingRequest(trx, viewer, id));
      for (const row of await lockSubRequests(trx, id)) rows.set(row.uuid, row);
    }
    const answer: SelectionAnswerWire[] = [];
    for (const item of items) {
      const row = rows.get(item.subrequest_uuid);
      if (!row) throw AppError.notFound(subRequestTexts.notFound);
      if (!isDraftSubRequest(row)) throw AppError.conflict(sendingTexts.notDraft);
      const value = item.value === 'true';
      await trx.updateTable('bg_subrequest').set({ is_selected: value, updated_at: new Date() }).where('id', '=', row.id).execute();
      answer.push({ subrequestUuid: row.uuid, bank_uuid: row.bank_uuid, is_selected: value });
    }
    return answer;
  });
}
