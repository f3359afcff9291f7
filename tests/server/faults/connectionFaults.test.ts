import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { fillCompleteRequest, type ApiPort } from '../../support/requestFilling';
import { absolutBank } from '../helpers/completeRequest';
import { signInOver, startProcess, stop } from '../helpers/serverProcess';
import { openTestDatabase } from '../helpers/testDatabase';
import { faultAgent } from './faultAgent';
import { recordingApi, type RecordedCall } from './recordingApi';
import { findLostWrites, findPartialWrites } from './writeChecks';

const reason = 'DATABASE_URL is not set: the connection-fault test terminates PostgreSQL backends of its own database';
if (!process.env.DATABASE_URL) console.log(`skipped: ${reason}`);

/** The load: this many browsers filling and sending requests at once… */
const workers = 3;
/** …while the server's backends are terminated this many times, this far apart. */
const faults = 6;
const faultEveryMs = 1500;

/**
 * Абсолют Банк waits for the consent, the operator and the signature after a send; Экспобанк asks for
 * nothing and is sent at once, so its bank event leaves through the outbox and the simulator answers it.
 */
const expobank = 'cbfdc709-4068-5242-9119-5216dd873e6f';
const banks = [absolutBank, expobank];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One browser's journey: a request filled to 100 % through the form's calls, then sent. */
async function journey(api: ApiPort): Promise<number> {
  const request = await fillCompleteRequest(api, { banks });
  const sent = await api.post('/v2/bgrequest/write/send', { fko_uuids: banks, request_id: request.id, signed: false });
  if (sent.status !== 200) throw new Error(`send: HTTP ${sent.status} ${sent.body.message ?? ''}`);
  return request.id;
}

/**
 * Terminates every backend of the named database (the test's own) but the asking one; answers how many
 * went. The pids are read first and terminated one by one: a pg_terminate_backend in a WHERE clause may
 * run before the other conditions and reach backends of other databases on the shared server.
 */
async function terminateBackends(admin: pg.Client, database: string): Promise<number> {
  const backends = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  let terminated = 0;
  for (const { pid } of backends.rows) {
    const result = await admin.query<{ done: boolean }>('select pg_terminate_backend(pid) as done from pg_stat_activity where pid = $1 and datname = $2', [pid, database]);
    if (result.rows[0]?.done) terminated += 1;
  }
  return terminated;
}

/** Whether an answer is the product's envelope: 20000 with data, or a code with a Russian message. */
function isEnvelope(call: RecordedCall): boolean {
  const body = call.body;
  if (!body || typeof body.code !== 'number') return false;
  if (body.code === 20000) return call.status === 200 && 'data' in body;
  return Math.floor(body.code / 100) === call.status && typeof body.message === 'string' && /[А-Яа-яЁё]/.test(body.message);
}

describe.skipIf(!process.env.DATABASE_URL)('the server outlives its database connections under a write load [postgres]', () => {
  it('answers 200 or 503 in the envelope while backends are terminated, stays alive, and loses or half-writes nothing', async () => {
    const test = await openTestDatabase('postgres');
    const databaseName = new URL(test.url!).pathname.slice(1);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'garant-faults-'));
    const filesRoot = path.join(dataDir, 'files');
    const { login, password } = await faultAgent(test.database.db);
    const server = await startProcess({ DATABASE_URL: test.url, DATA_DIR: dataDir, SIMULATOR: 'on', SIMULATOR_SPEED: '50' });
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const token = await signInOver(server.base, login, password);
      const calls: RecordedCall[] = [];
      const api = recordingApi(server.base, token, calls);
      let running = true;
      let journeysDone = 0;
      let journeysBroken = 0;
      const brokenBy = new Map<string, number>();
      const load = Array.from({ length: workers }, async () => {
        while (running) {
          try {
            await journey(api);
            journeysDone += 1;
          } catch (error) {
            journeysBroken += 1;
            const text = error instanceof Error ? error.message.replace(/\d+/g, 'N') : String(error);
            brokenBy.set(text, (brokenBy.get(text) ?? 0) + 1);
          }
        }
      });

      let injected = 0;
      let terminated = 0;
      await sleep(1000);
      for (let fault = 0; fault < faults; fault += 1) {
        const count = await terminateBackends(admin, databaseName);
        if (count > 0) injected += 1;
        terminated += count;
        await sleep(faultEveryMs);
      }
      running = false;
      await Promise.all(load);

      // The process lives and serves again: ready turns 200, and a whole journey goes through.
      expect(server.child.exitCode, server.output()).toBeNull();
      expect(server.child.signalCode).toBeNull();
      let ready = 0;
      for (let attempt = 0; attempt < 50 && ready !== 200; attempt += 1) {
        ready = (await fetch(`${server.base}/health/ready`)).status;
        if (ready !== 200) await sleep(200);
      }
      expect(ready).toBe(200);
      expect((await fetch(`${server.base}/health/live`)).status).toBe(200);
      const last = await journey(api);
      // The background loops went on: the bank outbox tells the simulated bank, which answers the request sent last.
      let bankMoves = 0;
      for (let attempt = 0; attempt < 60 && bankMoves === 0; attempt += 1) {
        await sleep(250);
        const moves = await test.database.db
          .selectFrom('bg_subrequest_status as h')
          .innerJoin('bg_subrequest as s', 's.id', 'h.subrequest_id')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('s.request_id', '=', String(last))
          .where('h.actor_kind', '=', 'bank')
          .executeTakeFirstOrThrow();
        bankMoves = Number(moves.n);
      }
      expect(bankMoves, 'the simulated bank never answered the request sent after the faults').toBeGreaterThan(0);

      const statuses = new Map<number, number>();
      for (const call of calls) statuses.set(call.status, (statuses.get(call.status) ?? 0) + 1);
      const outsideEnvelope = calls.filter((call) => !isEnvelope(call));
      const lostConnection = calls.filter((call) => call.status === 503);
      const { checked, lost } = await findLostWrites(test.database.db, filesRoot, calls);
      const partial = await findPartialWrites(test.database.db, filesRoot);
      const acknowledged = calls.filter((call) => call.method === 'POST' && call.body?.code === 20000).length;

      console.log(
        [
          'connection faults under a write load:',
          `  calls made ${calls.length} (by status ${JSON.stringify(Object.fromEntries(statuses))}), journeys completed ${journeysDone}, broken ${journeysBroken}`,
          `  faults injected ${injected} of ${faults} (backends terminated ${terminated})`,
          `  writes acknowledged ${acknowledged}, checked ${checked}, lost ${lost.length}`,
          `  partial writes found ${partial.length}; answers outside the envelope ${outsideEnvelope.length}; 503 answers ${lostConnection.length}`,
          `  after the faults: ready 200, a new journey sent, the simulated bank moved it ${bankMoves} time(s)`,
          `  journeys broken by: ${JSON.stringify(Object.fromEntries(brokenBy))}`,
        ].join('\n'),
      );

      expect(injected).toBeGreaterThanOrEqual(faults - 1);
      expect(outsideEnvelope.map((call) => `${call.url} ${call.status} ${call.text ?? JSON.stringify(call.body)}`)).toEqual([]);
      expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
      for (const call of lostConnection) expect(call.body).toEqual({ code: 50300, message: 'Сервис временно недоступен, повторите попытку через несколько секунд' });
      expect(checked).toBeGreaterThan(50);
      expect(lost).toEqual([]);
      expect(partial).toEqual([]);
    } finally {
      await admin.end();
      await stop(server.child, 'SIGTERM');
      await test.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
