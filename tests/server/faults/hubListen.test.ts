import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresFanOut, relistenDelay, type HubEvent } from '../../../src/server/hub/fanOut';
import { openTestDatabase, type TestDatabase } from '../helpers/testDatabase';

const reason = 'DATABASE_URL is not set: the LISTEN reconnect test terminates a PostgreSQL backend of its own database';
if (!process.env.DATABASE_URL) console.log(`skipped: ${reason}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the LISTEN reconnect pause', () => {
  it.each([
    [0, 250],
    [1, 500],
    [2, 1000],
    [6, 16_000],
    [7, 30_000],
    [20, 30_000],
  ])('after %i failed attempts waits %i ms', (attempt, delay) => {
    expect(relistenDelay(attempt)).toBe(delay);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the hub LISTEN client after its backend is terminated [postgres]', () => {
  let test: TestDatabase & { url?: string };
  beforeAll(async () => {
    test = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('reconnects, listens again and delivers the events published after', async () => {
    const errors: unknown[] = [];
    const fanOut = new PostgresFanOut(test.url!, test.database.db, (error) => errors.push(error));
    const heard: HubEvent[] = [];
    await fanOut.start((event) => heard.push(event));
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const databaseName = new URL(test.url!).pathname.slice(1);
      const listeners = await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1 and query ilike 'listen %'", [databaseName]);
      expect(listeners.rows).toHaveLength(1);
      await admin.query('select pg_terminate_backend($1)', [listeners.rows[0]!.pid]);
      const event = { organizationUuids: ['00000000-0000-0000-0000-000000000001'], target: 'requestStatusChanged', payload: { n: 1 } };
      // Publish once, after the client listens again: publishing on every poll would count a
      // slow delivery as a second event.
      for (let attempt = 0; attempt < 40 && fanOut.relistened === 0; attempt += 1) await sleep(100);
      await fanOut.publish([event]);
      for (let attempt = 0; attempt < 40 && heard.length === 0; attempt += 1) await sleep(100);
      await sleep(200);
      expect(fanOut.relistened).toBe(1);
      expect(heard).toEqual([event]);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
      await fanOut.stop();
    }
  });
});
