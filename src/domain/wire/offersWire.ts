/**
 * Answers and payloads of the offer, acceptance, discussion and claim calls. Types only:
 * the server builds them, the browser reads them. Money travels as a string with kopecks
 * ('15000.00'), dates as YYYY-MM-DD, moments as ISO text.
 */

import type { DocumentsToSignWire } from './signingWire';

/** Who wrote an offer version: the bank, or the agent changing the commission. */
export type OfferSourceWire = 'bank' | 'agent';

/** The form of the guarantee (spec-1 §3 "Document form"). */
export type DeliveryTypeWire = 'digital' | 'paper';

/** How a paper guarantee reaches the client (spec-1 §3 "Document delivery types"). */
export type DeliveryMethodWire = 'pickup' | 'courier_delivery';

/** The bank an offer or claim belongs to. */
export interface OfferBankWire {
  bank_uuid: string;
  bank_name: string;
  /** The bank's short name. */
  middle_name: string;
  full_name: string;
}

/** A bank's current offer for a request (spec-1 §3 "Offer"). */
export interface OfferWire {
  offerUuid: string;
  subrequestUuid: string;
  bank: OfferBankWire;
  /** The version number of this offer (1 is the bank's first). */
  version: number;
  /** How many versions the offer has (the versions curtain shows them). */
  versions_count: number;
  source: OfferSourceWire;
  /** The commission the client pays. */
  commission: string;
  /** The commission the bank asks; only in the agent's answers (absent for the client). */
  bank_commission?: string;
  sum: string;
  /** Guarantee term in days. */
  duration: number;
  date_from: string | null;
  date_to: string | null;
  is_current_date_invoice: boolean;
  /** The offer is the one chosen (accepted) for the request. */
  selected: boolean;
  /** When this version was written. */
  updated_at: string;
  sent_for_approval_at: string | null;
  accepted_at: string | null;
  /**
   * Accepting this version is signed with the client's qualified signature (the bank's setting, or its
   * flag on the version; documents the bank posts to sign with the acceptance ask it too).
   */
  requires_signature: boolean;
  /** When every document of the accepted offer was signed; null while it waits or needed no signature. */
  signed_at: string | null;
  /** Raw sub_status of the sub-request, its spec status and label. */
  sub_status: string;
  status: string;
  status_name: string;
  /** What the viewer may do with it now (the server checks again on the call). */
  actions: OfferActionsWire;
}

/** The offer actions allowed for the viewer in the sub-request's status. */
export interface OfferActionsWire {
  /** Agent only; the bank's status is offer_wait_approve or offer_sent. */
  change_commission: boolean;
  /** The bank shows the "invoice dated today" flag (commission.show_current_date_invoice_flag). */
  show_current_date_invoice_flag: boolean;
  /** Agent only; the status is offer_wait_approve. */
  send_for_approval: boolean;
  /** Agent or client; the status is offer_wait_approve or offer_sent. */
  accept: boolean;
  /** A form-type bank in offer_wait_approve or offer_sent (spec-1 §4 "Discussion"). */
  discuss: boolean;
  /** The accepted offer waits for its documents' signatures (offer_wait_sign): the Signing view signs them. */
  sign: boolean;
  /** Agent keeping the request, offer_wait_sign: a link lets the client sign without an account. */
  sign_link: boolean;
}

/** GET /v2/bgrequest/read/{id}/offer/agent and GET /v1/bgrequest/read/{id}/offer/client. */
export interface OffersWire {
  requestId: number;
  /** One per bank that made an offer, in the fixed bank order. */
  offers: OfferWire[];
  /** With ?with_req=true (agent): the request in short. */
  request?: OfferRequestWire;
}

/** The request an offer belongs to, in short. */
export interface OfferRequestWire {
  id: number;
  uuid: string;
  name: string;
  inn: string;
  tender_number: string | null;
}

/** One version in the versions curtain. */
export interface OfferVersionWire {
  offerUuid: string;
  version: number;
  source: OfferSourceWire;
  commission: string;
  /** Agent only. */
  bank_commission?: string;
  sum: string;
  duration: number;
  date_from: string | null;
  date_to: string | null;
  is_current_date_invoice: boolean;
  created_at: string;
  /** The author's name for an agent's version; null for the bank's. */
  author: string | null;
}

/** GET /v2/bgrequest/read/offer/{offerUuid}/versions (agent) and GET /v1/bgrequest/read/offer/{offerUuid}/versions (client): newest first. */
export interface OfferVersionsWire {
  /** The current (newest) version's uuid. */
  currentOfferUuid: string;
  versions: OfferVersionWire[];
}

/** POST /v1/bgrequest/write/changecomission. `comission` is spelled as the spec spells it; a number or a string like '15000.50'. */
export interface ChangeCommissionBody {
  offerUuid: string;
  comission: number | string;
  isCurrentDateInvoice?: boolean;
}

/** POST /v1/bgrequest/write/sendofferapprove. */
export interface SendOfferApproveBody {
  offerUuid: string;
  requestUuid: string;
}

/** A delivery choice offered on the accept page. */
export interface DeliveryOptionWire {
  type: DeliveryTypeWire;
  label: string;
  /** Paper only: how it may reach the client. */
  methods: DeliveryMethodOptionWire[];
}

export interface DeliveryMethodOptionWire {
  method: DeliveryMethodWire;
  label: string;
  /** Roubles the client pays for it; '0.00' when free. */
  cost: string;
  /** Courier delivery needs an address. */
  needs_address: boolean;
}

/** A statement the client confirms when accepting an offer of this bank. */
export interface AdditionalAgreementWire {
  uuid: string;
  title: string;
  text: string;
  required: boolean;
  /** Set when the statement concerns only this form of the guarantee (a paper original). */
  applies_to?: DeliveryTypeWire;
}

/** POST /v1/bgrequest/read/offer/additional-agreements {uuids: offer uuids} → the statements per offer. */
export interface AdditionalAgreementsWire {
  offers: { offerUuid: string; agreements: AdditionalAgreementWire[] }[];
}

/** GET /v1/bgrequest/read/offer/{offerUuid}/accept-info. */
export interface AcceptInfoWire {
  offer: OfferWire;
  request: OfferRequestWire;
  /** The forms this bank issues: digital when digital_guarantee.enabled, paper when delivery.enabled. */
  delivery_options: DeliveryOptionWire[];
  /**
   * The delivery type may be chosen only while the bank's status is Offer, WaitingAccept or
   * ProjectApproval (spec-1 §4); otherwise the stored choice is shown read-only.
   */
  can_choose_delivery: boolean;
  /** The offer may be accepted now by this viewer; when not, `accept_refusal` says why. */
  can_accept: boolean;
  accept_refusal: string | null;
  additional_agreements: AdditionalAgreementWire[];
  /** Accepting needs the client's qualified signature: the acceptance then waits for it (offer_wait_sign). */
  requires_signature: boolean;
  /** Present once accepted. */
  accepted: AcceptedOfferWire | null;
}

export interface AcceptedOfferWire {
  accepted_at: string;
  /** Null when the bank offered no choice. */
  delivery_type: DeliveryTypeWire | null;
  delivery_method: DeliveryMethodWire | null;
  delivery_address: string | null;
  delivery_cost: string | null;
  agreements: string[];
  /** The acceptance waits for the client's signature (offer_wait_sign). */
  waiting_signature: boolean;
  /** When its documents were signed; null when not (yet) or none were needed. */
  signed_at: string | null;
}

/** GET /v1/bgrequest/read/offer/{offerUuid}/pickup/info: where a paper guarantee is collected. */
export interface PickupInfoWire {
  bank: OfferBankWire;
  address: string;
  hours: string;
  phone: string;
}

/** POST /v1/bgrequest/write/offer/accept. */
export interface AcceptOfferBody {
  offerUuid: string;
  /** Required unless the bank offers no choice (accept-info lists no delivery options). */
  delivery_type?: DeliveryTypeWire;
  /** Required for paper. */
  delivery_method?: DeliveryMethodWire;
  /** Required for courier delivery. */
  delivery_address?: string;
  /** Uuids of the additional agreements confirmed; every required one must be here. */
  agreements?: string[];
}

/** POST /v2/bgrequest/read/validate/before/approval. `fko_uuid` is the bank's uuid, `request_id` the request number. */
export interface ValidateBeforeApprovalBody {
  fko_uuid: string;
  request_id: number;
  date_from: string;
  date_to: string;
  sum: number | string;
}

/** A field the bank cannot be asked to agree, with the Russian reason. */
export interface ApprovalProblemWire {
  field: 'date_from' | 'date_to' | 'sum';
  message: string;
}

/** The answer of the validation: valid, or the problems per field. */
export interface ValidateBeforeApprovalWire {
  valid: boolean;
  problems: ApprovalProblemWire[];
}

/** A customer of a joint request in the agreement (spec-1 §3 "Joint-request customer", in short). */
export interface ApprovalCustomerWire {
  inn: string;
  name: string;
  sum: string;
}

/** POST /v2/bgsubrequest/write/approval/customers. */
export interface ApprovalCustomersBody {
  subrequest_uuid: string;
  customers: { inn: string; name: string; sum: number | string }[];
}

/** POST /v1/bgsubrequest/write/{subrequestUuid}/todiscussion. Without `with_customers` the list is not sent. */
export interface ToDiscussionBody {
  date_from: string;
  date_to: string;
  sum: number | string;
  comment?: string;
  with_customers?: boolean;
}

/** The agreement parameters in force for a sub-request. */
export interface AgreementParamsWire {
  subrequestUuid: string;
  bank: OfferBankWire;
  date_from: string;
  date_to: string;
  sum: string;
  comment: string | null;
  customers: ApprovalCustomerWire[] | null;
  sent_at: string;
  /** The bank's answer to this sending (`discussionRounds`); null while the bank has the draft. */
  answer?: DiscussionAnswerWire | null;
}

/** The bank's answer to one round of the discussion. */
export interface DiscussionAnswerWire {
  event: string;
  /** The event's label (config/transitions.json): «Проект гарантии согласован» … */
  event_label: string;
  to_status: string;
  comment: string | null;
  answered_at: string;
}

/**
 * GET /v2/bgsubrequest/read/{subrequestUuid}/agreement/param/{x}: x is 'current' (the parameters in force,
 * or the offer's as a starting point when nothing was sent yet) or 'history' (every sending, newest first).
 */
export interface AgreementParamWire {
  can_discuss: boolean;
  /** Null when nothing was sent to discussion yet. */
  current: AgreementParamsWire | null;
  /** The starting values: the last sent ones, else the offer's, else the request's. */
  defaults: { date_from: string | null; date_to: string | null; sum: string | null };
  customers: ApprovalCustomerWire[] | null;
  history?: AgreementParamsWire[];
  /** Where the discussion stands: nothing sent, the bank has the draft, or it answered the last round. */
  state?: 'none' | 'waitingBank' | 'answered';
}

/** What a claim changes in the guarantee. */
export interface ClaimChangesWire {
  /** New guarantee sum. */
  sum?: string;
  /** New end date. */
  date_to?: string;
  /** Other changes in words. */
  text: string;
}

export type ClaimStatusWire = 'sent' | 'responded' | 'rejected' | 'approved' | 'wait_payment' | 'wait_sign' | 'signed';

export interface ClaimWire {
  uuid: string;
  status: ClaimStatusWire;
  status_name: string;
  changes: ClaimChangesWire;
  commission: string | null;
  bank_answer: string | null;
  created_at: string;
  updated_at: string;
}

/** The guarantee as issued, which a claim changes. */
export interface IssuedGuaranteeWire {
  sum: string;
  date_from: string | null;
  date_to: string | null;
  commission: string;
}

/** GET /v1/bgsubrequest/read/{subrequestUuid}/claim: the claim page. */
export interface ClaimPageWire {
  subrequestUuid: string;
  requestId: number;
  bank: OfferBankWire;
  sub_status: string;
  status: string;
  status_name: string;
  guarantee: IssuedGuaranteeWire | null;
  /** Whether a new claim may be sent; when not, the Russian reason of spec-1 §4 "Claims". */
  can_claim: boolean;
  refusal: string | null;
  has_active_claim: boolean;
  /** Newest first. */
  claims: ClaimWire[];
}

/** POST /v1/bgsubrequest/read/comission/forchanges and the claim body share these. */
export interface ClaimChangesBody {
  subrequest_uuid: string;
  sum?: number | string;
  date_to?: string;
  text: string;
}

/** The answer of the commission for changes. */
export interface CommissionForChangesWire {
  commission: string;
  /** How it was reckoned, in Russian, for the page. */
  explanation: string;
}

/** POST /v1/bgrequest/write/bgrequest/claim answers the claim written. */
export type SendClaimBody = ClaimChangesBody;

/** A document a bank posted for the client to sign on a claim. */
export interface ClaimDocumentWire {
  uuid: string;
  name: string;
  file_uuid: string;
  created_at: string;
}

/** GET /v1/claim/read/docstosign/{claimUuid}. */
export interface ClaimDocumentsWire {
  claimUuid: string;
  /** The documents the bank posted on the claim. */
  documents: ClaimDocumentWire[];
  /** What the client signs to confirm the changes (the platform's confirmation and the bank's documents). */
  signing: DocumentsToSignWire;
}
