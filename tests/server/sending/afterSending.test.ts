import { expect, it, vi } from 'vitest';
import type { ConsentLinkWire, MovedAnswerWire, SendAnswerWire, StatusHistoryWire, SubRequestListWire, SubRequestWire } from '../../../src/domain/wire/banksWire';
import { completeRequest } from '../helpers/completeRequest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent } from '../requests/requestFixtures';
import { absolutBank } from '../requestForm/formFixtures';

const expobank = 'cbfdc709-4068-5242-9119-5216dd873e6f';
const tbank = '25080268-4586-5d20-8e02-382bb265d105';

forEachDatabase(
  'After sending: revocation, return from the client, archive, manager, verification verdicts',
  (ctx) => {
    const db = () => ctx.database.db;
    const readonlyOf = async (id: number) => (await db().selectFrom('bg_request').select('readonly').where('id', '=', id).executeTakeFirstOrThrow()).readonly;

    it('revokes, takes back from the client, archives and unarchives with the reasons of refusals', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const request = await completeRequest(ctx.app, agent, { banks: [expobank, tbank] });
      const sent = await api.post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [expobank, tbank], request_id: request.id, signed: false });
      expect(sent.status, sent.body.message).toBe(200);
      const uuidOf = (bank: string) => sent.body.data!.results.find((result) => result.bank_uuid === bank)!.subrequestUuid!;

      // deny_revoke forbids (403), a status the table does not revoke from is a conflict (409).
      await db().updateTable('bg_subrequest').set({ deny_revoke: true }).where('uuid', '=', uuidOf(expobank)).execute();
      const denied = await api.post('/v2/bgrequest/write/revokefrombank', { request_uuid: request.uuid, fko_uuids: [expobank] });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe('Отзыв заявки из этого банка запрещён.');
      await db().updateTable('bg_subrequest').set({ deny_revoke: false }).where('uuid', '=', uuidOf(expobank)).execute();

      const revoked = await api.post<MovedAnswerWire>('/v2/bgrequest/write/revokefrombank', { request_uuid: request.uuid, fko_uuids: [expobank] });
      expect(revoked.status, revoked.body.message).toBe(200);
      expect(revoked.body.data!.moved).toEqual([{ subrequestUuid: uuidOf(expobank), bank_uuid: expobank, sub_status: 'revoked' }]);
      const told = await db().selectFrom('bank_outbox').select('event').where('subrequest_uuid', '=', uuidOf(expobank)).orderBy('id').execute();
      expect(told.map((row) => row.event)).toEqual(['subrequest_sent', 'subrequest_revoked']);
      expect(await readonlyOf(request.id)).toBe(true);
      // A bank revoked from asks for a new pre-scoring before it is sent again.
      expect((await api.get<SubRequestListWire>(`/v1/bgrequest/read/${request.id}/subrequests`)).body.data!.should_run_prescoring).toBe(true);

      const twice = await api.post('/v2/bgrequest/write/revokefrombank', { request_uuid: request.uuid, fko_uuids: [expobank] });
      expect(twice.status).toBe(409);
      expect(twice.body.message).toMatch(/^Действие «Отзыв заявки из банка» недоступно в статусе/);

      // The agent takes the request back from the client: the last bank is a draft again, the request editable.
      const back = await api.post<MovedAnswerWire>(`/v2/bgrequest/write/${request.id}/subrequest/change/status`, { fko_uuids: [tbank] });
      expect(back.status, back.body.message).toBe(200);
      expect(back.body.data!.moved[0]!.sub_status).toBe('agent_draft');
      expect(await readonlyOf(request.id)).toBe(false);
      const none = await api.post(`/v2/bgrequest/write/${request.id}/subrequest/change/status`, {});
      expect(none.status).toBe(409);

      // Sent again for consent, then taken back for the whole request by its uuid.
      await api.post('/v2/bgrequest/write/send', { fko_uuids: [tbank], request_id: request.id, signed: false });
      const claimed = await api.post<MovedAnswerWire>('/v1/bgrequest/write/claim/bank/client', { request_uuid: request.uuid });
      expect(claimed.status, claimed.body.message).toBe(200);
      expect(claimed.body.data!.moved.map((row) => row.sub_status)).toEqual(['agent_draft']);

      const archived = await api.post<MovedAnswerWire>('/v1/bgrequest/write/archive', { request_uuid: request.uuid, fko_uuids: [], message: 'Клиент передумал' });
      expect(archived.status, archived.body.message).toBe(200);
      expect(archived.body.data!.moved.map((row) => row.sub_status)).toEqual(['archive', 'archive']);
      const list = (await api.get<SubRequestListWire>(`/v1/bgrequest/read/${request.id}/subrequests`)).body.data!;
      expect(list.combined_status.label).toBe('Архив');
      const archiveEntry = (await api.get<StatusHistoryWire>(`/v1/bgsubrequest/read/${uuidOf(tbank)}/statuses`)).body.data!.entries.at(-1)!;
      expect(archiveEntry).toMatchObject({ event: 'archive', comment: 'Клиент передумал', to_label: 'В архиве' });
      const stored = await db().selectFrom('bg_subrequest').select('archived_from').where('uuid', '=', uuidOf(tbank)).executeTakeFirstOrThrow();
      expect(stored.archived_from).toBe('agent_draft');

      const archivedSend = await api.post('/v2/bgrequest/write/send', { fko_uuids: [expobank, tbank], request_id: request.id, signed: false });
      expect(archivedSend.status).toBe(409);
      expect(archivedSend.body.message).toContain('Заявка в этот банк в архиве: сначала верните её из архива');

      const unarchived = await api.post<MovedAnswerWire>('/v1/bgrequest/write/unarchive', { request_uuid: request.uuid });
      expect(unarchived.status, unarchived.body.message).toBe(200);
      expect(unarchived.body.data!.moved.map((row) => row.sub_status)).toEqual(['draft', 'draft']);
      expect((await api.post('/v1/bgrequest/write/unarchive', { request_uuid: request.uuid })).status).toBe(409);

      const one = await api.post<MovedAnswerWire>(`/v1/bgsubrequest/write/${uuidOf(expobank)}/archive`, { message: null });
      expect(one.status, one.body.message).toBe(200);
      expect(one.body.data!.moved).toEqual([{ subrequestUuid: uuidOf(expobank), bank_uuid: expobank, sub_status: 'archive' }]);

      const card = await api.get<SubRequestWire>(`/v1/bgsubrequest/read/${uuidOf(expobank)}/info/${request.id}`);
      expect(card.status).toBe(200);
      expect(card.body.data).toMatchObject({ uuid: uuidOf(expobank), status: 'Archive', bank_name: 'ООО «Экспобанк»' });
      expect((await api.get(`/v1/bgsubrequest/read/${uuidOf(expobank)}/info/${request.id + 1}`)).status).toBe(404);
    });

    it('hands the request to a manager of the same organisation only', async () => {
      const agent = await signedInAgent(ctx.app);
      const stranger = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const request = await completeRequest(ctx.app, agent, { banks: [expobank] });
      const self = await api.post<{ manager: { id: number } }>('/v1/bgrequest/write/agent/manager', { request_id: request.id, manager: agent.user.uuid });
      expect(self.status, self.body.message).toBe(200);
      expect(self.body.data!.manager.id).toBe(agent.viewer.userId);
      const stored = await db().selectFrom('bg_request').select('manager_user_id').where('id', '=', request.id).executeTakeFirstOrThrow();
      expect(stored.manager_user_id).toBe(agent.viewer.userId);
      const foreign = await api.post('/v1/bgrequest/write/agent/manager', { request_id: request.id, manager: stranger.viewer.userId });
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('Сотрудник не найден в организации');
    });

    it('operator verdicts: failed returns to the draft with the returned-to-draft push, demand asks for more', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const operator = await signedInAgent(ctx.app);
      await db().insertInto('platform_operators').values({ user_id: operator.viewer.userId }).execute();
      const asOperator = client(ctx.app, { token: operator.token });
      const request = await completeRequest(ctx.app, agent, { banks: [absolutBank] });
      await api.post('/v2/bgrequest/write/send', { fko_uuids: [absolutBank], request_id: request.id, signed: false });
      const link = await api.post<ConsentLinkWire>(`/v2/bgrequest/write/${request.id}/consent/link`);
      await client(ctx.app).post(`/v2/consent/write/${link.body.data!.token}`);

      const demand = await asOperator.post<MovedAnswerWire>(`/v2/bgrequest/write/admin/verification/send/${request.id}`, { result: 'demand', comment: 'Приложите выписку из ЕГРЮЛ' });
      expect(demand.status, demand.body.message).toBe(200);
      expect(demand.body.data!.moved[0]!.sub_status).toBe('admin_request');
      const stored = await db().selectFrom('bg_demand').select(['kind', 'text']).execute();
      expect(stored).toContainEqual({ kind: 'admin', text: 'Приложите выписку из ЕГРЮЛ' });
      const nothing = await asOperator.post(`/v2/bgrequest/write/admin/verification/send/${request.id}`, { result: 'passed' });
      expect(nothing.status).toBe(409);
      expect(nothing.body.message).toBe('Нет заявок, ожидающих верификации');

      // The demand answered (a bank-side path) brings it back to verification; here straight in the table.
      await db().updateTable('bg_subrequest').set({ sub_status: 'admin_verification_process' }).where('request_id', '=', String(request.id)).execute();
      const publish = vi.spyOn(ctx.app.hub, 'publishAll');
      const failed = await asOperator.post<MovedAnswerWire>(`/v2/bgrequest/write/admin/verification/send/${request.id}`, { result: 'failed', comment: 'Паспорт просрочен' });
      expect(failed.status, failed.body.message).toBe(200);
      const pushed = publish.mock.calls.flatMap(([items]) => items).map((item) => (item.payload as { status: string }).status);
      publish.mockRestore();
      expect(pushed).toEqual(['draft', 'offer_returned']);
      expect(failed.body.data!.moved[0]!.sub_status).toBe('draft');
      expect(await readonlyOf(request.id)).toBe(false);
      const history = (await api.get<StatusHistoryWire>(`/v1/bgrequest/read/${request.id}/statuses`)).body.data!.entries.at(-1)!;
      expect(history).toMatchObject({ event: 'admin_verification_failed', comment: 'Паспорт просрочен', actor_label: 'Оператор платформы' });

      expect((await asOperator.post(`/v2/bgrequest/write/admin/verification/send/${request.id}`, { result: 'maybe' })).status).toBe(400);
      expect((await asOperator.post('/v2/bgrequest/write/admin/verification/send/999999999', { result: 'passed' })).status).toBe(404);
    });
  },
  { env: dataDirEnv() },
);
