import { beforeAll, describe, expect, it } from 'vitest';
import { bank } from '../offers/offerFixtures';
import { checkGostEngine } from '../../../src/server/signing/crypto/gostEngine';
import { forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { multipart, pdfBytes } from '../requestForm/formFixtures';
import { bankKey } from '../bankApi/bankFixtures';
import { certificatesOf, dealWithOffer, outboxOf } from '../signing/dealFixtures';
import { signDocument } from '../signing/dealFixtures';
import { chatApi, chatsOf } from './chatFixtures';

const engineProblem = await checkGostEngine();
if (engineProblem !== null) console.log(`Подпись ГОСТ: тесты пропущены — ${engineProblem}`);

/** Sovcombank: its chat gets sending_for_sign in dev and demo (dev_sending_for_sign). */
const sovcombank = bank('sovcombank');

describe.skipIf(engineProblem !== null)('chat documents sent for signing', () => {
  forEachDatabase(
    "a bank's document sent for signing in its chat",
    (ctx) => {
      let agent: Member;
      let customer: Member;
      beforeAll(async () => {
        agent = await signedInAgent(ctx.app);
        customer = await signedInClient(ctx.app);
      });

      it('waits for the applicant signature; once signed, signed_at is set and the bank gets documents_signed (purpose chat)', async () => {
        const deal = await dealWithOffer(ctx.app, agent, sovcombank, { client: customer });
        const key = await bankKey(ctx.app, sovcombank.uuid);
        const body = multipart({ text: 'Подпишите, пожалуйста', wait_sign: 'true' }, { name: 'Соглашение.pdf', bytes: pdfBytes('соглашение'), mime: 'application/pdf' });
        const posted = await ctx.app.inject({ method: 'POST', url: `/bank-api/v1/subrequests/${deal.subUuid}/chat`, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${key}` } });
        expect(posted.statusCode, posted.body).toBe(200);
        const { banks } = await chatsOf(ctx.app, customer, deal.request.id);
        const message = (await chatApi(ctx.app, customer).read(banks.get(sovcombank.uuid)!.uuid)).body.data!.messages.at(-1)!;
        expect(message).toMatchObject({ wait_sign: true, signed_at: null });
        const file = message.files[0]!;
        const session = { token: customer.token };
        const { own } = await certificatesOf(ctx.app, deal.request.id, session);
        const link = `/v1/storage/read/file/${file.uuid}/name/${encodeURIComponent(file.name)}`;
        const signed = await signDocument(ctx.app, deal.request.id, session, { uuid: file.uuid, name: file.name, link, type: '', size: 0, sha256: '', source: 'bank', signatures: [] }, own);
        expect(signed.status, signed.body.message).toBe(200);
        expect(signed.body.data).toMatchObject({ purpose: 'chat', completed: true });
        const after = (await chatApi(ctx.app, agent).read(banks.get(sovcombank.uuid)!.uuid)).body.data!.messages.at(-1)!;
        expect(after.signed_at).not.toBeNull();
        const event = (await outboxOf(ctx.app, deal.subUuid)).at(-1)!;
        expect(event.event).toBe('documents_signed');
        expect(event.payload).toMatchObject({ purpose: 'chat', message_id: message.id });
        const documents = (event.payload as { documents: { signatures: { link: string }[] }[] }).documents;
        expect(documents[0]!.signatures).toHaveLength(1);
        // The bank downloads the signature with its key.
        const signature = await ctx.app.inject({ method: 'GET', url: documents[0]!.signatures[0]!.link, headers: { authorization: `Bearer ${key}` } });
        expect(signature.statusCode).toBe(200);
      });
    },
    { env: dataDirEnv() },
  );
});
