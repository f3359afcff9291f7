import { sql } from 'kysely';
import type { RequestSearchQueryWire, RequestSearchWire } from '../../domain/wire/requestListWire';
import type { Executor } from '../db/schema';
import type { RequestViewer } from '../requests/requestAccess';
import { combinedStatusView, shownSubRequests } from '../sending/subRequestView';
import type { SubRequestRow } from '../subrequests/subRequestRecord';
import { clientIdOf, clientTextCondition } from './listFilters';
import { listScope } from './listScope';

/** At most this many clients and this many requests (spec-2 §7.6 search). */
export const searchLimit = 10;

/** A request number the text may be: digits that fit the identity column. */
function requestNumberOf(text: string): string | null {
  return /^\d{1,15}$/.test(text) ? text : null;
}

interface FoundClient {
  inn: string;
  kpp: string | null;
  name: string;
  requests: string | number;
}

interface FoundRequest {
  id: string | number;
  name: string;
  inn: string;
  tender_number: string | null;
  updated_at: string;
  selected_banks: unknown;
  subrequests: Array<Pick<SubRequestRow, 'sub_status' | 'bank_uuid' | 'is_need_verification' | 'is_need_sign_application' | 'is_need_confirm_data'>> | null;
}

/**
 * POST /v1/grid/read/search: the client companies of the caller's requests whose name contains the
 * text or whose INN begins with it (with how many requests each has), and the caller's requests of such
 * clients or with that number — at most ten of each, the latest change first. One statement.
 */
export async function requestSearch(db: Executor, viewer: RequestViewer, query: RequestSearchQueryWire): Promise<RequestSearchWire> {
  const text = query.query.trim();
  const branches = listScope(viewer, query.show_my ?? true);
  const byText = clientTextCondition(text);
  const number = requestNumberOf(text);
  const matches = number === null ? byText : sql`(${byText} or r.id = ${number})`;
  const visible = sql.join(
    branches.map((branch) => sql`(select r.id, r.inn, r.kpp, r.name, r.updated_at, (${byText}) as by_client from bg_request as r where ${branch.gate} and ${branch.where} and ${matches})`),
    sql` union all `,
  );
  const result = await sql<{ clients: FoundClient[] | null; requests: FoundRequest[] | null }>`
    with found as (${visible})
    select
      (
        select jsonb_agg(c order by c.requests desc, c.name) from (
          select f.inn, f.kpp, (array_agg(f.name order by f.updated_at desc))[1] as name, count(*) as requests
          from found as f where f.by_client
          group by f.inn, f.kpp
          order by count(*) desc, 3
          limit ${searchLimit}
        ) as c
      ) as clients,
      (
        select jsonb_agg(q order by q.updated_at desc, q.id desc) from (
          select r.id, r.name, r.inn, r.tender_number, r.updated_at, r.selected_banks,
            (select jsonb_agg(to_jsonb(s) order by s.id) from bg_subrequest as s where s.request_id = r.id) as subrequests
          from (select f.id from found as f order by f.updated_at desc, f.id desc limit ${searchLimit}) as top
          join bg_request as r on r.id = top.id
        ) as q
      ) as requests`.execute(db);
  const row = result.rows[0];
  return {
    clients: (row?.clients ?? []).map((client) => ({
      client_id: clientIdOf(client.inn, client.kpp),
      name: client.name,
      inn: client.inn,
      kpp: client.kpp,
      requests: Number(client.requests),
    })),
    requests: (row?.requests ?? []).map((request) => {
      const selected = Array.isArray(request.selected_banks) ? (request.selected_banks as string[]) : [];
      const subs = (request.subrequests ?? []) as SubRequestRow[];
      return {
        id: Number(request.id),
        name: request.name,
        inn: request.inn,
        tender_number: request.tender_number,
        combined_status: combinedStatusView(shownSubRequests({ selected_banks: selected }, subs)),
        updated_at: new Date(request.updated_at).toISOString(),
      };
    }),
  };
}
