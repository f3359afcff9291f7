import { sql, type RawBuilder } from 'kysely';
import type { RequestListQueryWire, RequestTabWire } from '../../domain/wire/requestListWire';
import { AppError } from '../http/AppError';
import { filteringTabs } from './requestTabs';
import { requestListTexts } from './texts';

/** A client company as the search names it: its INN, and '/KPP' when it has one. */
const clientIdPattern = /^(\d{10}|\d{12})(?:\/(\d{9}))?$/;

/** The client_id of a company (RequestSearchClientWire.client_id). */
export function clientIdOf(inn: string, kpp: string | null): string {
  return kpp ? `${inn}/${kpp}` : inn;
}

/** The INN and KPP of a client_id; 400 for anything the search never answers. */
export function parseClientId(clientId: string): { inn: string; kpp: string | null } {
  const match = clientIdPattern.exec(clientId);
  if (!match?.[1]) throw AppError.badRequest(requestListTexts.badClientId);
  return { inn: match[1], kpp: match[2] ?? null };
}

/** The first moment of a Moscow calendar day; Moscow keeps UTC+3 all year (since 2014). */
export function moscowDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

const dayMs = 86_400_000;

/** A LIKE pattern that matches the text literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The condition of a tab, written exactly as the partial indexes of migration 011 write it. */
export function tabCondition(tab: RequestTabWire): RawBuilder<unknown> {
  const known = filteringTabs.find((candidate) => candidate.key === tab);
  // The tab of all requests filters nothing; the key is one of the config's, so the literal is safe.
  return known ? sql`r.list_tabs @> ${sql.lit(`{${known.key}}`)}::text[]` : sql`true`;
}

/** Text that matches a client by part of its name or by the beginning of its INN. */
export function clientTextCondition(text: string): RawBuilder<unknown> {
  const pattern = likeLiteral(text.trim());
  return sql`(r.name ilike ${`%${pattern}%`} or r.inn like ${`${pattern}%`})`;
}

/** The filters of the list's query other than the tab and the caller's scope, as one condition. */
export function listFilters(query: RequestListQueryWire): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [tabCondition(query.tab)];
  if (query.request_id !== undefined && query.request_id !== null) conditions.push(sql`r.id = ${query.request_id}`);
  if (query.client_id !== undefined && query.client_id !== null) {
    const { inn, kpp } = parseClientId(query.client_id);
    conditions.push(sql`r.inn = ${inn}`, kpp === null ? sql`r.kpp is null` : sql`r.kpp = ${kpp}`);
  }
  if (query.client !== undefined && query.client !== null && query.client.trim() !== '') conditions.push(clientTextCondition(query.client));
  if (query.manager_id !== undefined && query.manager_id !== null) conditions.push(sql`r.manager_user_id = ${query.manager_id}`);
  const from = query.date_from ?? null;
  const to = query.date_to ?? null;
  if (from !== null && to !== null && from > to) throw AppError.badRequest(requestListTexts.badPeriod);
  if (from !== null) conditions.push(sql`r.updated_at >= ${moscowDayStart(from).toISOString()}::timestamptz`);
  if (to !== null) conditions.push(sql`r.updated_at < ${new Date(moscowDayStart(to).getTime() + dayMs).toISOString()}::timestamptz`);
  return sql.join(conditions, sql` and `);
}
