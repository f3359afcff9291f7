/** POST /v1/audit/read/list: the filters and the page asked for (docs/audit.md). */
export interface AuditListQueryWire {
  /** 1-based. */
  page?: number;
  per_page?: number;
  /** YYYY-MM-DD, Moscow days, both ends included. */
  date_from?: string;
  date_to?: string;
  user_id?: number;
  action?: string;
  request_id?: number;
  /** A platform operator only: one organisation's entries. */
  organization_uuid?: string;
}

/** One entry as the log shows it. */
export interface AuditEntryWire {
  id: string;
  created_at: string;
  action: string;
  action_name: string;
  user_id: number | null;
  user_name: string;
  user_login: string | null;
  organization_uuid: string | null;
  organization_name: string | null;
  ip: string | null;
  user_agent: string | null;
  request_id: number | null;
  bank_uuid: string | null;
  bank_name: string | null;
  description: string;
}

export interface AuditListWire {
  items: AuditEntryWire[];
  total: number;
  page: number;
  per_page: number;
  /** all: a platform operator's view of every organisation; organization: an administrator's own. */
  scope: 'all' | 'organization';
}

/** GET /v1/audit/read/filters: who and which organisations have entries the caller may see. */
export interface AuditFiltersWire {
  scope: 'all' | 'organization';
  users: { id: number; name: string; login: string | null }[];
  /** Only for a platform operator. */
  organizations: { uuid: string; name: string; inn: string }[];
}
