import { sql } from 'kysely';
import type { BankSettings } from '../../domain/banks';
import { isUuid } from '../../domain/isUuid';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import type { VisibleRequest } from '../requests/requestRecord';
import { getRequestForUser } from '../requests/requestRepository';
import { subRequestColumns, type SubRequestRow } from '../subrequests/subRequestRecord';
import { lockSubRequest } from '../subrequests/subRequestRepository';
import { subRequestTexts } from '../subrequests/texts';
import { bankOf } from './offerContext';

/** A sub-request with its request as the viewer sees it, its bank, and its guarantee end as YYYY-MM-DD. */
export interface SubRequestContext {
  sub: SubRequestRow;
  request: VisibleRequest;
  bank: BankSettings;
  /** bg_subrequest.date_to as text: the issued guarantee's end, which claims check. */
  dateTo: string | null;
}

async function contextOf(db: Executor, viewer: RequestViewer, where: { uuid: string } | { requestId: number; bankUuid: string }, lock: boolean): Promise<SubRequestContext> {
  let query = db.selectFrom('bg_subrequest').select(['uuid', 'request_id']);
  query = 'uuid' in where ? query.where('uuid', '=', where.uuid) : query.where('request_id', '=', String(where.requestId)).where('bank_uuid', '=', where.bankUuid);
  const found = await query.executeTakeFirst();
  if (!found) throw AppError.notFound(subRequestTexts.notFound);
  // The request's visibility is checked before anything of the sub-request is shown or locked.
  const request = await getRequestForUser(db, viewer, Number(found.request_id));
  const sub = lock ? await lockSubRequest(db, found.uuid) : await db.selectFrom('bg_subrequest').select(subRequestColumns).where('uuid', '=', found.uuid).executeTakeFirstOrThrow();
  const date = await db.selectFrom('bg_subrequest').select(sql<string | null>`date_to::text`.as('date_to')).where('uuid', '=', found.uuid).executeTakeFirstOrThrow();
  return { sub, request, bank: bankOf(sub.bank_uuid), dateTo: date.date_to };
}

/**
 * The sub-request with this uuid as the viewer may see it; with `lock` its row is locked for a change.
 * @throws AppError 404 'Заявка в банк не найдена', or 'Заявка не найдена' for another organisation's request
 */
export function subRequestContext(db: Executor, viewer: RequestViewer, uuid: string, options: { lock: boolean }): Promise<SubRequestContext> {
  if (!isUuid(uuid)) throw AppError.notFound(subRequestTexts.notFound);
  return contextOf(db, viewer, { uuid }, options.lock);
}

/** The request's sub-request for a bank (the discussion names the bank, fko_uuid, and the request number). */
export function subRequestOfBank(db: Executor, viewer: RequestViewer, requestId: number, bankUuid: string): Promise<SubRequestContext> {
  if (!isUuid(bankUuid)) throw AppError.notFound(subRequestTexts.notFound);
  return contextOf(db, viewer, { requestId, bankUuid }, false);
}
