/**
 * Answers and payloads of the request list calls (spec-2 §7.6): the grouped list, the client search
 * and the per-tab counts. Types only: the server builds them, the browser reads them. Money travels
 * as a string with kopecks ('1500000.00'); dates as ISO strings.
 */
import type { CombinedStatusWire } from './banksWire';

/** The list's tabs (config/request-tabs.json): each a server-side filter over statuses. */
export type RequestTabWire = 'all' | 'offers' | 'demands' | 'deals' | 'drafts';

/** POST /v1/grid/read/list/groupped: the query. Absent and null filters do not filter. */
export interface RequestListQueryWire {
  tab: RequestTabWire;
  /** 1-based. */
  page_number: number;
  /** 1..100; the list asks 50 by default (spec-2 §9). */
  page_size: number;
  /** Only the requests of the caller's organisation ("myorg"); true by default. */
  show_my?: boolean;
  /** A client company, as the search answers it (`RequestSearchClientWire.client_id`). */
  client_id?: string | null;
  /** Free text over the client's name and INN. */
  client?: string | null;
  /** Updated on or after this day (YYYY-MM-DD, Moscow time). */
  date_from?: string | null;
  /** Updated on or before this day (YYYY-MM-DD, Moscow time). */
  date_to?: string | null;
  /** Requests taken over by this manager (user id). */
  manager_id?: number | null;
  /** One request by its number. */
  request_id?: number | null;
}

/**
 * A bank of a list row, sorted as spec-1 §4 orders banks in lists (drafts by the draft priority). The
 * wire carries what only the server knows; the bank's names come from config/banks.json and the key's
 * label, colour and group from the status tables (`describeListRow`), so a page of 50 requests with
 * 350 banks stays near 75 KB instead of 160 KB. A request has one sub-request per bank (unique in
 * bg_subrequest), so the bank's uuid names the list's bank.
 */
export interface RequestListBankWire {
  bank_uuid: string;
  /** The list key: the status, or the editing-stage status of a draft (DraftCanBeSent …). */
  status: string;
  sub_status: string;
  /** The current offer's commission; null without an offer. */
  commission: string | null;
}

/** One row of the list: a request with its combined status and its banks. */
export interface RequestListRowWire {
  id: number;
  uuid: string;
  /** The client company. */
  name: string;
  inn: string;
  kpp: string | null;
  is_ip: boolean;
  tender_number: string | null;
  tender_lot_number: number | null;
  /** 0 not set, 1 commercial, 44, 223, 615, 2235. */
  law: number | null;
  /** participation | execution | garantue_warranty | return_advance; null before the guarantee step. */
  guarantee_type: string | null;
  /** The guarantee sum; null before the guarantee step. */
  sum: string | null;
  date_from: string | null;
  date_to: string | null;
  created_at: string;
  updated_at: string;
  readonly: boolean;
  actor: 'agent' | 'client';
  /** The manager who took the request over; null when none. */
  manager: { id: number; name: string } | null;
  combined_status: CombinedStatusWire;
  banks: RequestListBankWire[];
  /**
   * Chat messages of the request (its own chat and its banks') the reader has not marked read. The
   * server always sends it; optional only so that rows made before chats (fixtures, kept drafts) still type.
   */
  count_new_messages?: number;
}

/** POST /v1/grid/read/list/groupped: the answer. */
export interface RequestListPageWire {
  rows: RequestListRowWire[];
  /** Requests matching the query over all pages. */
  total: number;
  page_number: number;
  page_size: number;
}

/** POST /v1/grid/read/search: the query. */
export interface RequestSearchQueryWire {
  /** At least 2 characters: part of a client's name or INN, or a request number. */
  query: string;
  show_my?: boolean;
}

/** A client company found by the search; `client_id` filters the list. */
export interface RequestSearchClientWire {
  client_id: string;
  name: string;
  inn: string;
  kpp: string | null;
  /** How many of the caller's visible requests belong to this client. */
  requests: number;
}

/** POST /v1/grid/read/search: the answer, at most 10 clients and 10 requests. */
export interface RequestSearchWire {
  clients: RequestSearchClientWire[];
  requests: Array<Pick<RequestListRowWire, 'id' | 'name' | 'inn' | 'tender_number' | 'combined_status' | 'updated_at'>>;
}

/** GET /v2/grid/read/list/notificators-count?show_my=: the number of requests per tab, one query. */
export interface NotificatorsCountWire {
  counts: Record<RequestTabWire, number>;
}
