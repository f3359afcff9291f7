import zlib from 'node:zlib';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import type { RequestListPageWire, RequestListQueryWire } from '../../../src/domain/wire/requestListWire';
import { findActiveSession } from '../../../src/server/accounts/sessions';
import { acceptedEncoding, ListPageCache, listVersion } from '../../../src/server/requestList/listPageCache';
import { ensureSubRequests } from '../../../src/server/subrequests/subRequestRepository';
import { client, forEachDatabase } from '../helpers/serverContext';
import { newRequest, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';

const bank = banksConfig.banks[0]!;

describe('the encoding a kept page is sent in', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['BR', 'br'],
    ['deflate', null],
    [['gzip', 'br;q=0.5'], 'br'],
  ] as const)('Accept-Encoding %j: %s', (header, expected) => {
    expect(acceptedEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

forEachDatabase('kept pages of the request list', (ctx) => {
  let agent: Member;
  let other: Member;
  let requestId: number;
  const db = () => ctx.database.db;
  const version = (member: Member) => listVersion(db(), member.viewer.organizationId);
  const list = (member: Member, query: Partial<RequestListQueryWire> = {}) =>
    client(ctx.app, { token: member.token }).post<RequestListPageWire>('/v1/grid/read/list/groupped', { tab: 'all', page_number: 1, page_size: 50, ...query });

  beforeAll(async () => {
    agent = await signedInAgent(ctx.app);
    other = await signedInAgent(ctx.app);
    requestId = (await newRequest(ctx.app, agent)).id;
  });

  /** The change moves the agent's version and leaves the other organisation's alone. */
  async function moves(change: () => Promise<unknown>): Promise<void> {
    const [mine, theirs] = [await version(agent), await version(other)];
    await change();
    expect(BigInt(await version(agent))).toBeGreaterThan(BigInt(mine));
    expect(await version(other)).toBe(theirs);
  }

  it('moves with every change a row shows, in the same statement', async () => {
    await moves(() => newRequest(ctx.app, agent));
    await moves(() => db().updateTable('bg_request').set({ name: 'ООО «Новое имя»' }).where('id', '=', String(requestId)).execute());
    await moves(() => db().transaction().execute((trx) => ensureSubRequests(trx, requestId, [bank.uuid])));
    await moves(() => db().updateTable('bg_subrequest').set({ sub_status: 'offer' }).where('request_id', '=', String(requestId)).execute());
    const sub = await db().selectFrom('bg_subrequest').select('id').where('request_id', '=', String(requestId)).executeTakeFirstOrThrow();
    await moves(() =>
      db().insertInto('bg_offer').values({ subrequest_id: sub.id, version: 1, source: 'bank', bank_commission: '1000', commission: '1000', sum: '100000', duration: 30, additional_agreements: JSON.stringify([]) }).execute(),
    );
    await moves(() => db().updateTable('bg_offer').set({ commission: '1200' }).where('subrequest_id', '=', String(sub.id)).execute());
    await moves(() =>
      db()
        .insertInto('bg_request_step')
        .values({ request_id: String(requestId), step: 'guaranty-detail-info', data: JSON.stringify({ sum: 250000 }) } as never)
        .onConflict((conflict) => conflict.columns(['request_id', 'step']).doUpdateSet({ data: JSON.stringify({ sum: 250000 }) } as never))
        .execute(),
    );
    await moves(() => db().updateTable('bg_request').set({ manager_user_id: agent.viewer.userId }).where('id', '=', String(requestId)).execute());
    await moves(() => db().updateTable('users').set({ last_name: 'Сидорова' }).where('id', '=', agent.viewer.userId).execute());
    await moves(() => db().deleteFrom('bg_offer').where('subrequest_id', '=', String(sub.id)).execute());
    await moves(() => db().deleteFrom('bg_subrequest').where('request_id', '=', String(requestId)).execute());
  });

  it('stands still when nothing the list shows changes', async () => {
    const before = await version(agent);
    await db().updateTable('users').set({ phone: '79001234567' }).where('id', '=', agent.viewer.userId).execute();
    await list(agent);
    expect(await version(agent)).toBe(before);
  });

  it('moves for the client organisation of a request an agent keeps', async () => {
    const customer = await signedInClient(ctx.app);
    const before = await version(customer);
    await db().updateTable('bg_request').set({ client_organization_uuid: customer.organizationUuid }).where('id', '=', String(requestId)).execute();
    expect(BigInt(await version(customer))).toBeGreaterThan(BigInt(before));
    const after = await version(customer);
    await db().updateTable('bg_request').set({ name: 'ООО «Ещё одно имя»' }).where('id', '=', String(requestId)).execute();
    expect(BigInt(await version(customer))).toBeGreaterThan(BigInt(after));
  });

  it('answers a kept page while the version stands, and a fresh one after a change', async () => {
    const cache = new ListPageCache();
    const query: RequestListQueryWire = { tab: 'all', page_number: 1, page_size: 50 };
    let builds = 0;
    const build = async () => {
      builds += 1;
      const rows = await sql<{ name: string }>`select name from bg_request where id = ${requestId}`.execute(db());
      return { rows: [], total: 0, page_number: 1, page_size: rows.rows[0]!.name.length };
    };
    const first = await cache.read(agent.viewer, query, build, await version(agent));
    const again = await cache.read(agent.viewer, query, build, await version(agent));
    expect(again).toBe(first);
    expect(builds).toBe(1);
    // Another user of the same organisation, another page and another tab are pages of their own.
    await cache.read({ ...agent.viewer, userId: agent.viewer.userId + 1 }, query, build, await version(agent));
    await cache.read(agent.viewer, { ...query, page_number: 2 }, build, await version(agent));
    await cache.read(agent.viewer, { ...query, tab: 'drafts' }, build, await version(agent));
    expect(builds).toBe(4);
    await db().updateTable('bg_request').set({ name: 'Короче' }).where('id', '=', String(requestId)).execute();
    const fresh = await cache.read(agent.viewer, query, build, await version(agent));
    expect(fresh).not.toBe(first);
    expect(JSON.parse(fresh.json)).toMatchObject({ code: 20000, data: { page_size: 'Короче'.length } });
    // An operator's list of everything is never kept.
    await cache.read(agent.viewer, { ...query, show_my: false }, build, await version(agent));
    await cache.read(agent.viewer, { ...query, show_my: false }, build, await version(agent));
    expect(builds).toBe(7);
  });

  it('takes the version the session check read, and the session check reads the current one', async () => {
    const cache = new ListPageCache();
    const query: RequestListQueryWire = { tab: 'all', page_number: 1, page_size: 50 };
    let builds = 0;
    const build = async () => ((builds += 1), { rows: [], total: 0, page_number: 1, page_size: 50 });
    const sessionId = (JSON.parse(Buffer.from(agent.token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;
    const checked = async () => (await findActiveSession(db(), sessionId))!.listVersion;
    const before = await checked();
    expect(before).toBe(await version(agent));
    await cache.read(agent.viewer, query, build, before);
    await cache.read(agent.viewer, query, build, before);
    expect(builds).toBe(1);
    await db().updateTable('bg_request').set({ name: 'Иначе' }).where('id', '=', String(requestId)).execute();
    const after = await checked();
    expect(BigInt(after)).toBeGreaterThan(BigInt(before));
    await cache.read(agent.viewer, query, build, after);
    expect(builds).toBe(2);
  });

  it('forgets the least recently used page beyond its capacity', async () => {
    const cache = new ListPageCache(2);
    let builds = 0;
    const build = async () => {
      builds += 1;
      return { rows: [], total: 0, page_number: 1, page_size: 50 };
    };
    const page = async (number: number) => cache.read(agent.viewer, { tab: 'all', page_number: number, page_size: 50 }, build, await version(agent));
    await page(1);
    await page(2);
    await page(1);
    await page(3); // page 2 was the least recently used
    await page(1);
    expect(builds).toBe(3);
    await page(2);
    expect(builds).toBe(4);
  });

  it('shows a change on the next read of the route, and sends the same page plain, in brotli and in gzip', async () => {
    const seen = async () => (await list(agent)).body.data!.rows.find((row) => row.id === requestId)?.name;
    await seen();
    await db().updateTable('bg_request').set({ name: 'ООО «Видно сразу»' }).where('id', '=', String(requestId)).execute();
    expect(await seen()).toBe('ООО «Видно сразу»');

    const ask = (encoding: string) =>
      ctx.app.inject({ method: 'POST', url: '/v1/grid/read/list/groupped', payload: { tab: 'all' }, headers: { authorization: `Bearer ${agent.token}`, 'accept-encoding': encoding } });
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(JSON.parse(plain.body)).toMatchObject({ code: 20000, data: { page_number: 1, page_size: 50 } });
  });
});
