import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { SendAnswerWire } from '../../../src/domain/wire/banksWire';
import { operatorScenario, resolveScenario, shippedScenarios } from '../../../src/server/simulator/scenarios';
import { completeRequest } from '../helpers/completeRequest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent, type Member } from '../requests/requestFixtures';

// МКБ wants the customer's consent and the operator's verification, no signature: after the operator it goes to the bank.
const mkb = 'b231c622-2cc9-54a9-95d9-9ae76f29a7c5';

it('the shipped scenarios let the simulator verify as the operator after a delay', () => {
  const operator = operatorScenario();
  expect(operator?.verification.result).toBe('passed');
  expect(operator?.verification.after_seconds).toBeGreaterThan(0);
});

forEachDatabase(
  "the simulator plays the platform operator's verification",
  (ctx) => {
    let app: FastifyInstance;
    let agent: Member;
    beforeAll(async () => {
      // An hour's delay at normal speed: nothing is due until the test moves the clock of the row back.
      app = await ctx.build({
        options: {
          bankSide: {
            simulator: {
              speed: 1,
              scenarios: new Map([[mkb, resolveScenario(shippedScenarios, 'quick_offer')]]),
              operator: { label: 'Оператор', verification: { after_seconds: 3600, result: 'passed', comment: 'Проверено симулятором' } },
            },
            gateway: { intervalMs: 50 },
          },
        },
      });
      agent = await signedInAgent(app);
    });

    const db = () => app.database.db;
    const statusOf = async (uuid: string) => (await db().selectFrom('bg_subrequest').select('sub_status').where('uuid', '=', uuid).executeTakeFirstOrThrow()).sub_status;
    /** The sub-request has been in its status for `seconds` already. */
    const age = (uuid: string, seconds: number) => db().updateTable('bg_subrequest').set({ updated_at: new Date(Date.now() - seconds * 1000) }).where('uuid', '=', uuid).execute();

    it('verifies a request that waited long enough, through the operator call, as the operator; the bank then answers', async () => {
      const request = await completeRequest(app, agent, { banks: [mkb] });
      await db().updateTable('bg_request').set({ consent_given_at: new Date() }).where('id', '=', request.id).execute();
      const sent = await client(app, { token: agent.token }).post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [mkb], request_id: request.id, signed: false });
      expect(sent.status, sent.body.message).toBe(200);
      const uuid = sent.body.data!.results[0]!.subrequestUuid!;
      expect(await statusOf(uuid)).toBe('admin_verification');

      // Not yet due: the operator waits for the configured delay.
      await app.bankSimulator!.pass();
      expect(await statusOf(uuid)).toBe('admin_verification');

      // Due, but the platform has no operator yet: nobody is impersonated, the request keeps waiting.
      await age(uuid, 3601);
      await app.bankSimulator!.pass();
      expect(await statusOf(uuid)).toBe('admin_verification');

      const operator = await signedInAgent(app);
      await db().insertInto('platform_operators').values({ user_id: operator.viewer.userId }).execute();
      await app.bankSimulator!.pass();
      expect(await statusOf(uuid)).toBe('sent');

      // The same steps, actor and comment as the operator's own call writes, and the bank is told.
      const sub = await db().selectFrom('bg_subrequest').select(['id', 'is_need_verification']).where('uuid', '=', uuid).executeTakeFirstOrThrow();
      expect(sub.is_need_verification).toBe(false);
      const history = await db().selectFrom('bg_subrequest_status').select(['event', 'actor_kind', 'user_id', 'comment']).where('subrequest_id', '=', String(sub.id)).orderBy('id').execute();
      expect(history.filter((row) => row.actor_kind === 'operator')).toEqual([
        { event: 'admin_verification_started', actor_kind: 'operator', user_id: operator.viewer.userId, comment: null },
        { event: 'admin_verification_passed_to_bank', actor_kind: 'operator', user_id: operator.viewer.userId, comment: 'Проверено симулятором' },
      ]);
      const told = await db().selectFrom('bank_outbox').select('event').where('subrequest_uuid', '=', uuid).execute();
      expect(told.map((row) => row.event)).toEqual(['subrequest_sent']);

      // The simulated bank takes it from there.
      await age(uuid, 31);
      await app.bankSimulator!.pass();
      expect(await statusOf(uuid)).toBe('offer_wait_approve');
    });

    it('leaves alone what changed before the play window, as it leaves the seeded demo history', async () => {
      const request = await completeRequest(app, agent, { banks: [mkb] });
      await db().updateTable('bg_request').set({ consent_given_at: new Date() }).where('id', '=', request.id).execute();
      const sent = await client(app, { token: agent.token }).post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [mkb], request_id: request.id, signed: false });
      const uuid = sent.body.data!.results[0]!.subrequestUuid!;
      expect(await statusOf(uuid)).toBe('admin_verification');

      // Changed 13 hours ago: outside the shipped 12-hour window, neither the operator nor the bank acts.
      await age(uuid, 13 * 3600);
      await app.bankSimulator!.pass();
      expect(await statusOf(uuid)).toBe('admin_verification');

      // Brought back into the window (and still past the operator's delay), it is played again.
      await age(uuid, 3601);
      await app.bankSimulator!.pass();
      expect(await statusOf(uuid)).toBe('sent');
    });
  },
  { env: dataDirEnv() },
);
