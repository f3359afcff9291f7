import { enqueueBankEvents } from '../bankGateway/bankOutbox';
import type { Executor } from '../db/schema';
import type { MoveDependencies, StatusActor } from '../subrequests/moveSubRequest';
import { lockSubRequest } from '../subrequests/subRequestRepository';
import { dealDocumentsOf, markReported, signedDocumentsPayload, type DealDocument, type DealDocumentsSpec } from './dealDocuments';

/** The bank's additional documents: whatever it gives the client to sign once the deal has begun. */
export const additionalDocumentsSpec: DealDocumentsSpec = { platformType: null, bankKind: 'additional_document' };

export function additionalDocumentsOf(db: Executor, sub: { id: string | number; uuid: string }): Promise<DealDocument[]> {
  return dealDocumentsOf(db, sub, additionalDocumentsSpec);
}

/** Documents the bank still waits to hear are signed. */
export function pendingAdditional(documents: readonly DealDocument[]): DealDocument[] {
  return documents.filter((document) => document.reported_at === null);
}

/**
 * Once every additional document the bank has not yet heard of carries the applicant's verified
 * signature, the bank gets documents_signed (purpose additional) with them and their signatures, and
 * they are recorded as reported, in the signature's transaction. Nothing moves: what follows is the
 * bank's step. Answers whether it was complete now.
 */
export async function completeAdditionalSigning(trx: Executor, _deps: MoveDependencies, _actor: StatusActor, subUuid: string): Promise<boolean> {
  const sub = await lockSubRequest(trx, subUuid);
  const pending = pendingAdditional(await additionalDocumentsOf(trx, sub));
  if (pending.length === 0 || pending.some((document) => !document.signed)) return false;
  await markReported(trx, pending);
  await enqueueBankEvents(trx, [
    { bankUuid: sub.bank_uuid, subrequestUuid: sub.uuid, event: 'documents_signed', payload: { purpose: 'additional', documents: await signedDocumentsPayload(trx, sub.uuid, pending) } },
  ]);
  return true;
}
