import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDocumentsWire, ClaimWire } from '../../../src/domain/wire/offersWire';
import type { DocumentsToSignWire } from '../../../src/domain/wire/signingWire';
import { offerRules } from '../../../src/server/offers/offerRules';
import { checkGostEngine } from '../../../src/server/signing/crypto/gostEngine';
import { bankClient, bankKey } from '../bankApi/bankFixtures';
import { client, forEachDatabase } from '../helpers/serverContext';
import { documentBytes, testSignature } from '../helpers/signRequest';
import { moveThrough, sber, toGuaranteeIssued } from '../offers/offerFixtures';
import { dataDirEnv, daysFromToday, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { certificatesOf, dealWithOffer, outboxOf, readDocuments, signDocument, subStatusOf } from './dealFixtures';

const [termsAgreement, tariffsAgreement] = offerRules.additionalAgreements.map((rule) => rule.uuid);

const engineProblem = await checkGostEngine();
if (engineProblem !== null) console.log(`Подпись ГОСТ: тесты пропущены — ${engineProblem}`);

/** A multipart body of the bank API's documents call: the kind and a one-page PDF under a name. */
function documentUpload(kind: string, name: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----garantDeal';
  const pdf = Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.skipIf(engineProblem !== null)('claim and additional documents signing', () => {
  forEachDatabase(
    "Signing a claim's changes and the bank's additional documents",
    (ctx) => {
      let agent: Member;
      let customer: Member;
      beforeAll(async () => {
        agent = await signedInAgent(ctx.app);
        customer = await signedInClient(ctx.app);
      });
      const as = (member: Member) => client(ctx.app, { token: member.token });

      /** Сбербанк issued the guarantee (accepted without signing: its setting does not ask it). */
      async function issued() {
        const deal = await dealWithOffer(ctx.app, agent, sber, { client: customer, terms: { sum: '1000000.00', duration: 365, dateFrom: daysFromToday(1), dateTo: daysFromToday(366) } });
        const accepted = await as(agent).post('/v1/bgrequest/write/offer/accept', { offerUuid: deal.offerUuid, delivery_type: 'digital', agreements: [termsAgreement, tariffsAgreement] });
        expect(accepted.status, accepted.body.message).toBe(200);
        await moveThrough(ctx.app, deal.subUuid, toGuaranteeIssued);
        await ctx.database.db.updateTable('bg_subrequest').set({ date_to: daysFromToday(366) }).where('uuid', '=', deal.subUuid).execute();
        const key = await bankKey(ctx.app, sber.uuid);
        return { ...deal, bank: bankClient(ctx.app, key), key };
      }

      it("the client confirms the changes the bank approved by signing them through the claim link: deal_claim_approved, the bank hears documents_signed", async () => {
        const deal = await issued();
        const claim = await as(customer).post<ClaimWire>('/v1/bgrequest/write/bgrequest/claim', { subrequest_uuid: deal.subUuid, sum: '1500000', text: 'Увеличить сумму гарантии' });
        expect(claim.status, claim.body.message).toBe(200);
        const claimUuid = claim.body.data!.uuid;
        // No link before the bank approved the claim.
        expect((await as(agent).post(`/v2/bgrequest/write/sign-link/claim/${claimUuid}`, {})).status).toBe(409);
        const answer = await deal.bank.post(`/bank-api/v1/subrequests/${deal.subUuid}/claims/${claimUuid}/answer`, { decision: 'approve', commission: 7500, text: 'Изменения согласованы' });
        expect(answer.status, answer.body.message).toBe(200);
        const upload = documentUpload('claim_document', 'Дополнительное соглашение.pdf');
        const posted = await ctx.app.inject({ method: 'POST', url: `/bank-api/v1/subrequests/${deal.subUuid}/documents`, payload: upload.payload, headers: { ...upload.headers, authorization: `Bearer ${deal.key}` } });
        expect(posted.statusCode).toBe(200);
        expect(await subStatusOf(ctx.app, deal.subUuid)).toBe('deal_claim_responded');

        const read = await as(customer).get<ClaimDocumentsWire>(`/v1/claim/read/docstosign/${claimUuid}`);
        expect(read.status, read.body.message).toBe(200);
        expect(read.body.data!.documents.map((document) => document.name)).toEqual(['Дополнительное соглашение.pdf']);
        const signing = read.body.data!.signing;
        expect(signing).toMatchObject({ purpose: 'claim', waiting: true, completed: false });
        expect(signing.documents.map((document) => document.source)).toEqual(['platform', 'bank']);
        expect(signing.documents[0]!.name).toMatch(new RegExp(`^Согласие с изменениями гарантии по Заявке № ${deal.request.id} от \\d\\d\\.\\d\\d\\.\\d{4}\\.pdf$`));
        const card = await as(agent).get<{ subrequests: { uuid: string; signing: unknown[] }[] }>(`/v1/bgrequest/read/${deal.request.id}/subrequests`);
        expect(card.body.data!.subrequests.find((sub) => sub.uuid === deal.subUuid)!.signing).toEqual([{ purpose: 'claim', offer_uuid: null, claim_uuid: claimUuid, documents: 2, signed: 0 }]);

        const link = await as(agent).post<{ token: string; kind: string }>(`/v2/bgrequest/write/sign-link/claim/${claimUuid}`, {});
        expect(link.status, link.body.message).toBe(200);
        expect(link.body.data!.kind).toBe('claim');
        const byLink = { link: link.body.data!.token };
        const view = await client(ctx.app).get<{ kind: string; details: { label: string; value: string }[]; documents: { uuid: string; name: string; link: string }[] }>(`/v1/sign-link/read/${byLink.link}`);
        expect(view.status, view.body.message).toBe(200);
        expect(view.body.data!.details).toContainEqual({ label: 'Комиссия за изменения', value: '7 500,00 ₽' });
        const { own, foreign } = await certificatesOf(ctx.app, deal.request.id, byLink);
        const [confirmation, bankDocument] = view.body.data!.documents.map((document) => ({ ...document, type: '', size: 0, sha256: '', source: 'bank' as const, signatures: [] }));
        const alien = await signDocument(ctx.app, deal.request.id, byLink, confirmation!, foreign);
        expect(alien.status).toBe(400);
        expect(alien.body.message).toContain('ИНН ЮЛ');
        expect((await signDocument(ctx.app, deal.request.id, byLink, confirmation!, own)).body.data).toMatchObject({ purpose: 'claim', completed: false });
        const last = await signDocument(ctx.app, deal.request.id, byLink, bankDocument!, own);
        expect(last.body.data).toMatchObject({ completed: true, moved_subrequests: [deal.subUuid] });
        expect(await subStatusOf(ctx.app, deal.subUuid)).toBe('deal_claim_approved');
        const stored = await ctx.database.db.selectFrom('bg_claim').select('status').where('uuid', '=', claimUuid).executeTakeFirstOrThrow();
        expect(stored.status).toBe('approved');
        const event = (await outboxOf(ctx.app, deal.subUuid)).at(-1)!;
        expect(event.event).toBe('documents_signed');
        expect(event.payload).toMatchObject({ purpose: 'claim', claimUuid });
        expect((event.payload as { documents: unknown[] }).documents).toHaveLength(2);
        expect((await client(ctx.app).get(`/v1/sign-link/read/${byLink.link}`)).status).toBe(410);
        const after = await as(agent).get<ClaimDocumentsWire>(`/v1/claim/read/docstosign/${claimUuid}`);
        expect(after.body.data!.signing).toMatchObject({ waiting: false, completed: true });
      });

      it("the bank's additional documents: refused before the acceptance, listed, signed at once in the app, and the bank hears documents_signed", async () => {
        const deal = await dealWithOffer(ctx.app, agent, sber, { client: customer });
        const key = await bankKey(ctx.app, sber.uuid);
        const post = (name: string) => {
          const upload = documentUpload('additional_document', name);
          return ctx.app.inject({ method: 'POST', url: `/bank-api/v1/subrequests/${deal.subUuid}/documents`, payload: upload.payload, headers: { ...upload.headers, authorization: `Bearer ${key}` } });
        };
        const early = await post('Рано.pdf');
        expect(early.statusCode).toBe(409);
        expect(early.json().message).toMatch(/^Дополнительный документ на подпись \(additional_document\) принимается после принятия предложения/);
        expect((await as(agent).post('/v1/bgrequest/write/offer/accept', { offerUuid: deal.offerUuid, delivery_type: 'digital', agreements: [termsAgreement, tariffsAgreement] })).status).toBe(200);
        expect((await as(agent).post(`/v2/bgrequest/write/sign-link/additional/${deal.subUuid}`, {})).status).toBe(409);
        expect((await post('Заявление на выпуск гарантии.pdf')).statusCode).toBe(200);
        expect((await post('Анкета поручителя.pdf')).statusCode).toBe(200);

        const url = `/v2/bgrequest/read/client/sign/additional/docs/${deal.subUuid}`;
        const listed = await readDocuments(ctx.app, customer, url);
        expect(listed).toMatchObject({ purpose: 'additional', waiting: true, completed: false });
        expect(listed.documents.map((document) => document.name)).toEqual(['Заявление на выпуск гарантии.pdf', 'Анкета поручителя.pdf']);
        const session = { token: customer.token };
        const { own, foreign } = await certificatesOf(ctx.app, deal.request.id, session);
        const signatures = async (thumbprints: string[]) =>
          Promise.all(listed.documents.map(async (document, index) => ({ file_uuid: document.uuid, signature: await testSignature(ctx.app, deal.request.id, session, thumbprints[index]!, await documentBytes(ctx.app, document, session)) })));
        const write = `/v2/bgrequest/write/client/sign/additional/docs/${deal.subUuid}`;
        // One foreign certificate refuses the whole batch: nothing is kept.
        const mixed = await as(customer).post(write, { signatures: await signatures([own, foreign]) });
        expect(mixed.status).toBe(400);
        expect(await ctx.database.db.selectFrom('file_signature').select('uuid').where('file_uuid', 'in', listed.documents.map((document) => document.uuid)).execute()).toEqual([]);
        // A file that is not one of these documents is refused.
        const stranger = await as(customer).post(write, { signatures: [{ file_uuid: '00000000-0000-4000-8000-000000000000', signature: 'MIIB'.repeat(8) }] });
        expect(stranger.status).toBe(400);
        expect(stranger.body.message).toBe('Документ не относится к документам банка на подпись по этой заявке в банк');

        const signed = await as(customer).post<DocumentsToSignWire>(write, { signatures: await signatures([own, own]) });
        expect(signed.status, signed.body.message).toBe(200);
        expect(signed.body.data).toMatchObject({ waiting: false, completed: true });
        expect(signed.body.data!.documents.map((document) => document.signatures.length)).toEqual([1, 1]);
        const event = (await outboxOf(ctx.app, deal.subUuid)).at(-1)!;
        expect(event.event).toBe('documents_signed');
        expect(event.payload).toMatchObject({ purpose: 'additional' });
        expect((event.payload as { documents: unknown[] }).documents).toHaveLength(2);
        expect(await subStatusOf(ctx.app, deal.subUuid)).toBe('offer_accepted');
        const subId = (await ctx.database.db.selectFrom('bg_subrequest').select('id').where('uuid', '=', deal.subUuid).executeTakeFirstOrThrow()).id;
        const reported = await ctx.database.db.selectFrom('bg_bank_document').select('signed_at').where('kind', '=', 'additional_document').where('subrequest_id', '=', String(subId)).execute();
        expect(reported.every((row) => row.signed_at !== null)).toBe(true);

        // A later document makes a new batch: the link reaches it, and the bank hears only of it.
        expect((await post('Доверенность.pdf')).statusCode).toBe(200);
        const link = await as(agent).post<{ token: string; kind: string }>(`/v2/bgrequest/write/sign-link/additional/${deal.subUuid}`, {});
        expect(link.body.data!.kind).toBe('additional');
        const byLink = { link: link.body.data!.token };
        const view = await client(ctx.app).get<{ documents: { uuid: string; name: string; link: string; signatures: unknown[] }[] }>(`/v1/sign-link/read/${byLink.link}`);
        const fresh = view.body.data!.documents.find((document) => document.signatures.length === 0)!;
        expect(fresh.name).toBe('Доверенность.pdf');
        const done = await signDocument(ctx.app, deal.request.id, byLink, { ...fresh, type: '', size: 0, sha256: '', source: 'bank', signatures: [] }, own);
        expect(done.body.data).toMatchObject({ purpose: 'additional', completed: true, moved_subrequests: [] });
        const latest = (await outboxOf(ctx.app, deal.subUuid)).at(-1)!;
        expect((latest.payload as { documents: { file: { name: string } }[] }).documents.map((document) => document.file.name)).toEqual(['Доверенность.pdf']);
      });
    },
    { env: dataDirEnv() },
  );
});
