import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionFailure } from '../../../src/server/db/connectionLoss';
import { openTestDatabase, type TestDatabase } from '../helpers/testDatabase';

const reason = 'DATABASE_URL is not set: the pooled-client fault test needs a PostgreSQL whose backends it may terminate';
if (!process.env.DATABASE_URL) console.log(`skipped: ${reason}`);

/** Terminates one backend of the test's own database from a connection of its own. */
async function terminate(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.DATABASE_URL)('a pooled connection that ends while checked out [postgres]', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('fails the transaction in flight as a lost connection, and the next statement runs on a new connection', async () => {
    const db = test.database.db;
    let pid = 0;
    const outcome = await db
      .transaction()
      .execute(async (trx) => {
        pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
        await trx.insertInto('rate_limits').values({ bucket: 'fault-test', window_started_at: new Date(), hits: 1 }).execute();
        // The backend goes away while the transaction holds the client between two statements: the
        // client hears it with no query of its own running.
        await terminate(pid);
        await sleep(1000);
        await trx.insertInto('rate_limits').values({ bucket: 'fault-test-2', window_started_at: new Date(), hits: 1 }).execute();
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(outcome).toBeInstanceOf(Error);
    expect(isConnectionFailure(outcome)).toBe(true);
    const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    expect(after.rows[0]!.pid).not.toBe(pid);
    // Nothing of the broken transaction stayed.
    expect(await db.selectFrom('rate_limits').select('bucket').where('bucket', 'like', 'fault-test%').execute()).toEqual([]);
  });
});
