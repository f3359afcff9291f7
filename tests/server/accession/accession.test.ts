import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { accessionSettings, type AccessionSettings } from '../../../src/domain/accession/accessionSettings';
import type { OrganizationDocumentsWire, RegulationsStateWire } from '../../../src/domain/wire/accessionWire';
import type { SendAnswerWire, SubRequestListWire } from '../../../src/domain/wire/banksWire';
import type { FileSignaturesWire } from '../../../src/domain/wire/signingWire';
import type { UserView } from '../../../src/server/accounts/userEntity';
import { checkGostEngine } from '../../../src/server/signing/crypto/gostEngine';
import { completeRequest } from '../helpers/completeRequest';
import { client, forEachDatabase, type ServerTestContext } from '../helpers/serverContext';
import {
  documentPdf,
  organizationCertificates,
  organizationDocuments,
  organizationSignature,
  preparedDocuments,
  signOrganizationDocuments,
  storeDocumentSignature,
} from '../helpers/signOrganization';
import { dataDirEnv, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';

/** ООО «Экспобанк», a partner bank connected 2025-10-06; it wants no consent, verification or signature. */
const expobank = 'cbfdc709-4068-5242-9119-5216dd873e6f';
/** ООО «КБ «Кубань Кредит», a partner bank connected 2025-04-14. */
const kuban = '673eb889-e593-584d-8a10-da581f140f2a';
/** АО «ТБанк», a platform bank: the customer's consent only. */
const tbank = '25080268-4586-5d20-8e02-382bb265d105';

const engineProblem = await checkGostEngine();
if (engineProblem !== null) console.log(`Подпись ГОСТ: тесты документов организации пропущены — ${engineProblem}`);

/** An agent that registered on the platform on `day`, before some partner banks joined it. */
async function agentSince(ctx: ServerTestContext, day: string): Promise<Member> {
  const agent = await signedInAgent(ctx.app);
  await sql`update organizations set created_at = ${`${day}T09:00:00Z`}::timestamptz where uuid = ${agent.organizationUuid}`.execute(ctx.database.db);
  return agent;
}

async function currentUser(ctx: ServerTestContext, member: Member): Promise<UserView> {
  return (await client(ctx.app, { token: member.token }).get<UserView>('/v1/currentuser/read')).body.data!;
}

describe.skipIf(engineProblem !== null)('organisation documents', () => {
  forEachDatabase(
    'The accession and the partner banks’ additional agreements: prepared as PDFs, signed with real GOST signatures, and what they close',
    (ctx) => {
      it('asks a new agent for its accession within the grace period and for no additional agreement', async () => {
        const agent = await signedInAgent(ctx.app);
        const documents = await organizationDocuments(ctx.app, agent.token);
        expect(documents.documents).toHaveLength(1);
        expect(documents.documents[0]).toMatchObject({ kind: 'accession_agent', title: 'Заявление о присоединении к Агентскому договору', version: 1, is_signed: false, overdue: false, file: null, bank: null });
        expect(documents.documents[0]!.deadline! > documents.organization.registered_on).toBe(true);
        expect(documents.covered_banks.map((bank) => bank.uuid)).toContain(expobank);
        expect(documents).toMatchObject({ is_regulations_signed: false, need_sign_add_agreement: false, has_unsigned_docs: true, regulations_overdue: false, scope_uuid: agent.organizationUuid });
        expect(await currentUser(ctx, agent)).toMatchObject({ is_regulations_signed: false, need_sign_add_agreement: false, has_unsigned_docs: true, partners_docs: [] });

        // Registration accepted the agency agreement with every bank connected by then: a partner bank takes the request.
        const request = await completeRequest(ctx.app, agent, { banks: [expobank] });
        const sent = await client(ctx.app, { token: agent.token }).post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [expobank], request_id: request.id, signed: false });
        expect(sent.status, sent.body.message).toBe(200);
        expect(sent.body.data!.results.map((result) => result.outcome)).toEqual(['sent']);
      });

      it('closes a partner bank connected after the agent registered until its agreement is signed, then sends', async () => {
        const agent = await agentSince(ctx, '2025-01-10');
        const api = client(ctx.app, { token: agent.token });
        const user = await currentUser(ctx, agent);
        expect(user).toMatchObject({ need_sign_add_agreement: true, has_unsigned_docs: true });
        expect(user.partners_docs.map((document) => [document.banks[0]!.name, document.is_signed])).toEqual([
          ['ООО «КБ «Кубань Кредит»', false],
          ['ООО «Экспобанк»', false],
        ]);

        const request = await completeRequest(ctx.app, agent, { banks: [expobank, tbank] });
        const subs = (await api.get<SubRequestListWire>(`/v1/bgrequest/read/${request.id}/subrequests`)).body.data!.subrequests;
        const card = subs.find((sub) => sub.bank_uuid === expobank)!;
        expect(card).toMatchObject({ status: 'RegulationSigningIsRequired', status_label: 'Подпишите договор' });
        expect(card.draft_status).toMatchObject({ status: 'RegulationSigningIsRequired', label: 'Подпишите договор', can_send: false });
        expect(card.regulation_signing).toMatch(/^Банк ООО «Экспобанк» подключён к платформе после регистрации вашей организации: до отправки подпишите дополнительное соглашение/);
        expect(subs.find((sub) => sub.bank_uuid === tbank)).toMatchObject({ regulation_signing: null });
        expect(subs.find((sub) => sub.bank_uuid === tbank)!.draft_status!.can_send).toBe(true);

        const refused = await api.post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [expobank], request_id: request.id, signed: false });
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe(
          'ООО «Экспобанк»: Банк ООО «Экспобанк» подключён к платформе после регистрации вашей организации: до отправки подпишите дополнительное соглашение о подключении банка в разделе «Профиль» → «Документы профиля»',
        );

        const prepared = await preparedDocuments(ctx.app, agent.token);
        expect(prepared.documents.map((document) => [document.kind, document.bank?.name ?? null, document.file?.type])).toEqual([
          ['accession_agent', null, 'org_accession_agent'],
          ['partner_agreement', 'ООО «КБ «Кубань Кредит»', 'org_partner_agreement'],
          ['partner_agreement', 'ООО «Экспобанк»', 'org_partner_agreement'],
        ]);
        // Prepared once: a second call finds the same files.
        expect((await preparedDocuments(ctx.app, agent.token)).documents.map((document) => document.file?.uuid)).toEqual(prepared.documents.map((document) => document.file?.uuid));
        const agreement = prepared.documents.find((document) => document.bank?.uuid === expobank)!;
        expect(prepared.scope_uuid).toBe(agent.organizationUuid);
        const pdf = await documentPdf(ctx.app, agent.token, agreement);
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

        // Not signed yet: the confirmation says which document.
        const early = await api.post('/v1/user/write/update-sign-add-agreement', { uuid: agreement.file!.uuid, scope_uuid: prepared.scope_uuid });
        expect(early.status).toBe(400);
        expect(early.body.message).toBe('Документ «Дополнительное соглашение о подключении банка ООО «Экспобанк»» не подписан: подпишите его квалифицированной электронной подписью организации, затем подтвердите подписание');

        const [own, foreign] = await organizationCertificates(ctx.app, agent.token);
        expect(own).toMatchObject({ inn_le: user.organization.inn, last_name: user.last_name, first_name: user.first_name });
        // Another company's certificate of the same person: refused, naming both INNs; nothing is kept.
        const alien = await storeDocumentSignature(ctx.app, agent.token, agreement, await organizationSignature(ctx.app, agent.token, foreign!.thumbprint, pdf));
        expect(alien.status).toBe(400);
        expect(alien.body.message).toBe(`Сертификат выдан другой организации: ИНН ЮЛ в сертификате 7707083893, у организации ${user.organization.inn}`);
        // The company's certificate of a colleague: refused by name.
        const ca = await ctx.app.signing.testCa();
        const colleague = await ca.issue({ last_name: 'Орлов', first_name: 'Игорь', middle_name: 'Петрович', snils: '11223344595', inn_le: user.organization.inn, organization: user.organization.name });
        const byColleague = await storeDocumentSignature(ctx.app, agent.token, agreement, (await ca.sign(colleague.thumbprint, pdf, { detached: true })).toString('base64'));
        expect(byColleague.status).toBe(400);
        expect(byColleague.body.message).toMatch(/^Сертификат выдан другому человеку: владелец в сертификате Орлов Игорь Петрович, подписывает Кузнецова Мария Игоревна/);
        expect(await ctx.database.db.selectFrom('file_signature').select('uuid').where('file_uuid', '=', agreement.file!.uuid).execute()).toEqual([]);

        const signed = await storeDocumentSignature(ctx.app, agent.token, agreement, await organizationSignature(ctx.app, agent.token, own!.thumbprint, pdf));
        expect(signed.status, signed.body.message).toBe(200);
        const confirmed = await api.post<OrganizationDocumentsWire>('/v1/user/write/update-sign-add-agreement', { uuid: agreement.file!.uuid, scope_uuid: prepared.scope_uuid });
        expect(confirmed.status, confirmed.body.message).toBe(200);
        expect(confirmed.body.data!.documents.find((document) => document.bank?.uuid === expobank)).toMatchObject({ is_signed: true });
        expect(confirmed.body.data!.documents.find((document) => document.bank?.uuid === expobank)!.signatures[0]).toMatchObject({ valid: true, certificate: { thumbprint: own!.thumbprint } });
        const after = await currentUser(ctx, agent);
        expect(after.partners_docs.map((document) => document.is_signed)).toEqual([false, true]);
        expect(after.need_sign_add_agreement).toBe(true);
        const info = await api.post<FileSignaturesWire[]>('/v1/storage/read/sign-info', { file_uuids: [agreement.file!.uuid] });
        expect(info.body.data![0]!.signatures).toHaveLength(1);

        const card2 = (await api.get<SubRequestListWire>(`/v1/bgrequest/read/${request.id}/subrequests`)).body.data!.subrequests.find((sub) => sub.bank_uuid === expobank)!;
        expect(card2).toMatchObject({ status: 'Draft', regulation_signing: null });
        const sent = await api.post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [expobank], request_id: request.id, signed: false });
        expect(sent.status, sent.body.message).toBe(200);
        expect(sent.body.data!.results.map((result) => result.outcome)).toEqual(['sent']);

        // The other agreement in one batch confirmation, once signed; the banner's flags go.
        const rest = await signOrganizationDocuments(ctx.app, agent.token, (document) => document.bank?.uuid === kuban);
        const kubanAgreement = rest.documents.find((document) => document.bank?.uuid === kuban)!;
        const batch = await api.post<OrganizationDocumentsWire>('/v1/organization/write/accession/sign/agent/partner', { uuids: [kubanAgreement.file!.uuid, agreement.file!.uuid] });
        expect(batch.status, batch.body.message).toBe(200);
        expect(await currentUser(ctx, agent)).toMatchObject({ need_sign_add_agreement: false, has_unsigned_docs: true, is_regulations_signed: false });
        const wrongKind = await api.post('/v1/organization/write/accession/sign/agent', { uuid: kubanAgreement.file!.uuid, scope_uuid: rest.scope_uuid });
        expect(wrongKind.status).toBe(400);
        expect(wrongKind.body.message).toMatch(/— не заявление о присоединении агента/);
      });

      it('keeps the signed edition when a new edition of the accession is published, and asks for a new signature', async () => {
        const agent = await signedInAgent(ctx.app);
        const first = await signOrganizationDocuments(ctx.app, agent.token);
        const accession = first.documents[0]!;
        expect(accession).toMatchObject({ kind: 'accession_agent', version: 1, is_signed: true });
        const confirmed = await client(ctx.app, { token: agent.token }).post<OrganizationDocumentsWire>('/v1/organization/write/accession/sign/agent', { uuid: accession.file!.uuid, scope_uuid: first.scope_uuid });
        expect(confirmed.status, confirmed.body.message).toBe(200);
        expect(await currentUser(ctx, agent)).toMatchObject({ is_regulations_signed: true, has_unsigned_docs: false });
        const state = await client(ctx.app, { token: agent.token }).get<RegulationsStateWire>('/v1/bgrequest/read/reglament-signed');
        expect(state.body.data).toEqual({ is_regulations_signed: true, need_sign_add_agreement: false, has_unsigned_docs: false, regulations_overdue: false, regulations_deadline: null });

        const edition2: AccessionSettings = { ...accessionSettings, regulations: { ...accessionSettings.regulations, agent: { version: 2, effective_from: '2026-11-20', legal: 'b-agreement' } } };
        const app2 = await ctx.build({ options: { accession: edition2 } });
        const user2 = (await client(app2, { token: agent.token }).get<UserView>('/v1/currentuser/read')).body.data!;
        expect(user2).toMatchObject({ is_regulations_signed: false, has_unsigned_docs: true });
        const listed = await organizationDocuments(app2, agent.token);
        expect(listed.documents[0]).toMatchObject({ version: 2, is_signed: false, file: null });
        expect(listed.earlier.map((document) => [document.kind, document.version, document.is_signed])).toEqual([['accession_agent', 1, true]]);
        expect(listed.earlier[0]!.signatures[0]!.certificate.inn_le).toBe(listed.organization.inn);

        const second = await signOrganizationDocuments(app2, agent.token);
        expect(second.documents[0]).toMatchObject({ version: 2, is_signed: true });
        expect(second.earlier.map((document) => document.version)).toEqual([1]);
        expect((await client(app2, { token: agent.token }).get<UserView>('/v1/currentuser/read')).body.data!.is_regulations_signed).toBe(true);
        // The replaced edition is signed no more, and its confirmation says which edition is in force.
        const [own] = await organizationCertificates(app2, agent.token);
        const old = await storeDocumentSignature(app2, agent.token, listed.earlier[0]!, await organizationSignature(app2, agent.token, own!.thumbprint, await documentPdf(app2, agent.token, listed.earlier[0]!)));
        expect(old.status).toBe(400);
        expect(old.body.message).toBe('Редакция № 1 документа «Заявление о присоединении к Агентскому договору» заменена редакцией № 2: подпишите действующую редакцию в разделе «Документы профиля»');
        const stale = await client(app2, { token: agent.token }).post('/v1/organization/write/accession/sign/agent', { uuid: accession.file!.uuid, scope_uuid: first.scope_uuid });
        expect(stale.status).toBe(400);
        expect(stale.body.message).toMatch(/^Редакция № 1 .* заменена редакцией № 2/);
      });

      it('closes every bank once the accession is unsigned past its deadline, until it is signed', async () => {
        const strict: AccessionSettings = { ...accessionSettings, regulations: { ...accessionSettings.regulations, agent: { version: 1, effective_from: '2025-01-01', legal: 'b-agreement' } } };
        const app = await ctx.build({ options: { accession: strict } });
        const agent = await agentSince(ctx, '2025-11-01');
        const api = client(app, { token: agent.token });
        const state = (await api.get<RegulationsStateWire>('/v1/bgrequest/read/reglament-signed')).body.data!;
        expect(state).toMatchObject({ is_regulations_signed: false, regulations_overdue: true, regulations_deadline: '2025-12-01' });

        const request = await completeRequest(app, agent, { banks: [tbank] });
        const card = (await api.get<SubRequestListWire>(`/v1/bgrequest/read/${request.id}/subrequests`)).body.data!.subrequests[0]!;
        expect(card).toMatchObject({ status: 'RegulationSigningIsRequired', status_label: 'Подпишите договор' });
        const refused = await api.post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [tbank], request_id: request.id, signed: false });
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe(
          'АО «ТБанк»: Отправка в банки закрыта: документ «Заявление о присоединении к Агентскому договору» нужно было подписать до 01.12.2025 включительно. Подпишите его квалифицированной электронной подписью организации в разделе «Профиль» → «Документы профиля», затем отправьте заявку снова',
        );
        const documents = await organizationDocuments(app, agent.token);
        expect(documents.documents[0]).toMatchObject({ overdue: true, blocks: 'Отправка заявок во все банки закрыта до подписания' });

        await signOrganizationDocuments(app, agent.token, (document) => document.kind === 'accession_agent');
        const sent = await api.post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [tbank], request_id: request.id, signed: false });
        expect(sent.status, sent.body.message).toBe(200);
        expect((await api.get<RegulationsStateWire>('/v1/bgrequest/read/reglament-signed')).body.data).toMatchObject({ is_regulations_signed: true, regulations_overdue: false });
      });

      it('has a client organisation sign its own accession in the client cabinet', async () => {
        const member = await signedInClient(ctx.app);
        const api = client(ctx.app, { token: member.token });
        const prepared = await preparedDocuments(ctx.app, member.token);
        expect(prepared.documents.map((document) => [document.kind, document.title])).toEqual([['accession_client', 'Заявление о присоединении к Пользовательскому соглашению']]);
        expect(prepared.covered_banks).toEqual([]);
        const [own] = await organizationCertificates(ctx.app, member.token);
        expect(own).toMatchObject({ last_name: 'Петров', first_name: 'Пётр', inn_le: member.user.organization.inn });
        const document = prepared.documents[0]!;
        const stored = await storeDocumentSignature(ctx.app, member.token, document, await organizationSignature(ctx.app, member.token, own!.thumbprint, await documentPdf(ctx.app, member.token, document)));
        expect(stored.status, stored.body.message).toBe(200);
        const confirmed = await api.post<OrganizationDocumentsWire>('/v1/bgrequest/write/accession/sign/client', { uuid: document.file!.uuid, scope_uuid: prepared.scope_uuid });
        expect(confirmed.status, confirmed.body.message).toBe(200);
        expect((await api.post('/v1/organization/write/accession/sign/client', { uuid: document.file!.uuid })).status).toBe(200);
        expect(await currentUser(ctx, member)).toMatchObject({ is_regulations_signed: true, has_unsigned_docs: false, user_type: 'client' });
        const agentCall = await api.post('/v1/organization/write/accession/sign/agent', { uuid: document.file!.uuid });
        expect(agentCall.status).toBe(400);
      });

      it('shows and signs nothing of another organisation', async () => {
        const owner = await agentSince(ctx, '2025-01-10');
        const prepared = await preparedDocuments(ctx.app, owner.token);
        const agreement = prepared.documents[1]!;
        const stranger = await signedInAgent(ctx.app);
        const [strangerOwn] = await organizationCertificates(ctx.app, stranger.token);
        const pdf = await documentPdf(ctx.app, owner.token, agreement);
        const foreign = await storeDocumentSignature(ctx.app, stranger.token, agreement, await organizationSignature(ctx.app, stranger.token, strangerOwn!.thumbprint, pdf));
        expect(foreign.status).toBe(404);
        const download = await ctx.app.inject({ method: 'GET', url: agreement.file!.link, headers: { authorization: `Bearer ${stranger.token}` } });
        expect(download.statusCode).toBe(404);
        const confirm = await client(ctx.app, { token: stranger.token }).post('/v1/user/write/update-sign-add-agreement', { uuid: agreement.file!.uuid });
        expect(confirm.status).toBe(404);
        expect(confirm.body.message).toBe('Документ организации не найден');
        const wrongScope = await client(ctx.app, { token: owner.token }).post('/v1/user/write/update-sign-add-agreement', { uuid: agreement.file!.uuid, scope_uuid: stranger.organizationUuid });
        expect(wrongScope.status).toBe(400);
        // Bad bodies get the field named, never a 500.
        const bad = await client(ctx.app, { token: owner.token }).post('/v1/organization/write/accession/sign/agent/partner', { uuids: [] });
        expect(bad.status).toBe(400);
        const notUuid = await client(ctx.app, { token: owner.token }).post('/v1/organization/write/accession/sign/agent', { uuid: 'nope' });
        expect(notUuid.status).toBe(400);
      });
    },
    { env: dataDirEnv() },
  );
});
