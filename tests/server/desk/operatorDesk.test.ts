import { expect, it } from 'vitest';
import { banksConfig, banksForEnvironment } from '../../../src/domain/banks';
import type { ConsentLinkWire, ManagerAnswerWire, MovedAnswerWire, StatusHistoryWire } from '../../../src/domain/wire/banksWire';
import type { DeskQueueWire, DeskStaffWire } from '../../../src/domain/wire/operatorDeskWire';
import { operatorAtDesk, playOperator } from '../../../src/server/simulator/playOperator';
import { completeRequest } from '../helpers/completeRequest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { absolutBank } from '../requestForm/formFixtures';

const lockobank = banksConfig.banks.find((bank) => bank.internal_name === 'lockobank')!.uuid;
const tbank = '25080268-4586-5d20-8e02-382bb265d105';
const refused = { code: 40300, message: 'Раздел доступен только оператору платформы' };

forEachDatabase(
  'The operator’s desk: the queues, the verdicts per bank, the manager and the return from the client',
  (ctx) => {
    const db = () => ctx.database.db;

    async function operator(): Promise<Member> {
      const member = await signedInAgent(ctx.app);
      await db().insertInto('platform_operators').values({ user_id: member.viewer.userId }).execute();
      return member;
    }

    /** A request of a fresh agent organisation, sent to `banks` and, where `consent`, consented to by the customer. */
    async function sentRequest(banks: string[], consent: boolean) {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const request = await completeRequest(ctx.app, agent, { banks });
      const sent = await api.post('/v2/bgrequest/write/send', { fko_uuids: banks, request_id: request.id, signed: false });
      expect(sent.status, sent.body.message).toBe(200);
      if (consent) {
        const link = await api.post<ConsentLinkWire>(`/v2/bgrequest/write/${request.id}/consent/link`);
        expect((await client(ctx.app).post(`/v2/consent/write/${link.body.data!.token}`)).status).toBe(200);
      }
      const subs = await db().selectFrom('bg_subrequest').select(['uuid', 'bank_uuid', 'sub_status']).where('request_id', '=', String(request.id)).execute();
      return { agent, api, request, subOf: (bank: string) => subs.find((sub) => sub.bank_uuid === bank)!.uuid };
    }

    const queueOf = async (member: Member, queue: 'verification' | 'client') => {
      const answer = await client(ctx.app, { token: member.token }).get<DeskQueueWire>(`/v2/bgrequest/read/admin/desk?queue=${queue}&page_size=100`);
      expect(answer.status, answer.body.message).toBe(200);
      return answer.body.data!;
    };

    it('only an operator reads the desk: an agent administrator and a client get a Russian 403, nobody signed in 401', async () => {
      const desk = await operator();
      const admin = await signedInAgent(ctx.app);
      const customer = await signedInClient(ctx.app);
      expect((await client(ctx.app, { token: desk.token }).get('/v2/bgrequest/read/admin/desk')).status).toBe(200);
      for (const member of [admin, customer]) {
        const api = client(ctx.app, { token: member.token });
        expect((await api.get('/v2/bgrequest/read/admin/desk')).body).toEqual(refused);
        expect((await api.get('/v2/bgrequest/read/admin/desk/1/staff')).body).toEqual(refused);
      }
      expect((await client(ctx.app).get('/v2/bgrequest/read/admin/desk')).status).toBe(401);
      const bad = await client(ctx.app, { token: desk.token }).get('/v2/bgrequest/read/admin/desk?queue=banks');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/Очередь/);
      expect((await client(ctx.app, { token: desk.token }).get('/v2/bgrequest/read/admin/desk/999999999/staff')).body).toEqual({ code: 40400, message: 'Заявка не найдена' });
    });

    it('the verification queue lists another organisation’s request with its waiting banks; reading it marks the operator at the desk', async () => {
      const desk = await operator();
      const { request, subOf } = await sentRequest([absolutBank, lockobank], true);
      const before = Date.now();
      const queue = await queueOf(desk, 'verification');
      const item = queue.items.find((entry) => entry.id === request.id);
      const stored = await db().selectFrom('bg_request').select(['inn', 'name']).where('id', '=', request.id).executeTakeFirstOrThrow();
      expect(item).toMatchObject({ uuid: request.uuid, own: false, company: stored, manager: null });
      expect(item!.banks.map((bank) => [bank.subrequest_uuid, bank.sub_status]).sort()).toEqual(
        [
          [subOf(absolutBank), 'admin_verification'],
          [subOf(lockobank), 'admin_verification'],
        ].sort(),
      );
      expect(item!.banks.find((bank) => bank.bank_uuid === absolutBank)!.bank_name).toMatch(/Абсолют/);
      expect(queue.total).toBeGreaterThanOrEqual(1);
      const one = (await client(ctx.app, { token: desk.token }).get<DeskQueueWire>(`/v2/bgrequest/read/admin/desk?request_id=${request.id}`)).body.data!;
      expect([one.total, one.items.map((entry) => entry.id)]).toEqual([1, [request.id]]);
      const none = (await client(ctx.app, { token: desk.token }).get<DeskQueueWire>(`/v2/bgrequest/read/admin/desk?queue=client&request_id=${request.id}`)).body.data!;
      expect([none.total, none.items]).toEqual([0, []]);
      expect(await operatorAtDesk(db(), 30, Date.now())).toBe(true);
      expect(await operatorAtDesk(db(), 30, before + 3_600_000)).toBe(false);
    });

    it('the operator decides per bank: one passed, the other failed with a comment; the queue follows, the history names the operator', async () => {
      const desk = await operator();
      const { api, request, subOf } = await sentRequest([absolutBank, lockobank], true);
      const asDesk = client(ctx.app, { token: desk.token });
      const passed = await asDesk.post<MovedAnswerWire>(`/v2/bgrequest/write/admin/verification/send/${request.id}`, { result: 'passed', fko_uuids: [subOf(absolutBank)] });
      expect(passed.status, passed.body.message).toBe(200);
      expect(passed.body.data!.moved.map((row) => row.subrequestUuid)).toEqual([subOf(absolutBank)]);
      expect(['sent', 'sent_to_client']).toContain(passed.body.data!.moved[0]!.sub_status);
      const left = (await queueOf(desk, 'verification')).items.find((entry) => entry.id === request.id)!;
      expect(left.banks.map((bank) => bank.subrequest_uuid)).toEqual([subOf(lockobank)]);

      const failed = await asDesk.post<MovedAnswerWire>(`/v2/bgrequest/write/admin/verification/send/${request.id}`, { result: 'failed', fko_uuids: [subOf(lockobank)], comment: 'Паспорт руководителя просрочен' });
      expect(failed.status, failed.body.message).toBe(200);
      expect(failed.body.data!.moved[0]!.sub_status).toBe('draft');
      expect((await queueOf(desk, 'verification')).items.map((entry) => entry.id)).not.toContain(request.id);
      const history = (await api.get<StatusHistoryWire>(`/v1/bgsubrequest/read/${subOf(lockobank)}/statuses`)).body.data!.entries.at(-1)!;
      expect(history).toMatchObject({ event: 'admin_verification_failed', comment: 'Паспорт руководителя просрочен', actor_label: 'Оператор платформы' });

      // Nobody but an operator gives a verdict, the owner included: nothing moves.
      const owner = await api.post(`/v2/bgrequest/write/admin/verification/send/${request.id}`, { result: 'passed' });
      expect(owner.status).toBe(403);
      expect(owner.body.message).toBe('Действие доступно только оператору платформы');
    });

    it('the operator hands a request of any organisation to one of its users; a user of another organisation is 404; a stranger learns nothing', async () => {
      const desk = await operator();
      const stranger = await signedInAgent(ctx.app);
      const { agent, request } = await sentRequest([absolutBank], true);
      const asDesk = client(ctx.app, { token: desk.token });
      const staff = await asDesk.get<DeskStaffWire[]>(`/v2/bgrequest/read/admin/desk/${request.id}/staff`);
      expect(staff.status, staff.body.message).toBe(200);
      expect(staff.body.data!.map((user) => user.id)).toEqual([agent.viewer.userId]);
      expect(staff.body.data![0]).toMatchObject({ uuid: agent.user.uuid, is_active: true });

      const handed = await asDesk.post<ManagerAnswerWire>('/v1/bgrequest/write/agent/manager', { request_id: request.id, manager: agent.user.uuid });
      expect(handed.status, handed.body.message).toBe(200);
      expect(handed.body.data!.manager.id).toBe(agent.viewer.userId);
      const item = (await queueOf(desk, 'verification')).items.find((entry) => entry.id === request.id)!;
      expect(item.manager?.id).toBe(agent.viewer.userId);

      const own = await asDesk.post('/v1/bgrequest/write/agent/manager', { request_id: request.id, manager: desk.viewer.userId });
      expect(own.body).toEqual({ code: 40400, message: 'Сотрудник не найден в организации' });
      const foreign = await client(ctx.app, { token: stranger.token }).post('/v1/bgrequest/write/agent/manager', { request_id: request.id, manager: stranger.viewer.userId });
      expect(foreign.body).toEqual({ code: 40400, message: 'Заявка не найдена' });
      const stored = await db().selectFrom('bg_request').select('manager_user_id').where('id', '=', request.id).executeTakeFirstOrThrow();
      expect(stored.manager_user_id).toBe(agent.viewer.userId);
    });

    it('the client queue lists banks waiting for the client; the operator takes them back by bank or by the request’s uuid', async () => {
      const desk = await operator();
      const stranger = await signedInAgent(ctx.app);
      const first = await sentRequest([tbank], false);
      const second = await sentRequest([tbank], false);
      const queue = await queueOf(desk, 'client');
      const item = queue.items.find((entry) => entry.id === first.request.id)!;
      expect(item.banks).toEqual([expect.objectContaining({ subrequest_uuid: first.subOf(tbank), sub_status: 'wait_confirm_data' })]);
      expect((await queueOf(desk, 'verification')).items.map((entry) => entry.id)).not.toContain(first.request.id);

      const asDesk = client(ctx.app, { token: desk.token });
      const back = await asDesk.post<MovedAnswerWire>(`/v2/bgrequest/write/${first.request.id}/subrequest/change/status`, { fko_uuids: [tbank] });
      expect(back.status, back.body.message).toBe(200);
      expect(back.body.data!.moved[0]!.sub_status).toBe('agent_draft');
      const history = (await first.api.get<StatusHistoryWire>(`/v1/bgsubrequest/read/${first.subOf(tbank)}/statuses`)).body.data!.entries.at(-1)!;
      expect(history).toMatchObject({ event: 'return_from_client', actor_label: 'Оператор платформы' });
      expect((await asDesk.post(`/v2/bgrequest/write/${first.request.id}/subrequest/change/status`, { fko_uuids: [tbank] })).body).toEqual({ code: 40900, message: 'Нет заявок, ожидающих клиента' });

      const denied = await client(ctx.app, { token: stranger.token }).post('/v1/bgrequest/write/claim/bank/client', { request_uuid: second.request.uuid });
      expect(denied.body).toEqual({ code: 40400, message: 'Заявка не найдена' });
      const claimed = await asDesk.post<MovedAnswerWire>('/v1/bgrequest/write/claim/bank/client', { request_uuid: second.request.uuid });
      expect(claimed.status, claimed.body.message).toBe(200);
      expect(claimed.body.data!.moved.map((row) => row.sub_status)).toEqual(['agent_draft']);
      expect((await queueOf(desk, 'client')).items.map((entry) => entry.id)).not.toEqual(expect.arrayContaining([first.request.id, second.request.id]));
    });

    it('the simulated operator steps aside while a person has the desk open, and plays again once he has left it', async () => {
      const desk = await operator();
      const since = new Date(Date.now() - 1000);
      const { request, subOf } = await sentRequest([absolutBank], true);
      const side = { db: db(), hub: ctx.app.hub, banks: banksForEnvironment(banksConfig.banks, 'dev') };
      const scenario = { label: 'Оператор', desk_presence_seconds: 30, verification: { after_seconds: 0, result: 'passed' as const } };
      const statusOf = async () => (await db().selectFrom('bg_subrequest').select('sub_status').where('uuid', '=', subOf(absolutBank)).executeTakeFirstOrThrow()).sub_status;

      await queueOf(desk, 'verification');
      expect(await playOperator(side, scenario, { speed: 1, now: Date.now(), since })).toEqual([]);
      expect(await statusOf()).toBe('admin_verification');

      // Every person left the desk an hour ago (the file's other tests opened it too): the simulator verifies.
      await db().updateTable('platform_operators').set({ desk_seen_at: new Date(Date.now() - 3600_000) }).where('desk_seen_at', 'is not', null).execute();
      const verdicts = await playOperator(side, scenario, { speed: 1, now: Date.now(), since });
      expect(verdicts.map((verdict) => verdict.requestId)).toEqual([request.id]);
      expect(await statusOf()).not.toBe('admin_verification');
    });
  },
  { env: dataDirEnv() },
);
