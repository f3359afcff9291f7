import { offerWireColumns } from './offerWireColumns';
import { sql } from 'kysely';
import type {
  BankApiBankDocument,
  BankApiClaimAnswer,
  BankApiClaimAnswerBody,
  BankApiDemandAnswer,
  BankApiDemandBody,
  BankApiDocumentAnswer,
  BankApiDocumentKind,
  BankApiEventBody,
  BankApiOfferAnswer,
  BankApiOfferBody,
  BankApiSubRequestState,
  BankApiClaimStatus,
} from '../../domain/wire/bankApiWire';
import { isUuid } from '../../domain/isUuid';
import { statusEngine } from '../../domain/statusEngine';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { FileStore } from '../storage/FileStore';
import { moveSubRequest, type MoveDependencies, type StatusActor, type SubRequestPatch } from '../subrequests/moveSubRequest';
import { lockSubRequest } from '../subrequests/subRequestRepository';
import type { SubRequestRow } from '../subrequests/subRequestRecord';
import type { BankCaller } from './bankApiKeys';
import { findBankEvent } from './bankEvents';
import { bankFileLink, claimOf, demandOf, reachedBank, stateOf } from './bankSubRequestView';
import { bankApiTexts } from './texts';
import transitionsFile from '../../../config/transitions.json';
import { storeWithRow } from '../storage/storeWithRow';
import { bankSettingsOf, offerNeedsSignature } from '../offers/offerSignature';
import { postDemandMessages } from '../chat/demandMessages';

const bankActor: StatusActor = { kind: 'bank' };

/**
 * The bank's sub-request, locked for a change. Another bank's, or one that never reached its bank, is
 * answered exactly like a missing one (404), so a key tells nothing about other banks' deals.
 */
async function lockOwnSubRequest(trx: Executor, caller: BankCaller, uuid: string): Promise<SubRequestRow> {
  const row = await lockSubRequest(trx, uuid).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404) throw AppError.notFound(bankApiTexts.subRequestNotFound);
    throw error;
  });
  if (row.bank_uuid !== caller.bankUuid) throw AppError.notFound(bankApiTexts.subRequestNotFound);
  const reached = await trx.selectFrom('bg_subrequest as s').select('s.id').where('s.id', '=', row.id).where(reachedBank).executeTakeFirst();
  if (!reached) throw AppError.notFound(bankApiTexts.subRequestNotFound);
  return row;
}

/** Claim status that follows a claim event the bank posts through /events. */
const claimStatusAfter: Partial<Record<string, BankApiClaimStatus>> = {
  claim_payment_requested: 'wait_payment',
  claim_payment_received: 'wait_sign',
  claim_sign_requested: 'wait_sign',
  claim_signed: 'signed',
};

async function setActiveClaimStatus(trx: Executor, subRequestId: string, status: BankApiClaimStatus): Promise<void> {
  const claim = await trx
    .selectFrom('bg_claim')
    .select('id')
    .where('subrequest_id', '=', subRequestId)
    .where('status', 'not in', ['rejected', 'signed'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (claim) await trx.updateTable('bg_claim').set({ status, updated_at: sql<Date>`clock_timestamp()` }).where('id', '=', claim.id).execute();
}

const eventLabels = transitionsFile.events as Record<string, { label: string }>;

/**
 * POST /bank-api/v1/subrequests/{uuid}/events: a bank event without data of its own. Offers, demands,
 * the guarantee and claim answers come through their own endpoints so that their data is never lost.
 */
export async function postBankEvent(db: Db, deps: MoveDependencies, caller: BankCaller, uuid: string, body: BankApiEventBody): Promise<BankApiSubRequestState> {
  const info = findBankEvent(body.event);
  if (!info) {
    const label = eventLabels[body.event]?.label;
    throw AppError.badRequest(label ? bankApiTexts.notBankEvent(label) : bankApiTexts.unknownEvent(body.event));
  }
  if (info.via !== null) throw AppError.badRequest(bankApiTexts.eventViaEndpoint(info.label, info.via));
  return db.transaction().execute(async (trx) => {
    const row = await lockOwnSubRequest(trx, caller, uuid);
    const set: SubRequestPatch = {};
    if (body.external_id !== undefined) set.external_id = body.external_id;
    if (body.date_to !== undefined) set.date_to = body.date_to;
    if (body.event === 'cancel') set.cancel_reason = body.cancel_reason ?? null;
    if (body.event === 'claim_signed') set.has_active_claim = false;
    const moved = await moveSubRequest(trx, deps, bankActor, { subRequest: row, event: body.event, comment: body.comment ?? body.cancel_reason ?? null, set });
    const claimStatus = claimStatusAfter[body.event];
    if (claimStatus) await setActiveClaimStatus(trx, String(row.id), claimStatus);
    return stateOf(moved);
  });
}

/**
 * POST .../offers: a new offer version from the bank (version = the highest + 1, under the
 * sub-request's lock). In a status where a first offer fits it is the event "offer", otherwise a
 * revision ("offer_revised"); the transition table refuses it anywhere else.
 */
export async function postBankOffer(db: Db, deps: MoveDependencies, caller: BankCaller, uuid: string, body: BankApiOfferBody): Promise<BankApiOfferAnswer> {
  if (body.date_from && body.date_to && body.date_to < body.date_from) throw AppError.badRequest(bankApiTexts.datesReversed);
  return db.transaction().execute(async (trx) => {
    const row = await lockOwnSubRequest(trx, caller, uuid);
    const event = statusEngine.nextSubStatus(row.sub_status, 'offer').ok ? 'offer' : 'offer_revised';
    const moved = await moveSubRequest(trx, deps, bankActor, { subRequest: row, event });
    const last = await trx.selectFrom('bg_offer').select(sql<number>`coalesce(max(version), 0)`.as('version')).where('subrequest_id', '=', String(row.id)).executeTakeFirstOrThrow();
    const offer = await trx
      .insertInto('bg_offer')
      .values({
        subrequest_id: row.id,
        version: Number(last.version) + 1,
        source: 'bank',
        bank_commission: body.commission,
        commission: body.commission,
        sum: body.sum,
        duration: body.duration,
        date_from: body.date_from ?? null,
        date_to: body.date_to ?? null,
        requires_signature: body.requires_signature === true,
      })
      .returning(offerWireColumns)
      .executeTakeFirstOrThrow();
    return {
      offer: {
        uuid: offer.uuid,
        version: offer.version,
        source: offer.source,
        bank_commission: Number(offer.bank_commission),
        commission: Number(offer.commission),
        sum: Number(offer.sum),
        duration: offer.duration,
        date_from: offer.date_from,
        date_to: offer.date_to,
        requires_signature: offerNeedsSignature(bankSettingsOf(row.bank_uuid), offer),
        accepted_at: offer.accepted_at?.toISOString() ?? null,
        signed_at: offer.signed_at?.toISOString() ?? null,
        created_at: offer.created_at.toISOString(),
      },
      state: stateOf(moved),
    };
  });
}

/** POST .../demands: the bank asks for documents or explanations (event bank_demand). */
export async function postBankDemand(db: Db, deps: MoveDependencies, caller: BankCaller, uuid: string, body: BankApiDemandBody): Promise<BankApiDemandAnswer> {
  return db.transaction().execute(async (trx) => {
    const row = await lockOwnSubRequest(trx, caller, uuid);
    const moved = await moveSubRequest(trx, deps, bankActor, { subRequest: row, event: 'bank_demand', comment: body.text });
    const demand = await trx
      .insertInto('bg_demand')
      .values({ subrequest_id: row.id, kind: 'bank', text: body.text, required_documents: JSON.stringify(body.required_documents ?? []) })
      .returning(['uuid', 'kind', 'text', 'required_documents', 'answer_text', 'answered_at', 'created_at'])
      .executeTakeFirstOrThrow();
    // The demand is a message of the bank's chat too: the agent answers it there with the files.
    await postDemandMessages(trx, deps.hub, [moved]);
    return { demand: demandOf(demand), state: stateOf(moved) };
  });
}

/** The event a posted document implies: the guarantee itself means the guarantee is issued. */
const eventOfDocument: Partial<Record<BankApiDocumentKind, string>> = { guarantee: 'guarantee_sent' };

/** Statuses in which no offer is accepted yet: a document to sign with the acceptance may come then. */
const offerDocumentStatuses: ReadonlySet<string> = new Set(['sent', 'bankrequest', 'offer_wait_approve', 'offer', 'offer_sent', 'offer_wait_sign', 'discuss']);

/**
 * Why a document to sign of this kind cannot come in this status, or null: a document signed with the
 * acceptance only while the offer is not accepted, an additional one only once the deal has begun
 * (the status has a stage of the deal: offer_accepted and later).
 */
function documentKindRefusal(kind: BankApiDocumentKind, subStatus: string): string | null {
  const label = statusEngine.table.configs.statuses.statuses[subStatus]?.label ?? subStatus;
  if (kind === 'offer_document' && !offerDocumentStatuses.has(subStatus)) return bankApiTexts.offerDocumentTooLate(label);
  if (kind === 'additional_document' && statusEngine.progressStage(subStatus).stage === null) return bankApiTexts.additionalDocumentTooEarly(label);
  return null;
}

export interface BankDocumentUpload {
  kind: BankApiDocumentKind;
  name: string;
  mime: string;
  bytes: Uint8Array;
  /** With the guarantee: its end date. */
  dateTo?: string;
}

/**
 * POST .../documents: a document the bank issues (the guarantee, the contract, a draft agreement,
 * documents of a claim). The bytes are stored first (the same content is kept once); the record, and
 * the event the document implies, are written together under the sub-request's lock.
 */
export async function postBankDocument(db: Db, store: FileStore, deps: MoveDependencies, caller: BankCaller, uuid: string, upload: BankDocumentUpload): Promise<BankApiDocumentAnswer> {
  // Refuse before keeping the bytes when the sub-request is not this bank's or the event cannot happen.
  const checked = await db.transaction().execute((trx) => lockOwnSubRequest(trx, caller, uuid));
  const refusal = documentKindRefusal(upload.kind, checked.sub_status);
  if (refusal) throw AppError.conflict(refusal);
  const event = eventOfDocument[upload.kind];
  if (event) {
    const decision = statusEngine.nextSubStatus(checked.sub_status, event);
    if (!decision.ok) throw AppError.conflict(decision.reason);
  }
  return storeWithRow(db, store, upload.bytes, (content, claim) => db.transaction().execute(async (trx) => {
    const row = await lockOwnSubRequest(trx, caller, uuid);
    const late = documentKindRefusal(upload.kind, row.sub_status);
    if (late) throw AppError.conflict(late);
    await claim(trx);
    const request = await trx.selectFrom('bg_request').select('organization_uuid').where('id', '=', row.request_id).executeTakeFirstOrThrow();
    // The sub-request's uuid is the scope of the bank's files: they never mix with the agent's documents.
    const file = await trx
      .insertInto('storage_file')
      .values({ scope_uuid: row.uuid, type: `bank_${upload.kind}`, name: upload.name, size: content.size, mime: upload.mime, sha256: content.sha256, organization_uuid: request.organization_uuid, created_by: null })
      .returning(['uuid', 'type', 'name', 'size', 'mime', 'sha256'])
      .executeTakeFirstOrThrow();
    const document = await trx
      .insertInto('bg_bank_document')
      .values({ subrequest_id: row.id, kind: upload.kind, file_uuid: file.uuid, name: upload.name })
      .returning(['uuid', 'kind', 'name', 'created_at'])
      .executeTakeFirstOrThrow();
    const moved = event
      ? await moveSubRequest(trx, deps, bankActor, { subRequest: row, event, set: upload.dateTo ? { date_to: upload.dateTo } : {} })
      : await trx.updateTable('bg_subrequest').set({ updated_at: sql<Date>`clock_timestamp()` }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    const described: BankApiBankDocument = {
      uuid: document.uuid,
      kind: document.kind,
      name: document.name,
      file: { uuid: file.uuid, type: file.type, name: file.name, size: Number(file.size), mime: file.mime, sha256: file.sha256, link: bankFileLink(row.uuid, file.uuid) },
      created_at: document.created_at.toISOString(),
      signed_at: null,
    };
    return { document: described, state: stateOf(moved) };
  }));
}

/**
 * POST .../claims/{claimUuid}/answer: the bank approves a claim with the commission for the changes
 * (claim_responded) or rejects it (claim_rejected, the guarantee stays as it was).
 */
export async function answerBankClaim(db: Db, deps: MoveDependencies, caller: BankCaller, uuid: string, claimUuid: string, body: BankApiClaimAnswerBody): Promise<BankApiClaimAnswer> {
  if (body.decision === 'approve' && body.commission === undefined) throw AppError.badRequest(bankApiTexts.approveNeedsCommission);
  return db.transaction().execute(async (trx) => {
    const row = await lockOwnSubRequest(trx, caller, uuid);
    if (!isUuid(claimUuid)) throw AppError.notFound(bankApiTexts.claimNotFound);
    const claim = await trx.selectFrom('bg_claim').select(['id', 'status']).where('uuid', '=', claimUuid).where('subrequest_id', '=', String(row.id)).forUpdate().executeTakeFirst();
    if (!claim) throw AppError.notFound(bankApiTexts.claimNotFound);
    if (claim.status !== 'sent') throw AppError.conflict(bankApiTexts.claimAlreadyAnswered);
    const approve = body.decision === 'approve';
    const moved = await moveSubRequest(trx, deps, bankActor, {
      subRequest: row,
      event: approve ? 'claim_responded' : 'claim_rejected',
      comment: body.text,
      set: approve ? {} : { has_active_claim: false },
    });
    const updated = await trx
      .updateTable('bg_claim')
      .set({ status: approve ? 'responded' : 'rejected', commission: approve ? (body.commission ?? null) : null, bank_answer: body.text, updated_at: sql<Date>`clock_timestamp()` })
      .where('id', '=', claim.id)
      .returning(['uuid', 'status', 'changes', 'commission', 'bank_answer', 'created_at', 'updated_at'])
      .executeTakeFirstOrThrow();
    return { claim: claimOf(updated), state: stateOf(moved) };
  });
}
