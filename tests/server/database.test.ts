import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { cleanUpSpentRecords } from '../../src/server/db/housekeeping';
import { registeredAgent } from './helpers/accounts';
import { forEachDatabase } from './helpers/serverContext';

forEachDatabase('database layer', (ctx) => {
  it('keeps concurrent transactions apart and rolls a failed one back', async () => {
    const db = ctx.database.db;
    await sql`create table counter_test (n integer not null)`.execute(db);
    await db.transaction().execute(async (trx) => sql`insert into counter_test values (0)`.execute(trx));
    // Each transaction reads then writes; without isolation of the single PGlite connection they would interleave.
    const bump = () =>
      db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`select n from counter_test for update`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await sql`update counter_test set n = ${(rows[0]?.n ?? 0) + 1}`.execute(trx);
      });
    await Promise.all(Array.from({ length: 8 }, bump));
    const failed = db.transaction().execute(async (trx) => {
      await sql`update counter_test set n = 1000`.execute(trx);
      throw new Error('rolled back');
    });
    await expect(failed).rejects.toThrow('rolled back');
    const { rows } = await sql<{ n: number }>`select n from counter_test`.execute(db);
    expect(rows[0]?.n).toBe(8);
    await sql`drop table counter_test`.execute(db);
  });

  it('runs a script of several statements without parameters', async () => {
    const db = ctx.database.db;
    await sql.raw('create table script_test (n integer); insert into script_test values (1), (2); insert into script_test values (3);').execute(db);
    const { rows } = await sql<{ total: number }>`select sum(n)::integer as total from script_test`.execute(db);
    expect(rows[0]?.total).toBe(6);
    await sql`drop table script_test`.execute(db);
  });

  it('reports the number of changed rows', async () => {
    const { user } = await registeredAgent(ctx.app);
    const result = await ctx.database.db.updateTable('users').set({ post: 'Директор' }).where('uuid', '=', user.uuid).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });

  it('housekeeping deletes only what can no longer matter', async () => {
    const db = ctx.database.db;
    const { user } = await registeredAgent(ctx.app);
    await db.insertInto('rate_limits').values([
      { bucket: 'old-window', window_started_at: new Date(Date.now() - 2 * 24 * 3600 * 1000), hits: 3 },
      { bucket: 'live-window', window_started_at: new Date(), hits: 1 },
    ]).execute();
    const { id: userId } = await db.selectFrom('users').select('id').where('uuid', '=', user.uuid).executeTakeFirstOrThrow();
    await db.updateTable('sessions').set({ revoked_at: new Date(Date.now() - 40 * 24 * 3600 * 1000) }).where('user_id', '=', userId).execute();
    await cleanUpSpentRecords(db);
    const buckets = (await db.selectFrom('rate_limits').select('bucket').where('bucket', 'in', ['old-window', 'live-window']).execute()).map((row) => row.bucket);
    expect(buckets).toEqual(['live-window']);
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  });
});
