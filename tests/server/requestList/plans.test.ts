import { RawNode, sql, type KyselyPlugin, type QueryResult, type UnknownRow } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import type { RequestListQueryWire } from '../../../src/domain/wire/requestListWire';
import { refreshListTabs } from '../../../src/server/requestList/listTabs';
import { notificatorsCount } from '../../../src/server/requestList/notificatorsCount';
import { requestListPage } from '../../../src/server/requestList/requestListPage';
import { forEachDatabase } from '../helpers/serverContext';
import { signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';

/** Runs every statement as `explain` and keeps the plan, answering the caller with no rows. */
class ExplainPlugin implements KyselyPlugin {
  readonly plans: string[] = [];
  transformQuery({ node }: Parameters<KyselyPlugin['transformQuery']>[0]) {
    return RawNode.create(['explain (costs off) ', ''], [node]) as unknown as typeof node;
  }
  async transformResult({ result }: Parameters<KyselyPlugin['transformResult']>[0]): Promise<QueryResult<UnknownRow>> {
    this.plans.push(result.rows.map((row) => String(row['QUERY PLAN'])).join('\n'));
    return { rows: [] };
  }
}

const requests = 10_000;
const statuses = ['draft', 'sent', 'offer_sent', 'offer', 'bankrequest', 'discuss', 'canceled', 'deal_guarantee_sent', 'deal_wait_payment', 'archive', 'admin_request', 'prescoring_failed'];

forEachDatabase('request list plans', (ctx) => {
  // The plans that matter are PostgreSQL's: PGlite runs the same statements in the other suites.
  const onPostgres = ctx.kind === 'postgres';
  let agent: Member;
  let operator: Member;
  let customer: Member;

  beforeAll(async () => {
    if (!onPostgres) return;
    agent = await signedInAgent(ctx.app);
    operator = await signedInAgent(ctx.app);
    const other = await signedInAgent(ctx.app);
    customer = await signedInClient(ctx.app);
    const db = ctx.database.db;
    await db.insertInto('platform_operators').values({ user_id: operator.viewer.userId }).execute();
    // Many organisations, as in production: the planner weighs one organisation's share of the table.
    const more = await sql<{ uuid: string }>`
      insert into organizations (name, inn, kpp, ogrn, type)
      select 'ООО "Агент ' || g || '"', (7800000000 + g)::text, '780101001', null, 'agent' from generate_series(1, 47) as g
      returning uuid`.execute(db);
    const owners = [agent, other, operator].map((member) => member.organizationUuid).concat(more.rows.map((row) => row.uuid));
    const clients = await sql<{ uuid: string }>`
      insert into organizations (name, inn, kpp, ogrn, type)
      select 'ООО "Клиент ' || g || '"', (7900000000 + g)::text, '790101001', null, 'client' from generate_series(1, 49) as g
      returning uuid`.execute(db);
    const clientOrganizations = [customer.organizationUuid, ...clients.rows.map((row) => row.uuid)];
    await sql`
      insert into bg_request (organization_uuid, client_organization_uuid, created_by, actor, inn, kpp, name, updated_at)
      select (${owners}::uuid[])[1 + g % ${owners.length}], case when g % 3 = 0 then (${clientOrganizations}::uuid[])[1 + g % ${clientOrganizations.length}] end, ${agent.viewer.userId}, 'agent',
        (7700000000 + g % 500)::text, '770101001', 'ООО "Компания ' || (g % 500) || '"', now() - make_interval(mins => g)
      from generate_series(1, ${requests}) as g`.execute(db);
    const banks = banksConfig.banks.slice(0, 3).map((bank) => bank.uuid);
    await sql`
      insert into bg_subrequest (request_id, bank_uuid, sub_status)
      select r.id, (${banks}::uuid[])[b], (${statuses}::text[])[1 + (r.id * 7 + b * 3) % ${statuses.length}]
      from bg_request as r cross join generate_series(1, 3) as b
      where b <= 1 + r.id % 3`.execute(db);
    await refreshListTabs(db);
    // As autovacuum would leave them: statistics, and a visibility map for index-only counts.
    await sql`vacuum analyze bg_request`.execute(db);
    await sql`vacuum analyze bg_subrequest`.execute(db);
  }, 120_000);

  const planOf = async (run: (explain: ExplainPlugin) => Promise<unknown>): Promise<string> => {
    const explain = new ExplainPlugin();
    await run(explain);
    return explain.plans.join('\n----\n');
  };
  const page = (member: Member, query: Partial<RequestListQueryWire>) =>
    planOf((explain) => requestListPage(ctx.database.db.withPlugin(explain), member.viewer, banksConfig.banks, { tab: 'all', page_number: 1, page_size: 50, ...query }));
  const counts = (member: Member, showMy: boolean) => planOf((explain) => notificatorsCount(ctx.database.db.withPlugin(explain), member.viewer, showMy));

  it.runIf(onPostgres)('a tab page of an agent walks the tab index of its organisation, never the whole table', async () => {
    const plan = await page(agent, { tab: 'offers' });
    expect(plan).toContain('bg_request_list_offers_org');
    expect(plan).toContain('bg_request_list_offers_client');
    expect(plan).not.toMatch(/Seq Scan on bg_request\b/);
    expect(plan).not.toMatch(/Seq Scan on bg_subrequest\b/);
    console.info(`page of offers, agent:\n${plan}`);
  });

  it.runIf(onPostgres)('every tab and the all tab use their own index', async () => {
    for (const tab of ['all', 'demands', 'deals', 'drafts'] as const) {
      const plan = await page(agent, { tab, page_number: 3 });
      expect(plan, tab).toContain(`bg_request_list_${tab}_org`);
      expect(plan, tab).not.toMatch(/Seq Scan on bg_request\b/);
    }
  });

  it.runIf(onPostgres)("an operator's list of every request walks the tab index of all organisations", async () => {
    const plan = await page(operator, { tab: 'deals', show_my: false });
    expect(plan).toContain('bg_request_list_deals_any');
    expect(plan).not.toMatch(/Seq Scan on bg_request\b/);
    console.info(`page of deals, operator, show_my=false:\n${plan}`);
  });

  it.runIf(onPostgres)('the refetch of one row by its number reads it by the primary key', async () => {
    const plan = await page(agent, { request_id: 42 });
    expect(plan).toContain('bg_request_pkey');
    expect(plan).not.toMatch(/Seq Scan on bg_request\b/);
  });

  it.runIf(onPostgres)('the counts read the index that carries the tabs', async () => {
    const plan = await counts(agent, true);
    expect(plan).toContain('bg_request_list_all_org');
    expect(plan).toContain('bg_request_list_all_client');
    expect(plan).not.toMatch(/Seq Scan on bg_request\b/);
    console.info(`counts, agent:\n${plan}`);
    const client = await counts(customer, true);
    expect(client).not.toMatch(/Seq Scan on bg_request\b/);
  });
});
