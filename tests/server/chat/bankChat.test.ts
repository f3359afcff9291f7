import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { BankApiChatAnswer, BankApiChatList, BankApiDemandAnswer } from '../../../src/domain/wire/bankApiWire';
import { chatTexts } from '../../../src/domain/chat/chatTexts';
import { bankClient, bankKey } from '../bankApi/bankFixtures';
import { bank } from '../offers/offerFixtures';
import { forEachDatabase } from '../helpers/serverContext';
import { multipart, pdfBytes } from '../requestForm/formFixtures';
import { dataDirEnv, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { attachment, chatApi, chatsOf, refusal, sentRequest } from './chatFixtures';

const zenit = bank('zenit');
const sber = bank('sberbank');
const sovcombank = bank('sovcombank');

forEachDatabase(
  'bank chat both ways: the bank API, the outbox, demands answered in the chat',
  (ctx) => {
    let agent: Member;
    let customer: Member;
    let requestId = 0;
    let subs = new Map<string, string>();
    const keys = new Map<string, string>();

    beforeAll(async () => {
      agent = await signedInAgent(ctx.app);
      customer = await signedInClient(ctx.app);
      ({ requestId, subs } = await sentRequest(ctx.app, agent, [zenit, sber, sovcombank], customer));
      for (const item of [zenit, sber, sovcombank]) keys.set(item.uuid, await bankKey(ctx.app, item.uuid));
    });

    const bankApi = (item: { uuid: string }) => bankClient(ctx.app, keys.get(item.uuid)!);
    const postAsBank = async (item: { uuid: string }, fields: Record<string, string>, file?: { name: string; bytes: Buffer }) => {
      const body = multipart(fields, file);
      const response = await ctx.app.inject({ method: 'POST', url: `/bank-api/v1/subrequests/${subs.get(item.uuid)}/chat`, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${keys.get(item.uuid)}` } });
      return { status: response.statusCode, body: response.json() as { code: number; data?: BankApiChatAnswer; message?: string } };
    };
    const outbox = async (item: { uuid: string }, event: string) =>
      ctx.database.db.selectFrom('bank_outbox').select(['event', 'payload']).where('bank_uuid', '=', item.uuid).where('event', '=', event).orderBy('id').execute();

    it('a bank message with a file reaches the agent and the client, unread, and a retry stores one', async () => {
      const key = randomUUID();
      const first = await postAsBank(zenit, { text: 'Пришлите, пожалуйста, выписку', idempotency_key: key }, { name: 'Форма.pdf', bytes: pdfBytes('форма') });
      expect(first.status, first.body.message).toBe(200);
      expect(first.body.data!.message).toMatchObject({ author: { side: 'bank', name: zenit.bank_name }, text: 'Пришлите, пожалуйста, выписку', files: [expect.objectContaining({ name: 'Форма.pdf', mime: 'application/pdf' })] });
      const again = await postAsBank(zenit, { text: 'Пришлите, пожалуйста, выписку', idempotency_key: key }, { name: 'Форма.pdf', bytes: pdfBytes('форма') });
      expect(again.body.data!.message.id).toBe(first.body.data!.message.id);
      const { banks } = await chatsOf(ctx.app, agent, requestId);
      expect(banks.get(zenit.uuid)!.count_new_messages).toBe(1);
      const read = (await chatApi(ctx.app, customer).read(banks.get(zenit.uuid)!.uuid)).body.data!;
      expect(read.messages).toHaveLength(1);
      expect(read.messages[0]).toMatchObject({ author: { side: 'bank' }, own: false, is_new: true, actor_organization_uuid: null });
      const download = await ctx.app.inject({ method: 'GET', url: `/v1/storage/read/file/${read.messages[0]!.files[0]!.uuid}/name/f.pdf`, headers: { authorization: `Bearer ${agent.token}` } });
      expect(download.statusCode).toBe(200);
      // The bank's own refusals: nothing, signing without sending_for_sign, another bank's sub-request.
      expect(refusal(await postAsBank(zenit, { text: ' ' }) as never)).toEqual({ status: 400, message: chatTexts.empty });
      expect(refusal(await postAsBank(zenit, { text: 'Подпишите', wait_sign: 'true' }, { name: 'Д.pdf', bytes: pdfBytes() }) as never)).toEqual({ status: 400, message: chatTexts.signNotAllowed });
      const foreign = await bankApi(sber).get(`/bank-api/v1/subrequests/${subs.get(zenit.uuid)}/chat`);
      expect(foreign.status).toBe(404);
    });

    it('the agent message and its files reach the bank: chat_message in the outbox, the files downloadable with the key', async () => {
      const { banks } = await chatsOf(ctx.app, agent, requestId);
      const scope = await attachment(ctx.app, agent, 'bank_statement');
      const posted = await chatApi(ctx.app, agent).post({ chat_uuid: banks.get(zenit.uuid)!.uuid, message: 'Выписка во вложении', scope });
      expect(posted.status, posted.body.message).toBe(200);
      const events = await outbox(zenit, 'chat_message');
      const message = (events.at(-1)!.payload as { message: { id: number; text: string; author: { side: string }; files: { link: string }[] } }).message;
      expect(message).toMatchObject({ id: posted.body.data!.id, text: 'Выписка во вложении', author: { side: 'agent' } });
      const file = await ctx.app.inject({ method: 'GET', url: message.files[0]!.link, headers: { authorization: `Bearer ${keys.get(zenit.uuid)}` } });
      expect(file.statusCode).toBe(200);
      expect(file.body.startsWith('%PDF')).toBe(true);
      const list = await bankApi(zenit).get<BankApiChatList>(`/bank-api/v1/subrequests/${subs.get(zenit.uuid)}/chat`);
      expect(list.body.data.items.map((item) => item.author.side)).toEqual(['bank', 'agent']);
      // Removed by its author: the bank hears of it and sees it without text or files.
      await chatApi(ctx.app, agent).remove(posted.body.data!.id, requestId);
      const removal = (await outbox(zenit, 'chat_message')).at(-1)!.payload as { message: { is_delete: boolean; text: string; files: unknown[] } };
      expect(removal.message).toMatchObject({ is_delete: true, text: '', files: [] });
    });

    it('a bank demand appears in its chat with the checklist; the answer with files closes it and the bank gets demand_answered', async () => {
      const sberSub = subs.get(sber.uuid)!;
      const demand = await bankApi(sber).post<BankApiDemandAnswer>(`/bank-api/v1/subrequests/${sberSub}/demands`, {
        text: 'Пришлите устав и выписку',
        required_documents: [
          { type: 'charter', name: 'Устав' },
          { type: 'bank_statement', name: 'Выписка' },
        ],
      });
      expect(demand.status, demand.body.message).toBe(200);
      const { banks } = await chatsOf(ctx.app, agent, requestId);
      const sberChat = banks.get(sber.uuid)!;
      // Sberbank's chat is read-only but in «Запрос».
      expect(sberChat).toMatchObject({ writable: true, count_new_messages: 1 });
      const shown = (await chatApi(ctx.app, agent).read(sberChat.uuid)).body.data!.messages.at(-1)!;
      expect(shown).toMatchObject({
        text: 'Пришлите устав и выписку',
        author: { side: 'bank' },
        demand: {
          uuid: demand.body.data.demand.uuid,
          kind: 'bank',
          answered_at: null,
          one_message: true,
          documents: [
            { type: 'charter', name: 'Устав', required: true, provided: false },
            { type: 'bank_statement', name: 'Выписка', required: true, provided: false },
          ],
        },
      });
      const scope = await attachment(ctx.app, agent, 'charter');
      const answer = await chatApi(ctx.app, agent).post({ chat_uuid: sberChat.uuid, message: 'Устав прилагаю', scope, entity_uuid: demand.body.data.demand.uuid });
      expect(answer.status, answer.body.message).toBe(200);
      // The answer that closed the demand stays: no «Удалить» is offered for it.
      expect((answer.body.data as { can_delete: boolean }).can_delete).toBe(false);
      const stored = await ctx.database.db.selectFrom('bg_demand').select(['answer_text', 'answered_at', 'answered_by']).where('uuid', '=', demand.body.data.demand.uuid).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ answer_text: 'Устав прилагаю', answered_by: agent.viewer.userId });
      expect(stored.answered_at).not.toBeNull();
      const sub = await ctx.database.db.selectFrom('bg_subrequest').select('sub_status').where('uuid', '=', sberSub).executeTakeFirstOrThrow();
      expect(sub.sub_status).toBe('sent');
      const answered = (await outbox(sber, 'demand_answered')).at(-1)!.payload as { demand_uuid: string; text: string; files: { name: string }[] };
      expect(answered).toMatchObject({ demand_uuid: demand.body.data.demand.uuid, text: 'Устав прилагаю', files: [expect.objectContaining({ name: 'Документ.pdf' })] });
      // The checklist is ticked; the chat is read-only again outside «Запрос»; a second answer is refused.
      const after = (await chatApi(ctx.app, agent).read(sberChat.uuid)).body.data!;
      expect(after.messages.find((message) => message.demand)!.demand!.documents.map((document) => document.provided)).toEqual([true, false]);
      expect(after.chat).toMatchObject({ writable: false, readonly_reason: chatTexts.bankReadonlyExcept(['Запрос']) });
      expect(refusal(await chatApi(ctx.app, agent).post({ chat_uuid: sberChat.uuid, message: 'ещё', entity_uuid: demand.body.data.demand.uuid }))).toEqual({ status: 403, message: chatTexts.bankReadonlyExcept(['Запрос']) });
      // The answer that closed the demand stays.
      expect(refusal(await chatApi(ctx.app, agent).remove(answer.body.data!.id, requestId))).toEqual({ status: 409, message: 'Ответ на запрос уже передан и не удаляется' });
    });

    it('demand_one_message: in a writable chat a second answer to an answered demand is 409, nothing stored', async () => {
      const sberSub = subs.get(sber.uuid)!;
      const demand = await bankApi(sber).post<BankApiDemandAnswer>(`/bank-api/v1/subrequests/${sberSub}/demands`, { text: 'Ещё вопрос' });
      const { banks } = await chatsOf(ctx.app, agent, requestId);
      const chatUuid = banks.get(sber.uuid)!.uuid;
      const previous = await ctx.database.db.selectFrom('bg_demand').select('uuid').where('answered_at', 'is not', null).where('subrequest_id', '=', String((await ctx.database.db.selectFrom('bg_subrequest').select('id').where('uuid', '=', sberSub).executeTakeFirstOrThrow()).id)).executeTakeFirstOrThrow();
      const before = await ctx.database.db.selectFrom('chat_message').select('id').execute();
      expect(refusal(await chatApi(ctx.app, agent).post({ chat_uuid: chatUuid, message: 'к старому', entity_uuid: previous.uuid }))).toEqual({ status: 409, message: chatTexts.demandAnswered });
      expect((await ctx.database.db.selectFrom('chat_message').select('id').execute()).length).toBe(before.length);
      expect((await chatApi(ctx.app, agent).post({ chat_uuid: chatUuid, message: 'ответ', entity_uuid: demand.body.data.demand.uuid })).status).toBe(200);
    });

    it('sending_for_sign (sovcombank in dev and demo): the bank sends a document to sign', async () => {
      const posted = await postAsBank(sovcombank, { text: 'Подпишите дополнительное соглашение', wait_sign: 'true' }, { name: 'Соглашение.pdf', bytes: pdfBytes('соглашение') });
      expect(posted.status, posted.body.message).toBe(200);
      expect(posted.body.data!.message).toMatchObject({ wait_sign: true, signed_at: null });
      const { banks } = await chatsOf(ctx.app, agent, requestId);
      expect(banks.get(sovcombank.uuid)).toMatchObject({ can_send_for_sign: true });
      const shown = (await chatApi(ctx.app, agent).read(banks.get(sovcombank.uuid)!.uuid)).body.data!.messages.at(-1)!;
      expect(shown).toMatchObject({ wait_sign: true, signed_at: null, files: [expect.objectContaining({ name: 'Соглашение.pdf' })] });
    });
  },
  { env: dataDirEnv() },
);
