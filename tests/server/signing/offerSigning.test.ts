import { beforeAll, describe, expect, it } from 'vitest';
import type { AcceptInfoWire } from '../../../src/domain/wire/offersWire';
import type { DocumentsToSignWire } from '../../../src/domain/wire/signingWire';
import { offerRules } from '../../../src/server/offers/offerRules';
import { checkGostEngine } from '../../../src/server/signing/crypto/gostEngine';
import { bankClient, bankKey } from '../bankApi/bankFixtures';
import { client, forEachDatabase } from '../helpers/serverContext';
import { documentBytes } from '../helpers/signRequest';
import { bank, sber } from '../offers/offerFixtures';
import { dataDirEnv, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { certificatesOf, dealWithOffer, outboxOf, readDocuments, signDocument, subStatusOf } from './dealFixtures';

/** Банк Санкт-Петербург: config/banks.json asks a signed acceptance of every offer (offer_requires_signature). */
const bspb = bank('bspb');
const [termsAgreement, tariffsAgreement] = offerRules.additionalAgreements.map((rule) => rule.uuid);
const accepting = (offerUuid: string) => ({ offerUuid, delivery_type: 'digital', agreements: [termsAgreement, tariffsAgreement] });

const engineProblem = await checkGostEngine();
if (engineProblem !== null) console.log(`Подпись ГОСТ: тесты пропущены — ${engineProblem}`);

describe.skipIf(engineProblem !== null)('offer signing', () => {
  forEachDatabase(
    'Signing an offer: accepting it waits for the signature, the documents are formed, signed for real and the bank told',
    (ctx) => {
      let agent: Member;
      let customer: Member;
      beforeAll(async () => {
        agent = await signedInAgent(ctx.app);
        customer = await signedInClient(ctx.app);
      });
      const as = (member: Member) => client(ctx.app, { token: member.token });

      it('accepting an offer of a bank that asks for signing forms the acceptance and waits; the client signs it by the one-time link and the bank hears offer_accepted', async () => {
        const deal = await dealWithOffer(ctx.app, agent, bspb, { client: customer });
        const accepted = await as(agent).post<AcceptInfoWire>('/v1/bgrequest/write/offer/accept', accepting(deal.offerUuid));
        expect(accepted.status, accepted.body.message).toBe(200);
        expect(accepted.body.data).toMatchObject({ requires_signature: true, accepted: { delivery_type: 'digital', waiting_signature: true, signed_at: null } });
        expect(await subStatusOf(ctx.app, deal.subUuid)).toBe('offer_wait_sign');
        // The bank hears of the acceptance only once it is signed.
        expect(await outboxOf(ctx.app, deal.subUuid)).toEqual([]);
        const again = await as(agent).post('/v1/bgrequest/write/offer/accept', accepting(deal.offerUuid));
        expect(again.status).toBe(409);
        expect(again.body.message).toBe('Предложение уже принято.');

        const documents = await readDocuments(ctx.app, customer, `/v1/bgrequest/read/offer/${deal.offerUuid}/docstosign`);
        expect(documents).toMatchObject({ purpose: 'offer', request_id: deal.request.id, subrequest_uuid: deal.subUuid, waiting: true, completed: false, bank: { uuid: bspb.uuid } });
        expect(documents.documents.map((document) => [document.name, document.source, document.signatures.length])).toEqual([[`Согласие с условиями предложения по Заявке № ${deal.request.id}.pdf`, 'platform', 0]]);
        const acceptance = documents.documents[0]!;
        const bytes = await documentBytes(ctx.app, acceptance, { token: customer.token });
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

        // The agent's signing: the documents and a fresh link for the client (a is the request number, b the offer).
        const signing = await as(agent).get<DocumentsToSignWire & { link: { url: string; token: string; kind: string; banks: { name: string }[] } }>(
          `/v2/bgrequest/read/request/${deal.request.id}/${deal.offerUuid}/agent/sign`,
        );
        expect(signing.status, signing.body.message).toBe(200);
        const link = signing.body.data!.link;
        expect(link).toMatchObject({ kind: 'offer', banks: [{ name: 'Банк Санкт-Петербург' }] });
        expect(link.url).toMatch(new RegExp(`/client/simple/${deal.request.id}\\?token=[A-Za-z0-9_-]{43}$`));
        expect((await as(customer).get(`/v2/bgrequest/read/request/${deal.request.id}/${deal.offerUuid}/agent/sign`)).status).toBe(403);
        expect((await as(agent).get(`/v2/bgrequest/read/request/${deal.request.id + 1}/${deal.offerUuid}/agent/sign`)).status).toBe(404);

        const byLink = { link: link.token };
        const view = await client(ctx.app).get<{ kind: string; details: { label: string; value: string }[]; documents: { name: string; link: string }[]; banks: string[]; completed: boolean }>(`/v1/sign-link/read/${link.token}`);
        expect(view.status, view.body.message).toBe(200);
        expect(view.body.data).toMatchObject({ kind: 'offer', banks: ['Банк Санкт-Петербург'], completed: false });
        expect(view.body.data!.details.map((row) => row.label)).toEqual(['Банк', 'Сумма гарантии', 'Комиссия', 'Срок гарантии']);
        expect(view.body.data!.documents.map((document) => document.name)).toEqual([acceptance.name]);
        // The link reaches the acceptance only: the request's print forms are not its to sign.
        const forms = await as(agent).post<{ files: { uuid: string }[] }>(`/v2/bgrequest/write/printforms/${deal.request.id}`, {});
        const printForm = forms.body.data!.files[0]!;
        expect((await client(ctx.app).get(`/v1/sign-link/read/${link.token}/file/${printForm.uuid}`)).status).toBe(404);

        const certificates = await certificatesOf(ctx.app, deal.request.id, byLink);
        const linkDocument = { ...acceptance, link: view.body.data!.documents[0]!.link };
        // Another company's certificate is refused, naming the field; nothing is kept.
        const alien = await signDocument(ctx.app, deal.request.id, byLink, linkDocument, certificates.foreign);
        expect(alien.status).toBe(400);
        expect(alien.body.message).toContain('ИНН ЮЛ');
        expect(await ctx.database.db.selectFrom('file_signature').select('uuid').where('file_uuid', '=', acceptance.uuid).execute()).toEqual([]);
        expect(await subStatusOf(ctx.app, deal.subUuid)).toBe('offer_wait_sign');

        const signed = await signDocument(ctx.app, deal.request.id, byLink, linkDocument, certificates.own);
        expect(signed.status, signed.body.message).toBe(200);
        expect(signed.body.data).toMatchObject({ purpose: 'offer', completed: true, request_signed: false, moved_subrequests: [deal.subUuid] });
        expect(await subStatusOf(ctx.app, deal.subUuid)).toBe('offer_accepted');
        const history = await ctx.database.db
          .selectFrom('bg_subrequest_status as h')
          .innerJoin('bg_subrequest as s', 's.id', 'h.subrequest_id')
          .select('h.event')
          .where('s.uuid', '=', deal.subUuid)
          .orderBy('h.id')
          .execute();
        expect(history.map((row) => row.event).slice(-2)).toEqual(['offer_sign_requested', 'offer_signed']);
        const offer = await ctx.database.db.selectFrom('bg_offer').select(['signed_at', 'accepted_by', 'is_selected']).where('uuid', '=', deal.offerUuid).executeTakeFirstOrThrow();
        expect(offer.signed_at).not.toBeNull();
        expect(offer).toMatchObject({ accepted_by: agent.viewer.userId, is_selected: true });

        const outbox = await outboxOf(ctx.app, deal.subUuid);
        expect(outbox.map((row) => row.event)).toEqual(['offer_accepted']);
        const payload = outbox[0]!.payload as { offerUuid: string; signed: boolean; delivery_type: string; documents: { document_uuid: string | null; file: { uuid: string; link: string }; signatures: { uuid: string; link: string; signer: { inn_le: string } }[] }[] };
        expect(payload).toMatchObject({ offerUuid: deal.offerUuid, signed: true, delivery_type: 'digital' });
        expect(payload.documents).toHaveLength(1);
        expect(payload.documents[0]).toMatchObject({ document_uuid: null, file: { uuid: acceptance.uuid } });
        const signature = payload.documents[0]!.signatures[0]!;
        expect(signature.signer.inn_le).toBe(deal.request.inn);
        // The bank downloads the acceptance and its detached signature with its key.
        const key = { authorization: `Bearer ${await bankKey(ctx.app, bspb.uuid)}` };
        const file = await ctx.app.inject({ method: 'GET', url: payload.documents[0]!.file.link, headers: key });
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const detached = await ctx.app.inject({ method: 'GET', url: signature.link, headers: key });
        expect(detached.statusCode).toBe(200);
        expect(detached.headers['content-type']).toBe('application/pkcs7-signature');
        const stored = await ctx.database.db.selectFrom('file_signature').select('signature').where('uuid', '=', signature.uuid).executeTakeFirstOrThrow();
        expect(Buffer.compare(detached.rawPayload, stored.signature)).toBe(0);
        const otherBank = await ctx.app.inject({ method: 'GET', url: signature.link, headers: { authorization: `Bearer ${await bankKey(ctx.app, sber.uuid)}` } });
        expect(otherBank.statusCode).toBe(404);

        // One-time: the link is spent.
        const spent = await client(ctx.app).get(`/v1/sign-link/read/${link.token}`);
        expect(spent.status).toBe(410);
        expect(spent.body.message).toBe('Документы по этой ссылке уже подписаны: ссылка одноразовая');
        const done = await readDocuments(ctx.app, agent, `/v1/bgrequest/read/offer/${deal.offerUuid}/docstosign`);
        expect(done).toMatchObject({ waiting: false, completed: true });
        const info = await as(customer).get<AcceptInfoWire>(`/v1/bgrequest/read/offer/${deal.offerUuid}/accept-info`);
        expect(info.body.data!.accepted).toMatchObject({ waiting_signature: false });
        expect(info.body.data!.accepted!.signed_at).not.toBeNull();
      });

      it('a bank asks through its API: the version needs signing and the documents it posted are signed with the acceptance, in the app', async () => {
        const deal = await dealWithOffer(ctx.app, agent, sber);
        const bankApi = bankClient(ctx.app, await bankKey(ctx.app, sber.uuid));
        const revised = await bankApi.post<{ offer: { uuid: string; requires_signature: boolean } }>(`/bank-api/v1/subrequests/${deal.subUuid}/offers`, { commission: 48000, sum: 1000000, duration: 365, requires_signature: true });
        expect(revised.status, revised.body.message).toBe(200);
        expect(revised.body.data.offer.requires_signature).toBe(true);
        await bankApi.post(`/bank-api/v1/subrequests/${deal.subUuid}/events`, { event: 'offer_confirmed' });
        const offerUuid = revised.body.data.offer.uuid;
        const boundary = '----garantOffer';
        const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
        const posted = await bankApi.call<{ document: { uuid: string; signed_at: string | null } }>(
          'POST',
          `/bank-api/v1/subrequests/${deal.subUuid}/documents`,
          Buffer.concat([
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\noffer_document\r\n`),
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Договор о предоставлении гарантии.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
            pdf,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
          { 'content-type': `multipart/form-data; boundary=${boundary}` },
        );
        expect(posted.status, posted.body.message).toBe(200);
        expect(posted.body.data.document.signed_at).toBeNull();

        const info = await as(agent).get<AcceptInfoWire>(`/v1/bgrequest/read/offer/${offerUuid}/accept-info`);
        expect(info.body.data!.requires_signature).toBe(true);
        expect((await as(agent).post('/v1/bgrequest/write/offer/accept', accepting(offerUuid))).status).toBe(200);
        expect(await subStatusOf(ctx.app, deal.subUuid)).toBe('offer_wait_sign');
        const documents = await readDocuments(ctx.app, agent, `/v1/bgrequest/read/offer/${offerUuid}/docstosign`);
        expect(documents.documents.map((document) => document.source)).toEqual(['platform', 'bank']);

        // The agent signs in the app with the applicant's certificate (the demo's test signer offers it to him).
        const session = { token: agent.token };
        const { own } = await certificatesOf(ctx.app, deal.request.id, session);
        const first = await signDocument(ctx.app, deal.request.id, session, documents.documents[0]!, own);
        expect(first.body.data).toMatchObject({ purpose: 'offer', completed: false, moved_subrequests: [] });
        expect(await subStatusOf(ctx.app, deal.subUuid)).toBe('offer_wait_sign');
        const second = await signDocument(ctx.app, deal.request.id, session, documents.documents[1]!, own);
        expect(second.body.data).toMatchObject({ completed: true, moved_subrequests: [deal.subUuid] });
        expect(await subStatusOf(ctx.app, deal.subUuid)).toBe('offer_accepted');
        const event = (await outboxOf(ctx.app, deal.subUuid)).find((row) => row.event === 'offer_accepted')!;
        const signedDocuments = (event.payload as { documents: { document_uuid: string | null }[] }).documents;
        expect(signedDocuments.map((document) => document.document_uuid)).toEqual([null, posted.body.data.document.uuid]);
        const seen = await bankApi.get<{ documents: { uuid: string; signed_at: string | null }[]; offers: { uuid: string; signed_at: string | null }[] }>(`/bank-api/v1/subrequests/${deal.subUuid}`);
        expect(seen.body.data.documents.find((document) => document.uuid === posted.body.data.document.uuid)!.signed_at).not.toBeNull();
        expect(seen.body.data.offers.find((offer) => offer.uuid === offerUuid)!.signed_at).not.toBeNull();

        // Once accepted, a document to sign with the offer comes too late.
        const late = await bankApi.call<never>(
          'POST',
          `/bank-api/v1/subrequests/${deal.subUuid}/documents`,
          Buffer.concat([
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\noffer_document\r\n`),
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Поздно.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
            pdf,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
          { 'content-type': `multipart/form-data; boundary=${boundary}` },
        );
        expect(late.status).toBe(409);
        expect(late.body.message).toMatch(/^Документ к предложению \(offer_document\) принимается, пока предложение не принято/);
      });

      it('taken back from the client, the acceptance is withdrawn: its link is gone and the offer may be accepted again', async () => {
        const deal = await dealWithOffer(ctx.app, agent, bspb);
        expect((await as(agent).post('/v1/bgrequest/write/offer/accept', accepting(deal.offerUuid))).status).toBe(200);
        const link = (await as(agent).post<{ token: string }>(`/v2/bgrequest/write/sign-link/offer/${deal.offerUuid}`, {})).body.data!;
        const back = await as(agent).post(`/v2/bgrequest/write/${deal.request.id}/subrequest/change/status`, { fko_uuids: [bspb.uuid] });
        expect(back.status, back.body.message).toBe(200);
        expect(await subStatusOf(ctx.app, deal.subUuid)).toBe('offer_wait_approve');
        const gone = await client(ctx.app).get(`/v1/sign-link/read/${link.token}`);
        expect(gone.status).toBe(410);
        expect(gone.body.message).toBe('Подписание по этой ссылке больше не ожидается: попросите агента прислать новую ссылку');
        const noLink = await as(agent).post(`/v2/bgrequest/write/sign-link/offer/${deal.offerUuid}`, {});
        expect(noLink.status).toBe(409);
        const offer = await ctx.database.db.selectFrom('bg_offer').select(['accepted_at', 'is_selected']).where('uuid', '=', deal.offerUuid).executeTakeFirstOrThrow();
        expect(offer).toEqual({ accepted_at: null, is_selected: false });
        const reaccepted = await as(agent).post<AcceptInfoWire>('/v1/bgrequest/write/offer/accept', accepting(deal.offerUuid));
        expect(reaccepted.status, reaccepted.body.message).toBe(200);
        const documents = await readDocuments(ctx.app, agent, `/v1/bgrequest/read/offer/${deal.offerUuid}/docstosign`);
        expect(documents.documents).toHaveLength(1);
      });

      it('forms the acceptance of an offer that waits for signing without one (the demo seed), and refuses an offer link to another organisation', async () => {
        const deal = await dealWithOffer(ctx.app, agent, sber);
        const db = ctx.database.db;
        await db.transaction().execute(async (trx) => {
          const { lockSubRequest } = await import('../../../src/server/subrequests/subRequestRepository');
          const { moveSubRequest } = await import('../../../src/server/subrequests/moveSubRequest');
          await moveSubRequest(trx, { hub: ctx.app.hub }, { kind: 'system' }, { subRequest: await lockSubRequest(trx, deal.subUuid), event: 'offer_sign_requested' });
        });
        const documents = await readDocuments(ctx.app, agent, `/v1/bgrequest/read/offer/${deal.offerUuid}/docstosign`);
        expect(documents.documents.map((document) => document.source)).toEqual(['platform']);
        // A second reading forms nothing more.
        expect((await readDocuments(ctx.app, agent, `/v1/bgrequest/read/offer/${deal.offerUuid}/docstosign`)).documents).toHaveLength(1);
        const stranger = await signedInAgent(ctx.app);
        expect((await as(stranger).get(`/v1/bgrequest/read/offer/${deal.offerUuid}/docstosign`)).status).toBe(404);
        expect((await as(stranger).post(`/v2/bgrequest/write/sign-link/offer/${deal.offerUuid}`, {})).status).toBe(404);
        const session = { token: agent.token };
        const { own } = await certificatesOf(ctx.app, deal.request.id, session);
        const signed = await signDocument(ctx.app, deal.request.id, session, documents.documents[0]!, own);
        expect(signed.body.data).toMatchObject({ completed: true });
        // Signed without an acceptance on the page, the version is accepted now by the signer.
        const offer = await db.selectFrom('bg_offer').select(['accepted_by', 'is_selected']).where('uuid', '=', deal.offerUuid).executeTakeFirstOrThrow();
        expect(offer).toEqual({ accepted_by: agent.viewer.userId, is_selected: true });
      });
    },
    { env: dataDirEnv() },
  );
});
