import { sql } from 'kysely';
import { statusEngine } from '../../domain/statusEngine';
import type { Executor } from '../db/schema';
import { filteringTabs } from './requestTabs';

const table = statusEngine.table;

/** The sub-request flags that can change a raw status's status (config/statuses.json flagRules). */
const flagColumns = ['is_need_verification', 'is_need_sign_application', 'is_need_confirm_data'] as const;

/** Every combination of the flags, as the key's suffix reads them ('000' … '111'). */
const flagCombinations = Array.from({ length: 2 ** flagColumns.length }, (_, bits) =>
  flagColumns.map((_column, i) => ((bits >> (flagColumns.length - 1 - i)) & 1) === 1),
);

/** A sub-request's state as the SQL below spells it: the raw status, ':', then a 0/1 per flag. */
function stateKey(subStatus: string, flags: readonly boolean[]): string {
  return `${subStatus}:${flags.map((flag) => (flag ? '1' : '0')).join('')}`;
}

/** The tabs of a status as a bit mask, a bit per filtering tab in config order. */
function maskOf(status: string): number {
  return filteringTabs.reduce((mask, tab, bit) => (tab.statuses.includes(status) ? mask | (1 << bit) : mask), 0);
}

/**
 * Every sub-request state the status table knows (raw status × flags) with the tabs its status (the
 * status engine's own function, flags included) belongs to. Enumerating the states keeps the SQL free
 * of a second copy of the status rules; a raw status the table does not know takes the fallback
 * status's tabs.
 */
const stateMasks: Record<string, number> = {};
for (const subStatus of table.subStatuses.keys()) {
  for (const flags of flagCombinations) {
    const source = Object.fromEntries([['sub_status', subStatus], ...flagColumns.map((column, i) => [column, flags[i]])]) as { sub_status: string };
    const mask = maskOf(statusEngine.subRequestStatus(source));
    if (mask !== 0) stateMasks[stateKey(subStatus, flags)] = mask;
  }
}
const knownSubStatuses = [...table.subStatuses.keys()];
const unknownMask = maskOf(table.configs.statuses.fallbackStatus);

/**
 * Recomputes `bg_request.list_tabs` (migration 011) — the tabs of config/request-tabs.json a request
 * belongs to — from its sub-requests, for these requests or for every request when none are given. One
 * set-based statement whatever the number of requests: each sub-request's state is looked up once in the
 * state → tabs table above and the bits are or-ed per request. It writes only rows whose tabs changed and
 * never touches `updated_at` (the list's order is the last change of the request, not of its tabs). Call
 * it in the transaction that creates, moves or deletes sub-requests.
 */
export async function refreshListTabs(db: Executor, requestIds?: readonly (number | string)[]): Promise<void> {
  if (requestIds !== undefined && requestIds.length === 0) return;
  const state = sql`concat(s.sub_status, ':', ${sql.join(
    flagColumns.map((column) => sql`${sql.ref(`s.${column}`)}::int`),
    sql`, `,
  )})`;
  const unknown = unknownMask === 0 ? sql`0` : sql`case when s.sub_status = any(${knownSubStatuses}::text[]) then 0 else ${unknownMask} end`;
  const tabCases = filteringTabs.map((tab, bit) => {
    const inTab = sql`t.mask & ${1 << bit} <> 0`;
    const condition = tab.withoutSubRequests === true ? sql`(${inTab} or t.subs = 0)` : inTab;
    return sql`case when ${condition} then ${tab.key}::text end`;
  });
  const only = requestIds === undefined ? sql`true` : sql`q.id = any(${requestIds.map(String)}::bigint[])`;
  await sql`
    update bg_request as r
    set list_tabs = array_remove(array[${sql.join(tabCases)}]::text[], null)
    from (
      select q.id,
        coalesce(bit_or(case when s.id is null then 0 else coalesce((m.states ->> ${state})::int, ${unknown}) end), 0) as mask,
        count(s.id) as subs
      from bg_request as q
      cross join (select ${JSON.stringify(stateMasks)}::jsonb as states) as m
      left join bg_subrequest as s on s.request_id = q.id
      where ${only}
      group by q.id
    ) as t
    where r.id = t.id and r.list_tabs is distinct from array_remove(array[${sql.join(tabCases)}]::text[], null)`.execute(db);
}
