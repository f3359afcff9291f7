import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { banksConfig } from '../../../src/domain/banks';
import { defaultLogger } from '../../../src/server/app';
import { simulatorWaits } from '../../../src/server/simulator/BankSimulator';
import { scenariosByBank, type Scenario } from '../../../src/server/simulator/scenarios';
import { moveSubRequest } from '../../../src/server/subrequests/moveSubRequest';
import { lockSubRequest } from '../../../src/server/subrequests/subRequestRepository';
import { forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent, type Member } from '../requests/requestFixtures';
import { subRequestIn } from '../bankApi/bankFixtures';

describe('the simulator loop waits', () => {
  // [speed, tick, idle]: at the real pace an idle demo asks the banks' lists every 15 s, never less often than a second when faster.
  const cases: [number, number, number][] = [
    [1, 1000, 15_000],
    [2, 500, 7500],
    [10, 100, 1500],
    [30, 33, 1000],
    [1000, 20, 1000],
  ];
  it.each(cases)('speed ×%d: a pass at least every %d ms when due, every %d ms when idle', (speed, tickMs, idleMs) => {
    expect(simulatorWaits(speed)).toEqual({ tickMs, idleMs });
  });
});

const [bankA] = banksConfig.banks;
if (!bankA) throw new Error('the shipped config has no bank');

/** A bank whose demand the bank API refuses (an empty text): the simulator's own mistake. */
const refusedDemand: Scenario = {
  name: 'refused_demand',
  label: 'Запрос, который API не примет',
  steps: [{ status: 'sent', after_seconds: 0, action: 'demand', max_times: 1, text: '', required_documents: [] }],
};

/** A bank that asks for a document the moment a sub-request reaches it. */
const instantDemand: Scenario = {
  name: 'instant_demand',
  label: 'Запрос документов сразу',
  steps: [{ status: 'sent', after_seconds: 0, action: 'demand', max_times: 1, text: 'Приложите выписку по счёту', required_documents: [] }],
};

forEachDatabase(
  'the simulator of an idle demo server',
  (ctx) => {
    let agent: Member;
    let app: FastifyInstance;
    const chunks: string[] = [];
    beforeAll(async () => {
      agent = await signedInAgent(ctx.app);
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk.toString('utf8'));
          done();
        },
      });
      // Every shipped bank at the real pace, one of them answering at once; every call logged (debug).
      const scenarios = new Map([...scenariosByBank(), [bankA.uuid, instantDemand]]);
      app = await ctx.build({ options: { logger: { ...(defaultLogger('debug') as object), stream }, bankSide: { simulator: { speed: 1, scenarios } } } });
    });

    it('asks each bank for its list once in four idle seconds (before: once a second, 22 calls a second)', async () => {
      const listCalls = () => chunks.join('').split('"url":"/bank-api/v1/subrequests"').length - 1;
      const before = listCalls();
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(listCalls() - before).toBeLessThanOrEqual(banksConfig.banks.length);
    });

    it('wakes at once when a simulated bank’s sub-request changes status, long before the idle pass', async () => {
      const draft = await subRequestIn(app, agent, bankA.uuid, []);
      const started = Date.now();
      // Sent as the platform sends it, announced on the hub when the transaction commits.
      await app.database.db.transaction().execute(async (trx) => moveSubRequest(trx, { hub: app.hub }, { kind: 'user', userId: agent.viewer.userId }, { subRequest: await lockSubRequest(trx, draft.uuid), event: 'send' }));
      let status = '';
      while (Date.now() - started < 10_000) {
        status = (await app.database.db.selectFrom('bg_subrequest').select('sub_status').where('uuid', '=', draft.uuid).executeTakeFirstOrThrow()).sub_status;
        if (status === 'bankrequest') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe('bankrequest');
      expect(Date.now() - started).toBeLessThan(simulatorWaits(1).idleMs / 2);
    });
  },
  { env: dataDirEnv() },
);

const [, bankB] = banksConfig.banks;
if (!bankB) throw new Error('the shipped config has one bank only');

forEachDatabase(
  'the simulator when the bank API refuses its action',
  (ctx) => {
    it('tries a refused action once and not again until the sub-request changes (before: every tick, half a core)', async () => {
      const chunks: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk.toString('utf8'));
          done();
        },
      });
      const agent = await signedInAgent(ctx.app);
      const app = await ctx.build({ options: { logger: { ...(defaultLogger('debug') as object), stream }, bankSide: { simulator: { speed: 30, scenarios: new Map([[bankB.uuid, refusedDemand]]) } } } });
      const demandCalls = () => chunks.join('').split('/demands"').length - 1;
      const sub = await subRequestIn(app, agent, bankB.uuid, []);
      await app.database.db.transaction().execute(async (trx) => moveSubRequest(trx, { hub: app.hub }, { kind: 'user', userId: agent.viewer.userId }, { subRequest: await lockSubRequest(trx, sub.uuid), event: 'send' }));
      // At ×30 a tick is 33 ms: two seconds are sixty chances to try again.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(demandCalls()).toBe(1);
      expect(chunks.join('')).toContain('Симулятор банков: банковский API отказал');
    });

    it('tries again after a failure of the server (5xx), which is no refusal of the action', async () => {
      const agent = await signedInAgent(ctx.app);
      const app = await ctx.build({ ready: false, options: { bankSide: { simulator: { speed: 30, scenarios: new Map([[bankB.uuid, instantDemand]]) } } } });
      // The demands meet the server with its database away until it is back.
      let databaseBack = false;
      let attempts = 0;
      app.addHook('onRequest', async (request, reply) => {
        if (request.method !== 'POST' || !request.url.endsWith('/demands')) return;
        attempts += 1;
        if (!databaseBack) await reply.code(503).send({ code: 50300, message: 'Сервис временно недоступен, повторите попытку' });
      });
      await app.ready();
      const sub = await subRequestIn(app, agent, bankB.uuid, []);
      await app.database.db.transaction().execute(async (trx) => moveSubRequest(trx, { hub: app.hub }, { kind: 'user', userId: agent.viewer.userId }, { subRequest: await lockSubRequest(trx, sub.uuid), event: 'send' }));
      // Once the sending has settled nothing changes on the sub-request, yet the simulator keeps trying (at ×30, every second).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const settled = attempts;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(attempts - settled).toBeGreaterThanOrEqual(2);
      databaseBack = true;
      let status = '';
      const started = Date.now();
      while (Date.now() - started < 10_000) {
        status = (await app.database.db.selectFrom('bg_subrequest').select('sub_status').where('uuid', '=', sub.uuid).executeTakeFirstOrThrow()).sub_status;
        if (status === 'bankrequest') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe('bankrequest');
    });
  },
  { env: dataDirEnv() },
);
