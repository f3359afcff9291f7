import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { SubRequestListWire } from '../../../src/domain/wire/banksWire';
import type { RequestListPageWire } from '../../../src/domain/wire/requestListWire';
import type { HubEvent } from '../../../src/server/hub/fanOut';
import { postChatMessage } from '../../../src/server/chat/postChatMessage';
import { chatTexts } from '../../../src/domain/chat/chatTexts';
import { bank } from '../offers/offerFixtures';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { chatApi, chatsOf, refusal, sentRequest } from './chatFixtures';

const zenit = bank('zenit');

forEachDatabase(
  'chat access: the request parties, the operator, everybody else; live news on commit; unread counts outside the chat',
  (ctx) => {
    let agent: Member;
    let customer: Member;
    let stranger: Member;
    let otherClient: Member;
    let operator: Member;
    let requestId = 0;
    let subUuid = '';

    beforeAll(async () => {
      agent = await signedInAgent(ctx.app);
      customer = await signedInClient(ctx.app);
      stranger = await signedInAgent(ctx.app);
      otherClient = await signedInClient(ctx.app);
      operator = await signedInAgent(ctx.app);
      await ctx.database.db.insertInto('platform_operators').values({ user_id: operator.viewer.userId }).execute();
      const sent = await sentRequest(ctx.app, agent, [zenit], customer);
      requestId = sent.requestId;
      subUuid = sent.subs.get(zenit.uuid)!;
      // The other client has a request of his own with the same agent: it opens nothing of this one.
      await sentRequest(ctx.app, agent, [zenit], otherClient);
    });

    it('the request organisation and its client see every chat; the client reads the bank chat, writes the request one', async () => {
      const { own, banks } = await chatsOf(ctx.app, customer, requestId);
      const bankChat = banks.get(zenit.uuid)!;
      expect(bankChat).toMatchObject({ writable: false, readonly_reason: chatTexts.clientWatchesBank, can_refund: false });
      expect(own.writable).toBe(true);
      expect(refusal(await chatApi(ctx.app, customer).post({ chat_uuid: bankChat.uuid, message: 'банку' }))).toEqual({ status: 403, message: chatTexts.clientWatchesBank });
      expect((await chatApi(ctx.app, customer).post({ chat_uuid: own.uuid, message: 'агенту' })).status).toBe(200);
      expect((await chatApi(ctx.app, agent).post({ chat_uuid: bankChat.uuid, message: 'банку от агента' })).status).toBe(200);
      expect((await chatApi(ctx.app, customer).read(bankChat.uuid)).body.data!.messages.map((message) => message.text)).toEqual(['банку от агента']);
    });

    it('the platform operator reads every chat and writes in the request chat only', async () => {
      const { own, banks } = await chatsOf(ctx.app, operator, requestId);
      expect(banks.get(zenit.uuid)).toMatchObject({ writable: false, readonly_reason: chatTexts.operatorWatchesBank });
      const posted = await chatApi(ctx.app, operator).post({ chat_uuid: own.uuid, message: 'Проверьте реквизиты' });
      expect(posted.body.data).toMatchObject({ author: { side: 'operator' } });
    });

    it('another organisation and a client of another request get the same 404 for every call, and nothing is stored', async () => {
      const { own, banks } = await chatsOf(ctx.app, agent, requestId);
      const messageIds = (await chatApi(ctx.app, agent).read(own.uuid)).body.data!.messages.map((message) => message.id);
      for (const outsider of [stranger, otherClient]) {
        const api = chatApi(ctx.app, outsider);
        expect(refusal(await api.list(requestId))).toEqual({ status: 404, message: 'Заявка не найдена' });
        for (const chat of [own, banks.get(zenit.uuid)!]) {
          expect(refusal(await api.read(chat.uuid))).toEqual({ status: 404, message: 'Чат не найден' });
          expect(refusal(await api.read(randomUUID()))).toEqual({ status: 404, message: 'Чат не найден' });
          expect(refusal(await api.scopes(chat.uuid))).toEqual({ status: 404, message: 'Чат не найден' });
          expect(refusal(await api.post({ chat_uuid: chat.uuid, message: 'чужое' }))).toEqual({ status: 404, message: 'Чат не найден' });
        }
        expect(refusal(await api.markRead(messageIds))).toEqual({ status: 404, message: 'Сообщение не найдено' });
        expect(refusal(await api.remove(messageIds[0]!, requestId))).toEqual({ status: 404, message: 'Сообщение не найдено' });
      }
      const marks = await ctx.database.db.selectFrom('chat_message_read').select('user_id').where('user_id', 'in', [stranger.viewer.userId, otherClient.viewer.userId]).execute();
      expect(marks).toEqual([]);
      // A mark of the party's own ids mixed with a foreign one is refused whole.
      const foreign = await sentRequest(ctx.app, stranger, [zenit]);
      const foreignChat = (await chatsOf(ctx.app, stranger, foreign.requestId)).own;
      const foreignId = (await chatApi(ctx.app, stranger).post({ chat_uuid: foreignChat.uuid, message: 'своё' })).body.data!.id;
      expect(refusal(await chatApi(ctx.app, customer).markRead([...messageIds, foreignId]))).toEqual({ status: 404, message: 'Сообщение не найдено' });
      const customerMarks = await ctx.database.db.selectFrom('chat_message_read').select('message_id').where('user_id', '=', customer.viewer.userId).execute();
      expect(customerMarks).toEqual([]);
    });

    it('publishes NewChatMessage (requestId, fkoKey) when the message commits, never after a rollback', async () => {
      const { own, banks } = await chatsOf(ctx.app, agent, requestId);
      const heard: HubEvent[] = [];
      const stop = ctx.app.hub.onEvent((event) => {
        if (event.target === 'NewChatMessage') heard.push(event);
      });
      try {
        const banksList = [zenit];
        const failingHub = {
          publishAll: async (...args: Parameters<typeof ctx.app.hub.publishAll>) => {
            await ctx.app.hub.publishAll(...args);
            throw new Error('после публикации');
          },
        };
        await expect(postChatMessage(ctx.database.db, { hub: failingHub, banks: banksList }, agent.viewer, { chat_uuid: own.uuid, message: 'откат', scope: null, entity_uuid: null, refund: false, wait_sign: false, idempotency_key: randomUUID() })).rejects.toThrow('после публикации');
        expect(await ctx.database.db.selectFrom('chat_message').select('id').where('text', '=', 'откат').execute()).toEqual([]);
        await chatApi(ctx.app, agent).post({ chat_uuid: banks.get(zenit.uuid)!.uuid, message: 'в банк' });
        await chatApi(ctx.app, agent).post({ chat_uuid: own.uuid, message: 'в заявку' });
        for (let wait = 0; wait < 50 && heard.length < 2; wait += 1) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(heard.map((event) => event.payload)).toEqual([
          { requestId: String(requestId), fkoKey: zenit.uuid },
          { requestId: String(requestId), fkoKey: null },
        ]);
        expect(heard[0]!.organizationUuids).toEqual([agent.organizationUuid, customer.organizationUuid]);
      } finally {
        stop();
      }
    });

    it('counts unread messages on the request list row and on the bank card, and both fall when marked read', async () => {
      const list = async (member: Member) => {
        const page = await client(ctx.app, { token: member.token }).post<RequestListPageWire>('/v1/grid/read/list/groupped', { tab: 'all', page_number: 1, page_size: 50 });
        expect(page.status, page.body.message).toBe(200);
        return page.body.data!.rows.find((row) => row.id === requestId)!.count_new_messages;
      };
      const card = async (member: Member) => {
        const subs = await client(ctx.app, { token: member.token }).get<SubRequestListWire>(`/v1/bgrequest/read/${requestId}/subrequests`);
        return subs.body.data!.subrequests.find((sub) => sub.uuid === subUuid)!.count_new_messages;
      };
      const { own, banks } = await chatsOf(ctx.app, customer, requestId);
      const unreadOwn = own.count_new_messages;
      const unreadBank = banks.get(zenit.uuid)!.count_new_messages;
      expect(unreadBank).toBeGreaterThan(0);
      expect(await list(customer)).toBe(unreadOwn + unreadBank);
      expect(await card(customer)).toBe(unreadBank);
      // A new message reaches a kept page of the list (its version moved with the message).
      await chatApi(ctx.app, agent).post({ chat_uuid: banks.get(zenit.uuid)!.uuid, message: 'ещё одно' });
      expect(await list(customer)).toBe(unreadOwn + unreadBank + 1);
      const ids = (await chatApi(ctx.app, customer).read(banks.get(zenit.uuid)!.uuid)).body.data!.messages.filter((message) => message.is_new).map((message) => message.id);
      await chatApi(ctx.app, customer).markRead(ids);
      expect(await card(customer)).toBe(0);
      expect(await list(customer)).toBe(unreadOwn);
    });
  },
  { env: dataDirEnv() },
);
