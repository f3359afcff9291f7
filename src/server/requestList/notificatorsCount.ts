import { sql } from 'kysely';
import type { NotificatorsCountWire, RequestTabWire } from '../../domain/wire/requestListWire';
import type { Executor } from '../db/schema';
import type { RequestViewer } from '../requests/requestAccess';
import { tabCondition } from './listFilters';
import { listScope } from './listScope';
import { requestTabs } from './requestTabs';

/**
 * GET /v2/grid/read/list/notificators-count: how many of the caller's requests each tab holds, in one
 * statement (`count(*) filter (where …)` per tab) over the same parts of the list as the page, each
 * read from the index that carries the tabs (migration 011).
 */
export async function notificatorsCount(db: Executor, viewer: RequestViewer, showMy: boolean): Promise<NotificatorsCountWire> {
  const visible = sql.join(
    listScope(viewer, showMy).map((branch) => sql`(select r.list_tabs from bg_request as r where ${branch.gate} and ${branch.where})`),
    sql` union all `,
  );
  const counts = sql.join(requestTabs.map((tab) => sql`count(*) filter (where ${tabCondition(tab.key)}) as ${sql.ref(tab.key)}`));
  const result = await sql<Record<RequestTabWire, string | number>>`select ${counts} from (${visible}) as r`.execute(db);
  const row = result.rows[0];
  return { counts: Object.fromEntries(requestTabs.map((tab) => [tab.key, Number(row?.[tab.key] ?? 0)])) as Record<RequestTabWire, number> };
}
