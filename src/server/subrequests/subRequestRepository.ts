import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { subRequestColumns, type SubRequestRow } from './subRequestRecord';
import { subRequestTexts } from './texts';
import { isUuid } from '../../domain/isUuid';
import { refreshListTabs } from '../requestList/listTabs';

/**
 * Makes sure the request has a sub-request for each of these banks (a new one starts as a draft),
 * and returns all of the request's sub-requests for them, in the order given. Existing ones are kept
 * as they are, so calling it twice creates nothing twice.
 */
export async function ensureSubRequests(trx: Executor, requestId: number | string, bankUuids: readonly string[]): Promise<SubRequestRow[]> {
  if (bankUuids.length === 0) return [];
  await trx
    .insertInto('bg_subrequest')
    .values(bankUuids.map((bank_uuid) => ({ request_id: requestId, bank_uuid })))
    .onConflict((oc) => oc.columns(['request_id', 'bank_uuid']).doNothing())
    .execute();
  await refreshListTabs(trx, [requestId]);
  const rows = await trx
    .selectFrom('bg_subrequest')
    .select(subRequestColumns)
    .where('request_id', '=', String(requestId))
    .where('bank_uuid', 'in', [...bankUuids])
    .orderBy('id')
    .execute();
  const byBank = new Map(rows.map((row) => [row.bank_uuid, row]));
  return bankUuids.map((uuid) => byBank.get(uuid)).filter((row): row is SubRequestRow => row !== undefined);
}

/** Every sub-request of a request, oldest first. */
export async function listSubRequests(db: Executor, requestId: number | string): Promise<SubRequestRow[]> {
  return db.selectFrom('bg_subrequest').select(subRequestColumns).where('request_id', '=', String(requestId)).orderBy('id').execute();
}

/**
 * The request's sub-requests, locked for a change in this transaction. Rows are locked in id order so
 * two changes of one request never wait for each other crosswise.
 */
export async function lockSubRequests(trx: Executor, requestId: number | string): Promise<SubRequestRow[]> {
  return trx.selectFrom('bg_subrequest').select(subRequestColumns).where('request_id', '=', String(requestId)).orderBy('id').forUpdate().execute();
}

/**
 * One sub-request by its uuid, locked for a change.
 * @throws AppError 404 'Заявка в банк не найдена'
 */
export async function lockSubRequest(trx: Executor, uuid: string): Promise<SubRequestRow> {
  // A malformed uuid would make PostgreSQL raise; it names no sub-request, so it is a 404 like any other.
  if (!isUuid(uuid)) throw AppError.notFound(subRequestTexts.notFound);
  const row = await trx.selectFrom('bg_subrequest').select(subRequestColumns).where('uuid', '=', uuid).forUpdate().executeTakeFirst();
  if (!row) throw AppError.notFound(subRequestTexts.notFound);
  return row;
}
