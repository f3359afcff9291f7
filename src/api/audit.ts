import type { AuditFiltersWire, AuditListQueryWire, AuditListWire } from '../domain/wire/auditWire';
import type { Http } from './createHttp';

/** The CSV download's address: the list's filters in the query string. */
export function auditCsvPath(filters: Omit<AuditListQueryWire, 'page' | 'per_page'>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const text = query.toString();
  return `/v1/audit/read/csv${text ? `?${text}` : ''}`;
}

/**
 * The audit log's calls (docs/audit.md). Silent: the page shows a refusal (403 for who may not read the
 * log, a bad filter) in its own place rather than as a toast.
 */
export function createAuditApi(http: Http) {
  return {
    list: (query: AuditListQueryWire) => http.post<AuditListWire>('/v1/audit/read/list', query, { silent: true }),
    filters: () => http.get<AuditFiltersWire>('/v1/audit/read/filters', { silent: true }),
    csv: (filters: Omit<AuditListQueryWire, 'page' | 'per_page'>) => http.bytes(auditCsvPath(filters), { silent: true, timeoutMs: 0 }),
  };
}

export type AuditApi = ReturnType<typeof createAuditApi>;
