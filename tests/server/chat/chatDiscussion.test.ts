import { beforeAll, expect, it } from 'vitest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { bank, requestWithOffer } from '../offers/offerFixtures';
import { dataDirEnv, daysFromToday, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { chatApi, chatsOf } from './chatFixtures';

const alfa = bank('alfabank');

forEachDatabase(
  'the chat-type discussion of the draft agreement goes into the bank chat',
  (ctx) => {
    let agent: Member;
    let customer: Member;
    const terms = { bankCommission: '30000.00', sum: '2000000.00', duration: 365, dateFrom: daysFromToday(5), dateTo: daysFromToday(370) };
    const good = { date_from: daysFromToday(5), date_to: daysFromToday(300), sum: '1500000.00', comment: 'Просим без неустойки' };

    beforeAll(async () => {
      agent = await signedInAgent(ctx.app);
      customer = await signedInClient(ctx.app);
    });

    it('posts the terms as the agent message, moves to «Согласование проекта» and tells the bank', async () => {
      const { request, subUuid } = await requestWithOffer(ctx.app, agent, { bank: alfa, terms, client: customer });
      // The client of the agent's request does not send anything to discussion.
      expect((await client(ctx.app, { token: customer.token }).post(`/v1/bgsubrequest/write/${subUuid}/todiscussion`, good)).status).toBe(403);
      const sent = await client(ctx.app, { token: agent.token }).post(`/v1/bgsubrequest/write/${subUuid}/todiscussion`, good);
      expect(sent.status, sent.body.message).toBe(200);
      const sub = await ctx.database.db.selectFrom('bg_subrequest').select('sub_status').where('uuid', '=', subUuid).executeTakeFirstOrThrow();
      expect(sub.sub_status).toBe('discuss');
      const { banks } = await chatsOf(ctx.app, customer, request.id);
      const messages = (await chatApi(ctx.app, customer).read(banks.get(alfa.uuid)!.uuid)).body.data!.messages;
      expect(messages).toHaveLength(1);
      expect(messages[0]!.author.side).toBe('agent');
      expect(messages[0]!.text).toContain('сумма гарантии — 1 500 000,00 ₽');
      expect(messages[0]!.text).toContain('Комментарий: Просим без неустойки');
      // The dates read as the user writes them.
      expect(messages[0]!.text).toContain(`срок — с ${good.date_from.split('-').reverse().join('.')} по ${good.date_to.split('-').reverse().join('.')}.`);
      // The terms are the discussion itself: the agent is not offered to remove them, and a removal is refused.
      const mine = (await chatApi(ctx.app, agent).read(banks.get(alfa.uuid)!.uuid)).body.data!.messages[0]!;
      expect(mine).toMatchObject({ own: true, can_delete: false });
      const removal = await chatApi(ctx.app, agent).remove(mine.id, request.id);
      expect(removal.status).toBe(409);
      expect(removal.body.message).toBe('Условия, отправленные банку на согласование, не удаляются: банк уже их получил');
      const events = await ctx.database.db.selectFrom('bank_outbox').select(['event', 'payload']).where('subrequest_uuid', '=', subUuid).orderBy('id').execute();
      expect(events.map((event) => event.event)).toEqual(['chat_message', 'discussion_requested']);
      expect(events[1]!.payload).toMatchObject({ via: 'chat', chat_message_id: messages[0]!.id });
      // Out of the discussion's statuses nothing more is sent.
      const again = await client(ctx.app, { token: agent.token }).post(`/v1/bgsubrequest/write/${subUuid}/todiscussion`, good);
      expect(again.status).toBe(409);
    });
  },
  { env: dataDirEnv() },
);
