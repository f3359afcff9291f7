import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { bank } from '../offers/offerFixtures';
import { forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { attachment, chatApi, chatsOf, refusal, sentRequest } from './chatFixtures';

const zenit = bank('zenit');
const alfa = bank('alfabank');

forEachDatabase(
  'chat calls: list, read, write, idempotency, mark read, removal',
  (ctx) => {
    let agent: Member;
    let customer: Member;
    let requestId = 0;

    beforeAll(async () => {
      agent = await signedInAgent(ctx.app);
      customer = await signedInClient(ctx.app);
      ({ requestId } = await sentRequest(ctx.app, agent, [zenit, alfa], customer));
    });

    it('lists the request chat first, then one per bank in the banks order, with the reader rights', async () => {
      const list = await chatApi(ctx.app, agent).list(requestId);
      expect(list.status, list.body.message).toBe(200);
      const chats = list.body.data!;
      expect(chats.map((chat) => chat.kind)).toEqual(['request', 'bank', 'bank']);
      expect(chats.slice(1).map((chat) => chat.bank_uuid)).toEqual([alfa.uuid, zenit.uuid]);
      expect(chats[0]).toMatchObject({ title: `Чат по заявке № ${requestId}`, writable: true, readonly_reason: null, fko_key: null, count_new_messages: 0 });
      const alfaChat = chats.find((chat) => chat.bank_uuid === alfa.uuid)!;
      expect(alfaChat).toMatchObject({ writable: true, can_refund: true, can_send_for_sign: false, fko_key: alfa.uuid });
      // The same list twice: the chats are made once.
      expect((await chatApi(ctx.app, agent).list(requestId)).body.data!.map((chat) => chat.uuid)).toEqual(chats.map((chat) => chat.uuid));
    });

    it('writes, answers a retry with the same message and stores one', async () => {
      const { own } = await chatsOf(ctx.app, agent, requestId);
      const key = randomUUID();
      const first = await chatApi(ctx.app, agent).post({ chat_uuid: own.uuid, message: '  Добрый день!  ', idempotency_key: key });
      expect(first.status, first.body.message).toBe(200);
      expect(first.body.data).toMatchObject({ text: 'Добрый день!', own: true, can_delete: true, is_new: false, author: { side: 'agent' }, is_delete: false, files: [] });
      const again = await chatApi(ctx.app, agent).post({ chat_uuid: own.uuid, message: 'Добрый день!', idempotency_key: key });
      expect(again.body.data!.id).toBe(first.body.data!.id);
      const count = await ctx.database.db.selectFrom('chat_message').select((eb) => eb.fn.countAll<string>().as('n')).where('idempotency_key', '=', key).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });

    it('counts unread for the others, reading marks nothing, marking does', async () => {
      const { own } = await chatsOf(ctx.app, customer, requestId);
      expect(own.count_new_messages).toBe(1);
      const read = await chatApi(ctx.app, customer).read(own.uuid);
      expect(read.body.data!.messages.map((message) => ({ is_new: message.is_new, own: message.own, side: message.author.side }))).toEqual([{ is_new: true, own: false, side: 'agent' }]);
      expect((await chatsOf(ctx.app, customer, requestId)).own.count_new_messages).toBe(1);
      const marked = await chatApi(ctx.app, customer).markRead(read.body.data!.messages.map((message) => message.id));
      expect(marked.body.data).toEqual({ marked: 1 });
      expect((await chatsOf(ctx.app, customer, requestId)).own.count_new_messages).toBe(0);
      expect((await chatApi(ctx.app, customer).markRead(read.body.data!.messages.map((message) => message.id))).body.data).toEqual({ marked: 0 });
      // The client answers: the agent now has one unread.
      const answer = await chatApi(ctx.app, customer).post({ chat_uuid: own.uuid, message: 'Здравствуйте' });
      expect(answer.body.data).toMatchObject({ author: { side: 'client' }, own: true });
      expect((await chatsOf(ctx.app, agent, requestId)).own.count_new_messages).toBe(1);
    });

    it('carries files uploaded by the writer organisation into a new scope', async () => {
      const { own } = await chatsOf(ctx.app, agent, requestId);
      const scope = await attachment(ctx.app, agent, 'charter');
      const posted = await chatApi(ctx.app, agent).post({ chat_uuid: own.uuid, message: '', scope });
      expect(posted.status, posted.body.message).toBe(200);
      expect(posted.body.data!.files).toEqual([expect.objectContaining({ name: 'Документ.pdf', mime: 'application/pdf', document_type: 'charter' })]);
      // The client downloads the agent's attachment once it is sent.
      const file = posted.body.data!.files[0]!;
      const download = await ctx.app.inject({ method: 'GET', url: `/v1/storage/read/file/${file.uuid}/name/x.pdf`, headers: { authorization: `Bearer ${customer.token}` } });
      expect(download.statusCode).toBe(200);
      const scopes = await chatApi(ctx.app, customer).scopes(own.uuid);
      expect(scopes.body.data).toEqual([{ scope, message_id: posted.body.data!.id, files: [expect.objectContaining({ uuid: file.uuid })] }]);
      // The scope is spent: no second message with it, no more files into it.
      expect(refusal(await chatApi(ctx.app, agent).post({ chat_uuid: own.uuid, message: 'ещё', scope }))).toEqual({ status: 409, message: 'Сообщение с этими файлами уже отправлено' });
      await expect(attachment(ctx.app, agent, 'other', scope)).rejects.toThrow('upload 409');
      // A file of a sent message is removed only with its message.
      const removal = await ctx.app.inject({ method: 'DELETE', url: `/v1/storage/delete/file/${file.uuid}`, headers: { authorization: `Bearer ${agent.token}` } });
      expect(removal.statusCode).toBe(409);
    });

    it('refuses bad messages in Russian and stores nothing', async () => {
      const { own, banks } = await chatsOf(ctx.app, agent, requestId);
      const zenitChat = banks.get(zenit.uuid)!;
      const before = await ctx.database.db.selectFrom('chat_message').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const foreignScope = await attachment(ctx.app, customer);
      const cases = [
        [{ chat_uuid: own.uuid, message: '   ' }, 400, 'Напишите сообщение или приложите файл'],
        [{ chat_uuid: own.uuid, message: 'x', refund: true }, 400, 'Запрос на возврат средств отправляется только в чат банка'],
        [{ chat_uuid: zenitChat.uuid, message: 'верните', refund: true }, 400, 'Этот банк не принимает запрос на возврат средств через чат'],
        [{ chat_uuid: zenitChat.uuid, message: 'подпишите', wait_sign: true }, 400, 'Этот банк не принимает документы на подпись через чат'],
        [{ chat_uuid: own.uuid, message: 'x', scope: foreignScope }, 400, 'Файлы сообщения должны быть загружены вашей организацией'],
        [{ chat_uuid: randomUUID(), message: 'x' }, 404, 'Чат не найден'],
        [{ chat_uuid: own.uuid, message: 'x', entity_uuid: randomUUID() }, 404, 'Запрос банка не найден'],
        [{ chat_uuid: 'не-uuid', message: 'x' }, 400, 'Поле «Чат»: должно быть идентификатором UUID'],
      ] as const;
      for (const [body, status, message] of cases) {
        expect(refusal(await chatApi(ctx.app, agent).post(body)), JSON.stringify(body)).toEqual({ status, message });
      }
      const after = await ctx.database.db.selectFrom('chat_message').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    });

    it('removes only the author message; the others see it removed without text or files', async () => {
      const { own } = await chatsOf(ctx.app, agent, requestId);
      const scope = await attachment(ctx.app, agent);
      const posted = (await chatApi(ctx.app, agent).post({ chat_uuid: own.uuid, message: 'удалю', scope })).body.data!;
      expect(refusal(await chatApi(ctx.app, customer).remove(posted.id, requestId))).toEqual({ status: 403, message: 'Удалить можно только своё сообщение' });
      expect(refusal(await chatApi(ctx.app, agent).remove(posted.id, requestId + 1000))).toEqual({ status: 404, message: 'Сообщение не найдено' });
      const removed = await chatApi(ctx.app, agent).remove(posted.id, requestId);
      expect(removed.body.data).toMatchObject({ id: posted.id, is_delete: true, text: '', files: [], can_delete: false });
      const seen = (await chatApi(ctx.app, customer).read(own.uuid)).body.data!.messages.find((message) => message.id === posted.id);
      expect(seen).toMatchObject({ is_delete: true, text: '', files: [], scope: null, is_new: false });
      expect((await chatApi(ctx.app, agent).remove(posted.id, requestId)).body.data).toMatchObject({ is_delete: true });
    });
  },
  { env: dataDirEnv() },
);
