import { sql } from 'kysely';
import type { Executor } from '../db/schema';
import { nextUpdatedAt } from '../requests/requestRepository';
import { listSubRequests } from '../subrequests/subRequestRepository';
import { isDraftSubRequest } from './subRequestView';

/**
 * Keeps the request's read-only mark equal to its banks: read-only while any bank has it past the draft
 * (it went to a bank, waits for consent, verification or signing), editable again once every bank has
 * it back as a draft (verification failed, revoked, taken back from the client, unarchived).
 */
export async function syncReadonly(trx: Executor, requestId: number): Promise<boolean> {
  const rows = await listSubRequests(trx, requestId);
  const readonly = rows.some((row) => !isDraftSubRequest(row));
  await trx
    .updateTable('bg_request')
    .set({ readonly, updated_at: nextUpdatedAt })
    .where('id', '=', requestId)
    .where(sql<boolean>`readonly is distinct from ${readonly}`)
    .execute();
  return readonly;
}
