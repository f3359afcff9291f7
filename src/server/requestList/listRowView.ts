import type { BankSettings } from '../../domain/banks';
import { numberValue } from '../../domain/checks/numberValue';
import { progressBlocks } from '../../domain/progress/progressConfig';
import type { RequestProgress } from '../../domain/progress/progress';
import { statusEngine } from '../../domain/statusEngine';
import type { RequestListBankWire, RequestListRowWire } from '../../domain/wire/requestListWire';
import type { OfferSummaryWire } from '../../domain/wire/banksWire';
import { visibleToClient } from '../offers/offerView';
import type { Actor } from '../db/schema';
import type { RequestViewer } from '../requests/requestAccess';
import type { SendingRequest } from '../sending/sendingRequest';
import { bankOf, combinedStatusView, isDraftSubRequest, shownSubRequests, subRequestView, type ViewFacts } from '../sending/subRequestView';
import type { SubRequestRow } from '../subrequests/subRequestRecord';
import { listGuaranteeType } from './listGuaranteeType';

/** A sub-request as the list's statement aggregates it (json: moments and ids as text). */
export interface ListedSubRequest {
  id: string | number;
  uuid: string;
  request_id: string | number;
  bank_uuid: string;
  sub_status: string;
  archived_from: string | null;
  is_selected: boolean;
  is_need_verification: boolean;
  is_need_sign_application: boolean;
  is_need_confirm_data: boolean;
  deny_revoke: boolean;
  has_active_claim: boolean;
  cancel_reason: string | null;
  external_id: string | null;
  date_to: string | null;
  prescoring: SubRequestRow['prescoring'];
  sent_at: string | null;
  created_at: string;
  updated_at: string;
  /** The current offer (its latest version); null without one. */
  offer: OfferSummaryWire | null;
}

/** A request row as the list's statement returns it. */
export interface ListedRequest {
  id: string | number;
  uuid: string;
  organization_uuid: string;
  client_organization_uuid: string | null;
  created_by: number;
  actor: Actor;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  name: string;
  is_ip: boolean;
  is_joint: boolean;
  readonly: boolean;
  tender_number: string | null;
  tender_lot_number: number | null;
  tender_uuid: string | null;
  law: number | null;
  request_status: string;
  sub_status: string;
  documents_scope_uuid: string;
  created_at: Date | string;
  updated_at: Date | string;
  guarantee_type: string | null;
  selected_banks: unknown;
  progress: unknown;
  consent_given_at: Date | string | null;
  consent_token_hash: string | null;
  signed_at: Date | string | null;
  manager_user_id: number | null;
  manager_name: string | null;
  is_owner: boolean;
  parameters_stage: string | null;
  parameters_sum: unknown;
  parameters_date_from: string | null;
  parameters_date_to: string | null;
  subrequests: ListedSubRequest[] | null;
}

function dateOf(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

function nullableDateOf(value: Date | string | null): Date | null {
  return value === null ? null : dateOf(value);
}

/** The counters the last save of the form stored; a request never saved has every block empty. */
function storedProgress(value: unknown): RequestProgress {
  const stored = (value !== null && typeof value === 'object' ? value : {}) as Partial<Record<string, { count_points?: unknown; total_points?: unknown }>>;
  const points = (block: string) => {
    const entry = stored[block];
    return { count_points: Number(entry?.count_points ?? 0), total_points: Number(entry?.total_points ?? 0) };
  };
  return Object.fromEntries(progressBlocks.map((block) => [block, points(block)])) as unknown as RequestProgress;
}

/** A sub-request of the statement as the repository reads it. */
function subRequestRowOf(listed: ListedSubRequest): SubRequestRow {
  const { offer: _offer, ...row } = listed;
  return {
    ...row,
    id: String(row.id),
    request_id: String(row.request_id),
    sent_at: nullableDateOf(row.sent_at),
    created_at: dateOf(row.created_at),
    updated_at: dateOf(row.updated_at),
  } as SubRequestRow;
}

/** What the row view needs besides the row: who looks, which banks the environment has, today in Moscow. */
export interface RowViewFacts {
  viewer: Pick<RequestViewer, 'actor'>;
  banks: readonly BankSettings[];
  /** YYYY-MM-DD, read once per page. */
  today: string;
  /** The reader's unread chat messages per request id (one grouped read per page); none when absent. */
  unread?: ReadonlyMap<string, number>;
}

/** A bank of a row with the key the bank order sorts it by. */
interface KeyedBank {
  wire: RequestListBankWire;
  /** The status, or a draft's editing-stage key with its sub-flags ('Draft:Cancel'). */
  sortKey: string;
}

/** A bank that left the draft: its status straight from the status table, which is all the panel's view reads for it. */
function sentBank(row: SubRequestRow): KeyedBank {
  const status = statusEngine.subRequestStatus(row);
  return { wire: { bank_uuid: row.bank_uuid, status, sub_status: row.sub_status, commission: null }, sortKey: status };
}

/** A draft bank, described by the panel's own view so its editing-stage status is the panel's. */
function draftBank(row: SubRequestRow, facts: ViewFacts): KeyedBank {
  const view = subRequestView(row, facts);
  return {
    wire: { bank_uuid: view.bank_uuid, status: view.draft_status?.status ?? view.status, sub_status: view.sub_status, commission: null },
    sortKey: view.draft_status?.key ?? view.status,
  };
}

/**
 * One row of the list: the request's fields, its combined status over the sub-requests it shows, and
 * those banks in the order of `compareBanksInRequest`. A draft bank is described by the very function of
 * the request's banks panel (src/server/sending/subRequestView.ts), so its list key is the same
 * editing-stage status the panel shows (from the counters the last save stored); a sent one by the
 * status table alone, which is all the panel's view reads for its status.
 */
export function listRowView(listed: ListedRequest, facts: RowViewFacts): RequestListRowWire {
  const selectedBanks = Array.isArray(listed.selected_banks) ? (listed.selected_banks as string[]) : [];
  const request: SendingRequest = {
    id: Number(listed.id),
    uuid: listed.uuid,
    organization_uuid: listed.organization_uuid,
    client_organization_uuid: listed.client_organization_uuid,
    created_by: listed.created_by,
    actor: listed.actor,
    inn: listed.inn,
    kpp: listed.kpp,
    ogrn: listed.ogrn,
    name: listed.name,
    is_ip: listed.is_ip,
    is_joint: listed.is_joint,
    readonly: listed.readonly,
    // The list never reads the procurement itself; leaving the jsonb out keeps a page small.
    tender: null,
    tender_number: listed.tender_number,
    tender_lot_number: listed.tender_lot_number,
    tender_uuid: listed.tender_uuid,
    law: listed.law,
    request_status: listed.request_status,
    sub_status: listed.sub_status,
    documents_scope_uuid: listed.documents_scope_uuid,
    created_at: dateOf(listed.created_at).toISOString(),
    updated_at: dateOf(listed.updated_at).toISOString(),
    access: listed.is_owner ? 'owner' : 'client',
    selected_banks: selectedBanks,
    guarantee_type: listed.guarantee_type,
    consent_given_at: nullableDateOf(listed.consent_given_at),
    consent_token_hash: listed.consent_token_hash,
    signed_at: nullableDateOf(listed.signed_at),
    manager_user_id: listed.manager_user_id,
  };
  const listedSubs = listed.subrequests ?? [];
  const offers = new Map<string, OfferSummaryWire>();
  for (const sub of listedSubs) {
    if (sub.offer) offers.set(String(sub.id), { ...sub.offer, updated_at: dateOf(sub.offer.updated_at).toISOString() });
  }
  const rows = shownSubRequests(request, listedSubs.map(subRequestRowOf));
  // The list reads only a row's status and order: the reasons of its drafts are the request page's.
  const viewFacts: ViewFacts = { request, viewer: facts.viewer, banks: facts.banks, progress: storedProgress(listed.progress), gaps: [], offers, today: facts.today };
  const banks = rows.map((row) => {
    const bank = isDraftSubRequest(row) ? draftBank(row, viewFacts) : sentBank(row);
    // The client of an agent's request sees no terms while the agent still prepares them (the offer lists' rule).
    const offer = offers.get(String(row.id));
    bank.wire.commission = offer && !(request.access === 'client' && !visibleToClient(row)) ? offer.commission : null;
    return { bank: bank.wire, key: { status: bank.sortKey, bankOrder: bankOf(facts.banks, row.bank_uuid).order } };
  });
  banks.sort((a, b) => statusEngine.compareBanksInRequest(a.key, b.key));
  const sum = numberValue(listed.parameters_sum);
  return {
    id: request.id,
    uuid: request.uuid,
    name: request.name,
    inn: request.inn,
    kpp: request.kpp,
    is_ip: request.is_ip,
    tender_number: request.tender_number,
    tender_lot_number: request.tender_lot_number,
    law: request.law,
    guarantee_type: listGuaranteeType(listed.parameters_stage ?? listed.guarantee_type),
    sum: sum === null ? null : sum.toFixed(2),
    date_from: listed.parameters_date_from,
    date_to: listed.parameters_date_to,
    created_at: request.created_at,
    updated_at: request.updated_at,
    readonly: request.readonly,
    actor: request.actor,
    manager: listed.manager_user_id === null ? null : { id: listed.manager_user_id, name: listed.manager_name ?? '' },
    combined_status: combinedStatusView(rows),
    banks: banks.map((entry) => entry.bank),
    count_new_messages: facts.unread?.get(String(request.id)) ?? 0,
  };
}
