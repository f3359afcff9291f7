import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, test } from 'vitest';
import { callOf, guardOf, permissionTable, type PermissionActor } from '../../../src/domain/permissions';
import { access, registerRouteAccess, type RegisteredRoute } from '../../../src/server/access/routeAccess';
import type { Db } from '../../../src/server/db/schema';
import { forEachDatabase } from '../helpers/serverContext';
import { newRequest, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';

/** A build of both apps with an index page each, so the static routes are registered too. */
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'garant-access-dist-'));
for (const role of ['agent', 'client']) {
  fs.mkdirSync(path.join(distDir, role, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(distDir, role, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(distDir, role, 'assets', 'index-a1b2c3.js'), 'export {};');
}
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

/** A path of the route with each `:param` filled: the request's number for `:id`, else a uuid-shaped value. */
function urlOf(route: string, requestId: number | string): string {
  return route.replace(/:(\w+)/g, (_match, name: string) => (name === 'id' ? String(requestId) : '00000000-0000-4000-8000-000000000000'));
}

/** Row count and a digest of every table of the schema: equal digests mean nothing was written. */
async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const digest: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{ rows: string; sum: string | null }>`
      select count(*)::text as rows, md5(string_agg(t::text, '|' order by t::text)) as sum from ${sql.table(name)} as t`.execute(db);
    digest[name] = `${row.rows[0]?.rows}:${row.rows[0]?.sum ?? ''}`;
  }
  return digest;
}

async function membershipOf(db: Db, member: Member): Promise<number> {
  const row = await db
    .selectFrom('memberships as m')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .select('m.id')
    .where('m.user_id', '=', member.viewer.userId)
    .where('o.uuid', '=', member.organizationUuid)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function inject(app: Awaited<ReturnType<typeof Fastify>>, route: RegisteredRoute, url: string, token?: string) {
  const response = await app.inject({
    method: route.method as 'GET',
    url,
    ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = route.method === 'HEAD' || response.body === '' ? null : (JSON.parse(response.body) as { code?: number; message?: string });
  return { status: response.statusCode, body };
}

describe('the access declaration', () => {
  test('a route registered without one stops the app, naming the route', async () => {
    const app = Fastify();
    const registry = registerRouteAccess(app);
    app.get('/v1/declared', { config: access.public }, async () => 'ok');
    app.post('/v1/forgotten', async () => 'ok');
    expect(() => registry.assertDeclared()).toThrow(/POST \/v1\/forgotten: маршрут не объявил доступ/);
    await app.close();
  });

  test('a guarded call declared other than signedIn stops the app', async () => {
    const app = Fastify();
    const registry = registerRouteAccess(app);
    app.post('/v2/bgrequest/write/send', { config: access.public }, async () => 'ok');
    expect(() => registry.assertDeclared()).toThrow(/POST \/v2\/bgrequest\/write\/send: вызов охраняется правом/);
    await app.close();
  });
});

forEachDatabase('route access', (ctx) => {
  test('the keys, names and actors of config/permissions.json are the permissions table of the database', async () => {
    const rows = await ctx.database.db.selectFrom('permissions').select(['key', 'name', 'actor']).orderBy('key').execute();
    const table = permissionTable.map(({ key, name, actor }) => ({ key, name, actor })).sort((a, b) => a.key.localeCompare(b.key));
    expect(rows).toEqual(table);
  });

  test('every route of the app, static files included, declares its access; signed-in and bank routes refuse a call without a session or key', async () => {
    const app = await ctx.build({ env: { DIST_DIR: distDir } });
    const routes = app.registeredRoutes;
    const urls = new Set(routes.map((route) => route.url));
    for (const expected of ['/bank-api/v1/outbox', '/suggestions/api/4_1/rs/suggest/party', '/hubs/notifications/negotiate', '/agent/*', '/client/*']) expect(urls).toContain(expected);
    const kinds: Record<string, number> = {};
    for (const route of routes) {
      const declared = route.options.config?.access;
      expect(declared, callOf(route.method, route.url)).toBeDefined();
      kinds[declared!] = (kinds[declared!] ?? 0) + 1;
      if (declared === 'public') continue;
      const answer = await inject(app, route, urlOf(route.url, 1));
      expect(answer.status, callOf(route.method, route.url)).toBe(401);
    }
    expect(kinds['signedIn']).toBeGreaterThan(60);
    expect(kinds['bankKey']).toBeGreaterThan(10);
  });

  const guardedByActor = (actor: PermissionActor) =>
    ctx.app.registeredRoutes.filter((route) => route.method !== 'HEAD').flatMap((route) => {
      const guard = guardOf(callOf(route.method, route.url), actor);
      return guard ? [{ route, guard }] : [];
    });

  for (const actor of ['agent', 'client'] as const) {
    test(`a ${actor} member without the key is refused every guarded call with 403 and nothing changes; with the key the guard lets him through`, async () => {
      const db = ctx.database.db;
      const member = actor === 'agent' ? await signedInAgent(ctx.app) : await signedInClient(ctx.app);
      const request = await newRequest(ctx.app, member);
      const membershipId = await membershipOf(db, member);
      const guarded = guardedByActor(actor);
      expect(guarded.length).toBe(new Set(permissionTable.filter((entry) => entry.actor === actor).flatMap((entry) => entry.calls)).size);
      for (const { route, guard } of guarded) {
        const label = `${callOf(route.method, route.url)} (${guard.key})`;
        await db.deleteFrom('membership_permissions').where('membership_id', '=', membershipId).where('permission_key', '=', guard.key).execute();
        const before = await databaseDigest(db);
        const refused = await inject(ctx.app, route, urlOf(route.url, request.id), member.token);
        expect(refused, label).toEqual({ status: 403, body: { code: 40304, message: `Недостаточно прав: ${guard.name}` } });
        expect(await databaseDigest(db), label).toEqual(before);

        await db.insertInto('membership_permissions').values({ membership_id: membershipId, permission_key: guard.key }).execute();
        const let_through = await inject(ctx.app, route, urlOf(route.url, request.id), member.token);
        expect(let_through.body?.code, label).not.toBe(40304);
      }
    });
  }
});
