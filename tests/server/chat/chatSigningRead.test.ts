import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentsToSignWire } from '../../../src/domain/wire/signingWire';
import { checkGostEngine } from '../../../src/server/signing/crypto/gostEngine';
import { bankKey } from '../bankApi/bankFixtures';
import { client, forEachDatabase } from '../helpers/serverContext';
import { documentBytes, storeSignature, testSignature } from '../helpers/signRequest';
import { bank } from '../offers/offerFixtures';
import { multipart, pdfBytes } from '../requestForm/formFixtures';
import { dataDirEnv, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { certificatesOf, dealWithOffer, outboxOf, type DealWithOffer } from '../signing/dealFixtures';
import { attachment, chatApi, chatsOf, refusal } from './chatFixtures';

const engineProblem = await checkGostEngine();
if (engineProblem !== null) console.log(`Подпись ГОСТ: тесты пропущены — ${engineProblem}`);

/** Sovcombank: its chat gets sending_for_sign in dev and demo (dev_sending_for_sign). */
const sovcombank = bank('sovcombank');

const signUrl = (chatUuid: string, messageId: number | string) => `/v1/chat/read/message/${chatUuid}/sign/${messageId}`;

describe.skipIf(engineProblem !== null)('GET /v1/chat/read/message/{chatUuid}/sign/{messageId}: the documents of a chat message to sign', () => {
  forEachDatabase(
    'a bank chat message sent for signing, read and signed through the Signing view calls',
    (ctx) => {
      let agent: Member;
      let customer: Member;
      let stranger: Member;
      let deal: DealWithOffer;
      let chatUuid: string;
      let key: string;

      /** The bank posts a message through its API; answers the message's id as the chat lists it. */
      async function bankPosts(fields: Record<string, string>, withFile = true): Promise<number> {
        const body = withFile ? multipart(fields, { name: 'Соглашение.pdf', bytes: pdfBytes(`соглашение ${Math.random()}`), mime: 'application/pdf' }) : multipart(fields);
        const posted = await ctx.app.inject({ method: 'POST', url: `/bank-api/v1/subrequests/${deal.subUuid}/chat`, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${key}` } });
        expect(posted.statusCode, posted.body).toBe(200);
        return (await chatApi(ctx.app, agent).read(chatUuid)).body.data!.messages.at(-1)!.id;
      }

      const read = (member: Member, messageId: number | string, chat = chatUuid) => client(ctx.app, { token: member.token }).get<DocumentsToSignWire>(signUrl(chat, messageId));

      beforeAll(async () => {
        agent = await signedInAgent(ctx.app);
        customer = await signedInClient(ctx.app);
        stranger = await signedInAgent(ctx.app);
        deal = await dealWithOffer(ctx.app, agent, sovcombank, { client: customer });
        key = await bankKey(ctx.app, sovcombank.uuid);
        chatUuid = (await chatsOf(ctx.app, agent, deal.request.id)).banks.get(sovcombank.uuid)!.uuid;
      });

      it('lists the file; a tampered signature is refused; the real one completes the message and tells the bank', async () => {
        const messageId = await bankPosts({ text: 'Подпишите, пожалуйста', wait_sign: 'true' });
        const before = await read(agent, messageId);
        expect(before.status, before.body.message).toBe(200);
        const wire = before.body.data!;
        expect(wire).toMatchObject({ purpose: 'chat', request_id: deal.request.id, subrequest_uuid: deal.subUuid, bank: { uuid: sovcombank.uuid }, waiting: true, completed: false });
        expect(wire.documents).toHaveLength(1);
        const [document] = wire.documents;
        expect(document).toMatchObject({ name: 'Соглашение.pdf', type: 'chat_sign', source: 'bank', signatures: [] });
        // The client of the request reads the same documents.
        expect((await read(customer, messageId)).body.data!.documents.map((item) => item.uuid)).toEqual([document!.uuid]);

        const as = { token: agent.token };
        const { own } = await certificatesOf(ctx.app, deal.request.id, as);
        const bytes = await documentBytes(ctx.app, document!, as);
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

        // A signature over other bytes is refused and changes nothing.
        const tampered = Buffer.from(bytes);
        tampered[tampered.length - 5] = tampered[tampered.length - 5]! ^ 1;
        const refused = await storeSignature(ctx.app, document!, as, await testSignature(ctx.app, deal.request.id, as, own, tampered));
        expect(refused.status).toBe(400);
        expect(refused.body.message).toMatch(/не соответствует|изменён/);
        expect((await read(agent, messageId)).body.data).toMatchObject({ waiting: true, completed: false, documents: [{ signatures: [] }] });
        expect((await outboxOf(ctx.app, deal.subUuid)).some((event) => event.event === 'documents_signed')).toBe(false);

        const signed = await storeSignature(ctx.app, document!, as, await testSignature(ctx.app, deal.request.id, as, own, bytes));
        expect(signed.status, signed.body.message).toBe(200);
        expect(signed.body.data).toMatchObject({ purpose: 'chat', completed: true });

        const after = await read(agent, messageId);
        expect(after.body.data).toMatchObject({ waiting: false, completed: true });
        expect(after.body.data!.documents[0]!.signatures).toHaveLength(1);
        expect(after.body.data!.documents[0]!.signatures[0]!.certificate.thumbprint).toBe(own);
        const message = (await chatApi(ctx.app, agent).read(chatUuid)).body.data!.messages.find((item) => item.id === messageId)!;
        expect(message.signed_at).not.toBeNull();
        const event = (await outboxOf(ctx.app, deal.subUuid)).at(-1)!;
        expect(event.event).toBe('documents_signed');
        expect(event.payload).toMatchObject({ purpose: 'chat', message_id: messageId });
      });

      it('another organisation gets the 404 of a chat that does not exist', async () => {
        const messageId = await bankPosts({ text: 'Ещё документ', wait_sign: 'true', idempotency_key: 'second' });
        expect(refusal(await read(stranger, messageId))).toEqual({ status: 404, message: 'Чат не найден' });
        expect(refusal(await read(stranger, messageId, '00000000-0000-4000-8000-000000000000'))).toEqual({ status: 404, message: 'Чат не найден' });
      });

      it('refuses a message that is not for signing (409), a missing, malformed or another chat\'s one (404)', async () => {
        const plain = await bankPosts({ text: 'Просто письмо', idempotency_key: 'plain' }, false);
        expect(refusal(await read(agent, plain))).toEqual({ status: 409, message: 'Документы этого сообщения не отправлены на подпись' });
        expect(refusal(await read(agent, 999_999_999))).toEqual({ status: 404, message: 'Сообщение не найдено' });
        expect(refusal(await read(agent, 'abc'))).toEqual({ status: 404, message: 'Сообщение не найдено' });
        // A message of the request's own chat, asked for under the bank chat.
        const own = (await chatsOf(ctx.app, agent, deal.request.id)).own;
        const ownMessage = (await chatApi(ctx.app, agent).post({ chat_uuid: own.uuid, message: 'своё' })).body.data!.id;
        expect(refusal(await read(agent, ownMessage))).toEqual({ status: 404, message: 'Сообщение не найдено' });
      });

      it("lists the agent's own document sent for signing, and 404 once he removed it", async () => {
        const posted = await chatApi(ctx.app, agent).post({ chat_uuid: chatUuid, message: 'Подпишите', scope: await attachment(ctx.app, agent), wait_sign: true });
        expect(posted.status, posted.body.message).toBe(200);
        const messageId = posted.body.data!.id;
        expect((await read(customer, messageId)).body.data).toMatchObject({ purpose: 'chat', waiting: true, completed: false, documents: [{ type: 'chat_sign', source: 'platform' }] });
        expect((await chatApi(ctx.app, agent).remove(messageId, deal.request.id)).status).toBe(200);
        expect(refusal(await read(customer, messageId))).toEqual({ status: 404, message: 'Сообщение не найдено' });
      });
    },
    { env: dataDirEnv() },
  );
});
