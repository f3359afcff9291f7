import { sql } from "kysely";
import { openDatabase } from '/work/wt/settle-ledger/src/server/db/database';
import { migrate } from '/work/wt/settle-ledger/src/server/db/migrate';
import { seedDemo } from '/work/wt/settle-ledger/src/server/seed/seedDemo';
const database = await openDatabase({ kind: 'pglite' } as never);
await migrate(database.db);
await seedDemo(database.db, { requests: true });
const rows = await sql<{ to_status: string; event: string; at: Date; n: number }>`
  select h.to_status, h.event, to_char(h.created_at at time zone 'Europe/Moscow', 'YYYY-MM') as at, count(*)::int as n
  from bg_subrequest_status h where h.to_status in ('deal_payment_received','deal_claim_signed','deal_commission_refunded') group by 1,2,3 order by 1,3`.execute(database.db);
console.table(rows.rows);
const subs = await sql`select sub_status, count(*)::int from bg_subrequest s where exists (select 1 from bg_subrequest_status h where h.subrequest_id=s.id and h.to_status='deal_payment_received') group by 1`.execute(database.db);
console.table(subs.rows);
await database.close();
