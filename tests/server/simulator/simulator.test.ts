import { beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { banksConfig } from '../../../src/domain/banks';
import { resolveScenario, scenariosByBank, shippedScenarios } from '../../../src/server/simulator/scenarios';
import { forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent, type Member } from '../requests/requestFixtures';
import { moveAs, subRequestIn } from '../bankApi/bankFixtures';

const [bankA, bankB, bankC] = banksConfig.banks;
if (!bankA || !bankB || !bankC || !banksConfig.banks[3]) throw new Error('the shipped config has fewer than four banks');

/** Waits until the sub-request reaches the status (the simulator plays in the background). */
async function reaches(app: FastifyInstance, uuid: string, status: string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < timeoutMs) {
    const row = await app.database.db.selectFrom('bg_subrequest').select('sub_status').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    last = row.sub_status;
    if (last === status) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`sub-request ${uuid} stayed in ${last}, expected ${status}`);
}

it('every bank of config/banks.json has a scenario and every scenario resolves', () => {
  const names = new Set(banksConfig.banks.map((bank) => bank.internal_name));
  for (const name of Object.keys(shippedScenarios.banks)) expect(names.has(name), name).toBe(true);
  const byBank = scenariosByBank();
  expect(byBank.size).toBe(banksConfig.banks.length);
  for (const name of Object.keys(shippedScenarios.scenarios)) expect(resolveScenario(shippedScenarios, name).steps.length).toBeGreaterThan(0);
});

forEachDatabase(
  'bank simulator',
  (ctx) => {
    let agent: Member;
    let app: FastifyInstance;
    beforeAll(async () => {
      agent = await signedInAgent(ctx.app);
      const scenarios = new Map([
        [bankA.uuid, resolveScenario(shippedScenarios, 'quick_offer')],
        [bankB.uuid, resolveScenario(shippedScenarios, 'demand_first')],
        [bankC.uuid, resolveScenario(shippedScenarios, 'refusal')],
      ]);
      app = await ctx.build({ options: { bankSide: { simulator: { speed: 1000, scenarios }, gateway: { intervalMs: 50 } } } });
    });

    it('takes a sent sub-request through offer, deal and guarantee to a signed contract, then answers a claim, all through the bank API', async () => {
      const sub = await subRequestIn(app, agent, bankA.uuid);
      await reaches(app, sub.uuid, 'offer_wait_approve');
      const offer = await app.database.db.selectFrom('bg_offer').select(['version', 'source', 'commission', 'sum']).where('subrequest_id', '=', String(sub.id)).executeTakeFirstOrThrow();
      expect(offer.version).toBe(1);
      expect(offer.source).toBe('bank');
      expect(Number(offer.commission)).toBeCloseTo(Number(offer.sum) * 0.025, 2);

      await moveAs(app, sub.uuid, ['offer_accepted'], { kind: 'user', userId: agent.viewer.userId });
      await reaches(app, sub.uuid, 'deal_guarantee_contract_signed');
      const history = await app.database.db.selectFrom('bg_subrequest_status').select(['event', 'actor_kind']).where('subrequest_id', '=', String(sub.id)).orderBy('id').execute();
      expect(history.filter((row) => row.actor_kind === 'bank').map((row) => row.event)).toEqual([
        'offer',
        'underwriting_started',
        'underwriting_taken',
        'payment_requested',
        'payment_received',
        'guarantee_creating',
        'guarantee_sent',
        'guarantee_sign_requested',
        'contract_signed',
      ]);
      const guarantee = await app.database.db
        .selectFrom('bg_bank_document as d')
        .innerJoin('storage_file as f', 'f.uuid', 'd.file_uuid')
        .select(['d.kind', 'f.mime', 'f.size'])
        .where('d.subrequest_id', '=', String(sub.id))
        .executeTakeFirstOrThrow();
      expect(guarantee).toMatchObject({ kind: 'guarantee', mime: 'application/pdf' });
      expect(Number(guarantee.size)).toBeGreaterThan(1000);

      await moveAs(app, sub.uuid, ['claim_sent']);
      await app.database.db.insertInto('bg_claim').values({ subrequest_id: sub.id, changes: JSON.stringify({ sum: 2_000_000 }) }).execute();
      await reaches(app, sub.uuid, 'deal_claim_responded');
      const claim = await app.database.db.selectFrom('bg_claim').select(['status', 'commission']).where('subrequest_id', '=', String(sub.id)).executeTakeFirstOrThrow();
      expect(claim).toEqual({ status: 'responded', commission: '10000.00' });
      await moveAs(app, sub.uuid, ['claim_approved']);
      await reaches(app, sub.uuid, 'deal_claim_signed');
    });

    it('a demand first, an offer once it is answered; a refusal with its reason', async () => {
      const demanded = await subRequestIn(app, agent, bankB.uuid);
      const refused = await subRequestIn(app, agent, bankC.uuid);
      await reaches(app, demanded.uuid, 'bankrequest');
      const demand = await app.database.db.selectFrom('bg_demand').select(['kind', 'required_documents']).where('subrequest_id', '=', String(demanded.id)).executeTakeFirstOrThrow();
      expect(demand.kind).toBe('bank');
      expect(demand.required_documents).toEqual([{ type: 'bank_statement', name: 'Выписка по счёту за 6 месяцев' }]);
      await moveAs(app, demanded.uuid, ['demand_answered']);
      await reaches(app, demanded.uuid, 'offer_wait_approve');
      const demands = await app.database.db.selectFrom('bg_demand').select('id').where('subrequest_id', '=', String(demanded.id)).execute();
      expect(demands).toHaveLength(1);

      await reaches(app, refused.uuid, 'canceled');
      const row = await app.database.db.selectFrom('bg_subrequest').select('cancel_reason').where('uuid', '=', refused.uuid).executeTakeFirstOrThrow();
      expect(row.cancel_reason).toMatch(/^Отказ по результатам проверки/);
    });

    it('commission_refund: the bank refunds the commission of a signed deal through its API; the deal ends refunded and its reward is reversed', async () => {
      const bankD = banksConfig.banks[3]!;
      const refunding = await ctx.build({ options: { bankSide: { simulator: { speed: 1000, scenarios: new Map([[bankD.uuid, resolveScenario(shippedScenarios, 'commission_refund')]]) }, gateway: { intervalMs: 50 } } } });
      const sub = await subRequestIn(refunding, agent, bankD.uuid);
      await reaches(refunding, sub.uuid, 'offer_wait_approve');
      await moveAs(refunding, sub.uuid, ['offer_accepted'], { kind: 'user', userId: agent.viewer.userId });
      await reaches(refunding, sub.uuid, 'deal_commission_refunded', 30_000);
      const history = await refunding.database.db.selectFrom('bg_subrequest_status').select(['event', 'actor_kind', 'comment']).where('subrequest_id', '=', String(sub.id)).orderBy('id').execute();
      expect(history.at(-1)).toEqual({ event: 'commission_refunded', actor_kind: 'bank', comment: 'Гарантия не понадобилась клиенту, комиссия возвращена' });
      const accruals = await refunding.database.db.selectFrom('revision_accrual').select(['kind', 'reward_kopecks']).where('subrequest_id', '=', String(sub.id)).orderBy('id').execute();
      expect(accruals.map((row) => row.kind)).toEqual(['payment', 'refund']);
      expect(Number(accruals[0]!.reward_kopecks)).toBeGreaterThan(0);
      expect(Number(accruals[1]!.reward_kopecks)).toBe(-Number(accruals[0]!.reward_kopecks));
      await refunding.close();
    }, 60_000);

    it('issues a key per simulated bank at start (only hashes kept) and revokes them when the app closes', async () => {
      const other = await ctx.build({ options: { bankSide: { simulator: { speed: 1000, scenarios: new Map([[bankA.uuid, resolveScenario(shippedScenarios, 'refusal')]]) } } } });
      const active = await other.database.db.selectFrom('bank_api_key').select(['id']).where('label', '=', 'Симулятор банка').where('revoked_at', 'is', null).execute();
      expect(active.length).toBeGreaterThanOrEqual(1);
      await other.close();
      const after = await other.database.db.selectFrom('bank_api_key').select(['id']).where('label', '=', 'Симулятор банка').where('revoked_at', 'is', null).execute();
      expect(after.length).toBe(active.length - 1);
    });
  },
  { env: dataDirEnv() },
);
