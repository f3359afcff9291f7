import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { listMigrations } from '../../../src/server/db/migrate';
import { refreshListTabs } from '../../../src/server/requestList/listTabs';
import { moveSubRequests } from '../../../src/server/subrequests/moveSubRequest';
import { ensureSubRequests } from '../../../src/server/subrequests/subRequestRepository';
import { forEachDatabase } from '../helpers/serverContext';
import { newRequest, signedInAgent, type Member } from '../requests/requestFixtures';

const [first, second] = banksConfig.banks;
if (!first || !second) throw new Error('the shipped config has fewer than two banks');

const silentHub = { publishAll: async () => undefined };

/** The backfill statement of migration 011, as written between its markers. */
function migrationBackfill(): string {
  const migration = listMigrations().find((candidate) => candidate.version === 11);
  if (!migration) throw new Error('migration 011 is missing');
  const match = /-- backfill:begin\n([\s\S]*?)-- backfill:end/.exec(migration.sql);
  if (!match?.[1]) throw new Error('migration 011 has no backfill markers');
  return match[1];
}

forEachDatabase('request list tab flags', (ctx) => {
  let agent: Member;
  beforeAll(async () => {
    agent = await signedInAgent(ctx.app);
  });

  const tabsOf = async (id: number | string) =>
    (await ctx.database.db.selectFrom('bg_request').select('list_tabs').where('id', '=', String(id)).executeTakeFirstOrThrow()).list_tabs;

  /** Sets raw statuses and flags as a bank's history could leave them, then refreshes. */
  const setSubs = async (requestId: number, subs: Array<{ bank: string; sub_status: string; is_need_confirm_data?: boolean }>) => {
    const db = ctx.database.db;
    await db.transaction().execute(async (trx) => {
      await ensureSubRequests(trx, requestId, subs.map((sub) => sub.bank));
      for (const sub of subs) {
        await trx
          .updateTable('bg_subrequest')
          .set({ sub_status: sub.sub_status, is_need_confirm_data: sub.is_need_confirm_data ?? false })
          .where('request_id', '=', String(requestId))
          .where('bank_uuid', '=', sub.bank)
          .execute();
      }
      await refreshListTabs(trx, [requestId]);
    });
  };

  it('a new request without banks is a draft; banks chosen keep it there', async () => {
    const request = await newRequest(ctx.app, agent);
    expect(await tabsOf(request.id)).toEqual(['drafts']);
    await ctx.database.db.transaction().execute((trx) => ensureSubRequests(trx, request.id, [first.uuid]));
    expect(await tabsOf(request.id)).toEqual(['drafts']);
  });

  it.each([
    [[{ sub_status: 'offer_sent' }], ['offers']],
    [[{ sub_status: 'discuss' }], ['offers']],
    [[{ sub_status: 'bankrequest' }], ['demands']],
    [[{ sub_status: 'admin_request' }], ['demands']],
    [[{ sub_status: 'sent' }], []],
    [[{ sub_status: 'sent', is_need_confirm_data: true }], ['deals']],
    [[{ sub_status: 'deal_guarantee_sent' }], ['deals']],
    [[{ sub_status: 'canceled' }], []],
    [[{ sub_status: 'archive' }], []],
    [[{ sub_status: 'prescoring_failed' }], ['drafts']],
    [[{ sub_status: 'offer' }, { sub_status: 'bankrequest' }], ['offers', 'demands']],
    [[{ sub_status: 'draft' }, { sub_status: 'deal_wait_payment' }], ['deals', 'drafts']],
  ])('sub-requests %j put the request in %j', async (subs, tabs) => {
    const request = await newRequest(ctx.app, agent);
    const banks = [first.uuid, second.uuid];
    await setSubs(request.id, subs.map((sub, i) => ({ bank: banks[i]!, ...sub })));
    expect(await tabsOf(request.id)).toEqual(tabs);
  });

  it('a move updates the flags in its transaction and leaves other requests alone', async () => {
    const request = await newRequest(ctx.app, agent);
    const other = await newRequest(ctx.app, agent);
    await setSubs(request.id, [{ bank: first.uuid, sub_status: 'sent' }]);
    await setSubs(other.id, [{ bank: first.uuid, sub_status: 'sent' }]);
    expect(await tabsOf(request.id)).toEqual([]);
    await ctx.database.db.transaction().execute(async (trx) => {
      const [sub] = await ensureSubRequests(trx, request.id, [first.uuid]);
      await moveSubRequests(trx, { hub: silentHub }, { kind: 'bank' }, [{ subRequest: sub!, event: 'offer' }]);
    });
    expect(await tabsOf(request.id)).toEqual(['offers']);
    expect(await tabsOf(other.id)).toEqual([]);
  });

  it('refreshing every request repairs a wrong flag and keeps updated_at', async () => {
    const request = await newRequest(ctx.app, agent);
    await setSubs(request.id, [{ bank: first.uuid, sub_status: 'bankrequest' }]);
    const before = await ctx.database.db.selectFrom('bg_request').select(['updated_at', 'list_tabs']).where('id', '=', String(request.id)).executeTakeFirstOrThrow();
    await ctx.database.db.updateTable('bg_request').set({ list_tabs: ['offers'] }).where('id', '=', String(request.id)).execute();
    await refreshListTabs(ctx.database.db);
    const after = await ctx.database.db.selectFrom('bg_request').select(['updated_at', 'list_tabs']).where('id', '=', String(request.id)).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('the migration backfill gives the flags the function gives', async () => {
    const db = ctx.database.db;
    const computed = await db.selectFrom('bg_request').select(['id', 'list_tabs']).orderBy('id').execute();
    expect(computed.length).toBeGreaterThan(10);
    await db.updateTable('bg_request').set({ list_tabs: ['all'] }).execute();
    await sql.raw(migrationBackfill()).execute(db);
    expect(await db.selectFrom('bg_request').select(['id', 'list_tabs']).orderBy('id').execute()).toEqual(computed);
    // The file the test read is the file the migration runs.
    expect(readFileSync(new URL('../../../src/server/db/migrations/011_request_list.sql', import.meta.url), 'utf8')).toContain('backfill:begin');
  });
});
