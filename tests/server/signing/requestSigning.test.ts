import { describe, expect, it } from 'vitest';
import type { ConsentLinkWire, SendAnswerWire, SubRequestListWire } from '../../../src/domain/wire/banksWire';
import type { FileSignaturesWire } from '../../../src/domain/wire/signingWire';
import { checkGostEngine } from '../../../src/server/signing/crypto/gostEngine';
import { validExample } from '../../support/requestFilling';
import { completeRequest } from '../helpers/completeRequest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { documentBytes, documentsToSign, signRequest, storeSignature, testCertificates, testSignature } from '../helpers/signRequest';
import { dataDirEnv, signedInAgent } from '../requests/requestFixtures';

/** ПАО Банк ЗЕНИТ: wants the customer's consent and signature, no verification by the operator. */
const zenit = 'd67a3109-694b-55f3-8e4c-850ec8e437bb';

const engineProblem = await checkGostEngine();
if (engineProblem !== null) console.log(`Подпись ГОСТ: тесты пропущены — ${engineProblem}`);

describe.skipIf(engineProblem !== null)('signing', () => {
  forEachDatabase(
    'Signing a request: by the client through a sign link, verified and checked for authority',
    (ctx) => {
      async function sentToClient() {
        const agent = await signedInAgent(ctx.app);
        const api = client(ctx.app, { token: agent.token });
        const request = await completeRequest(ctx.app, agent, { banks: [zenit] });
        const claimed = await api.post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [zenit], request_id: request.id, signed: true });
        // The caller's word is not a signature.
        expect(claimed.status).toBe(400);
        expect(claimed.body.message).toMatch(new RegExp(`^Заявка № ${request.id} не подписана: печатные формы не сформированы`));
        const sent = await api.post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [zenit], request_id: request.id, signed: false });
        expect(sent.status, sent.body.message).toBe(200);
        const consentLink = await api.post<ConsentLinkWire>(`/v2/bgrequest/write/${request.id}/consent/link`);
        await client(ctx.app).post(`/v2/consent/write/${consentLink.body.data!.token}`);
        const subs = (await api.get<SubRequestListWire>(`/v1/bgrequest/read/${request.id}/subrequests`)).body.data!.subrequests;
        expect(subs.map((sub) => sub.sub_status)).toEqual(['sent_to_client']);
        const { inn } = await ctx.database.db.selectFrom('bg_request').select('inn').where('id', '=', request.id).executeTakeFirstOrThrow();
        return { agent, api, request: { ...request, inn }, sub: subs[0]! };
      }

      it('signs both print forms by the link: the bank gets the request, the link is spent, sign-info tells who signed', async () => {
        const { api, request, sub } = await sentToClient();
        const made = await api.post<{ url: string; token: string; banks: { name: string }[]; expires_at: string }>(`/v2/bgrequest/write/sign-link/${request.id}`, {});
        expect(made.status, made.body.message).toBe(200);
        const link = made.body.data!;
        expect(link.url).toMatch(new RegExp(`/client/simple/${request.id}\\?token=[A-Za-z0-9_-]{43}$`));
        expect(link.banks.map((bank) => bank.name)).toEqual(['Банк Зенит']);
        const stored = await ctx.database.db.selectFrom('sign_link').select('token_hash').where('request_id', '=', request.id).execute();
        expect(stored.map((row) => row.token_hash)).not.toContain(link.token);

        const as = { link: link.token };
        const view = await client(ctx.app).get<{ documents: { name: string }[]; signer_name: string; banks: string[] }>(`/v1/sign-link/read/${link.token}`);
        expect(view.status, view.body.message).toBe(200);
        expect(view.body.data!.documents.map((document) => document.name)).toHaveLength(2);
        expect(view.body.data!.banks).toEqual(['Банк Зенит']);
        const external = await client(ctx.app).get<{ external: boolean; organization: { inn: string } }>(`/v1/sign-link/read/${link.token}/user`);
        expect(external.body.data).toMatchObject({ external: true, organization: { inn: request.inn } });

        const [own, foreign] = await testCertificates(ctx.app, request.id, as);
        expect(own!.inn_le).toBe(request.inn);
        const [application, questionnaire] = await documentsToSign(ctx.app, request.id, as);
        const bytes = await documentBytes(ctx.app, application!, as);
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

        // Another company's certificate: refused, naming the field and both values.
        const alien = await storeSignature(ctx.app, application!, as, await testSignature(ctx.app, request.id, as, foreign!.thumbprint, bytes));
        expect(alien.status).toBe(400);
        expect(alien.body.message).toContain('ИНН ЮЛ');
        expect(alien.body.message).toContain(request.inn);
        // A signature over other bytes: refused.
        const tampered = Buffer.from(bytes);
        tampered[tampered.length - 10] = tampered[tampered.length - 10]! ^ 1;
        const other = await storeSignature(ctx.app, application!, as, await testSignature(ctx.app, request.id, as, own!.thumbprint, tampered));
        expect(other.status).toBe(400);
        expect(other.body.message).toMatch(/не соответствует|изменён/);
        // Garbage.
        const garbage = await storeSignature(ctx.app, application!, as, Buffer.from('это не подпись, а просто текст').toString('base64'));
        expect(garbage.status).toBe(400);
        expect(await ctx.database.db.selectFrom('file_signature').select('uuid').where('file_uuid', '=', application!.uuid).execute()).toEqual([]);

        const first = await storeSignature(ctx.app, application!, as, await testSignature(ctx.app, request.id, as, own!.thumbprint, bytes));
        expect(first.status, first.body.message).toBe(200);
        expect(first.body.data).toMatchObject({ request_signed: false, moved_subrequests: [] });
        const second = await storeSignature(ctx.app, questionnaire!, as, await testSignature(ctx.app, request.id, as, own!.thumbprint, await documentBytes(ctx.app, questionnaire!, as)));
        expect(second.status, second.body.message).toBe(200);
        expect(second.body.data).toMatchObject({ request_signed: true, moved_subrequests: [sub.uuid] });

        const after = (await api.get<SubRequestListWire>(`/v1/bgrequest/read/${request.id}/subrequests`)).body.data!.subrequests;
        expect(after.map((row) => row.sub_status)).toEqual(['sent']);
        const outbox = await ctx.database.db.selectFrom('bank_outbox').select('event').where('subrequest_uuid', '=', sub.uuid).execute();
        expect(outbox.map((row) => row.event)).toEqual(['subrequest_sent']);

        const spent = await client(ctx.app).get(`/v1/sign-link/read/${link.token}`);
        expect(spent.status).toBe(410);
        expect(spent.body.message).toBe('Документы по этой ссылке уже подписаны: ссылка одноразовая');

        const info = await api.post<FileSignaturesWire[]>('/v1/storage/read/sign-info', { file_uuids: [application!.uuid, questionnaire!.uuid] });
        expect(info.status, info.body.message).toBe(200);
        expect(info.body.data!.map((file) => file.signatures.length)).toEqual([1, 1]);
        expect(info.body.data![0]!.signatures[0]).toMatchObject({ valid: true, certificate: { thumbprint: own!.thumbprint, inn_le: request.inn } });
        // Another organisation sees nothing of it.
        const stranger = await signedInAgent(ctx.app);
        const hidden = await client(ctx.app, { token: stranger.token }).post<FileSignaturesWire[]>('/v1/storage/read/sign-info', { file_uuids: [application!.uuid] });
        expect(hidden.body.data).toEqual([]);
        // Two print forms rendered and four OpenSSL signatures: a minute leaves room on a busy machine.
      }, 60_000);

      it('refuses a revoked, an expired and an unknown link with what to do', async () => {
        const { api, request } = await sentToClient();
        const first = (await api.post<{ token: string }>(`/v2/bgrequest/write/sign-link/${request.id}`, {})).body.data!;
        const revoked = await api.post<{ revoked: number }>(`/v2/bgrequest/write/sign-link/${request.id}/revoke`, {});
        expect(revoked.body.data).toEqual({ revoked: 1 });
        const gone = await client(ctx.app).get(`/v1/sign-link/read/${first.token}`);
        expect(gone.status).toBe(410);
        expect(gone.body.message).toBe('Ссылка на подписание отозвана: попросите агента прислать новую ссылку');

        const second = (await api.post<{ token: string }>(`/v2/bgrequest/write/sign-link/${request.id}`, {})).body.data!;
        await ctx.database.db.updateTable('sign_link').set({ expires_at: new Date(Date.now() - 1000) }).where('revoked_at', 'is', null).where('request_id', '=', request.id).execute();
        const expired = await client(ctx.app).get(`/v1/sign-link/read/${second.token}`);
        expect(expired.status).toBe(410);
        expect(expired.body.message).toMatch(/^Срок действия ссылки истёк \d\d\.\d\d\.\d{4}/);
        const signing = await client(ctx.app).post(`/v1/sign-link/write/${second.token}/signature`, { file_uuid: '00000000-0000-4000-8000-000000000000', signature: 'MIIB'.repeat(8) });
        expect(signing.status).toBe(410);

        const unknown = await client(ctx.app).get(`/v1/sign-link/read/${'x'.repeat(43)}`);
        expect(unknown.status).toBe(404);
        expect(unknown.body.message).toBe('Ссылка на подписание не найдена: проверьте адрес или попросите новую ссылку');
        // A link of another organisation's request cannot be made.
        const stranger = await signedInAgent(ctx.app);
        const foreign = await client(ctx.app, { token: stranger.token }).post(`/v2/bgrequest/write/sign-link/${request.id}`, {});
        expect(foreign.status).toBe(404);
      }, 60_000);

      it('signs before sending: the bank then gets the request at once, and a change of the request unsigns it', async () => {
        const agent = await signedInAgent(ctx.app);
        const api = client(ctx.app, { token: agent.token });
        const request = await completeRequest(ctx.app, agent, { banks: [zenit] });
        expect(await signRequest(ctx.app, request.id, { token: agent.token })).toBe(true);
        // A change of the data sets the signed forms aside.
        const saved = await api.post(`/v2/bgrequest/write/${request.id}/step/detail-contacts`, validExample('detail-contacts', 'customer-contacts-not-required'));
        expect(saved.status, saved.body.message).toBe(200);
        const unsigned = await api.post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [zenit], request_id: request.id, signed: true });
        expect(unsigned.status).toBe(400);
        expect(await signRequest(ctx.app, request.id, { token: agent.token })).toBe(true);
        const consent = await api.post<ConsentLinkWire>(`/v2/bgrequest/write/${request.id}/consent/link`);
        await client(ctx.app).post(`/v2/consent/write/${consent.body.data!.token}`);
        const sent = await api.post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [zenit], request_id: request.id, signed: true });
        expect(sent.status, sent.body.message).toBe(200);
        expect(sent.body.data!.results.map((result) => result.outcome)).toEqual(['sent']);
      }, 60_000);
    },
    { env: dataDirEnv() },
  );
});
