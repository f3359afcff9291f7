/**
 * Answers and payloads of the sending-to-banks calls: the bank list, a request's
 * sub-requests, selection, pre-scoring, sending, consent, the operator's verification, revocation,
 * archiving and the status history. Types only: the server builds them, the browser reads them.
 * Money travels as a string with kopecks ('1500000.00'), so nothing is lost on the way.
 */

import type { SigningNeedWire } from './signingWire';

/** A bank's group in lists. */
export type BankTypeWire = 'platform' | 'partner' | 'archive';

/** Where a sub-request stands in the request's list: not sent yet, sent, after the guarantee was issued. */
export type SubRequestGroupWire = 'not-sent' | 'sent' | 'post-issue';

/** One row of GET /v2/bgrequest/read/banks (spec-1 §3 "Bank list item"). */
export interface BankListItemWire {
  bank_uuid: string;
  bank_name: string;
  /** The bank's short name. */
  middle_name: string;
  type: BankTypeWire;
  /** 'Банки платформы' | 'Банки партнёров' | 'Архив'. */
  group_label: string;
  /** Position in the fixed bank order (archive banks come last in the list whatever their order). */
  order: number;
  /** The commission of the bank's current offer for the request; null without an offer. */
  commission: string | null;
  /** Days: of the current offer, else of the request's guarantee; null when unknown. */
  duration: number | null;
  /** Of the current offer, else the request's guarantee sum; null when unknown. */
  sum: string | null;
  /** With ?request_id: the request has a sub-request for this bank. */
  has_subrequest?: boolean;
  /** With ?request_id: the bank is among the request's selected banks. */
  is_selected?: boolean;
}

/** GET /v2/bgrequest/read/banks. */
export interface BankListWire {
  banks: BankListItemWire[];
}

/** A bank's document type wanted with the request (spec-1 §3 "document_types"). */
export interface DocumentTypeWire {
  type: string;
  name: string;
  required: boolean;
}

/** The editing-stage status of a draft for one bank (spec-1 §4, spec-2 §5.7). */
export interface DraftStatusWire {
  /** DraftCanBeSent, DraftSignRequired, DraftVerificationRequired, DraftAgreementRequired, DraftPrescoringProcess, or the kept status. */
  status: string;
  /** With sub-flags, e.g. 'Draft:Cancel'. */
  key: string;
  label: string;
  colour: string;
  priority: number;
  tooltip: string | null;
  /** What the bank still needs: 'consent' | 'verification' | 'signing' | 'steps'. */
  missing: string[];
  /** The request may be sent to this bank now. */
  can_send: boolean;
  /** Why the steps keep this bank from being sent to, each with the step and field that fix it; empty when they do not. */
  reasons: ReadinessGapWire[];
}

/** One reason a draft cannot be sent yet (`readinessGaps`). */
export interface ReadinessGapWire {
  /** The step's name, the link's target. */
  step: string;
  step_title: string;
  /** JSON pointer of the field inside the step's data; '' for the step as a whole. */
  path: string;
  /** The field's title; '' for the step as a whole. */
  field: string;
  text: string;
}

/** The stored pre-scoring verdict of a sub-request. */
export interface PrescoringVerdictWire {
  passed: boolean;
  /** Russian reasons; empty when passed. */
  reasons: string[];
  checked_at: string;
}

/** The bank's current offer in short (the offers calls serve the full offer). */
export interface OfferSummaryWire {
  offerUuid: string;
  version: number;
  commission: string;
  /** Only for the agent who keeps the request, as in the offer lists. */
  bank_commission?: string;
  sum: string;
  duration: number;
  date_from: string | null;
  date_to: string | null;
  is_selected: boolean;
  updated_at: string;
}

/** The demand a sub-request waits to have answered (`openDemand`): the bank's, or the platform operator's. */
export interface DemandWire {
  uuid: string;
  kind: 'bank' | 'admin';
  text: string;
  /** The documents asked for, by type and name. */
  required_documents: { type: string; name: string }[];
  created_at: string;
}

/** A document the bank posted on the sub-request through the bank API (the guarantee, the contract …), not on a claim. */
export interface BankDocumentWire {
  uuid: string;
  kind: 'guarantee' | 'contract' | 'draft_agreement' | 'claim_document' | 'offer_document' | 'additional_document' | 'other';
  name: string;
  file_uuid: string;
  created_at: string;
}

/** Where the discussion of the draft agreement stands (`discussionRounds`); the page serves the rounds themselves. */
export interface DiscussionSummaryWire {
  state: 'waitingBank' | 'answered';
  rounds: number;
  last_sent_at: string;
  /** The bank's answer to the last round: its comment, else the event's label. */
  last_answer: string | null;
  last_answered_at: string | null;
}

/** One sub-request of GET /v1/bgrequest/read/{id}/subrequests (spec-1 §3 "Sub-request" plus what is derived). */
export interface SubRequestWire {
  uuid: string;
  subrequestUuid: string;
  bank_uuid: string;
  bank_name: string;
  middle_name: string;
  bank_type: BankTypeWire;
  /** The refusal reason; the spec's spelling. */
  cancel_reazon: string | null;
  /** The scope uuid of documents the bank works with (the request's documents scope). */
  consideration_scope: string;
  externalId: string | null;
  hasActiveClaim: boolean;
  is_chat: boolean;
  is_need_confirm_data: boolean;
  is_need_sign_application: boolean;
  is_need_verification: boolean;
  is_selected: boolean;
  deny_revoke: boolean;
  date_to: string | null;
  /** The status of the engine (Draft, Sent, Offer …). */
  status: string;
  status_name: string;
  status_label: string;
  status_colour: string;
  sub_status: string;
  /** draft | review | deal | archive … (the common group of the raw status). */
  sub_common_status: string;
  /** The holding status text for the bank's card (spec-1 "subrequestInfo"); null when none. */
  subrequestInfo: string | null;
  /**
   * A draft closed by the owner's unsigned documents (status RegulationSigningIsRequired, «Подпишите
   * договор»): which document and where to sign it (docs/accession.md); null otherwise.
   */
  regulation_signing?: string | null;
  additional_template: Record<string, unknown> | null;
  document_types: DocumentTypeWire[];
  group: SubRequestGroupWire;
  sort_order: number;
  progress_stage: number | null;
  /** For drafts only: the editing-stage status and send readiness; null once sent. */
  draft_status: DraftStatusWire | null;
  prescoring: PrescoringVerdictWire | null;
  can_revoke: boolean;
  /** The Russian reason revocation is refused; null when allowed. */
  revoke_refusal: string | null;
  can_claim: boolean;
  can_discuss: boolean;
  sent_at: string | null;
  updated_at: string;
  offer: OfferSummaryWire | null;
  /** The demand waiting for the answer while the status is «Запрос»; null otherwise. */
  demand?: DemandWire | null;
  /** The documents the bank issued on the sub-request, oldest first (claim documents live with their claim). */
  bank_documents?: BankDocumentWire[];
  /** The discussion of the draft agreement; null when nothing was sent to it. */
  discussion?: DiscussionSummaryWire | null;
  /** What waits for the client's signature: the accepted offer, a claim's changes, the bank's documents. */
  signing?: SigningNeedWire[];
  /** Messages of this bank's chat the reader has not marked read (docs/chat.md). */
  count_new_messages?: number;
}

/** The combined status of a request (spec-1 §4). */
export interface CombinedStatusWire {
  status: string;
  label: string;
  colour: string;
  revocable: boolean;
  editable: boolean;
}

/** GET /v1/bgrequest/read/{id}/subrequests. */
export interface SubRequestListWire {
  request_id: number;
  request_uuid: string;
  readonly: boolean;
  combined_status: CombinedStatusWire;
  /** Whether the browser should run pre-scoring now (shouldRunPrescoring). */
  should_run_prescoring: boolean;
  consent_given_at: string | null;
  signed_at: string | null;
  subrequests: SubRequestWire[];
}

/** POST /v1/bgsubrequest/write/selected: one entry. */
export interface SelectionItemWire {
  subrequest_uuid: string;
  value: 'true' | 'false';
}

/** POST /v1/bgsubrequest/write/selected: the answer, one entry per sub-request with its selection now. */
export interface SelectionAnswerWire {
  subrequestUuid: string;
  bank_uuid: string;
  is_selected: boolean;
}

/** POST /v2/bgrequest/write/{id}/prescoring: one bank's result. */
export interface PrescoringResultWire {
  subrequestUuid: string;
  bank_uuid: string;
  bank_name: string;
  sub_status: string;
  passed: boolean;
  reasons: string[];
}

/** POST /v2/bgrequest/write/{id}/prescoring. */
export interface PrescoringAnswerWire {
  results: PrescoringResultWire[];
}

/** GET /v2/bgsubrequest/read/{id}/failed-info. */
export interface FailedInfoWire {
  subrequestUuid: string;
  bank_uuid: string;
  bank_name: string;
  /** 'Не проходим'. */
  title: string;
  reasons: string[];
  checked_at: string | null;
}

/** POST /v2/bgrequest/write/send: payload (spec-2 §3.4). */
export interface SendPayloadWire {
  fko_uuids: string[];
  request_id: number;
  signed: boolean;
}

/** What happened to one bank on sending. */
export type SendOutcomeWire = 'sent' | 'wait_confirm_data' | 'admin_verification' | 'sent_to_client' | 'already_sent' | 'refused';

export interface SendResultWire {
  bank_uuid: string;
  bank_name: string;
  subrequestUuid: string | null;
  outcome: SendOutcomeWire;
  /** The raw sub_status after sending (null for a refused bank without a sub-request). */
  sub_status: string | null;
  /** The Russian reason of a refusal. */
  reason: string | null;
}

/** POST /v2/bgrequest/write/send. */
export interface SendAnswerWire {
  request_id: number;
  readonly: boolean;
  results: SendResultWire[];
}

/** POST /v2/bgrequest/write/{id}/consent/link. */
export interface ConsentLinkWire {
  url: string;
  token: string;
}

/** POST /v2/consent/write/{token} and POST /v2/bgrequest/write/{id}/consent. */
export interface ConsentAnswerWire {
  request_id: number;
  consent_given_at: string;
  /** The sub-requests that moved on, with their new raw status. */
  moved: { subrequestUuid: string; bank_uuid: string; sub_status: string }[];
}

/** POST /v2/bgrequest/write/admin/verification/send/{id}: payload. */
export interface VerificationPayloadWire {
  /** Sub-request uuids (or bank uuids) to decide on; all waiting ones when absent. */
  fko_uuids?: string[];
  result: 'passed' | 'failed' | 'demand';
  /** The operator's comment: the demand's text, the failure's reason. */
  comment?: string;
}

/** A generic answer of a write that moved sub-requests. */
export interface MovedAnswerWire {
  request_id: number;
  moved: { subrequestUuid: string; bank_uuid: string; sub_status: string }[];
}

/** POST /v1/bgrequest/write/agent/manager {request_id, manager: user id or uuid}: the manager now. */
export interface ManagerAnswerWire {
  request_id: number;
  manager: { id: number; uuid: string; last_name: string; first_name: string; middle_name: string | null };
}

/** One entry of GET /v1/bgrequest/read/{id}/statuses and GET /v1/bgsubrequest/read/{id}/statuses. */
export interface StatusHistoryEntryWire {
  subrequestUuid: string;
  bank_uuid: string;
  bank_name: string;
  from_status: string | null;
  from_label: string | null;
  to_status: string;
  to_label: string;
  event: string;
  event_label: string;
  /** 'user' | 'bank' | 'operator' | 'system'. */
  actor_kind: string;
  /** 'Пользователь' | 'Банк' | 'Оператор платформы' | 'Система'. */
  actor_label: string;
  comment: string | null;
  created_at: string;
}

export interface StatusHistoryWire {
  entries: StatusHistoryEntryWire[];
}
