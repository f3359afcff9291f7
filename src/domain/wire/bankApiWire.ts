// Wire types of the bank API (/bank-api/v1/...) and of the gateway's webhooks: what a bank sends and
// what it is answered, shared by the server, the simulator and any TypeScript client of a bank.
// Every answer is wrapped in the platform's envelope {code: 20000, data}; a failure is {code, message}.

/** A file a bank can download with its key: GET {link} with the same Authorization header. */
export interface BankApiFileLink {
  uuid: string;
  /** The document type of the request form (or the bank document kind for files a bank posted). */
  type: string;
  name: string;
  size: number;
  mime: string;
  sha256: string;
  /** Path on the platform: /bank-api/v1/subrequests/{uuid}/files/{fileUuid}. */
  link: string;
}

/**
 * The request as the agent filled it, at the moment of reading: the root's facts, each step's saved
 * payload as the request form stores it (company, guarantee, persons and founders, questionnaire,
 * finance report, ...), and the documents with download links.
 */
export interface BankApiRequestSnapshot {
  /** The request number the agent sees. */
  number: number;
  uuid: string;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  name: string;
  is_ip: boolean;
  is_joint: boolean;
  address: string | null;
  region_name: string | null;
  guarantee_type: string | null;
  law: number | null;
  tender_number: string | null;
  tender_lot_number: number | null;
  /** The tender as saved on the request (spec-1 §3 Tender). */
  tender: Record<string, unknown> | null;
  /** Step key -> saved payload, e.g. "guarantee-information", "information-founders", "finance-report". */
  steps: Record<string, unknown>;
  documents: BankApiFileLink[];
  created_at: string;
  updated_at: string;
}

/** An offer version (spec-1 §3 Offer). Money in roubles. */
export interface BankApiOffer {
  uuid: string;
  version: number;
  /** 'bank' for versions a bank posted, 'agent' for an agent's commission change. */
  source: 'bank' | 'agent';
  /** What the bank asks. */
  bank_commission: number;
  /** What the client is shown (differs from bank_commission after an agent's change). */
  commission: number;
  sum: number;
  /** Term in days. */
  duration: number;
  date_from: string | null;
  date_to: string | null;
  /** The bank asked for the client's signed acceptance of this version (or its setting asks for every offer). */
  requires_signature: boolean;
  accepted_at: string | null;
  /** When every document of the accepted offer was signed; null while it waits or needed no signature. */
  signed_at: string | null;
  created_at: string;
}

/** A document the bank wants, by type of the request form's document list and in the bank's words. */
export interface BankApiRequiredDocument {
  type: string;
  name: string;
}

/** A demand of the bank ('bank') or of the platform's operator ('admin'). */
export interface BankApiDemand {
  uuid: string;
  kind: 'bank' | 'admin';
  text: string;
  required_documents: BankApiRequiredDocument[];
  answer_text: string | null;
  answered_at: string | null;
  created_at: string;
}

export type BankApiClaimStatus = 'sent' | 'responded' | 'rejected' | 'approved' | 'wait_payment' | 'wait_sign' | 'signed';

/** A claim for changes of an issued guarantee. */
export interface BankApiClaim {
  uuid: string;
  status: BankApiClaimStatus;
  /** What is to change, as the agent's claim form sent it ({sum, date_to, text, ...}). */
  changes: Record<string, unknown>;
  commission: number | null;
  bank_answer: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * What a posted document is. Documents the client signs: `offer_document` (signed with the acceptance
 * of the bank's offer, while the offer is pending), `claim_document` (signed to confirm a claim's
 * changes), `additional_document` (any other document of the deal the client must sign, after the
 * acceptance).
 */
export type BankApiDocumentKind = 'guarantee' | 'contract' | 'draft_agreement' | 'claim_document' | 'offer_document' | 'additional_document' | 'other';

/** A document the bank posted. */
export interface BankApiBankDocument {
  uuid: string;
  kind: BankApiDocumentKind;
  name: string;
  file: BankApiFileLink;
  created_at: string;
  /** A document to sign: when the platform told the bank it was signed (null: not yet). */
  signed_at: string | null;
}

/** A sub-request as its bank sees it. */
export interface BankApiSubRequest {
  uuid: string;
  bank_uuid: string;
  /** Raw status of config/statuses.json (e.g. "sent", "offer_wait_approve", "deal_wait_payment"). */
  sub_status: string;
  /** The bank events the transition table allows from this status. */
  allowed_events: string[];
  external_id: string | null;
  cancel_reason: string | null;
  date_to: string | null;
  has_active_claim: boolean;
  is_need_verification: boolean;
  is_need_sign_application: boolean;
  sent_at: string | null;
  updated_at: string;
  request: BankApiRequestSnapshot;
  offers: BankApiOffer[];
  demands: BankApiDemand[];
  claims: BankApiClaim[];
  documents: BankApiBankDocument[];
}

/** GET /bank-api/v1/subrequests?status=&updated_since=&limit= : oldest change first. */
export interface BankApiSubRequestList {
  items: BankApiSubRequest[];
  /** Pass as updated_since to read on after the last item (the last change time to the microsecond); null when the page was not full. */
  next_updated_since: string | null;
}

/** POST /bank-api/v1/subrequests/{uuid}/events */
export interface BankApiEventBody {
  /** One of the bank events (GET /bank-api/v1/events). */
  event: string;
  comment?: string;
  /** With event "cancel": the refusal's reason shown to the agent. */
  cancel_reason?: string;
  /** The bank's own number of the deal. */
  external_id?: string;
  /** With guarantee_sent: the guarantee's end date (YYYY-MM-DD). */
  date_to?: string;
}

/** Where a sub-request stands after a bank's call. */
export interface BankApiSubRequestState {
  uuid: string;
  sub_status: string;
  allowed_events: string[];
  updated_at: string;
}

/** A bank event and how it is posted: through /events, or only through the endpoint that carries its data. */
export interface BankApiEventInfo {
  event: string;
  label: string;
  /** null: POST .../events; otherwise the endpoint ("offers", "demands", "documents", "claims") that sends it. */
  via: 'offers' | 'demands' | 'documents' | 'claims' | null;
}

/** GET /bank-api/v1/events */
export interface BankApiEventList {
  events: BankApiEventInfo[];
}

/** POST /bank-api/v1/subrequests/{uuid}/offers : a new offer version. */
export interface BankApiOfferBody {
  commission: number;
  sum: number;
  duration: number;
  date_from?: string;
  date_to?: string;
  /**
   * The acceptance of this version must be signed by the client's qualified signature (the bank's
   * setting offer_requires_signature asks it for every offer). The acceptance then waits in
   * offer_wait_sign, and the bank hears offer_accepted once the documents are signed.
   */
  requires_signature?: boolean;
}

export interface BankApiOfferAnswer {
  offer: BankApiOffer;
  state: BankApiSubRequestState;
}

/** POST /bank-api/v1/subrequests/{uuid}/demands */
export interface BankApiDemandBody {
  text: string;
  required_documents?: BankApiRequiredDocument[];
}

export interface BankApiDemandAnswer {
  demand: BankApiDemand;
  state: BankApiSubRequestState;
}

/** POST /bank-api/v1/subrequests/{uuid}/documents is multipart: fields kind (BankApiDocumentKind), file. */
export interface BankApiDocumentAnswer {
  document: BankApiBankDocument;
  state: BankApiSubRequestState;
}

/** POST /bank-api/v1/subrequests/{uuid}/claims/{claimUuid}/answer */
export interface BankApiClaimAnswerBody {
  decision: 'approve' | 'reject';
  /** The commission for the changes, with decision "approve". */
  commission?: number;
  text: string;
}

export interface BankApiClaimAnswer {
  claim: BankApiClaim;
  state: BankApiSubRequestState;
}

/** Events the platform owes a bank (bank_outbox). */
export type BankApiOutboxEventName =
  | 'subrequest_sent'
  | 'subrequest_revoked'
  | 'demand_answered'
  | 'offer_accepted'
  | 'discussion_requested'
  | 'claim_sent'
  | 'documents_signed'
  | 'chat_message';

/** One event for a bank: in GET /bank-api/v1/outbox, and the body of a webhook POST. */
export interface BankApiOutboxEvent {
  /** Increasing id; acknowledge it (POST /bank-api/v1/outbox/ack) or answer the webhook with 2xx. */
  id: string;
  bank_uuid: string;
  subrequest_uuid: string;
  event: BankApiOutboxEventName;
  payload: Record<string, unknown>;
  created_at: string;
}

/** A verified signature of a document, as the outbox events that report signing list it. */
export interface BankApiSignatureLink {
  uuid: string;
  /** SHA-1 thumbprint of the signer's certificate. */
  thumbprint: string;
  /** The certificate's holder: «Фамилия Имя Отчество», the organisation, its ИНН ЮЛ / ОГРН, the person's ИНН / СНИЛС. */
  signer: { name: string; organization: string | null; inn_le: string | null; ogrn: string | null; inn: string | null; snils: string | null };
  signed_at: string;
  /** Detached CMS (DER, application/pkcs7-signature): GET {link} with the bank's key. */
  link: string;
}

/** A signed document in the payload of offer_accepted (after signing) and documents_signed. */
export interface BankApiSignedDocument {
  /** The bank document's uuid when the bank posted it; null for the platform's own form. */
  document_uuid: string | null;
  file: BankApiFileLink;
  signatures: BankApiSignatureLink[];
}

/** GET /bank-api/v1/outbox?limit= : undelivered events, oldest first. */
export interface BankApiOutboxList {
  items: BankApiOutboxEvent[];
}

/** POST /bank-api/v1/outbox/ack */
export interface BankApiOutboxAckBody {
  ids: string[];
}

export interface BankApiOutboxAckAnswer {
  acknowledged: number;
}

/**
 * A webhook delivery is a POST of one BankApiOutboxEvent as JSON with the headers X-Garant-Event-Id,
 * X-Garant-Timestamp (unix seconds) and X-Garant-Signature: "sha256=" + hex HMAC-SHA256 of
 * `${timestamp}.${body}` under the bank's webhook secret. Any 2xx answer marks the event delivered.
 */
export type BankWebhookBody = BankApiOutboxEvent;

/**
 * A message of a sub-request's chat as the bank sees it (GET /bank-api/v1/subrequests/{uuid}/chat, the
 * chat_message outbox event): the platform's side (agent, client, operator) or the bank's own.
 */
export interface BankApiChatMessage {
  id: number;
  author: { side: 'agent' | 'client' | 'bank' | 'operator'; name: string };
  text: string;
  /** The platform's side asks for a refund (chat.cash_refund). */
  refund: boolean;
  /** Its documents wait for the client's signature (chat.sending_for_sign). */
  wait_sign: boolean;
  /** When they were signed; the signatures come with the documents_signed outbox event (purpose chat). */
  signed_at: string | null;
  /** The demand this message states (the bank's or the operator's) or answers. */
  demand_uuid: string | null;
  answers_demand_uuid: string | null;
  is_delete: boolean;
  files: BankApiFileLink[];
  created_at: string;
}

/** GET /bank-api/v1/subrequests/{uuid}/chat */
export interface BankApiChatList {
  items: BankApiChatMessage[];
}

/** POST /bank-api/v1/subrequests/{uuid}/chat (multipart: text, wait_sign, idempotency_key and up to 10 files). */
export interface BankApiChatAnswer {
  message: BankApiChatMessage;
}
