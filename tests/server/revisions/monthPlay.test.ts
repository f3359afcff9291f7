import { beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import tariffsFile from '../../../config/tariffs.json';
import { banksConfig } from '../../../src/domain/banks';
import type { RevisionActDetailsWire, RevisionActWire } from '../../../src/domain/wire/revisionWire';
import { resolveScenario, shippedScenarios } from '../../../src/server/simulator/scenarios';
import { moveAs, subRequestIn } from '../bankApi/bankFixtures';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent, type Member } from '../requests/requestFixtures';

/**
 * The month of issue 18's «Done when»: the simulator issues guarantees of three banks at different rates, one
 * claim changes a commission, one deal is refunded; the act formed for the month holds exactly the lines and
 * totals computed here, apart from the server's code, from config/tariffs.json and the offers and claim the
 * banks wrote.
 */
const bankOf = (name: string) => banksConfig.banks.find((bank) => bank.internal_name === name)!;
const sber = bankOf('sberbank'); // 20 %, the markup stays with the operator
const alfa = bankOf('alfabank'); // 30 %, the markup is the agent's
const tbank = bankOf('tbank'); // 40 %, refunded

/** The tariff row by hand: the bank's own row for any type covers every deal of this play (no type rows for these banks but Сбербанк's bid security). */
function rateOf(bankUuid: string, type: string | null): { rate: string; markup: boolean } {
  const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
  const rows = tariffsFile.rates.filter((row) => row.from <= today && (!('to' in row) || (row as { to?: string }).to! >= today));
  const row =
    rows.find((r) => r.bank === bankUuid && r.guarantee_type === type) ??
    rows.find((r) => r.bank === bankUuid && r.guarantee_type === null) ??
    rows.find((r) => r.bank === null && r.guarantee_type === type) ??
    rows.find((r) => r.bank === null && r.guarantee_type === null)!;
  return { rate: row.rate_percent, markup: row.markup_to_agent };
}

/** round(kopecks × rate / 100), half away from zero, by decimal strings: another way to the same kopeck. */
function share(kopecks: number, rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  const exact = BigInt(kopecks) * BigInt(`${whole}${fraction}`);
  const divisor = 100n * 10n ** BigInt(fraction.length);
  const sign = exact < 0n ? -1n : 1n;
  const magnitude = exact * sign;
  return Number(sign * ((magnitude * 2n + divisor) / (2n * divisor)));
}

const kopecks = (money: string | number) => Math.round(Number(money) * 100);

async function reaches(app: FastifyInstance, uuid: string, status: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < timeoutMs) {
    last = (await app.database.db.selectFrom('bg_subrequest').select('sub_status').where('uuid', '=', uuid).executeTakeFirstOrThrow()).sub_status;
    if (last === status) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`sub-request ${uuid} stayed in ${last}, expected ${status}`);
}

forEachDatabase(
  'a month of settlements played by the simulator',
  (ctx) => {
    let agent: Member;
    let operator: Member;
    let app: FastifyInstance;
    beforeAll(async () => {
      agent = await signedInAgent(ctx.app);
      operator = await signedInAgent(ctx.app);
      await ctx.database.db.insertInto('platform_operators').values({ user_id: operator.viewer.userId }).execute();
      const scenarios = new Map([
        [sber.uuid, resolveScenario(shippedScenarios, 'quick_offer')],
        [alfa.uuid, resolveScenario(shippedScenarios, 'quick_offer')],
        [tbank.uuid, resolveScenario(shippedScenarios, 'commission_refund')],
      ]);
      app = await ctx.build({ options: { bankSide: { simulator: { speed: 1000, scenarios }, gateway: { intervalMs: 50 } } } });
    });

    it('forms the act with exactly the expected lines and totals, to the kopeck', async () => {
      const db = app.database.db;
      const api = client(app, { token: agent.token });
      const [sberSub, alfaSub, tbankSub] = [await subRequestIn(app, agent, sber.uuid), await subRequestIn(app, agent, alfa.uuid), await subRequestIn(app, agent, tbank.uuid)];
      for (const sub of [sberSub, alfaSub, tbankSub]) await reaches(app, sub.uuid, 'offer_wait_approve');

      // The agent raises the client's price of the Альфа-Банк deal above the bank's: the markup is his there.
      const alfaOffer = await db.selectFrom('bg_offer').select(['uuid', 'commission']).where('subrequest_id', '=', String(alfaSub.id)).executeTakeFirstOrThrow();
      const raised = (Number(alfaOffer.commission) + 1234.56).toFixed(2);
      const changed = await api.post('/v1/bgrequest/write/changecomission', { offerUuid: alfaOffer.uuid, comission: raised });
      expect(changed.status, changed.body.message).toBe(200);

      for (const sub of [sberSub, alfaSub, tbankSub]) await moveAs(app, sub.uuid, ['offer_accepted'], { kind: 'user', userId: agent.viewer.userId });
      await reaches(app, sberSub.uuid, 'deal_guarantee_contract_signed');
      await reaches(app, alfaSub.uuid, 'deal_guarantee_contract_signed');
      await reaches(app, tbankSub.uuid, 'deal_commission_refunded');

      // A claim on the Сбербанк deal: the bank approves it with its commission for the changes, the changes are issued.
      await moveAs(app, sberSub.uuid, ['claim_sent']);
      await db.insertInto('bg_claim').values({ subrequest_id: sberSub.id, changes: JSON.stringify({ sum: '2000000.00', text: 'Увеличить сумму' }) }).execute();
      await reaches(app, sberSub.uuid, 'deal_claim_responded');
      await moveAs(app, sberSub.uuid, ['claim_approved']);
      await reaches(app, sberSub.uuid, 'deal_claim_signed');

      // The expected lines, from the offers and the claim as the banks wrote them.
      const offerOf = async (id: string | number) => {
        const rows = await db.selectFrom('bg_offer').select(['sum', 'bank_commission', 'commission', 'version']).where('subrequest_id', '=', String(id)).orderBy('version', 'desc').execute();
        return rows[0]!;
      };
      const request = await db.selectFrom('bg_request').select(['guarantee_type']).where('id', '=', String(sberSub.request_id)).executeTakeFirstOrThrow();
      const type = request.guarantee_type;
      const expected: { bank: string; kind: string; bank_commission: number; client_commission: number; rate: string; markup: number; reward: number }[] = [];
      const history = new Map<string, { bank: number; client: number; rewards: number; markups: number }>();
      for (const [sub, bank] of [[sberSub, sber], [alfaSub, alfa], [tbankSub, tbank]] as const) {
        const offer = await offerOf(sub.id);
        const { rate, markup } = rateOf(bank.uuid, type);
        const bankCommission = kopecks(offer.bank_commission);
        const clientCommission = kopecks(offer.commission);
        const markupKopecks = markup ? Math.max(0, clientCommission - bankCommission) : 0;
        const reward = share(bankCommission, rate) + markupKopecks;
        expected.push({ bank: bank.uuid, kind: 'payment', bank_commission: bankCommission, client_commission: clientCommission, rate, markup: markupKopecks, reward });
        history.set(bank.uuid, { bank: bankCommission, client: clientCommission, rewards: reward, markups: markupKopecks });
      }
      const claim = await db.selectFrom('bg_claim').select('commission').where('subrequest_id', '=', String(sberSub.id)).executeTakeFirstOrThrow();
      const sberBefore = history.get(sber.uuid)!;
      const claimKopecks = kopecks(claim.commission!);
      const sberRate = rateOf(sber.uuid, type).rate;
      const claimReward = share(sberBefore.bank + claimKopecks, sberRate) - share(sberBefore.bank, sberRate);
      expect(claimKopecks).toBeGreaterThan(0);
      const tbankPaid = history.get(tbank.uuid)!;

      const formed = await client(app, { token: operator.token }).post<{ items: RevisionActWire[] }>('/v2/revision/write/admin/form', {
        period: new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 7),
        organization_uuid: agent.organizationUuid,
      });
      expect(formed.status, formed.body.message).toBe(200);
      const act = formed.body.data!.items[0]!;
      const details = await api.get<RevisionActDetailsWire>(`/v2/revision/read/act/${act.uuid}`);
      expect(details.status, details.body.message).toBe(200);
      const lines = details.body.data!.lines;
      const pick = (bank: string, kind: string) => lines.find((line) => line.bank.uuid === bank && line.kind === kind);

      for (const line of expected) {
        expect(pick(line.bank, 'payment'), line.bank).toMatchObject({ bank_commission_kopecks: line.bank_commission, client_commission_kopecks: line.client_commission, rate_percent: line.rate, markup_kopecks: line.markup, reward_kopecks: line.reward });
      }
      expect(pick(alfa.uuid, 'payment')!.markup_kopecks).toBe(123_456);
      expect(pick(sber.uuid, 'claim')).toMatchObject({ bank_commission_kopecks: sberBefore.bank + claimKopecks, rate_percent: sberRate, markup_kopecks: 0, reward_kopecks: claimReward, guarantee_sum_kopecks: 200_000_000 });
      expect(pick(tbank.uuid, 'refund')).toMatchObject({ bank_commission_kopecks: -tbankPaid.bank, markup_kopecks: 0 - tbankPaid.markups, reward_kopecks: 0 - tbankPaid.rewards });
      expect(lines).toHaveLength(5);

      const sum = expected.reduce((acc, line) => acc + line.reward, 0) + claimReward - tbankPaid.rewards;
      // The demo agent's profile is «Без НДС» (config/nds.json's default): no NDS on top.
      expect(act.totals).toEqual({ lines: 5, reward_kopecks: sum, nds_label: 'Без НДС', nds_kopecks: 0, total_kopecks: sum });
      expect(act.number).toMatch(/^А-\d{4}-\d{2}-\d{4}$/);
      expect(act.state).toBe('formed');
    });
  },
  { env: dataDirEnv() },
);
