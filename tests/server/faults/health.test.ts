import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config/loadConfig';
import { databaseAnswers } from '../../../src/server/db/databaseAnswers';
import type { DB } from '../../../src/server/db/schema';
import { freePort } from '../helpers/serverProcess';
import { baseEnv, forEachDatabase } from '../helpers/serverContext';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/testDatabase';

const unavailable = { code: 50300, message: 'База данных не отвечает: сервер временно не принимает запросы' };

/** A Kysely over a PostgreSQL address where nothing listens: every statement meets ECONNREFUSED. */
async function unreachableDb(): Promise<Kysely<DB>> {
  const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/none`, connectionTimeoutMillis: 2000 });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

forEachDatabase(
  'health probes',
  (ctx) => {
    it('GET /health/live answers 200 in the envelope, open and never cached', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/health/live' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({ code: 20000, data: { status: 'live' } });
    });

    it('GET /health/ready answers 200 while the database answers', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/health/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ code: 20000, data: { status: 'ready', database: ctx.kind } });
    });

    it('an unknown path under /health is a 404 in the envelope, not the web app', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/health/nothing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 40400 });
    });

    it('a call whose database connection is refused answers 503 in the envelope with Retry-After, not 500', async () => {
      const app = await ctx.build({ ready: false });
      const db = await unreachableDb();
      app.get('/v1/test/read/unreachable', async () => sql`select 1`.execute(db));
      try {
        const response = await app.inject({ method: 'GET', url: '/v1/test/read/unreachable' });
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('2');
        expect(response.json()).toEqual({ code: 50300, message: 'Сервис временно недоступен, повторите попытку через несколько секунд' });
      } finally {
        await db.destroy();
      }
    });
  },
  { env: { JWT_SECRET: 'health-probe-secret-health-probe-secret' } },
);

for (const kind of databaseKinds()) {
  describe(`health probes when the database is gone [${kind}]`, () => {
    let test: TestDatabase;
    let app: FastifyInstance;
    beforeAll(async () => {
      test = await openTestDatabase(kind);
      app = await buildApp({ config: loadConfig({ ...baseEnv }), database: test.database, logger: false });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await test.dispose();
    });

    it('GET /health/ready turns 503 in the envelope once the pool is closed; /health/live stays 200', async () => {
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
      await test.database.close();
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.json()).toEqual(unavailable);
      const live = await app.inject({ method: 'GET', url: '/health/live' });
      expect(live.statusCode).toBe(200);
    });
  });
}

describe('readiness against an unreachable PostgreSQL', () => {
  it('databaseAnswers is false (no throw) when nothing listens at the address', async () => {
    const db = await unreachableDb();
    try {
      expect(await databaseAnswers(db, 3000)).toBe(false);
    } finally {
      await db.destroy();
    }
  });
});
