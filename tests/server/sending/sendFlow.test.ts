import { expect, it } from 'vitest';
import type { SendAnswerWire, SubRequestListWire, ConsentLinkWire, ConsentAnswerWire, MovedAnswerWire, StatusHistoryWire } from '../../../src/domain/wire/banksWire';
import { completeRequest } from '../helpers/completeRequest';
import { signRequest } from '../helpers/signRequest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent, signedInClient } from '../requests/requestFixtures';
import { absolutBank } from '../requestForm/formFixtures';

/** ООО «Экспобанк»: wants neither consent, nor verification, nor a signature. */
const expobank = 'cbfdc709-4068-5242-9119-5216dd873e6f';
/** АО «ТБанк»: wants consent only. */
const tbank = '25080268-4586-5d20-8e02-382bb265d105';

forEachDatabase(
  'Sending a request to banks',
  (ctx) => {
    it('sends by each bank requirement: consent, verification by the operator, signing, then the bank', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const request = await completeRequest(ctx.app, agent, { banks: [absolutBank, expobank] });

      const drafts = await api.get<SubRequestListWire>(`/v1/bgrequest/read/${request.id}/subrequests`);
      expect(drafts.status, drafts.body.message).toBe(200);
      const list = drafts.body.data!;
      expect(list.combined_status.status).toBe('Draft');
      expect(list.should_run_prescoring).toBe(true);
      expect(list.subrequests.map((sub) => sub.bank_uuid).sort()).toEqual([absolutBank, expobank].sort());
      const absolut = list.subrequests.find((sub) => sub.bank_uuid === absolutBank)!;
      expect(absolut).toMatchObject({ sub_status: 'draft', status: 'Draft', group: 'not-sent', sub_common_status: 'draft', is_selected: true });
      expect(absolut.draft_status).toMatchObject({ status: 'DraftAgreementRequired', missing: ['consent', 'verification', 'signing'], can_send: true });
      expect(list.subrequests.find((sub) => sub.bank_uuid === expobank)!.draft_status).toMatchObject({ status: 'DraftCanBeSent', missing: [] });
      // Reading twice creates nothing twice.
      await api.get(`/v1/bgrequest/read/${request.id}/subrequests`);
      const count = await ctx.database.db.selectFrom('bg_subrequest').select((eb) => eb.fn.countAll<string>().as('n')).where('request_id', '=', String(request.id)).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(2);

      const sent = await api.post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [absolutBank, expobank], request_id: request.id, signed: false });
      expect(sent.status, sent.body.message).toBe(200);
      expect(sent.body.data!.readonly).toBe(true);
      const outcome = Object.fromEntries(sent.body.data!.results.map((result) => [result.bank_uuid, result.outcome]));
      expect(outcome).toEqual({ [absolutBank]: 'wait_confirm_data', [expobank]: 'sent' });
      const outbox = await ctx.database.db.selectFrom('bank_outbox').select(['bank_uuid', 'event']).where('subrequest_uuid', 'in', list.subrequests.map((sub) => sub.uuid)).execute();
      expect(outbox).toEqual([{ bank_uuid: expobank, event: 'subrequest_sent' }]);

      const root = await api.get<{ readonly: boolean; editable: boolean }>(`/v1/bgrequest/read/${request.id}/root`);
      expect(root.body.data).toMatchObject({ readonly: true, editable: false, sub_common_status: 'review', combined_status: { status: 'OnReview', label: 'На рассмотрении', revocable: true } });
      const save = await api.post(`/v2/bgrequest/write/${request.id}/step/detail-contacts`, {});
      expect(save.status).toBe(400);

      const afterSend = (await api.get<SubRequestListWire>(`/v1/bgrequest/read/${request.id}/subrequests`)).body.data!;
      expect(afterSend.combined_status.label).toBe('На рассмотрении');
      expect(afterSend.subrequests.find((sub) => sub.bank_uuid === absolutBank)).toMatchObject({ status: 'WaitingAgreement', is_need_confirm_data: true, is_need_verification: true, is_need_sign_application: true, group: 'sent', draft_status: null });

      const link = await api.post<ConsentLinkWire>(`/v2/bgrequest/write/${request.id}/consent/link`);
      expect(link.status, link.body.message).toBe(200);
      expect(link.body.data!.url).toMatch(/\/consent\/[A-Za-z0-9_-]{43}$/);
      const stored = await ctx.database.db.selectFrom('bg_request').select('consent_token_hash').where('id', '=', request.id).executeTakeFirstOrThrow();
      expect(stored.consent_token_hash).not.toContain(link.body.data!.token);
      const wrong = await client(ctx.app).post('/v2/consent/write/' + 'x'.repeat(43));
      expect(wrong.body).toEqual({ code: expect.any(Number), message: 'Ссылка на согласие недействительна или устарела' });
      expect(wrong.status).toBe(404);
      const consent = await client(ctx.app).post<ConsentAnswerWire>(`/v2/consent/write/${link.body.data!.token}`);
      expect(consent.status, consent.body.message).toBe(200);
      expect(consent.body.data!.moved).toEqual([{ subrequestUuid: absolut.uuid, bank_uuid: absolutBank, sub_status: 'admin_verification' }]);
      // Using the link again moves nothing twice.
      const again = await client(ctx.app).post<ConsentAnswerWire>(`/v2/consent/write/${link.body.data!.token}`);
      expect(again.body.data!.moved).toEqual([]);

      // Only an operator verifies.
      const notOperator = await api.post(`/v2/bgrequest/write/admin/verification/send/${request.id}`, { result: 'passed' });
      expect(notOperator.status).toBe(403);
      const operator = await signedInAgent(ctx.app);
      await ctx.database.db.insertInto('platform_operators').values({ user_id: operator.viewer.userId }).execute();
      const verified = await client(ctx.app, { token: operator.token }).post<MovedAnswerWire>(`/v2/bgrequest/write/admin/verification/send/${request.id}`, { result: 'passed' });
      expect(verified.status, verified.body.message).toBe(200);
      expect(verified.body.data!.moved).toEqual([{ subrequestUuid: absolut.uuid, bank_uuid: absolutBank, sub_status: 'sent_to_client' }]);

      // The caller's word is no signature; the client's signature of the print forms sends the
      // application on to the bank, and the bank hears of it once.
      const claimed = await api.post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [absolutBank, expobank], request_id: request.id, signed: true });
      expect(claimed.status).toBe(400);
      expect(await signRequest(ctx.app, request.id, { token: agent.token })).toBe(true);
      const signed = await api.post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [absolutBank, expobank], request_id: request.id, signed: true });
      expect(signed.status, signed.body.message).toBe(200);
      expect(Object.fromEntries(signed.body.data!.results.map((result) => [result.bank_uuid, result.outcome]))).toEqual({ [absolutBank]: 'already_sent', [expobank]: 'already_sent' });
      const events = await ctx.database.db.selectFrom('bank_outbox').select(['bank_uuid']).where('event', '=', 'subrequest_sent').where('subrequest_uuid', 'in', list.subrequests.map((sub) => sub.uuid)).execute();
      expect(events.map((event) => event.bank_uuid).sort()).toEqual([absolutBank, expobank].sort());
      const final = (await api.get<SubRequestListWire>(`/v1/bgrequest/read/${request.id}/subrequests`)).body.data!;
      expect(final.subrequests.find((sub) => sub.bank_uuid === absolutBank)).toMatchObject({ sub_status: 'sent', status: 'OnReview', is_need_confirm_data: false, is_need_verification: false, is_need_sign_application: false });
      expect(final.signed_at).not.toBeNull();

      const history = await api.get<StatusHistoryWire>(`/v1/bgsubrequest/read/${absolut.uuid}/statuses`);
      expect(history.body.data!.entries.map((entry) => [entry.event, entry.to_status, entry.actor_kind])).toEqual([
        ['send_for_consent', 'wait_confirm_data', 'user'],
        ['consent_given_for_verification', 'admin_verification', 'user'],
        ['admin_verification_started', 'admin_verification_process', 'operator'],
        ['admin_verification_passed', 'sent_to_client', 'operator'],
        ['application_signed', 'sent', 'user'],
      ]);
      expect(history.body.data!.entries[0]).toMatchObject({ event_label: 'Запрос согласия клиента', to_label: 'Ожидает согласия клиента', actor_label: 'Пользователь', from_label: 'Черновик' });
      const all = await api.get<StatusHistoryWire>(`/v1/bgrequest/read/${request.id}/statuses`);
      expect(all.body.data!.entries).toHaveLength(6);
    });

    it('is idempotent: two concurrent sends move each bank once', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const request = await completeRequest(ctx.app, agent, { banks: [expobank] });
      const body = { fko_uuids: [expobank], request_id: request.id, signed: false };
      const [first, second] = await Promise.all([api.post<SendAnswerWire>('/v2/bgrequest/write/send', body), api.post<SendAnswerWire>('/v2/bgrequest/write/send', body)]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect([first.body.data!.results[0]!.outcome, second.body.data!.results[0]!.outcome].sort()).toEqual(['already_sent', 'sent']);
      const sub = await ctx.database.db.selectFrom('bg_subrequest').select(['id', 'uuid']).where('request_id', '=', String(request.id)).execute();
      expect(sub).toHaveLength(1);
      const history = await ctx.database.db.selectFrom('bg_subrequest_status').select('event').where('subrequest_id', '=', String(sub[0]!.id)).execute();
      expect(history).toEqual([{ event: 'send' }]);
      const outbox = await ctx.database.db.selectFrom('bank_outbox').select('event').where('subrequest_uuid', '=', sub[0]!.uuid).execute();
      expect(outbox).toEqual([{ event: 'subrequest_sent' }]);
    });

    it('refuses an incomplete request naming what is missing, and a client cannot send for the agent', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const request = await completeRequest(ctx.app, agent, { banks: [tbank] });
      // Another bank asks for documents the request does not have.
      const more = await api.post('/v2/bgrequest/write/send', { fko_uuids: [tbank, absolutBank], request_id: request.id, signed: false });
      expect(more.status).toBe(400);
      expect(more.body.message).toMatch(/^Заявка заполнена не полностью: .*«Документы» заполнено на \d+ из \d+/);
      const nothing = await ctx.database.db.selectFrom('bg_subrequest').select('sub_status').where('request_id', '=', String(request.id)).execute();
      expect(nothing.every((row) => row.sub_status === 'draft')).toBe(true);
      const root = await api.get<{ readonly: boolean }>(`/v1/bgrequest/read/${request.id}/root`);
      expect(root.body.data!.readonly).toBe(false);

      const customer = await signedInClient(ctx.app);
      await ctx.database.db.updateTable('bg_request').set({ client_organization_uuid: customer.organizationUuid }).where('id', '=', request.id).execute();
      const byClient = await client(ctx.app, { token: customer.token }).post('/v2/bgrequest/write/send', { fko_uuids: [tbank], request_id: request.id, signed: false });
      expect(byClient.status).toBe(403);
      expect(byClient.body.message).toBe('Это действие доступно только организации, оформившей заявку');

      const sent = await api.post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [tbank], request_id: request.id, signed: false });
      expect(sent.body.data!.results[0]!.outcome).toBe('wait_confirm_data');
      // The agent cannot consent for the customer; the customer consents in the app.
      expect((await api.post(`/v2/bgrequest/write/${request.id}/consent`)).status).toBe(403);
      const consent = await client(ctx.app, { token: customer.token }).post<ConsentAnswerWire>(`/v2/bgrequest/write/${request.id}/consent`);
      expect(consent.status, consent.body.message).toBe(200);
      expect(consent.body.data!.moved[0]!.sub_status).toBe('sent');
      const outbox = await ctx.database.db.selectFrom('bank_outbox').select('event').where('subrequest_uuid', '=', consent.body.data!.moved[0]!.subrequestUuid).execute();
      expect(outbox).toEqual([{ event: 'subrequest_sent' }]);
    });
  },
  { env: dataDirEnv() },
);
