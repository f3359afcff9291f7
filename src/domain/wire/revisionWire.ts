/**
 * Mutual settlements (docs/revisions.md): the agent's reward per issued guarantee, the monthly acts
 * and the invoices, as the server answers and the cabinets read them. Money travels as integer
 * kopecks (`*_kopecks`), never as floating roubles; rates as decimal strings ('30', '12.5').
 */
import type { SignatureInfoWire } from './signingWire';

/** formed → sent → agent_signed → operator_signed → paid; a dispute takes a sent act back to formed. */
export type ActState = 'formed' | 'sent' | 'agent_signed' | 'operator_signed' | 'paid';

/** What made a line: the payment received, a claim's change of the commission, a refund. */
export type AccrualKind = 'payment' | 'claim' | 'refund';

/** One deal's line of an act (or of the open period, not yet in an act). */
export interface ActLineWire {
  /** The accrual's own id. */
  id: string;
  kind: AccrualKind;
  request_id: number;
  request_uuid: string;
  client: { name: string; inn: string };
  bank: { uuid: string; name: string };
  guarantee_type: string;
  guarantee_sum_kopecks: number;
  bank_commission_kopecks: number;
  client_commission_kopecks: number;
  /** The agent's share of the bank's commission, percent as a decimal string. */
  rate_percent: string;
  /** The client's commission above the bank's that is the agent's (0 when the tariff keeps it). */
  markup_kopecks: number;
  /** Negative for a refund or a claim that lowered the commission. */
  reward_kopecks: number;
  /** When the accrual was made (ISO): the payment's, claim's or refund's status change. */
  accrued_at: string;
}

/** The act's totals, NDS per the agent organisation's setting at forming. */
export interface ActTotalsWire {
  lines: number;
  reward_kopecks: number;
  /** 'Без НДС' or the rate's label from config/nds.json ('22 %'). */
  nds_label: string;
  nds_kopecks: number;
  total_kopecks: number;
}

/** The agent's invoice for an act (POST /v2/revision/write/generate/account). */
export interface InvoiceWire {
  uuid: string;
  /** Numbered per agent organisation and year: '2026-0007'. */
  number: string;
  /** YYYY-MM-DD */
  date: string;
  total_kopecks: number;
  /** GET /v1/storage/read/file/{id}/name/{name} of its PDF. */
  link: string;
}

/** One act of one agent organisation for one month. */
export interface RevisionActWire {
  uuid: string;
  /** 'А-2026-11-0003': the period and a number per period. */
  number: string;
  organization: { uuid: string; name: string; inn: string };
  /** YYYY-MM */
  period: string;
  state: ActState;
  totals: ActTotalsWire;
  formed_at: string;
  sent_at: string | null;
  agent_signed_at: string | null;
  operator_signed_at: string | null;
  paid_at: string | null;
  /** The agent's last dispute (Russian text), while the act is formed again after it. */
  dispute: string | null;
  /** The act's PDF (what the agent signs; null until the document is stored) and its lines as xlsx. */
  files: { pdf: { uuid: string; name: string; link: string } | null; xlsx_link: string };
  signatures: SignatureInfoWire[];
  invoice: InvoiceWire | null;
  /** The act's discussion with the operator (chat of docs/chat.md, kind 'revision'), made when the act is formed. */
  chat_uuid: string;
}

/** GET /v2/revision/read/agent: the organisation's acts, newest period first, and the open period. */
export interface RevisionsWire {
  acts: RevisionActWire[];
  /** Accruals of the current month not yet in an act. */
  open_period: { period: string; totals: ActTotalsWire };
  /** Whether account details are filled (an invoice needs them). */
  has_account_details: boolean;
}

/** GET /v2/revision/read/act/{uuid}: an act with its lines (the agent's own, or any for an operator). */
export interface RevisionActDetailsWire {
  act: RevisionActWire;
  lines: ActLineWire[];
}

/** GET and POST /v2/revision/read|write/account/details (spec-1 §3: bank account details). */
export interface AccountDetailsWire {
  bank_name: string;
  cur_account: string;
  bik: string;
  cor_account: string;
}

/** POST /v1/revision/write/act/agent-sign: the acts signed; the detached signatures of their PDFs are in the scope. */
export interface ActSignBody {
  uuids: string[];
  /** The storage scope the browser uploaded each act PDF's detached CAdES signature to (as accession signing does). */
  scope_uuid: string;
}

/** POST /v2/revision/write/generate/account */
export interface GenerateInvoiceBody {
  act_uuid: string;
}

/** POST /v2/revision/write/chat/message: a message on the act, and a dispute when `dispute` is true (a sent act goes back to formed). */
export interface RevisionMessageBody {
  act_uuid: string;
  message: string;
  dispute?: boolean;
}

/** The operator's desk: GET /v2/revision/read/admin/acts?period=&state=&page= */
export interface OperatorActsWire {
  items: RevisionActWire[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * The operator's calls, each `{act_uuid}` or `{period, organization_uuid?}`:
 * POST /v2/revision/write/admin/form (form the acts of a period now, all agent organisations or one),
 * POST /v2/revision/write/admin/send, POST /v2/revision/write/admin/sign (the operator's signature, as the
 * agent's, with scope_uuid), POST /v2/revision/write/admin/paid.
 */
export interface OperatorFormBody {
  /** YYYY-MM */
  period: string;
  organization_uuid?: string;
}

/** One message of an act's chat: who wrote it (the agent's member or the operator), when, and whether the reader's side did. */
export interface RevisionChatMessageWire {
  id: number;
  text: string;
  author: { name: string; side: 'agent' | 'operator' };
  /** ISO moment. */
  time: string;
  /** Written by the reader's side (his organisation, or the operator for an operator). */
  own: boolean;
}

/**
 * GET /v2/revision/read/chat/{act_uuid}, and the answer of POST /v2/revision/write/chat/message: the act's
 * discussion, oldest first; `chat_uuid` is null until the first message makes the chat.
 */
export interface RevisionChatWire {
  act_uuid: string;
  chat_uuid: string | null;
  /** The act's state after the call (a dispute takes a sent act back to formed). */
  state: ActState;
  dispute: string | null;
  messages: RevisionChatMessageWire[];
}
