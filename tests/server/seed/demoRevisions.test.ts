import { beforeAll, describe, expect, it } from 'vitest';
import { paymentAccrual } from '../../../src/domain/revisions/accrualPlan';
import { actNumber } from '../../../src/domain/revisions/actNumber';
import { actTotals } from '../../../src/domain/revisions/actTotals';
import { parseRoubles } from '../../../src/domain/revisions/money';
import { periodOf, previousPeriod } from '../../../src/domain/revisions/period';
import { tariffRows } from '../../../src/domain/revisions/tariffTable';
import type { RevisionsWire } from '../../../src/domain/wire/revisionWire';
import { organizationNds } from '../../../src/server/revisions/actNds';
import { formActs } from '../../../src/server/revisions/formActs';
import { demoOrganizations, demoUsers } from '../../../src/server/seed/demoData';
import { seedDemo } from '../../../src/server/seed/seedDemo';
import { seedDemoRevisions, stretchOverThreeMonths } from '../../../src/server/seed/seedDemoRevisions';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv } from '../requests/requestFixtures';

describe('stretchOverThreeMonths', () => {
  const now = new Date('2026-11-28T09:00:00+03:00');
  const at = (text: string) => new Date(text);

  it('spreads the moments from the second day of the month before last to an hour before now, in their order', () => {
    const moments = [at('2026-10-20T10:00:00Z'), at('2026-11-08T10:00:00Z'), at('2026-11-27T10:00:00Z')];
    const stretched = stretchOverThreeMonths(moments, now);
    expect(stretched[0]!.toISOString()).toBe('2026-09-01T21:00:00.000Z');
    expect(stretched[2]!.toISOString()).toBe('2026-11-28T05:00:00.000Z');
    expect(stretched.map((moment) => periodOf(moment))).toEqual(['2026-09', '2026-10', '2026-11']);
  });

  it('keeps the order of equal and increasing moments, and keeps a single moment or none as it is', () => {
    const moments = [at('2026-11-02T00:00:00Z'), at('2026-11-02T00:00:00Z'), at('2026-11-03T00:00:00Z'), at('2026-11-20T00:00:00Z')];
    const stretched = stretchOverThreeMonths(moments, now).map((moment) => moment.getTime());
    expect(stretched).toEqual([...stretched].sort((a, b) => a - b));
    expect(stretched[0]).toBe(stretched[1]);
    expect(stretchOverThreeMonths([moments[0]!], now)).toEqual([moments[0]]);
    expect(stretchOverThreeMonths([], now)).toEqual([]);
  });

  it('in January the month before last is November of the year before', () => {
    const stretched = stretchOverThreeMonths([at('2026-12-10T00:00:00Z'), at('2027-01-10T00:00:00Z')], new Date('2027-01-15T12:00:00+03:00'));
    expect(stretched.map((moment) => periodOf(moment))).toEqual(['2026-11', '2027-01']);
  });
});

forEachDatabase(
  "the demo agency's settlements: accrued from its deals, two past months' acts, once",
  (ctx) => {
    const db = () => ctx.database.db;
    const now = new Date();
    const thisMonth = periodOf(now);
    const lastMonth = previousPeriod(thisMonth);
    const monthBefore = previousPeriod(lastMonth);
    const broker = demoOrganizations.find((organization) => organization.key === 'broker')!;
    const admin = demoUsers.find((user) => user.platformOperator === true)!;
    let organizationUuid = '';

    const counts = async () => ({
      accruals: (await db().selectFrom('revision_accrual').select('id').execute()).length,
      acts: await db().selectFrom('revision_act').select(['uuid', 'state', 'formed_at', 'sent_at', 'total_kopecks']).orderBy('period').execute(),
      audit: (await db().selectFrom('audit_log').select('id').where('action', 'like', 'revision_act_%').execute()).length,
    });

    beforeAll(async () => {
      // As main.ts starts demo mode: the demo accounts and requests, then the app with the demo's settlements and the scheduler.
      await seedDemo(db(), { requests: true });
      organizationUuid = (await db().selectFrom('organizations').select('uuid').where('inn', '=', broker.inn).where('type', '=', broker.type).executeTakeFirstOrThrow()).uuid;
      await ctx.build({ options: { demoRevisions: true, revisionScheduler: true } });
    });

    it('accrues every demo deal paid, its claims issued and its refunds, over the last three Moscow months, by the tariff of the day', async () => {
      const accruals = await db().selectFrom('revision_accrual').selectAll().where('organization_uuid', '=', organizationUuid).orderBy('id').execute();
      const paid = await db()
        .selectFrom('bg_subrequest_status as h')
        .innerJoin('bg_subrequest as s', 's.id', 'h.subrequest_id')
        .innerJoin('bg_request as r', 'r.id', 's.request_id')
        .select(['s.id', 'h.to_status', 'h.event'])
        .where('r.organization_uuid', '=', organizationUuid)
        .where((eb) => eb.or([eb('h.to_status', 'in', ['deal_payment_received', 'deal_claim_signed']), eb('h.event', '=', 'commission_refunded')]))
        .execute();
      const payments = accruals.filter((row) => row.kind === 'payment');
      expect(new Set(payments.map((row) => String(row.subrequest_id)))).toEqual(new Set(paid.filter((row) => row.to_status === 'deal_payment_received').map((row) => String(row.id))));
      expect(payments.length).toBeGreaterThan(10);
      expect(accruals.filter((row) => row.kind === 'claim').length).toBe(paid.filter((row) => row.to_status === 'deal_claim_signed').length);
      const refunds = accruals.filter((row) => row.kind === 'refund');
      expect(refunds.length).toBe(paid.filter((row) => row.event === 'commission_refunded').length);
      expect(refunds.length).toBeGreaterThan(0);
      // A refunded deal adds up to zero.
      for (const refund of refunds) {
        const ofDeal = accruals.filter((row) => row.subrequest_id === refund.subrequest_id);
        expect(ofDeal.reduce((sum, row) => sum + Number(row.reward_kopecks), 0)).toBe(0);
      }
      // Every month of the three has its deals, none outside them; a deal's accruals come in the order of its moves.
      expect(new Set(accruals.map((row) => row.period))).toEqual(new Set([monthBefore, lastMonth, thisMonth]));
      for (const row of accruals) expect(row.accrued_at.getTime()).toBeLessThan(now.getTime());
      const bySub = new Map<string, Date[]>();
      for (const row of accruals) bySub.set(String(row.subrequest_id), [...(bySub.get(String(row.subrequest_id)) ?? []), row.accrued_at]);
      for (const moments of bySub.values()) expect(moments.map((moment) => moment.getTime())).toEqual(moments.map((moment) => moment.getTime()).sort((a, b) => a - b));
      // A payment is what the accrual plan makes of the accepted offer on its day.
      for (const row of payments) {
        const offer = await db().selectFrom('bg_offer').select(['sum', 'bank_commission', 'commission']).where('subrequest_id', '=', String(row.subrequest_id)).where('is_selected', '=', true).executeTakeFirstOrThrow();
        const request = await db().selectFrom('bg_request').select('guarantee_type').where('id', '=', String(row.request_id)).executeTakeFirstOrThrow();
        const expected = paymentAccrual(
          {
            bank_uuid: row.bank_uuid,
            guarantee_type: request.guarantee_type as never,
            guarantee_sum_kopecks: parseRoubles(String(offer.sum))!,
            bank_commission_kopecks: parseRoubles(String(offer.bank_commission))!,
            client_commission_kopecks: parseRoubles(String(offer.commission))!,
          },
          row.accrued_at,
          tariffRows,
        );
        expect({ reward: Number(row.reward_kopecks), rate: row.rate_percent, period: row.period }).toEqual({ reward: expected.reward_kopecks, rate: expected.rate_percent, period: expected.period });
      }
    });

    it('forms the month before last (left formed) and last month (sent by the demo operator, waiting for the signature); this month stays open', async () => {
      const acts = await db().selectFrom('revision_act').selectAll().where('organization_uuid', '=', organizationUuid).orderBy('period').execute();
      expect(acts.map((act) => [act.period, act.state])).toEqual([
        [monthBefore, 'formed'],
        [lastMonth, 'sent'],
      ]);
      const nds = await organizationNds(db(), organizationUuid);
      for (const act of acts) {
        expect(act.number).toBe(actNumber(act.period, act.seq));
        expect(act.chat_id).not.toBeNull();
        // Each act holds exactly its own month's accruals (the older one was formed first), totalled by actTotals.
        const lines = await db().selectFrom('revision_accrual').select(['period', 'reward_kopecks']).where('act_id', '=', String(act.id)).execute();
        expect(lines.length).toBeGreaterThan(0);
        expect(new Set(lines.map((line) => line.period))).toEqual(new Set([act.period]));
        const totals = actTotals(lines.map((line) => ({ reward_kopecks: Number(line.reward_kopecks) })), nds);
        expect({ lines: act.lines, reward: Number(act.reward_kopecks), nds: Number(act.nds_kopecks), total: Number(act.total_kopecks) }).toEqual({
          lines: totals.lines,
          reward: totals.reward_kopecks,
          nds: totals.nds_kopecks,
          total: totals.total_kopecks,
        });
      }
      const operatorId = (await db().selectFrom('users').select('id').where('login', '=', admin.login).executeTakeFirstOrThrow()).id;
      expect(acts[1]!.sent_by).toBe(operatorId);
      expect(acts[0]!.formed_by).toBeNull();
      // The send is the demo operator's audit entry; the forming was nobody's.
      const entries = await db().selectFrom('audit_log').select(['action', 'user_id']).where('action', 'like', 'revision_act_%').execute();
      expect(entries).toEqual([{ action: 'revision_act_sent', user_id: operatorId }]);
      const open = await db().selectFrom('revision_accrual').select('period').where('organization_uuid', '=', organizationUuid).where('act_id', 'is', null).execute();
      expect(open.length).toBeGreaterThan(0);
      expect(new Set(open.map((row) => row.period))).toEqual(new Set([thisMonth]));
    });

    it("the demo administrator's settlements screen has both acts and the open month", async () => {
      const login = await client(ctx.app).post<{ token: string }>('/v1/login/write/creds', { email: admin.login, password: admin.password, actor: 'agent' });
      expect(login.status).toBe(200);
      const read = await client(ctx.app, { token: login.body.data!.token }).get<RevisionsWire>('/v2/revision/read/agent');
      expect(read.status, read.body.message).toBe(200);
      expect(read.body.data!.acts.map((act) => [act.period, act.state])).toEqual([
        [lastMonth, 'sent'],
        [monthBefore, 'formed'],
      ]);
      expect(read.body.data!.open_period.period).toBe(thisMonth);
      expect(read.body.data!.open_period.totals.lines).toBeGreaterThan(0);
    });

    it('a second start adds nothing, and neither does the scheduler', async () => {
      const before = await counts();
      expect(await seedDemoRevisions({ db: db(), documents: null, hub: ctx.app.hub })).toEqual({ accruals: 0, acts: [] });
      await ctx.build({ options: { demoRevisions: true, revisionScheduler: true } });
      expect(await formActs(db(), { documents: null, hub: ctx.app.hub }, { period: lastMonth, who: null, onlyNew: true })).toEqual([]);
      expect(await counts()).toEqual(before);
    });
  },
  { env: dataDirEnv() },
);
