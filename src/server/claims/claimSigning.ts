import { sql } from 'kysely';
import { enqueueBankEvents } from '../bankGateway/bankOutbox';
import type { ClaimStatus, Db, Executor } from '../db/schema';
import { moneyText } from '../offers/money';
import { bankSettingsOf } from '../offers/offerSignature';
import { claimConfirmationDocument } from '../printforms/claimConfirmationDocument';
import { renderPdf } from '../printforms/renderPdf';
import { printTexts } from '../printforms/texts';
import { printableDealOf } from '../requests/printableDealOf';
import { requestColumns, toRequestRecord } from '../requests/requestRecord';
import { dealDocumentsOf, markReported, signedDocumentsPayload, type DealDocument, type DealDocumentsSpec } from '../signing/dealDocuments';
import type { FileStore } from '../storage/FileStore';
import { insertStoredFile } from '../storage/storedFiles';
import { storeWithRow } from '../storage/storeWithRow';
import { moveSubRequest, type MoveDependencies, type StatusActor } from '../subrequests/moveSubRequest';
import { subRequestColumns, type SubRequestRow } from '../subrequests/subRequestRecord';
import { lockSubRequest } from '../subrequests/subRequestRepository';
import { issuedGuarantee } from './issuedGuarantee';

/** storage_file type of the platform's confirmation of a claim's changes, kept in the sub-request's scope. */
export const claimConfirmationType = 'claim_confirmation';

/** The status in which a claim the bank approved waits for the client to confirm its changes. */
export const claimSigningStatus = 'deal_claim_responded';

/** A claim as its signing reads it. */
export interface ClaimForSigning {
  id: string;
  uuid: string;
  status: ClaimStatus;
  changes: { sum?: string; date_to?: string; text?: string };
  commission: string | null;
  bank_answer: string | null;
  created_at: Date;
}

/** The sub-request's newest claim, the one its status speaks of. */
export async function latestClaimOf(db: Executor, subrequestId: string | number): Promise<ClaimForSigning | null> {
  const row = await db
    .selectFrom('bg_claim')
    .select([sql<string>`id::text`.as('id'), 'uuid', 'status', 'changes', sql<string | null>`commission::text`.as('commission'), 'bank_answer', 'created_at'])
    .where('subrequest_id', '=', String(subrequestId))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { ...row, changes: row.changes as ClaimForSigning['changes'] } : null;
}

/** A claim's documents: the platform's confirmation, then the bank's claim documents, both since the claim was sent. */
export function claimDocumentsSpec(claim: { created_at: Date }): DealDocumentsSpec {
  return { platformType: claimConfirmationType, bankKind: 'claim_document', since: claim.created_at };
}

export function claimDocumentsOf(db: Executor, sub: { id: string | number; uuid: string }, claim: { created_at: Date }): Promise<DealDocument[]> {
  return dealDocumentsOf(db, sub, claimDocumentsSpec(claim));
}

/** The bank approved the claim and waits for the client to confirm its changes by signing them. */
export function claimWaitsForClient(sub: { sub_status: string }, claim: { status: ClaimStatus } | null): boolean {
  return sub.sub_status === claimSigningStatus && claim?.status === 'responded';
}

const moscowDay = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' });

async function renderConfirmation(db: Executor, sub: SubRequestRow, claim: ClaimForSigning, now: Date) {
  const request = toRequestRecord(await db.selectFrom('bg_request').select(requestColumns).where('id', '=', sub.request_id).executeTakeFirstOrThrow());
  const bank = bankSettingsOf(sub.bank_uuid);
  const date = await db.selectFrom('bg_subrequest').select(sql<string | null>`date_to::text`.as('date_to')).where('id', '=', sub.id).executeTakeFirstOrThrow();
  const guarantee = await issuedGuarantee(db, { sub, dateTo: date.date_to });
  const deal = await printableDealOf(db, request, bank, now);
  const created = claim.created_at.toISOString().slice(0, 10);
  const definition = claimConfirmationDocument(
    deal,
    {
      created_at: created,
      guarantee: guarantee ? { sum: guarantee.sum, date_from: guarantee.date_from, date_to: guarantee.date_to, commission: guarantee.commission } : null,
      sum: claim.changes.sum ?? null,
      date_to: claim.changes.date_to ?? null,
      text: claim.changes.text ?? '',
      commission: claim.commission === null ? null : moneyText(claim.commission),
      bank_answer: claim.bank_answer,
    },
    { today: moscowDay.format(now) },
  );
  return { request, fileName: printTexts.claimConfirmation.fileName(request.id, moscowDay.format(claim.created_at)), pdf: await renderPdf(definition) };
}

/**
 * The confirmation of the changes of a claim the bank approved, formed when first asked for (the
 * Signing view, a link, the claim's documents): rendering runs before the transaction; under the
 * sub-request's lock a second look keeps two readers from forming two.
 */
export async function ensureClaimDocuments(deps: { db: Db; store: FileStore; now?: () => Date }, subUuid: string): Promise<void> {
  const sub = await deps.db.selectFrom('bg_subrequest').select(subRequestColumns).where('uuid', '=', subUuid).executeTakeFirst();
  if (!sub) return;
  const claim = await latestClaimOf(deps.db, sub.id);
  if (!claim || !claimWaitsForClient(sub, claim)) return;
  if ((await claimDocumentsOf(deps.db, sub, claim)).some((document) => document.source === 'platform')) return;
  const form = await renderConfirmation(deps.db, sub, claim, deps.now?.() ?? new Date());
  await storeWithRow(deps.db, deps.store, form.pdf, (content, claimBytes) =>
    deps.db.transaction().execute(async (trx) => {
      const locked = await lockSubRequest(trx, subUuid);
      const current = await latestClaimOf(trx, locked.id);
      if (!current || current.uuid !== claim.uuid || !claimWaitsForClient(locked, current)) return;
      if ((await claimDocumentsOf(trx, locked, current)).some((document) => document.source === 'platform')) return;
      await claimBytes(trx);
      await insertStoredFile(trx, {
        scope_uuid: locked.uuid,
        type: claimConfirmationType,
        name: form.fileName,
        size: content.size,
        mime: 'application/pdf',
        sha256: content.sha256,
        organization_uuid: form.request.organization_uuid,
        created_by: null,
      });
    }),
  );
}

/**
 * Once every document of a claim the bank approved carries the applicant's verified signature, the
 * client has confirmed the additional agreement, in the signature's transaction: the sub-request
 * moves by claim_approved (deal_claim_responded → deal_claim_approved), the claim becomes approved,
 * the bank's claim documents are recorded as reported, and the bank gets documents_signed
 * (purpose claim) with the documents and their signatures. Answers the moved sub-request, or null.
 */
export async function completeClaimSigning(trx: Executor, deps: MoveDependencies, actor: StatusActor, subUuid: string): Promise<SubRequestRow | null> {
  const sub = await lockSubRequest(trx, subUuid);
  const claim = await latestClaimOf(trx, sub.id);
  if (!claim || !claimWaitsForClient(sub, claim)) return null;
  const documents = await claimDocumentsOf(trx, sub, claim);
  if (!documents.some((document) => document.source === 'platform') || documents.some((document) => !document.signed)) return null;
  const moved = await moveSubRequest(trx, deps, actor, { subRequest: sub, event: 'claim_approved' });
  await trx.updateTable('bg_claim').set({ status: 'approved', updated_at: sql<Date>`clock_timestamp()` }).where('id', '=', claim.id).execute();
  await markReported(trx, documents);
  await enqueueBankEvents(trx, [
    {
      bankUuid: moved.bank_uuid,
      subrequestUuid: moved.uuid,
      event: 'documents_signed',
      payload: { purpose: 'claim', claimUuid: claim.uuid, documents: await signedDocumentsPayload(trx, moved.uuid, documents) },
    },
  ]);
  return moved;
}
