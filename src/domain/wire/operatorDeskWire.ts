/** The operator's desk (docs/operator-desk.md): the queues of requests an operator of the platform works on. */

/** Which queue: waiting for the operator's verification, or waiting for the client (to be taken back). */
export type DeskQueueKind = 'verification' | 'client';

/** One bank of a queued request, in the raw status that puts it in the queue. */
export interface DeskBankWire {
  subrequest_uuid: string;
  bank_uuid: string;
  bank_name: string;
  sub_status: string;
  /** Since when it has been in that status. */
  since: string;
}

/** One request of a queue. */
export interface DeskRequestWire {
  id: number;
  uuid: string;
  /** The operator's own organisation keeps the request: it opens in the request panel. */
  own: boolean;
  organization: { uuid: string; name: string; inn: string };
  company: { name: string; inn: string };
  guarantee_type: string | null;
  law: number | null;
  tender_number: string | null;
  /** The guarantee's sum as entered (text, kopecks kept), when the step is filled. */
  sum: string | null;
  manager: { id: number; name: string } | null;
  created_by: string;
  created_at: string;
  /** The oldest `since` of its banks: the queue is ordered by it, the longest waiting first. */
  waiting_since: string;
  banks: DeskBankWire[];
}

/** GET /v2/bgrequest/read/admin/desk?queue=&page=&page_size=&request_id= (one request by its number) */
export interface DeskQueueWire {
  queue: DeskQueueKind;
  items: DeskRequestWire[];
  total: number;
  page: number;
  page_size: number;
}

/** GET /v2/bgrequest/read/admin/desk/{id}/staff: the users of the request's organisation, to make one its manager. */
export interface DeskStaffWire {
  id: number;
  uuid: string;
  name: string;
  post: string | null;
  is_active: boolean;
}
