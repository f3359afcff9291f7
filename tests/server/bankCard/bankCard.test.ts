import { beforeAll, expect, it } from 'vitest';
import type { BankApiDocumentAnswer } from '../../../src/domain/wire/bankApiWire';
import type { SubRequestListWire, SubRequestWire } from '../../../src/domain/wire/banksWire';
import type { AgreementParamWire } from '../../../src/domain/wire/offersWire';
import { bankClient, bankKey, moveAs, subRequestIn } from '../bankApi/bankFixtures';
import { client, forEachDatabase } from '../helpers/serverContext';
import { requestWithOffer, sber } from '../offers/offerFixtures';
import { dataDirEnv, daysFromToday, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const boundary = '----card' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(file.name)}\r\nContent-Type: application/pdf\r\n\r\n`), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

forEachDatabase(
  'The bank card tells the deal: the demand, the bank documents, the discussion rounds',
  (ctx) => {
    let agent: Member;
    let customer: Member;
    let sberKey: string;
    beforeAll(async () => {
      agent = await signedInAgent(ctx.app);
      customer = await signedInClient(ctx.app);
      sberKey = await bankKey(ctx.app, sber.uuid);
    });
    const as = (member: Member) => client(ctx.app, { token: member.token });
    const cardOf = async (member: Member, requestId: number | string, subUuid: string): Promise<SubRequestWire> => {
      const list = await as(member).get<SubRequestListWire>(`/v1/bgrequest/read/${requestId}/subrequests`);
      expect(list.status, list.body.message).toBe(200);
      return list.body.data!.subrequests.find((sub) => sub.uuid === subUuid)!;
    };

    it('a bank in «Запрос» shows the demand text and the documents asked for; none before it, none once it is left', async () => {
      const sub = await subRequestIn(ctx.app, agent, sber.uuid);
      expect(await cardOf(agent, sub.request_id, sub.uuid)).toMatchObject({ sub_status: 'sent', demand: null });
      const bank = bankClient(ctx.app, sberKey);
      const posted = await bank.post(`/bank-api/v1/subrequests/${sub.uuid}/demands`, {
        text: 'Приложите выписку по расчётному счёту за 6 месяцев.',
        required_documents: [{ type: 'bank_statement', name: 'Выписка по счёту за 6 месяцев' }, { type: 'other', name: 'Карточка 51 счёта' }],
      });
      expect(posted.status, posted.body.message).toBe(200);
      const card = await cardOf(agent, sub.request_id, sub.uuid);
      expect(card).toMatchObject({ status: 'OnDemand', sub_status: 'bankrequest' });
      expect(card.demand).toMatchObject({
        kind: 'bank',
        text: 'Приложите выписку по расчётному счёту за 6 месяцев.',
        required_documents: [{ type: 'bank_statement', name: 'Выписка по счёту за 6 месяцев' }, { type: 'other', name: 'Карточка 51 счёта' }],
      });
      expect(Date.parse(card.demand!.created_at)).not.toBeNaN();
      // The answer moves the sub-request back to the bank: the demand is no longer open.
      await moveAs(ctx.app, sub.uuid, ['demand_answered']);
      expect((await cardOf(agent, sub.request_id, sub.uuid)).demand).toBeNull();
    });

    it('the guarantee the bank posts is on the card, for the agent and the client, and downloads', async () => {
      const { request, subUuid } = await requestWithOffer(ctx.app, agent, { client: customer });
      const bank = bankClient(ctx.app, sberKey);
      await moveAs(ctx.app, subUuid, ['offer_accepted'], { kind: 'user', userId: agent.viewer.userId });
      for (const event of ['payment_requested', 'payment_received', 'guarantee_creating']) expect((await bank.post(`/bank-api/v1/subrequests/${subUuid}/events`, { event })).status).toBe(200);
      expect((await cardOf(agent, request.id, subUuid)).bank_documents).toEqual([]);
      const upload = multipart({ kind: 'guarantee', date_to: daysFromToday(200) }, { name: 'Банковская гарантия.pdf', bytes: pdfBytes });
      const posted = await bank.call<BankApiDocumentAnswer>('POST', `/bank-api/v1/subrequests/${subUuid}/documents`, upload.payload, upload.headers);
      expect(posted.status, posted.body.message).toBe(200);
      for (const member of [agent, customer]) {
        const card = await cardOf(member, request.id, subUuid);
        expect(card).toMatchObject({ status: 'GuaranteeReleased', sub_status: 'deal_guarantee_sent' });
        expect(card.bank_documents).toEqual([
          { uuid: posted.body.data.document.uuid, kind: 'guarantee', name: 'Банковская гарантия.pdf', file_uuid: posted.body.data.document.file.uuid, created_at: expect.any(String) },
        ]);
        const download = await ctx.app.inject({
          method: 'GET',
          url: `/v1/storage/read/file/${card.bank_documents![0]!.file_uuid}/name/guarantee.pdf`,
          headers: { authorization: `Bearer ${member.token}` },
        });
        expect(download.statusCode).toBe(200);
        expect(download.headers['content-type']).toBe('application/pdf');
        expect(Buffer.compare(download.rawPayload, pdfBytes)).toBe(0);
      }
    });

    it('two rounds of discussion: what the agent asked, what the bank answered and when, and the state of each moment', async () => {
      const terms = { bankCommission: '30000.00', sum: '2000000.00', duration: 365, dateFrom: daysFromToday(5), dateTo: daysFromToday(370) };
      const { request, subUuid } = await requestWithOffer(ctx.app, agent, { terms });
      const bank = bankClient(ctx.app, sberKey);
      const history = async () => (await as(agent).get<AgreementParamWire>(`/v2/bgsubrequest/read/${subUuid}/agreement/param/history`)).body.data!;
      expect(await history()).toMatchObject({ state: 'none', history: [] });
      expect((await cardOf(agent, request.id, subUuid)).discussion).toBeNull();

      const first = { date_from: daysFromToday(5), date_to: daysFromToday(300), sum: '1500000.00', comment: 'Просим срок 295 дней' };
      expect((await as(agent).post(`/v1/bgsubrequest/write/${subUuid}/todiscussion`, first)).status).toBe(200);
      expect(await history()).toMatchObject({ state: 'waitingBank', can_discuss: false, history: [{ comment: first.comment, answer: null }] });
      expect((await cardOf(agent, request.id, subUuid)).discussion).toMatchObject({ state: 'waitingBank', rounds: 1, last_answer: null, last_answered_at: null });

      const answered = await bank.post(`/bank-api/v1/subrequests/${subUuid}/events`, { event: 'discussion_finished', comment: 'Срок согласуем, сумму просим не менее 1 600 000 ₽' });
      expect(answered.status, answered.body.message).toBe(200);
      const afterFirst = await history();
      expect(afterFirst).toMatchObject({ state: 'answered', can_discuss: true });
      expect(afterFirst.history![0]!.answer).toMatchObject({ event: 'discussion_finished', event_label: 'Проект гарантии согласован', comment: 'Срок согласуем, сумму просим не менее 1 600 000 ₽', to_status: 'offer_wait_approve' });
      expect(Date.parse(afterFirst.history![0]!.answer!.answered_at)).toBeGreaterThanOrEqual(Date.parse(afterFirst.history![0]!.sent_at));
      expect((await cardOf(agent, request.id, subUuid)).discussion).toMatchObject({ state: 'answered', rounds: 1, last_answer: 'Срок согласуем, сумму просим не менее 1 600 000 ₽' });

      const second = { ...first, sum: '1600000.00', comment: 'Сумма 1 600 000 ₽' };
      const again = await as(agent).post<AgreementParamWire>(`/v1/bgsubrequest/write/${subUuid}/todiscussion`, second);
      expect(again.status, again.body.message).toBe(200);
      expect(await history()).toMatchObject({ state: 'waitingBank', history: [{ sum: '1600000.00', answer: null }, { sum: '1500000.00', answer: { comment: 'Срок согласуем, сумму просим не менее 1 600 000 ₽' } }] });

      await bank.post(`/bank-api/v1/subrequests/${subUuid}/events`, { event: 'discussion_finished' });
      const done = await history();
      expect(done.state).toBe('answered');
      expect(done.history!.map((round) => round.answer?.comment ?? round.answer?.event_label)).toEqual(['Проект гарантии согласован', 'Срок согласуем, сумму просим не менее 1 600 000 ₽']);
      expect((await cardOf(agent, request.id, subUuid)).discussion).toMatchObject({ state: 'answered', rounds: 2, last_answer: 'Проект гарантии согласован' });
    });
  },
  { env: dataDirEnv() },
);
