import { offerWireColumns } from './offerWireColumns';
import { sql } from 'kysely';
import type {
  BankApiBankDocument,
  BankApiClaim,
  BankApiDemand,
  BankApiFileLink,
  BankApiOffer,
  BankApiRequestSnapshot,
  BankApiSubRequest,
  BankApiSubRequestState,
} from '../../domain/wire/bankApiWire';
import { statusEngine } from '../../domain/statusEngine';
import type { Executor } from '../db/schema';
import type { SubRequestRow } from '../subrequests/subRequestRecord';
import { bankEvents } from './bankEvents';
import { bankSettingsOf, offerNeedsSignature } from '../offers/offerSignature';

/** Where a bank downloads a file of its sub-request with its key. */
export function bankFileLink(subrequestUuid: string, fileUuid: string): string {
  return `/bank-api/v1/subrequests/${subrequestUuid}/files/${fileUuid}`;
}

/** Where a bank downloads, with its key, a verified signature of a file of its sub-request (detached CMS). */
export function bankSignatureLink(subrequestUuid: string, signatureUuid: string): string {
  return `/bank-api/v1/subrequests/${subrequestUuid}/signatures/${signatureUuid}`;
}

/** The bank events the transition table allows from a raw status, in the order of config/bank-events.json. */
export function allowedBankEvents(subStatus: string): string[] {
  return bankEvents.filter((item) => statusEngine.nextSubStatus(subStatus, item.event).ok).map((item) => item.event);
}

const iso = (value: Date | string | null): string | null => (value === null ? null : value instanceof Date ? value.toISOString() : value);
const money = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** A sub-request's state as answered after a bank's call. */
export function stateOf(row: Pick<SubRequestRow, 'uuid' | 'sub_status' | 'updated_at'>): BankApiSubRequestState {
  return { uuid: row.uuid, sub_status: row.sub_status, allowed_events: allowedBankEvents(row.sub_status), updated_at: iso(row.updated_at) ?? '' };
}

/**
 * A sub-request has reached its bank once it was ever "sent": drafts, pre-scoring and the stages before
 * the bank (the operator's verification, the client's signature or consent) are not the bank's to see.
 */
export const reachedBank = sql<boolean>`exists (select 1 from bg_subrequest_status as h where h.subrequest_id = s.id and h.to_status = 'sent')`;

export interface BankListQuery {
  statuses?: readonly string[];
  updatedSince?: string;
  limit: number;
}

const subRequestSelection = [
  's.id',
  's.uuid',
  's.request_id',
  's.bank_uuid',
  's.sub_status',
  's.external_id',
  's.cancel_reason',
  sql<string | null>`s.date_to::text`.as('date_to'),
  's.has_active_claim',
  's.is_need_verification',
  's.is_need_sign_application',
  's.sent_at',
  's.updated_at',
] as const;

type ListedRow = {
  id: string;
  uuid: string;
  request_id: string;
  bank_uuid: string;
  sub_status: string;
  external_id: string | null;
  cancel_reason: string | null;
  date_to: string | null;
  has_active_claim: boolean;
  is_need_verification: boolean;
  is_need_sign_application: boolean;
  sent_at: Date | null;
  updated_at: Date;
};

/**
 * The bank's sub-requests that reached it, oldest change first, each with its request's snapshot, and
 * the cursor to read on from: the last one's change time to the microsecond (PostgreSQL keeps
 * microseconds; a millisecond cursor would hand the last item out again on the next page).
 */
export async function listBankSubRequests(db: Executor, bankUuid: string, query: BankListQuery): Promise<{ items: BankApiSubRequest[]; cursor: string | null }> {
  let select = db
    .selectFrom('bg_subrequest as s')
    .select(subRequestSelection)
    .select(sql<string>`to_char(s.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('cursor'))
    .where('s.bank_uuid', '=', bankUuid)
    .where(reachedBank);
  if (query.statuses && query.statuses.length > 0) select = select.where('s.sub_status', 'in', [...query.statuses]);
  if (query.updatedSince) select = select.where(sql<boolean>`s.updated_at > ${query.updatedSince}::timestamptz`);
  const rows = (await select.orderBy('s.updated_at').orderBy('s.id').limit(query.limit).execute()) as (ListedRow & { cursor: string })[];
  return { items: await describeSubRequests(db, rows), cursor: rows.at(-1)?.cursor ?? null };
}

/** One sub-request of this bank that reached it, or null (another bank's is as unknown as a missing one). */
export async function findBankSubRequest(db: Executor, bankUuid: string, uuid: string): Promise<BankApiSubRequest | null> {
  const row = (await db
    .selectFrom('bg_subrequest as s')
    .select(subRequestSelection)
    .where('s.uuid', '=', uuid)
    .where('s.bank_uuid', '=', bankUuid)
    .where(reachedBank)
    .executeTakeFirst()) as ListedRow | undefined;
  if (!row) return null;
  const [described] = await describeSubRequests(db, [row]);
  return described ?? null;
}

export function fileLinkOf(subrequestUuid: string, file: { uuid: string; type: string; name: string; size: string | number; mime: string; sha256: string }): BankApiFileLink {
  return { uuid: file.uuid, type: file.type, name: file.name, size: Number(file.size), mime: file.mime, sha256: file.sha256, link: bankFileLink(subrequestUuid, file.uuid) };
}

/** Reads everything the listed sub-requests show in a fixed number of queries, whatever their number. */
async function describeSubRequests(db: Executor, rows: readonly ListedRow[]): Promise<BankApiSubRequest[]> {
  if (rows.length === 0) return [];
  const requestIds = [...new Set(rows.map((row) => String(row.request_id)))];
  const subIds = rows.map((row) => String(row.id));

  const [requests, steps, offers, demands, claims, documents] = await Promise.all([
    db
      .selectFrom('bg_request')
      .select([
        'id',
        'uuid',
        'inn',
        'kpp',
        'ogrn',
        'name',
        'is_ip',
        'is_joint',
        'address',
        'region_name',
        'guarantee_type',
        'law',
        'tender',
        'tender_number',
        'tender_lot_number',
        'documents_scope_uuid',
        'created_at',
        'updated_at',
      ])
      .where('id', 'in', requestIds)
      .execute(),
    db.selectFrom('bg_request_step').select(['request_id', 'step', 'data']).where('request_id', 'in', requestIds).orderBy('step').execute(),
    db
      .selectFrom('bg_offer')
      .select(['subrequest_id', ...offerWireColumns])
      .where('subrequest_id', 'in', subIds)
      .orderBy('version')
      .execute(),
    db.selectFrom('bg_demand').select(['subrequest_id', 'uuid', 'kind', 'text', 'required_documents', 'answer_text', 'answered_at', 'created_at']).where('subrequest_id', 'in', subIds).orderBy('id').execute(),
    db.selectFrom('bg_claim').select(['subrequest_id', 'uuid', 'status', 'changes', 'commission', 'bank_answer', 'created_at', 'updated_at']).where('subrequest_id', 'in', subIds).orderBy('id').execute(),
    db
      .selectFrom('bg_bank_document as d')
      .innerJoin('storage_file as f', 'f.uuid', 'd.file_uuid')
      .select(['d.subrequest_id', 'd.uuid', 'd.kind', 'd.name', 'd.created_at', 'd.signed_at', 'f.uuid as file_uuid', 'f.type', 'f.name as file_name', 'f.size', 'f.mime', 'f.sha256'])
      .where('d.subrequest_id', 'in', subIds)
      .orderBy('d.id')
      .execute(),
  ]);
  const scopes = requests.map((request) => request.documents_scope_uuid);
  const files = await db
    .selectFrom('storage_file')
    .select(['uuid', 'scope_uuid', 'type', 'name', 'size', 'mime', 'sha256'])
    .where('scope_uuid', 'in', scopes)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('uuid')
    .execute();

  const group = <T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> => {
    const map = new Map<K, T[]>();
    for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
    return map;
  };
  const requestById = new Map(requests.map((request) => [String(request.id), request]));
  const stepsByRequest = group(steps, (step) => String(step.request_id));
  const filesByScope = group(files, (file) => file.scope_uuid);
  const offersBySub = group(offers, (offer) => String(offer.subrequest_id));
  const demandsBySub = group(demands, (demand) => String(demand.subrequest_id));
  const claimsBySub = group(claims, (claim) => String(claim.subrequest_id));
  const documentsBySub = group(documents, (document) => String(document.subrequest_id));

  return rows.map((row): BankApiSubRequest => {
    const request = requestById.get(String(row.request_id));
    if (!request) throw new Error(`request ${row.request_id} of sub-request ${row.uuid} is missing`);
    const snapshot: BankApiRequestSnapshot = {
      number: Number(request.id),
      uuid: request.uuid,
      inn: request.inn,
      kpp: request.kpp,
      ogrn: request.ogrn,
      name: request.name,
      is_ip: request.is_ip,
      is_joint: request.is_joint,
      address: request.address,
      region_name: request.region_name,
      guarantee_type: request.guarantee_type,
      law: request.law,
      tender_number: request.tender_number,
      tender_lot_number: request.tender_lot_number,
      tender: request.tender,
      steps: Object.fromEntries((stepsByRequest.get(String(request.id)) ?? []).map((step) => [step.step, step.data])),
      documents: (filesByScope.get(request.documents_scope_uuid) ?? []).map((file) => fileLinkOf(row.uuid, file)),
      created_at: request.created_at.toISOString(),
      updated_at: request.updated_at.toISOString(),
    };
    return {
      uuid: row.uuid,
      bank_uuid: row.bank_uuid,
      sub_status: row.sub_status,
      allowed_events: allowedBankEvents(row.sub_status),
      external_id: row.external_id,
      cancel_reason: row.cancel_reason,
      date_to: row.date_to,
      has_active_claim: row.has_active_claim,
      is_need_verification: row.is_need_verification,
      is_need_sign_application: row.is_need_sign_application,
      sent_at: iso(row.sent_at),
      updated_at: iso(row.updated_at) ?? '',
      request: snapshot,
      offers: (offersBySub.get(String(row.id)) ?? []).map(
        (offer): BankApiOffer => ({
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
          accepted_at: iso(offer.accepted_at),
          signed_at: iso(offer.signed_at),
          created_at: iso(offer.created_at) ?? '',
        }),
      ),
      demands: (demandsBySub.get(String(row.id)) ?? []).map(demandOf),
      claims: (claimsBySub.get(String(row.id)) ?? []).map(claimOf),
      documents: (documentsBySub.get(String(row.id)) ?? []).map(
        (document): BankApiBankDocument => ({
          uuid: document.uuid,
          kind: document.kind,
          name: document.name,
          file: fileLinkOf(row.uuid, { uuid: document.file_uuid, type: document.type, name: document.file_name, size: document.size, mime: document.mime, sha256: document.sha256 }),
          created_at: iso(document.created_at) ?? '',
          signed_at: iso(document.signed_at),
        }),
      ),
    };
  });
}

export function demandOf(demand: {
  uuid: string;
  kind: 'bank' | 'admin';
  text: string;
  required_documents: { type: string; name: string }[];
  answer_text: string | null;
  answered_at: Date | null;
  created_at: Date;
}): BankApiDemand {
  return {
    uuid: demand.uuid,
    kind: demand.kind,
    text: demand.text,
    required_documents: demand.required_documents,
    answer_text: demand.answer_text,
    answered_at: iso(demand.answered_at),
    created_at: iso(demand.created_at) ?? '',
  };
}

export function claimOf(claim: {
  uuid: string;
  status: BankApiClaim['status'];
  changes: Record<string, unknown>;
  commission: string | null;
  bank_answer: string | null;
  created_at: Date;
  updated_at: Date;
}): BankApiClaim {
  return {
    uuid: claim.uuid,
    status: claim.status,
    changes: claim.changes,
    commission: money(claim.commission),
    bank_answer: claim.bank_answer,
    created_at: iso(claim.created_at) ?? '',
    updated_at: iso(claim.updated_at) ?? '',
  };
}
