import { beforeAll, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { periodOf, previousPeriod } from '../../../src/domain/revisions/period';
import type { OperatorActsWire, RevisionActDetailsWire, RevisionActWire, RevisionsWire } from '../../../src/domain/wire/revisionWire';
import { insertOffer } from '../offers/offerFixtures';
import { moveAs, subRequestIn } from '../bankApi/bankFixtures';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';

const sber = banksConfig.banks.find((bank) => bank.internal_name === 'sberbank')!;
const toPayment = ['offer', 'offer_accepted', 'payment_requested', 'payment_received'];
const operatorOnly = { code: 40300, message: 'Раздел доступен только оператору платформы' };

forEachDatabase(
  'mutual settlements: accruals, forming, reads, sending and payment, with the access matrix',
  (ctx) => {
    let colleague: Member;
    let stranger: Member;
    let customer: Member;
    let operator: Member;
    const db = () => ctx.database.db;
    const as = (member: Member | null) => client(ctx.app, member ? { token: member.token } : {});
    const thisMonth = periodOf(new Date());

    /** A deal of the agent's organisation paid now: the bank's offer of 50 000 ₽ on 2 000 000 ₽. */
    async function paidDeal(member: Member) {
      const sub = await subRequestIn(ctx.app, member, sber.uuid);
      await insertOffer(ctx.app, sub.uuid, { bankCommission: '50000.00', commission: '50000.00', sum: '2000000.00' });
      await moveAs(ctx.app, sub.uuid, toPayment);
      return sub;
    }

    beforeAll(async () => {
      stranger = await signedInAgent(ctx.app);
      customer = await signedInClient(ctx.app);
      operator = await signedInAgent(ctx.app);
      await db().insertInto('platform_operators').values({ user_id: operator.viewer.userId }).execute();
      // A member of an agent organisation without «Просмотр взаиморасчётов».
      colleague = await signedInAgent(ctx.app);
      const membership = await db().selectFrom('memberships').select('id').where('user_id', '=', colleague.viewer.userId).executeTakeFirstOrThrow();
      await db().deleteFrom('membership_permissions').where('membership_id', '=', membership.id).where('permission_key', '=', 'revision_view').execute();
    });

    it('accrues the payment once, in the move to deal_payment_received, at the tariff of the day', async () => {
      const sub = await paidDeal(stranger);
      const rows = await db().selectFrom('revision_accrual').selectAll().where('subrequest_id', '=', String(sub.id)).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'payment', organization_uuid: stranger.organizationUuid, rate_percent: '20', markup_to_agent: false, period: thisMonth });
      expect(Number(rows[0]!.reward_kopecks)).toBe(1_000_000);
      // A refused second payment writes nothing; a refund reverses the deal exactly, once.
      await expect(moveAs(ctx.app, sub.uuid, ['payment_received'])).rejects.toThrow();
      await moveAs(ctx.app, sub.uuid, ['commission_refunded']);
      const after = await db().selectFrom('revision_accrual').select(['kind', 'reward_kopecks']).where('subrequest_id', '=', String(sub.id)).orderBy('id').execute();
      expect(after.map((row) => [row.kind, Number(row.reward_kopecks)])).toEqual([['payment', 1_000_000], ['refund', -1_000_000]]);
    });

    it("a client's own request earns no reward", async () => {
      const sub = await paidDeal(customer);
      expect(await db().selectFrom('revision_accrual').select('id').where('subrequest_id', '=', String(sub.id)).execute()).toEqual([]);
    });

    it('the access matrix: the agent reads his own, the operator everything; others get a Russian 403 or 404', async () => {
      const admin = await signedInAgent(ctx.app);
      await paidDeal(admin);
      const open = await as(admin).get<RevisionsWire>('/v2/revision/read/agent');
      expect(open.status, open.body.message).toBe(200);
      expect(open.body.data).toEqual({ acts: [], open_period: { period: thisMonth, totals: { lines: 1, reward_kopecks: 1_000_000, nds_label: 'Без НДС', nds_kopecks: 0, total_kopecks: 1_000_000 } }, has_account_details: false });

      // Only the operator forms, sends, marks paid and reads the desk.
      for (const member of [admin, customer]) {
        expect((await as(member).post('/v2/revision/write/admin/form', { period: thisMonth })).body).toEqual(operatorOnly);
        expect((await as(member).get('/v2/revision/read/admin/acts')).body).toEqual(operatorOnly);
      }
      expect((await as(null).get('/v2/revision/read/agent')).status).toBe(401);
      expect((await as(null).post('/v2/revision/write/admin/form', { period: thisMonth })).status).toBe(401);

      const formed = await as(operator).post<{ items: RevisionActWire[] }>('/v2/revision/write/admin/form', { period: thisMonth, organization_uuid: admin.organizationUuid });
      expect(formed.status, formed.body.message).toBe(200);
      const act = formed.body.data!.items[0]!;
      expect(act).toMatchObject({ period: thisMonth, state: 'formed', organization: { uuid: admin.organizationUuid }, files: { pdf: { name: `Акт ${act.number}.pdf` }, xlsx_link: `/v2/revision/read/act/${act.uuid}/xlsx` }, invoice: null, signatures: [] });
      expect(act.chat_uuid).toMatch(/^[0-9a-f-]{36}$/);

      expect((await as(admin).get<RevisionActDetailsWire>(`/v2/revision/read/act/${act.uuid}`)).body.data!.lines).toHaveLength(1);
      expect((await as(operator).get<RevisionActDetailsWire>(`/v2/revision/read/act/${act.uuid}`)).status).toBe(200);
      expect((await as(stranger).get(`/v2/revision/read/act/${act.uuid}`)).body).toEqual({ code: 40400, message: 'Акт не найден' });
      expect((await as(customer).get(`/v2/revision/read/act/${act.uuid}`)).status).toBe(403);
      expect((await as(customer).get('/v2/revision/read/agent')).body.message).toBe('Раздел «Взаиморасчёты» доступен только агенту');
      expect((await as(admin).get('/v2/revision/read/act/not-a-uuid')).status).toBe(404);
      const agentView = (await as(admin).get<RevisionsWire>('/v2/revision/read/agent')).body.data!;
      expect(agentView.acts.map((item) => item.uuid)).toEqual([act.uuid]);
      expect(agentView.open_period.totals.lines).toBe(0);
    });

    it('a member without «Просмотр взаиморасчётов» gets 403 with its name, for the list and for an act of his own', async () => {
      const refused = { code: 40304, message: 'Недостаточно прав: Просмотр взаиморасчётов' };
      expect((await as(colleague).get('/v2/revision/read/agent')).body).toEqual(refused);
      await paidDeal(colleague);
      const act = (await as(operator).post<{ items: RevisionActWire[] }>('/v2/revision/write/admin/form', { period: thisMonth, organization_uuid: colleague.organizationUuid })).body.data!.items[0]!;
      expect((await as(colleague).get(`/v2/revision/read/act/${act.uuid}`)).body).toEqual(refused);
    });

    it('send and paid follow the table; a wrong state is a Russian 409 and nothing changes', async () => {
      const admin = await signedInAgent(ctx.app);
      await paidDeal(admin);
      const act = (await as(operator).post<{ items: RevisionActWire[] }>('/v2/revision/write/admin/form', { period: thisMonth, organization_uuid: admin.organizationUuid })).body.data!.items[0]!;
      const paidTooEarly = await as(operator).post('/v2/revision/write/admin/paid', { act_uuid: act.uuid });
      expect(paidTooEarly.status).toBe(409);
      expect(paidTooEarly.body.message).toBe('Действие «Отметка об оплате» недоступно: акт в состоянии «Сформирован».');
      const sent = await as(operator).post<RevisionActWire>('/v2/revision/write/admin/send', { act_uuid: act.uuid });
      expect(sent.status, sent.body.message).toBe(200);
      expect(sent.body.data!.state).toBe('sent');
      expect(sent.body.data!.sent_at).not.toBeNull();
      expect((await as(operator).post('/v2/revision/write/admin/send', { act_uuid: act.uuid })).status).toBe(409);
      // A sent act is not re-formed: the operator's form of that organisation is refused, the act stays as sent.
      const reform = await as(operator).post('/v2/revision/write/admin/form', { period: thisMonth, organization_uuid: admin.organizationUuid });
      expect(reform.status).toBe(409);
      expect(reform.body.message).toMatch(/^Акт уже в состоянии «Отправлен агенту»/);
      // The agent's and operator's signatures are the documents' part; the state they leave is what paid needs.
      await db().updateTable('revision_act').set({ state: 'operator_signed' }).where('uuid', '=', act.uuid).execute();
      const paid = await as(operator).post<RevisionActWire>('/v2/revision/write/admin/paid', { act_uuid: act.uuid });
      expect(paid.status, paid.body.message).toBe(200);
      expect(paid.body.data!.state).toBe('paid');
      expect((await as(operator).post('/v2/revision/write/admin/paid', { act_uuid: '00000000-0000-4000-8000-000000000000' })).body).toEqual({ code: 40400, message: 'Акт не найден' });
    });

    it('forming is idempotent, numbers acts per period, refuses a future period and lists acts on the desk', async () => {
      const admin = await signedInAgent(ctx.app);
      await paidDeal(admin);
      const form = () => as(operator).post<{ items: RevisionActWire[] }>('/v2/revision/write/admin/form', { period: thisMonth });
      const first = await form();
      expect(first.status, first.body.message).toBe(200);
      const mine = first.body.data!.items.find((item) => item.organization.uuid === admin.organizationUuid)!;
      const again = (await form()).body.data!.items.find((item) => item.organization.uuid === admin.organizationUuid)!;
      expect(again).toMatchObject({ uuid: mine.uuid, number: mine.number, totals: mine.totals });
      const [year, month] = thisMonth.split('-').map(Number);
      const next = month === 12 ? `${year! + 1}-01` : `${year}-${String(month! + 1).padStart(2, '0')}`;
      const future = await as(operator).post('/v2/revision/write/admin/form', { period: next });
      expect(future.body).toEqual({ code: 40000, message: 'Период должен быть месяцем в виде ГГГГ-ММ, не позже текущего' });
      expect((await as(operator).post('/v2/revision/write/admin/form', { period: '2026-13' })).status).toBe(400);
      // Nothing of a past month without accruals: no act.
      expect((await as(operator).post<{ items: RevisionActWire[] }>('/v2/revision/write/admin/form', { period: previousPeriod(thisMonth), organization_uuid: admin.organizationUuid })).body.data!.items).toEqual([]);
      const desk = await as(operator).get<OperatorActsWire>(`/v2/revision/read/admin/acts?period=${thisMonth}&state=formed&page_size=100`);
      expect(desk.status, desk.body.message).toBe(200);
      expect(desk.body.data!.items.map((item) => item.uuid)).toContain(mine.uuid);
      expect(desk.body.data!.items.every((item) => item.state === 'formed' && item.period === thisMonth)).toBe(true);
      const numbers = desk.body.data!.items.map((item) => item.number);
      expect(new Set(numbers).size).toBe(numbers.length);
    });
  },
  { env: dataDirEnv() },
);
