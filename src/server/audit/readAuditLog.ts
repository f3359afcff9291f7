import { sql, type SelectQueryBuilder } from 'kysely';
import { auditActionName, auditActionOf } from '../../domain/audit/auditActions';
import { banksConfig } from '../../domain/banks';
import { bankShortName } from '../../domain/bankShortName';
import type { AuditEntryWire, AuditFiltersWire, AuditListQueryWire, AuditListWire } from '../../domain/wire/auditWire';
import type { DB, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { AuditScope } from './auditScope';
import { auditTexts } from './texts';

/** Paging of the list: 20 a page unless asked, at most 100. */
export const auditPaging = { perPage: 20, maxPerPage: 100 } as const;

/** The CSV export's cap: the newest entries that match, no more. */
export const auditCsvLimit = 10_000;

type LogQuery<O> = SelectQueryBuilder<DB & { a: DB['audit_log'] } & { o: DB['organizations'] }, 'a' | 'o', O>;

/** The first moment of a Moscow day (UTC+3 all year since 2014). */
function moscowDayStart(day: string, title: string): Date {
  const moment = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00+03:00`) : new Date(Number.NaN);
  if (Number.isNaN(moment.getTime())) throw AppError.badRequest(auditTexts.badDate(title));
  return moment;
}

/** The filters of a query checked against the reader's scope; bad input is a Russian 400, another organisation asked by an administrator a 403. */
function filtered<O>(query: LogQuery<O>, scope: AuditScope, filters: AuditListQueryWire): LogQuery<O> {
  let result = query;
  if (scope.kind === 'organization') {
    if (filters.organization_uuid !== undefined) throw AppError.forbidden(auditTexts.organizationFilterForbidden);
    result = result.where('a.organization_id', '=', scope.organizationId);
  } else if (filters.organization_uuid !== undefined) {
    result = result.where('o.uuid', '=', filters.organization_uuid);
  }
  if (filters.action !== undefined) {
    if (!auditActionOf(filters.action)) throw AppError.badRequest(auditTexts.unknownAction(filters.action));
    result = result.where('a.action', '=', filters.action);
  }
  if (filters.user_id !== undefined) result = result.where('a.user_id', '=', filters.user_id);
  if (filters.request_id !== undefined) result = result.where('a.request_id', '=', String(filters.request_id));
  const from = filters.date_from === undefined ? null : moscowDayStart(filters.date_from, 'Период с');
  const to = filters.date_to === undefined ? null : moscowDayStart(filters.date_to, 'Период по');
  if (from && to && from > to) throw AppError.badRequest(auditTexts.badPeriod);
  if (from) result = result.where('a.created_at', '>=', from);
  if (to) result = result.where('a.created_at', '<', new Date(to.getTime() + 24 * 3600 * 1000));
  return result;
}

function base(db: Executor) {
  return db.selectFrom('audit_log as a').leftJoin('organizations as o', 'o.id', 'a.organization_id');
}

const columns = [
  'a.id',
  'a.created_at',
  'a.action',
  'a.user_id',
  'a.user_name',
  'a.user_login',
  'o.uuid as organization_uuid',
  'o.name as organization_name',
  'a.ip',
  'a.user_agent',
  'a.request_id',
  'a.bank_uuid',
  'a.description',
] as const;

type Row = { id: string; created_at: Date; action: string; user_id: number | null; user_name: string; user_login: string | null; organization_uuid: string | null; organization_name: string | null; ip: string | null; user_agent: string | null; request_id: string | null; bank_uuid: string | null; description: string };

function entryOf(row: Row): AuditEntryWire {
  return {
    ...row,
    id: String(row.id),
    created_at: new Date(row.created_at).toISOString(),
    action_name: auditActionName(row.action),
    request_id: row.request_id === null ? null : Number(row.request_id),
    bank_name: row.bank_uuid === null ? null : bankShortName(row.bank_uuid, row.bank_uuid, banksConfig),
  };
}

/** POST /v1/audit/read/list: a page of the entries the reader may see, newest first, with the total that match. */
export async function readAuditLog(db: Executor, scope: AuditScope, query: AuditListQueryWire): Promise<AuditListWire> {
  const perPage = Math.min(query.per_page ?? auditPaging.perPage, auditPaging.maxPerPage);
  const page = query.page ?? 1;
  const rows = await filtered(base(db).select(columns), scope, query)
    .orderBy('a.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const counted = await filtered(base(db).select(sql<string>`count(*)`.as('total')), scope, query).executeTakeFirstOrThrow();
  return { items: rows.map((row) => entryOf(row as Row)), total: Number(counted.total), page, per_page: perPage, scope: scope.kind };
}

/** The newest entries that match, for the CSV export (at most {@link auditCsvLimit}). */
export async function auditEntriesForExport(db: Executor, scope: AuditScope, query: AuditListQueryWire): Promise<AuditEntryWire[]> {
  const rows = await filtered(base(db).select(columns), scope, { ...query, page: undefined, per_page: undefined } as AuditListQueryWire)
    .orderBy('a.id', 'desc')
    .limit(auditCsvLimit)
    .execute();
  return rows.map((row) => entryOf(row as Row));
}

/**
 * GET /v1/audit/read/filters: the users who have entries the reader sees (with the name of their latest
 * entry), and for an operator the organisations — so the filters offer only what can match.
 */
export async function auditFilters(db: Executor, scope: AuditScope): Promise<AuditFiltersWire> {
  let users = db
    .selectFrom('audit_log as a')
    .select(['a.user_id', 'a.user_name', 'a.user_login'])
    .distinctOn('a.user_id')
    .where('a.user_id', 'is not', null)
    .orderBy('a.user_id')
    .orderBy('a.id', 'desc');
  if (scope.kind === 'organization') users = users.where('a.organization_id', '=', scope.organizationId);
  const userRows = await users.limit(2000).execute();
  const organizations =
    scope.kind === 'all'
      ? await db
          .selectFrom('organizations as o')
          .select(['o.uuid', 'o.name', 'o.inn'])
          .where((eb) => eb.exists(eb.selectFrom('audit_log as a').select('a.id').whereRef('a.organization_id', '=', 'o.id')))
          .orderBy('o.name')
          .limit(2000)
          .execute()
      : [];
  return {
    scope: scope.kind,
    users: userRows
      .map((row) => ({ id: row.user_id!, name: row.user_name || row.user_login || String(row.user_id), login: row.user_login }))
      .sort((a, b) => a.name.localeCompare(b.name, 'ru')),
    organizations,
  };
}
