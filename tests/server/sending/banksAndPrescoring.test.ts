import { expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import type { BankListWire, FailedInfoWire, PrescoringAnswerWire, SendAnswerWire, SubRequestListWire } from '../../../src/domain/wire/banksWire';
import { completeRequest } from '../helpers/completeRequest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent } from '../requests/requestFixtures';
import { absolutBank } from '../requestForm/formFixtures';

/** ООО «КБ «Кубань Кредит»: takes only 44-FZ bid and performance-without-advance guarantees. */
const kubanKredit = '673eb889-e593-584d-8a10-da581f140f2a';
const expobank = 'cbfdc709-4068-5242-9119-5216dd873e6f';
/** ЮниКредит Банк: an archive bank. */
const unicredit = banksConfig.banks.find((bank) => bank.internal_name === 'unicredit')!.uuid;

forEachDatabase(
  'Bank list, selection and pre-scoring',
  (ctx) => {
    it('lists every bank in the fixed order, archive last, with the request sum and term before an offer', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const plain = await api.get<BankListWire>('/v2/bgrequest/read/banks');
      expect(plain.status).toBe(200);
      const banks = plain.body.data!.banks;
      expect(banks).toHaveLength(22);
      expect(banks.map((bank) => bank.type)).toEqual([...Array(15).fill('platform'), ...Array(5).fill('partner'), 'archive', 'archive']);
      expect(banks[0]).toMatchObject({ bank_name: 'ПАО Сбербанк', group_label: 'Банки платформы', commission: null, sum: null, duration: null });
      expect(banks.at(-1)!.group_label).toBe('Архив');

      const request = await completeRequest(ctx.app, agent, { banks: [absolutBank] });
      const forRequest = (await api.get<BankListWire>(`/v2/bgrequest/read/banks?request_id=${request.id}`)).body.data!.banks;
      expect(forRequest.find((bank) => bank.bank_uuid === absolutBank)).toMatchObject({ sum: '7312500.00', duration: 455, commission: null, is_selected: true });
      expect(forRequest.find((bank) => bank.bank_uuid === expobank)).toMatchObject({ is_selected: false, has_subrequest: false });

      // An offer of the bank replaces the request's figures.
      await api.get(`/v1/bgrequest/read/${request.id}/subrequests`);
      const sub = await ctx.database.db.selectFrom('bg_subrequest').select('id').where('request_id', '=', String(request.id)).executeTakeFirstOrThrow();
      await ctx.database.db.insertInto('bg_offer').values({ subrequest_id: sub.id, version: 1, source: 'bank', bank_commission: '150000.00', commission: '165000.50', sum: '7000000.00', duration: 400 }).execute();
      const withOffer = (await api.get<BankListWire>(`/v2/bgrequest/read/banks?request_id=${request.id}`)).body.data!.banks;
      expect(withOffer.find((bank) => bank.bank_uuid === absolutBank)).toMatchObject({ commission: '165000.50', sum: '7000000.00', duration: 400, has_subrequest: true });

      expect((await api.get('/v2/bgrequest/read/banks?request_id=abc')).status).toBe(400);
      expect((await api.get('/v2/bgrequest/read/banks?request_id=999999999')).status).toBe(404);
    });

    it('never offers an archive bank for sending: its card says it cannot be sent, as the send call refuses it', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const request = await completeRequest(ctx.app, agent, { banks: [unicredit, expobank] });
      const list = (await api.get<SubRequestListWire>(`/v1/bgrequest/read/${request.id}/subrequests`)).body.data!.subrequests;
      expect(list.find((sub) => sub.bank_uuid === unicredit)?.draft_status?.can_send).toBe(false);
      expect(list.find((sub) => sub.bank_uuid === expobank)?.draft_status?.can_send).toBe(true);
    });

    it('pre-scores each chosen bank, refuses to send where the request does not pass and says why', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const request = await completeRequest(ctx.app, agent, { banks: [kubanKredit, expobank] });
      const scored = await api.post<PrescoringAnswerWire>(`/v2/bgrequest/write/${request.id}/prescoring`);
      expect(scored.status, scored.body.message).toBe(200);
      const byBank = Object.fromEntries(scored.body.data!.results.map((result) => [result.bank_uuid, result]));
      expect(byBank[expobank]).toMatchObject({ passed: true, sub_status: 'prescored', reasons: [] });
      expect(byBank[kubanKredit]).toMatchObject({ passed: false, sub_status: 'prescoring_failed' });
      expect(byBank[kubanKredit]!.reasons.length).toBeGreaterThan(0);

      const list = (await api.get<SubRequestListWire>(`/v1/bgrequest/read/${request.id}/subrequests`)).body.data!;
      expect(list.should_run_prescoring).toBe(false);
      const failed = list.subrequests.find((sub) => sub.bank_uuid === kubanKredit)!;
      expect(failed).toMatchObject({ status: 'DraftPrescoringFailed', prescoring: { passed: false } });
      // Prescoring failed comes last among drafts.
      expect(list.subrequests.map((sub) => sub.bank_uuid)).toEqual([expobank, kubanKredit]);

      const info = await api.get<FailedInfoWire>(`/v2/bgsubrequest/read/${failed.uuid}/failed-info`);
      expect(info.status).toBe(200);
      expect(info.body.data).toMatchObject({ title: 'Не проходим', bank_uuid: kubanKredit, reasons: byBank[kubanKredit]!.reasons });
      const passedInfo = await api.get(`/v2/bgsubrequest/read/${list.subrequests[0]!.uuid}/failed-info`);
      expect(passedInfo.status).toBe(200);

      // Pre-scoring again moves nothing it already moved.
      const again = await api.post<PrescoringAnswerWire>(`/v2/bgrequest/write/${request.id}/prescoring`);
      expect(again.body.data!.results.map((result) => result.sub_status).sort()).toEqual(['prescored', 'prescoring_failed']);
      const history = await ctx.database.db.selectFrom('bg_subrequest_status as h').innerJoin('bg_subrequest as s', 's.id', 'h.subrequest_id').select('h.event').where('s.request_id', '=', String(request.id)).execute();
      expect(history).toHaveLength(2);

      const sent = await api.post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [kubanKredit, expobank], request_id: request.id, signed: false });
      expect(sent.status, sent.body.message).toBe(200);
      const outcome = Object.fromEntries(sent.body.data!.results.map((result) => [result.bank_uuid, result]));
      expect(outcome[expobank]!.outcome).toBe('sent');
      expect(outcome[kubanKredit]).toMatchObject({ outcome: 'refused', sub_status: 'prescoring_failed' });
      expect(outcome[kubanKredit]!.reason).toMatch(/^Не проходим: /);

      // Only a failed bank asked for: nothing can go, 409 with the reason.
      const onlyFailed = await api.post('/v2/bgrequest/write/send', { fko_uuids: [kubanKredit], request_id: request.id, signed: false });
      expect(onlyFailed.status).toBe(409);
      expect(onlyFailed.body.message).toContain('Не проходим');
    });

    it('pre-scoring holds the guarantee`s term to the bank`s longest (max_days of config/banks.json)', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const request = await completeRequest(ctx.app, agent, { banks: [expobank] });
      const step = await ctx.database.db.selectFrom('bg_request_step').select('data').where('request_id', '=', String(request.id)).where('step', '=', 'guaranty-detail-info').executeTakeFirstOrThrow();
      const longest = banksConfig.banks.find((bank) => bank.uuid === expobank)!.prescoring.max_days;
      await ctx.database.db
        .updateTable('bg_request_step')
        .set({ data: JSON.stringify({ ...(step.data as Record<string, unknown>), daysCount: longest + 1 }) })
        .where('request_id', '=', String(request.id))
        .where('step', '=', 'guaranty-detail-info')
        .execute();
      const scored = await api.post<PrescoringAnswerWire>(`/v2/bgrequest/write/${request.id}/prescoring`);
      expect(scored.status, scored.body.message).toBe(200);
      expect(scored.body.data!.results[0]).toMatchObject({ bank_uuid: expobank, passed: false, sub_status: 'prescoring_failed' });
      expect(scored.body.data!.results[0]!.reasons.map((reason) => reason.replace(/\u00a0/g, ' '))).toContain('Срок гарантии 1 096 дней больше наибольшего срока банка 1 095 дней');
    });

    it('ticks banks while they are drafts and refuses once sent', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const request = await completeRequest(ctx.app, agent, { banks: [expobank] });
      const list = (await api.get<SubRequestListWire>(`/v1/bgrequest/read/${request.id}/subrequests`)).body.data!;
      const uuid = list.subrequests[0]!.uuid;
      const off = await api.post<{ is_selected: boolean }[]>('/v1/bgsubrequest/write/selected', [{ subrequest_uuid: uuid, value: 'false' }]);
      expect(off.status, off.body.message).toBe(200);
      expect(off.body.data![0]!.is_selected).toBe(false);
      expect((await api.get<SubRequestListWire>(`/v1/bgrequest/read/${request.id}/subrequests`)).body.data!.subrequests[0]!.is_selected).toBe(false);
      await api.post('/v2/bgrequest/write/send', { fko_uuids: [expobank], request_id: request.id, signed: false });
      const late = await api.post('/v1/bgsubrequest/write/selected', [{ subrequest_uuid: uuid, value: 'false' }]);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('Заявка в этот банк уже отправлена: выбор банка больше не меняется');
      const unknown = await api.post('/v1/bgsubrequest/write/selected', [{ subrequest_uuid: '6f1e0d2c-3b4a-4596-8877-aa1bb2cc3dd4', value: 'true' }]);
      expect(unknown.status).toBe(404);
      const bad = await api.post('/v1/bgsubrequest/write/selected', [{ subrequest_uuid: uuid, value: 'yes' }]);
      expect(bad.status).toBe(400);
    });
  },
  { env: dataDirEnv() },
);
