import { sql } from 'kysely';
import type { BankSettings } from '../../domain/banks';
import { enqueueBankEvents } from '../bankGateway/bankOutbox';
import type { Db, Executor } from '../db/schema';
import { requestColumns, toRequestRecord } from '../requests/requestRecord';
import { dealDocumentsOf, markReported, signedDocumentsPayload, type DealDocument, type DealDocumentsSpec } from '../signing/dealDocuments';
import type { FileStore } from '../storage/FileStore';
import { insertStoredFile, supersedeFiles } from '../storage/storedFiles';
import { storeWithRow } from '../storage/storeWithRow';
import { moveSubRequest, type MoveDependencies, type StatusActor } from '../subrequests/moveSubRequest';
import type { SubRequestRow } from '../subrequests/subRequestRecord';
import { subRequestColumns } from '../subrequests/subRequestRecord';
import { lockSubRequest } from '../subrequests/subRequestRepository';
import { moneyText } from './money';
import { choiceOf, offerAcceptanceType, renderOfferAcceptance } from './offerAcceptanceForm';
import { acceptedOfferOf, currentOffersOf, type OfferRow } from './offerRecord';
import { bankSettingsOf, offerNeedsSignature } from './offerSignature';

/** The status in which an accepted offer waits for its documents' signatures. */
export const offerSigningStatus = 'offer_wait_sign';

/** The documents of an offer's signing: the platform's acceptance, then the documents the bank posted with its offer. */
export const offerDocumentsSpec: DealDocumentsSpec = { platformType: offerAcceptanceType, bankKind: 'offer_document' };

export function offerDocumentsOf(db: Executor, sub: { id: string | number; uuid: string }): Promise<DealDocument[]> {
  return dealDocumentsOf(db, sub, offerDocumentsSpec);
}

/**
 * Whether accepting this offer version needs the client's signature: the bank's setting, the bank's
 * flag on the version, or a document the bank posted to be signed with the acceptance and not yet
 * reported signed.
 */
export async function acceptanceNeedsSignature(db: Executor, sub: { id: string | number }, bank: BankSettings, offer: { requires_signature: boolean }): Promise<boolean> {
  if (offerNeedsSignature(bank, offer)) return true;
  const waiting = await db
    .selectFrom('bg_bank_document')
    .select('id')
    .where('subrequest_id', '=', String(sub.id))
    .where('kind', '=', 'offer_document')
    .where('signed_at', 'is', null)
    .executeTakeFirst();
  return waiting !== undefined;
}

/** The version signing is for: the accepted one, else (a bank that asked for signing without acceptance) the current. */
async function signedOfferOf(db: Executor, sub: { id: string | number }): Promise<OfferRow | undefined> {
  const accepted = await acceptedOfferOf(db, String(sub.id));
  return accepted ?? (await currentOffersOf(db, [String(sub.id)])).get(String(sub.id))?.offer;
}

/** Keeps a rendered acceptance in the sub-request's scope in place of an earlier one, in the caller's transaction. */
export async function insertAcceptance(trx: Executor, sub: { uuid: string }, organizationUuid: string, form: { fileName: string }, content: { size: number; sha256: string }, createdBy: number | null): Promise<void> {
  await supersedeFiles(trx, sub.uuid, [offerAcceptanceType]);
  await insertStoredFile(trx, {
    scope_uuid: sub.uuid,
    type: offerAcceptanceType,
    name: form.fileName,
    size: content.size,
    mime: 'application/pdf',
    sha256: content.sha256,
    organization_uuid: organizationUuid,
    created_by: createdBy,
  });
}

export interface OfferSigningDeps {
  db: Db;
  store: FileStore;
  now?: () => Date;
}

/**
 * The acceptance of an offer waiting for signatures, formed now when it has none — a sub-request the
 * seed or an older release put in offer_wait_sign without one. Rendering takes a while, so it runs
 * before the transaction; under the sub-request's lock a second look keeps two readers from forming
 * two.
 */
export async function ensureOfferDocuments(deps: OfferSigningDeps, subUuid: string): Promise<void> {
  const sub = await deps.db.selectFrom('bg_subrequest').select(subRequestColumns).where('uuid', '=', subUuid).executeTakeFirst();
  if (!sub || sub.sub_status !== offerSigningStatus) return;
  if ((await offerDocumentsOf(deps.db, sub)).some((document) => document.source === 'platform')) return;
  const offer = await signedOfferOf(deps.db, sub);
  if (!offer) return;
  const requestRow = await deps.db.selectFrom('bg_request').select(requestColumns).where('id', '=', sub.request_id).executeTakeFirstOrThrow();
  const request = toRequestRecord(requestRow);
  const form = await renderOfferAcceptance(deps.db, request, bankSettingsOf(sub.bank_uuid), offer, choiceOf(offer), deps.now?.() ?? new Date());
  await storeWithRow(deps.db, deps.store, form.pdf, (content, claim) =>
    deps.db.transaction().execute(async (trx) => {
      const locked = await lockSubRequest(trx, subUuid);
      if (locked.sub_status !== offerSigningStatus) return;
      if ((await offerDocumentsOf(trx, locked)).some((document) => document.source === 'platform')) return;
      await claim(trx);
      await insertAcceptance(trx, locked, request.organization_uuid, form, content, null);
    }),
  );
}

/** The accepted terms and choice as the bank's offer_accepted event carries them. */
export function acceptancePayload(offer: OfferRow): Record<string, unknown> {
  const choice = choiceOf(offer);
  return {
    offerUuid: offer.uuid,
    version: offer.version,
    commission: moneyText(offer.commission),
    bank_commission: moneyText(offer.bank_commission),
    sum: moneyText(offer.sum),
    duration: offer.duration,
    is_current_date_invoice: offer.is_current_date_invoice,
    delivery_type: choice.delivery_type,
    delivery_method: choice.delivery_method,
    delivery_address: choice.delivery_address,
    delivery_cost: choice.delivery_cost,
    agreements: choice.agreements.map((agreement) => agreement.uuid),
  };
}

/**
 * Once every document of an offer waiting for signatures carries the applicant's verified signature,
 * the acceptance is complete, in the signature's transaction: the version is marked signed (and
 * accepted, when the bank asked for signing before any acceptance), the sub-request moves by
 * offer_signed to offer_accepted, the bank's offer documents are recorded as reported, and the bank
 * gets offer_accepted — the same event a plain acceptance sends, with `signed: true` and the signed
 * documents with their signatures. Answers the moved sub-request, or null while a document waits.
 */
export async function completeOfferSigning(trx: Executor, deps: MoveDependencies, actor: StatusActor, subUuid: string): Promise<SubRequestRow | null> {
  const sub = await lockSubRequest(trx, subUuid);
  if (sub.sub_status !== offerSigningStatus) return null;
  const documents = await offerDocumentsOf(trx, sub);
  if (!documents.some((document) => document.source === 'platform') || documents.some((document) => !document.signed)) return null;
  const offer = await signedOfferOf(trx, sub);
  if (!offer) return null;
  const userId = actor.kind === 'user' ? actor.userId : null;
  await trx
    .updateTable('bg_offer')
    .set((eb) => ({
      signed_at: sql<Date>`clock_timestamp()`,
      accepted_at: eb.fn.coalesce('accepted_at', sql<Date>`clock_timestamp()`),
      accepted_by: eb.fn.coalesce('accepted_by', eb.val(userId)),
    }))
    .where('id', '=', offer.id)
    .execute();
  await trx.updateTable('bg_offer').set({ is_selected: sql<boolean>`id = ${offer.id}` }).where('subrequest_id', '=', String(sub.id)).execute();
  const moved = await moveSubRequest(trx, deps, actor, { subRequest: sub, event: 'offer_signed' });
  await markReported(trx, documents);
  await enqueueBankEvents(trx, [
    {
      bankUuid: moved.bank_uuid,
      subrequestUuid: moved.uuid,
      event: 'offer_accepted',
      payload: { ...acceptancePayload(offer), signed: true, documents: await signedDocumentsPayload(trx, moved.uuid, documents) },
    },
  ]);
  return moved;
}

/**
 * The client's acceptance is taken back with the sub-request (return_from_client out of
 * offer_wait_sign): its form is set aside and the version is no longer accepted, so the offer may be
 * accepted again, with a new choice and a new form to sign.
 */
export async function withdrawAcceptance(trx: Executor, sub: { id: string | number; uuid: string }): Promise<void> {
  await supersedeFiles(trx, sub.uuid, [offerAcceptanceType]);
  await trx
    .updateTable('bg_offer')
    .set({
      accepted_at: null,
      accepted_by: null,
      is_selected: false,
      delivery_type: null,
      delivery_method: null,
      delivery_address: null,
      delivery_cost: null,
      additional_agreements: null,
    })
    .where('subrequest_id', '=', String(sub.id))
    .where('signed_at', 'is', null)
    .execute();
}
