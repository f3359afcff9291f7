import { beforeAll, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { actMoves } from '../../../src/domain/revisions/actState';
import { auditActionOf } from '../../../src/domain/audit/auditActions';
import { periodOf } from '../../../src/domain/revisions/period';
import type { RevisionActWire } from '../../../src/domain/wire/revisionWire';
import { actChangeActions } from '../../../src/server/audit/actionEntries';
import { formActs } from '../../../src/server/revisions/formActs';
import { employeeOf } from '../access/employee';
import { moveAs, subRequestIn } from '../bankApi/bankFixtures';
import { collect, eventually, hubTestBed, sleep } from '../hub/hubClient';
import { client, forEachDatabase } from '../helpers/serverContext';
import { insertOffer } from '../offers/offerFixtures';
import { dataDirEnv, signedInAgent, type Member } from '../requests/requestFixtures';

const sber = banksConfig.banks.find((bank) => bank.internal_name === 'sberbank')!;
const toPayment = ['offer', 'offer_accepted', 'payment_requested', 'payment_received'];

it('every change of an act has an audit action of config/audit-actions.json, binding', () => {
  for (const change of ['form', ...Object.keys(actMoves)] as const) {
    const action = auditActionOf(actChangeActions[change as keyof typeof actChangeActions]);
    expect(action, change).toBeDefined();
    expect(action!.kind).toBe('binding');
  }
});

forEachDatabase(
  "an act's changes: the audit entries of who made them and the live event to the agent's organisation",
  (ctx) => {
    const hub = hubTestBed(ctx);
    const db = () => ctx.database.db;
    const thisMonth = periodOf(new Date());
    let operator: Member;
    const as = (member: Member) => client(ctx.app, { token: member.token });

    beforeAll(async () => {
      operator = await signedInAgent(ctx.app);
      await db().insertInto('platform_operators').values({ user_id: operator.viewer.userId }).execute();
    });

    async function paidDeal(member: Member): Promise<void> {
      const sub = await subRequestIn(ctx.app, member, sber.uuid);
      await insertOffer(ctx.app, sub.uuid, { bankCommission: '50000.00', commission: '50000.00', sum: '2000000.00' });
      await moveAs(ctx.app, sub.uuid, toPayment);
    }

    const entriesOf = (actUuid: string) =>
      db()
        .selectFrom('audit_log')
        .select(['action', 'user_id', 'organization_id', 'description', 'details', 'ip'])
        .where(({ eb, ref }) => eb(ref('details', '->>').key('act_uuid' as never), '=', actUuid))
        .orderBy('id')
        .execute();

    it("form, form again, send and paid are the operator's audit entries, in his organisation, with the act and its total", async () => {
      const admin = await signedInAgent(ctx.app);
      await paidDeal(admin);
      const form = () => as(operator).post<{ items: RevisionActWire[] }>('/v2/revision/write/admin/form', { period: thisMonth, organization_uuid: admin.organizationUuid });
      const act = (await form()).body.data!.items[0]!;
      expect((await form()).status).toBe(200);
      expect((await as(operator).post('/v2/revision/write/admin/send', { act_uuid: act.uuid })).status).toBe(200);
      // A refused move writes nothing.
      expect((await as(operator).post('/v2/revision/write/admin/send', { act_uuid: act.uuid })).status).toBe(409);
      expect((await as(operator).post('/v2/revision/write/admin/paid', { act_uuid: act.uuid })).status).toBe(409);
      // The signatures are the documents' calls; the state they leave is what paid needs.
      await db().updateTable('revision_act').set({ state: 'operator_signed' }).where('uuid', '=', act.uuid).execute();
      expect((await as(operator).post('/v2/revision/write/admin/paid', { act_uuid: act.uuid })).status).toBe(200);

      const entries = await entriesOf(act.uuid);
      expect(entries.map((entry) => [entry.action, (entry.details as { change: string }).change])).toEqual([
        ['revision_act_formed', 'form'],
        ['revision_act_formed', 'reform'],
        ['revision_act_sent', 'send'],
        ['revision_act_paid', 'paid'],
      ]);
      const organizationName = (await db().selectFrom('organizations').select('name').where('uuid', '=', admin.organizationUuid).executeTakeFirstOrThrow()).name;
      for (const entry of entries) {
        expect(entry.user_id).toBe(operator.viewer.userId);
        expect(entry.organization_id).toBe(operator.viewer.organizationId);
        expect(entry.ip).not.toBeNull();
        expect(entry.details).toMatchObject({ act_uuid: act.uuid, number: act.number, period: thisMonth, organization_uuid: admin.organizationUuid, total_kopecks: 1_000_000 });
      }
      expect(entries[2]!.description).toBe(`Акт № ${act.number} за ${monthWords(thisMonth)} (${organizationName}): отправлен агенту; итого 10 000,00 ₽`);
      expect(entries[3]!.description).toMatch(/: отмечен оплаченным; итого 10 000,00 ₽$/);

      // The log's own read shows them to the operator by action.
      const listed = await as(operator).post<{ items: Array<{ action: string }> }>('/v1/audit/read/list', { action: 'revision_act_sent', per_page: 100 });
      expect(listed.status, listed.body.message).toBe(200);
      expect(listed.body.data!.items.some((item) => item.action === 'revision_act_sent')).toBe(true);
    });

    it('the monthly forming is nobody: no audit entry, but the event', async () => {
      const admin = await signedInAgent(ctx.app);
      await paidDeal(admin);
      const heard = collect(await hub.connect(admin.token), 'RevisionActChanged');
      const [formed] = await formActs(db(), { documents: null, hub: ctx.app.hub }, { period: thisMonth, organizationUuid: admin.organizationUuid, who: null });
      expect(await entriesOf(formed!.actUuid)).toEqual([]);
      await eventually(() => heard.length === 1);
      expect(heard).toEqual([{ actUuid: formed!.actUuid, period: thisMonth, state: 'formed' }]);
    });

    it("every state change reaches the act's organisation — its members with «Просмотр взаиморасчётов» only — on every instance, and nobody else", async () => {
      const admin = await signedInAgent(ctx.app);
      const manager = await employeeOf(ctx, admin, ['agent_create_request']);
      const accountant = await employeeOf(ctx, admin, ['revision_view']);
      const stranger = await signedInAgent(ctx.app);
      await paidDeal(admin);
      const adminHears = collect(await hub.connect(admin.token), 'RevisionActChanged');
      const accountantHears = collect(await hub.connect(accountant.token), 'RevisionActChanged');
      const managerHears = collect(await hub.connect(manager.token), 'RevisionActChanged');
      const strangerHears = collect(await hub.connect(stranger.token), 'RevisionActChanged');
      const operatorHears = collect(await hub.connect(operator.token), 'RevisionActChanged');

      const act = (await as(operator).post<{ items: RevisionActWire[] }>('/v2/revision/write/admin/form', { period: thisMonth, organization_uuid: admin.organizationUuid })).body.data!.items[0]!;
      // The send goes through the other instance: its event reaches this instance's connections too.
      expect((await client(hub.otherInstance, { token: operator.token }).post('/v2/revision/write/admin/send', { act_uuid: act.uuid })).status).toBe(200);
      // A refused move says nothing.
      expect((await as(operator).post('/v2/revision/write/admin/send', { act_uuid: act.uuid })).status).toBe(409);
      await db().updateTable('revision_act').set({ state: 'operator_signed' }).where('uuid', '=', act.uuid).execute();
      expect((await as(operator).post('/v2/revision/write/admin/paid', { act_uuid: act.uuid })).status).toBe(200);

      const expected = (['formed', 'sent', 'paid'] as const).map((state) => ({ actUuid: act.uuid, period: thisMonth, state }));
      await eventually(() => adminHears.length === 3 && accountantHears.length === 3);
      await sleep(150);
      expect(adminHears).toEqual(expected);
      expect(accountantHears).toEqual(expected);
      expect(managerHears).toEqual([]);
      expect(strangerHears).toEqual([]);
      // The operator reads the desk, not the agent's screen: his own organisation is not the act's.
      expect(operatorHears).toEqual([]);
    });

    it('a forming that rolls back publishes nothing and records nothing', async () => {
      const admin = await signedInAgent(ctx.app);
      await paidDeal(admin);
      const heard = collect(await hub.connect(admin.token), 'RevisionActChanged');
      const failing = { storeActPdf: () => Promise.reject(new Error('the store is down')) };
      await expect(formActs(db(), { documents: failing, hub: ctx.app.hub }, { period: thisMonth, organizationUuid: admin.organizationUuid, who: operator.viewer })).rejects.toThrow('the store is down');
      await sleep(300);
      expect(heard).toEqual([]);
      expect(await db().selectFrom('revision_act').select('id').where('organization_uuid', '=', admin.organizationUuid).execute()).toEqual([]);
      expect(await db().selectFrom('audit_log').select('id').where('action', '=', 'revision_act_formed').where('user_id', '=', operator.viewer.userId).where(({ eb, ref }) => eb(ref('details', '->>').key('organization_uuid' as never), '=', admin.organizationUuid)).execute()).toEqual([]);
    });
  },
  { env: dataDirEnv() },
);

/** «ноябрь 2026» of '2026-11', computed apart from periodLabel. */
function monthWords(period: string): string {
  const names = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];
  const [year, month] = period.split('-');
  return `${names[Number(month) - 1]} ${year}`;
}
