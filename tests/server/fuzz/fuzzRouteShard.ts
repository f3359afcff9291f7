import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { issueBankApiKey } from '../../../src/server/bankGateway/bankApiKeys';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config/loadConfig';
import { moveSubRequests } from '../../../src/server/subrequests/moveSubRequest';
import { ensureSubRequests } from '../../../src/server/subrequests/subRequestRepository';
import { periodOf } from '../../../src/domain/revisions/period';
import { formActs } from '../../../src/server/revisions/formActs';
import { moveAs, subRequestIn } from '../bankApi/bankFixtures';
import { randomIp } from '../helpers/accounts';
import { insertOffer } from '../offers/offerFixtures';
import { baseEnv } from '../helpers/serverContext';
import { openTestDatabase, type TestDatabase } from '../helpers/testDatabase';
import { newRequest, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { problemOf } from './answerCheck';
import { callsOf, type Caller, type FuzzCall } from './calls';
import { knownOpen, type Finding } from './knownOpen';
import { fuzzedRoutes, isWrite, withRouteTable, type FuzzRoute } from './routeTable';
import type { KnownIds } from './schemaValues';

/** Bodies per write route (FUZZ_RUNS raises it); reads with path parameters get a quarter. */
const runs = Number(process.env.FUZZ_RUNS ?? 200);
const seed = Number(process.env.FUZZ_SEED ?? 20_260_301);
/** How long a call may take before it counts as left without an answer. */
const answerWithinMs = 10_000;
/** Only the routes whose name contains it (FUZZ_ONLY='/v1/storage'), to chase one finding. */
const only = process.env.FUZZ_ONLY ?? '';

const tally = new Map<string, { calls: number; fiveHundreds: number; ms: number }>();
const findings: Finding[] = [];
const knownOpenSeen: Finding[] = [];

/**
 * Fuzzes one shard of the route table: the routes are dealt round-robin (writes first) to `shards`
 * test files, so the table is fuzzed on every worker at once rather than by one file alone at the end
 * of the run. Each shard builds its own app on its own database while its file is collected: the
 * tests are declared one per route.
 */
export async function fuzzRouteShard(shard: number, shards: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'garant-fuzz-'));
  const database: TestDatabase = await openTestDatabase('pglite');
  const { app, routes, errors } = await withRouteTable(() => buildApp({ config: loadConfig({ ...baseEnv, DATA_DIR: dataDir }), database: database.database, logger: false }));
  const fuzzed = shardOf(
    fuzzedRoutes(routes).filter((route) => `${route.method} ${route.url}`.includes(only)),
    shard,
    shards,
  );

  describe(`the route table under hostile input (part ${shard + 1} of ${shards})`, () => {
    const tokens: Record<Caller, string | undefined> = { admin: undefined, client: undefined, anonymous: undefined, bank: undefined, operator: undefined };
    const logins: Partial<Record<Caller, { email: string; password: string; actor: 'agent' | 'client' }>> = {};
    let ids: KnownIds = { numbers: [], uuids: [] };
    let scopes: string[] = [];

    beforeAll(async () => {
      await app.ready();

      const admin: Member = await signedInAgent(app);
      const customer: Member = await signedInClient(app);
      tokens.admin = admin.token;
      tokens.client = customer.token;
      logins.admin = { email: admin.user.login, password: 'Secret2026', actor: 'agent' };
      logins.client = { email: customer.user.login, password: 'Client2026', actor: 'client' };
      // A request of the administrator's organisation whose client is the client's organisation, sent to two banks.
      const request = await newRequest(app, admin);
      await app.database.db.updateTable('bg_request').set({ client_organization_uuid: customer.organizationUuid }).where('id', '=', request.id).execute();
      const banks = banksConfig.banks.slice(0, 2).map((bank) => bank.uuid);
      const subs = await app.database.db.transaction().execute(async (trx) => {
        const drafts = await ensureSubRequests(trx, request.id, banks);
        return moveSubRequests(trx, { hub: { publishAll: async () => undefined } }, { kind: 'user', userId: admin.viewer.userId }, drafts.map((subRequest) => ({ subRequest, event: 'send' })));
      });
      tokens.bank = (await issueBankApiKey(app.database.db, banks[0]!, 'фаззинг')).key;
      // The platform's operator, and an act of mutual settlements of the administrator's organisation for his calls.
      const operator: Member = await signedInAgent(app);
      await app.database.db.insertInto('platform_operators').values({ user_id: operator.viewer.userId }).execute();
      tokens.operator = operator.token;
      logins.operator = { email: operator.user.login, password: 'Secret2026', actor: 'agent' };
      const paid = await subRequestIn(app, admin, banks[1]!);
      await insertOffer(app, paid.uuid, { bankCommission: '50000.00', commission: '55000.00', sum: '2000000.00' });
      await moveAs(app, paid.uuid, ['offer', 'offer_accepted', 'payment_requested', 'payment_received']);
      const [act] = await formActs(app.database.db, { documents: null, hub: app.hub }, { period: periodOf(new Date()), organizationUuid: admin.organizationUuid, who: null });
      scopes = [request.documents_scope_uuid];
      ids = {
        numbers: [String(request.id), ...subs.map((sub) => String(sub.id))],
        uuids: [request.uuid, request.documents_scope_uuid, ...subs.map((sub) => sub.uuid), ...banks, act!.actUuid, admin.organizationUuid],
      };
    }, 120_000);

    afterAll(async () => {
      await app.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
      if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT.replace(/(\.json)?$/, `.part-${shard + 1}.json`), JSON.stringify({ seed, runs, findings, knownOpen: knownOpenSeen }, null, 2));
      const rows = [...tally.entries()].map(([route, t]) => `  ${route}: ${t.calls} calls, ${t.fiveHundreds} 5xx, ${Math.round(t.ms)} ms`);
      const calls = [...tally.values()].reduce((sum, t) => sum + t.calls, 0);
      const fiveHundreds = [...tally.values()].reduce((sum, t) => sum + t.fiveHundreds, 0);
      console.log(
        [
          `Part ${shard + 1} of ${shards}: fuzzed ${tally.size} routes with ${calls} calls (seed ${seed}, FUZZ_RUNS ${runs}): ${fiveHundreds} answers of 5xx, ${findings.length} findings, ${knownOpenSeen.length} on the known-open list`,
          ...rows,
          ...knownOpenSeen.slice(0, 20).map((finding) => `  known open: ${finding.route} ${finding.call.shape} ${finding.problem}`),
        ].join('\n'),
      );
    });

    /** Signs a caller in again when a fuzzed call (logout, a switch of organisation) ended its session. */
    async function freshSessions(): Promise<void> {
      for (const caller of ['admin', 'client', 'operator'] as const) {
        const check = await app.inject({ method: 'GET', url: '/v1/currentuser/read', headers: { authorization: `Bearer ${tokens[caller]}` } });
        if (check.statusCode === 200) continue;
        const login = await app.inject({ method: 'POST', url: '/v1/login/write/creds', payload: logins[caller], remoteAddress: randomIp() });
        expect(login.statusCode, login.body).toBe(200);
        tokens[caller] = (login.json() as { data: { token: string } }).data.token;
      }
    }

    async function send(route: FuzzRoute, call: FuzzCall): Promise<void> {
      const name = `${route.method} ${route.url}`;
      const errorsBefore = errors.length;
      const token = tokens[call.caller];
      if (process.env.FUZZ_TRACE) console.log(`→ ${call.caller} ${call.url} ${call.shape} ${excerpt(call.payload)?.slice(0, 120)}`);
      const started = performance.now();
      const answer = app.inject({
        method: route.method as 'GET',
        url: call.url,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(call.contentType ? { 'content-type': call.contentType } : {}) },
        ...(call.payload === undefined ? {} : { payload: call.payload }),
        remoteAddress: randomIp(),
      });
      // A call left without an answer is a finding of its own; the route goes on with the next call.
      let timer: NodeJS.Timeout | undefined;
      const response = await Promise.race([answer, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), answerWithinMs)))]);
      clearTimeout(timer);
      const t = tally.get(name) ?? { calls: 0, fiveHundreds: 0, ms: 0 };
      t.calls += 1;
      t.ms += performance.now() - started;
      if (response && response.statusCode >= 500) t.fiveHundreds += 1;
      tally.set(name, t);
      const problem = response ? problemOf(call.url, response) : `no answer within ${answerWithinMs} ms`;
      if (!problem) return;
      const thrown = errors.slice(errorsBefore).map((entry) => String((entry.error as Error).stack ?? entry.error).split('\n').slice(0, 4).join(' | '));
      const finding: Finding = { route: name, call: { ...call, payload: excerpt(call.payload) }, problem, ...(thrown.length ? { error: thrown.join(' || ') } : {}) };
      if (knownOpen.some((known) => (known.route === '*' || known.route === name) && known.matches(finding))) knownOpenSeen.push(finding);
      else findings.push(finding);
    }

    it('collects the whole route table', () => {
      expect(fuzzedRoutes(routes).filter(isWrite).length).toBeGreaterThan(50);
      expect(fuzzed.length).toBeGreaterThan(0);
    });

    for (const route of fuzzed) {
      it(`${route.method} ${route.url}`, async () => {
        if (process.env.FUZZ_TRACE) console.log(`route ${route.method} ${route.url}`);
        await freshSessions();
        const before = findings.length;
        // Arbitraries read the ids when the test runs: they are made in beforeAll.
        await fc.assert(
          fc.asyncProperty(callsOf(route, ids, scopes), async (call) => {
            await send(route, call);
          }),
          { numRuns: isWrite(route) ? runs : Math.max(20, Math.round(runs / 4)), seed },
        );
        expect(findings.slice(before)).toEqual([]);
      });
    }
  });
}

function excerpt(payload: string | Buffer | undefined): string | undefined {
  if (payload === undefined) return undefined;
  const text = typeof payload === 'string' ? payload : payload.toString('latin1');
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
}

/** The shard's routes: writes (two hundred bodies each) and reads dealt in turn, so the shards weigh alike. */
function shardOf(routes: readonly FuzzRoute[], shard: number, shards: number): FuzzRoute[] {
  const ordered = [...routes.filter(isWrite), ...routes.filter((route) => !isWrite(route))];
  return ordered.filter((_, index) => index % shards === shard);
}
