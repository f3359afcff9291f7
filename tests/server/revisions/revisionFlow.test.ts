import { describe, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import type { AccountDetailsWire, ActState, InvoiceWire, RevisionChatWire } from '../../../src/domain/wire/revisionWire';
import type { CertificateFactsWire } from '../../../src/domain/wire/signingWire';
import type { SignedActWire } from '../../../src/server/revisions/signActs';
import { storeActPdf } from '../../../src/server/revisions/storeActPdf';
import { checkGostEngine } from '../../../src/server/signing/crypto/gostEngine';
import { fileStoreFromConfig } from '../../../src/server/storage/fileStoreFromConfig';
import { moscowDate } from '../../../src/server/requests/moscowDate';
import { client, forEachDatabase, type ServerTestContext } from '../helpers/serverContext';
import { dataDirEnv, newRequest, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { sampleDetails } from './revisionSamples';

const engineProblem = await checkGostEngine();
if (engineProblem !== null) console.log(`Подпись ГОСТ: тесты подписания актов пропущены — ${engineProblem}`);

const vtb = banksConfig.banks.find((bank) => bank.bank_name.includes('ВТБ'))!;

/** An act of the agent's organisation for a month, with one deal's line, its PDF made as forming makes it. */
async function actOf(ctx: ServerTestContext, agent: Member, state: ActState, options: { period?: string; reward?: number } = {}) {
  const db = ctx.database.db;
  const period = options.period ?? `2026-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`;
  const reward = options.reward ?? 9_250_000;
  const request = await newRequest(ctx.app, agent);
  const sub = await db.insertInto('bg_subrequest').values({ request_id: request.id, bank_uuid: vtb.uuid }).returning('id').executeTakeFirstOrThrow();
  const seq = Number((await db.selectFrom('revision_act').select((eb) => eb.fn.countAll<string>().as('n')).where('period', '=', period).executeTakeFirstOrThrow()).n) + 1;
  const act = await db
    .insertInto('revision_act')
    .values({
      organization_uuid: agent.organizationUuid,
      period,
      seq,
      number: `А-${period}-${String(seq).padStart(4, '0')}`,
      state,
      lines: 1,
      reward_kopecks: reward,
      nds_kopecks: 0,
      total_kopecks: reward,
      nds_label: 'Без НДС',
      formed_at: new Date(`${period}-28T10:00:00Z`),
    })
    .returning(['id', 'uuid', 'scope_uuid', 'number'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('revision_accrual')
    .values({
      organization_uuid: agent.organizationUuid,
      request_id: request.id,
      subrequest_id: sub.id,
      kind: 'payment',
      bank_uuid: vtb.uuid,
      guarantee_type: 'i_with_a',
      guarantee_sum_kopecks: 1_250_000_000,
      bank_commission_kopecks: 25_000_000,
      client_commission_kopecks: 28_000_000,
      rate_percent: '25',
      markup_to_agent: true,
      markup_kopecks: 3_000_000,
      reward_kopecks: reward,
      accrued_at: new Date(`${period}-20T10:00:00Z`),
      period,
      act_id: act.id,
    })
    .execute();
  const file = await db.transaction().execute((trx) => storeActPdf(trx, fileStoreFromConfig(ctx.app.config), act.id));
  return { ...act, file, requestId: request.id };
}

async function operatorMember(ctx: ServerTestContext): Promise<Member> {
  const member = await signedInAgent(ctx.app);
  await ctx.database.db.insertInto('platform_operators').values({ user_id: member.viewer.userId }).execute();
  return member;
}

/** An agent member of a fresh organisation whose revision_view was taken away. */
async function agentWithoutRevisions(ctx: ServerTestContext): Promise<Member> {
  const member = await signedInAgent(ctx.app);
  const db = ctx.database.db;
  const membership = await db.selectFrom('memberships').select('id').where('user_id', '=', member.viewer.userId).executeTakeFirstOrThrow();
  await db.deleteFrom('membership_permissions').where('membership_id', '=', membership.id).where('permission_key', '=', 'revision_view').execute();
  return member;
}

async function download(ctx: ServerTestContext, token: string, link: string) {
  return ctx.app.inject({ method: 'GET', url: link, headers: { authorization: `Bearer ${token}` } });
}

forEachDatabase(
  'Settlements: account details, the act PDF and xlsx, the invoice, the chat and disputes, with the access matrix',
  (ctx) => {
    it('keeps account details only after the BIK and account checks, with Russian messages and nothing stored on a refusal', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      expect((await api.get<AccountDetailsWire | null>('/v2/revision/read/account/details')).body).toMatchObject({ code: 20000, data: null });

      const bad = await api.post('/v2/revision/write/account/details', { ...sampleDetails, cur_account: '40702810300000012345', bik: '04452522' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Реквизиты не сохранены: БИК должен состоять ровно из 9 цифр');
      const wrongKey = await api.post('/v2/revision/write/account/details', { ...sampleDetails, cur_account: '40702810300000012345' });
      expect(wrongKey.status).toBe(400);
      expect(wrongKey.body.message).toBe('Реквизиты не сохранены: Расчётный счёт не соответствует БИК: не сходится контрольный ключ');
      expect((await api.get('/v2/revision/read/account/details')).body.data).toBeNull();

      const saved = await api.post<AccountDetailsWire>('/v2/revision/write/account/details', { ...sampleDetails, cur_account: '40702 810 2 0000 0012345' });
      expect(saved.status, saved.body.message).toBe(200);
      expect(saved.body.data).toEqual(sampleDetails);
      const changed = await api.post('/v2/revision/write/account/details', { ...sampleDetails, bank_name: 'Сбербанк' });
      expect(changed.status).toBe(200);
      expect((await api.get<AccountDetailsWire>('/v2/revision/read/account/details')).body.data).toEqual({ ...sampleDetails, bank_name: 'Сбербанк' });
      // Another organisation's details are its own.
      const other = await signedInAgent(ctx.app);
      expect((await client(ctx.app, { token: other.token }).get('/v2/revision/read/account/details')).body.data).toBeNull();
    });

    it('refuses the settlements to a client, to a member without «Просмотр взаиморасчётов» and to nobody signed in', async () => {
      const customer = await signedInClient(ctx.app);
      const narrowed = await agentWithoutRevisions(ctx);
      const calls: [string, string, object?][] = [
        ['GET', '/v2/revision/read/account/details'],
        ['POST', '/v2/revision/write/account/details', sampleDetails],
        ['POST', '/v2/revision/write/generate/account', { act_uuid: '00000000-0000-4000-8000-000000000001' }],
        ['POST', '/v1/revision/write/act/agent-sign', { uuids: ['00000000-0000-4000-8000-000000000001'], scope_uuid: '00000000-0000-4000-8000-000000000002' }],
        ['POST', '/v2/revision/write/chat/message', { act_uuid: '00000000-0000-4000-8000-000000000001', message: 'Вопрос' }],
        ['GET', '/v2/revision/read/chat/00000000-0000-4000-8000-000000000001'],
        ['GET', '/v2/revision/read/act/00000000-0000-4000-8000-000000000001/xlsx'],
      ];
      for (const [method, url, body] of calls) {
        const answer = (token?: string) => ctx.app.inject({ method: method as 'GET' | 'POST', url, ...(body ? { payload: body } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
        expect((await answer()).statusCode, `${method} ${url} anonymous`).toBe(401);
        const withoutKey = await answer(narrowed.token);
        expect(withoutKey.statusCode, `${method} ${url} without the key`).toBe(403);
        expect(withoutKey.json()).toMatchObject({ message: 'Недостаточно прав: Просмотр взаиморасчётов' });
        const ofClient = await answer(customer.token);
        expect([403, 404], `${method} ${url} of a client`).toContain(ofClient.statusCode);
      }
      // The client is told the section is the agents'.
      expect((await client(ctx.app, { token: customer.token }).get('/v2/revision/read/account/details')).body).toMatchObject({ code: 40300, message: 'Раздел «Взаиморасчёты» доступен только агенту' });
      // The operator's signature is the operator's alone.
      const agent = await signedInAgent(ctx.app);
      const refused = await client(ctx.app, { token: agent.token }).post('/v2/revision/write/admin/sign', { act_uuid: '00000000-0000-4000-8000-000000000001', scope_uuid: '00000000-0000-4000-8000-000000000002' });
      expect(refused).toMatchObject({ status: 403, body: { message: 'Раздел доступен только оператору платформы' } });
    });

    it('keeps the act PDF in the act’s scope: its agent and the operator download it and the xlsx, another agent learns nothing', async () => {
      const agent = await signedInAgent(ctx.app);
      const operator = await operatorMember(ctx);
      const stranger = await signedInAgent(ctx.app);
      const act = await actOf(ctx, agent, 'sent', { period: '2026-11' });
      const stored = await ctx.database.db.selectFrom('revision_act').select(['pdf_file_uuid']).where('id', '=', act.id).executeTakeFirstOrThrow();
      expect(stored.pdf_file_uuid).toBe(act.file.uuid);
      expect(act.file).toMatchObject({ scope_uuid: act.scope_uuid, type: 'revision_act', name: `Акт ${act.number}.pdf`, mime: 'application/pdf', organization_uuid: agent.organizationUuid });
      const link = `/v1/storage/read/file/${act.file.uuid}/name/${encodeURIComponent(act.file.name)}`;
      for (const member of [agent, operator]) {
        const pdf = await download(ctx, member.token, link);
        expect(pdf.statusCode).toBe(200);
        expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const xlsx = await download(ctx, member.token, `/v2/revision/read/act/${act.uuid}/xlsx`);
        expect(xlsx.statusCode).toBe(200);
        expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        expect(xlsx.headers['content-disposition']).toContain(encodeURIComponent(`Акт ${act.number}, строки.xlsx`));
        expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
      }
      expect((await download(ctx, stranger.token, link)).statusCode).toBe(404);
      expect((await download(ctx, stranger.token, `/v2/revision/read/act/${act.uuid}/xlsx`)).json()).toMatchObject({ code: 40400, message: 'Акт не найден' });

      // Re-forming makes a new PDF and retires the old one.
      const again = await ctx.database.db.transaction().execute((trx) => storeActPdf(trx, fileStoreFromConfig(ctx.app.config), act.id));
      expect(again.uuid).not.toBe(act.file.uuid);
      expect((await download(ctx, agent.token, link)).statusCode).toBe(404);
    });

    it('issues the invoice only for an act the agent signed, with details, numbered per year, once', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const sent = await actOf(ctx, agent, 'sent', { period: '2026-10' });
      const unsigned = await api.post('/v2/revision/write/generate/account', { act_uuid: sent.uuid });
      expect(unsigned).toMatchObject({ status: 409, body: { message: 'Счёт выставляется только по акту, подписанному агентом; акт сейчас в состоянии «Отправлен агенту»' } });

      const signed = await actOf(ctx, agent, 'agent_signed', { period: '2026-09' });
      expect((await api.post('/v2/revision/write/generate/account', { act_uuid: signed.uuid })).body.message).toBe('Сначала заполните банковские реквизиты: счёт выставляется на них');
      expect((await ctx.database.db.selectFrom('revision_invoice').select('id').where('organization_uuid', '=', agent.organizationUuid).execute()).length).toBe(0);

      await api.post('/v2/revision/write/account/details', sampleDetails);
      const first = await api.post<InvoiceWire>('/v2/revision/write/generate/account', { act_uuid: signed.uuid });
      expect(first.status, first.body.message).toBe(200);
      const today = moscowDate();
      expect(first.body.data).toMatchObject({ number: `${today.slice(0, 4)}-0001`, date: today, total_kopecks: 9_250_000 });
      const pdf = await download(ctx, agent.token, first.body.data!.link);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const second = await api.post<InvoiceWire>('/v2/revision/write/generate/account', { act_uuid: signed.uuid });
      expect(second.body.data).toEqual(first.body.data);

      const paid = await actOf(ctx, agent, 'paid', { period: '2026-08' });
      expect((await api.post<InvoiceWire>('/v2/revision/write/generate/account', { act_uuid: paid.uuid })).body.data!.number).toBe(`${today.slice(0, 4)}-0002`);

      const negative = await actOf(ctx, agent, 'agent_signed', { period: '2026-07', reward: -100 });
      expect((await api.post('/v2/revision/write/generate/account', { act_uuid: negative.uuid })).body.message).toBe('Сумма акта не положительна: выставлять счёт не на что, Оператор учтёт её в следующем акте');

      // Another agent's act is not found, and its number is not spent.
      const stranger = await signedInAgent(ctx.app);
      expect((await client(ctx.app, { token: stranger.token }).post('/v2/revision/write/generate/account', { act_uuid: signed.uuid })).status).toBe(404);
    });

    it('discusses the act in its chat; the agent disputes a sent act, which goes back to formed', async () => {
      const agent = await signedInAgent(ctx.app);
      const operator = await operatorMember(ctx);
      const stranger = await signedInAgent(ctx.app);
      const act = await actOf(ctx, agent, 'sent');
      const api = client(ctx.app, { token: agent.token });
      const desk = client(ctx.app, { token: operator.token });

      const empty = await api.get<RevisionChatWire>(`/v2/revision/read/chat/${act.uuid}`);
      expect(empty.body.data).toMatchObject({ act_uuid: act.uuid, chat_uuid: null, state: 'sent', messages: [] });
      expect((await api.post('/v2/revision/write/chat/message', { act_uuid: act.uuid, message: '   ' })).body.message).toBe('Напишите сообщение');

      const asked = await api.post<RevisionChatWire>('/v2/revision/write/chat/message', { act_uuid: act.uuid, message: 'Почему ставка 25 %?' });
      expect(asked.status, asked.body.message).toBe(200);
      expect(asked.body.data!.chat_uuid).toMatch(/^[0-9a-f-]{36}$/);
      const answered = await desk.post<RevisionChatWire>('/v2/revision/write/chat/message', { act_uuid: act.uuid, message: 'Ставка ВТБ на день оплаты.' });
      expect(answered.body.data!.messages.map((message) => [message.author.side, message.text, message.own])).toEqual([
        ['agent', 'Почему ставка 25 %?', false],
        ['operator', 'Ставка ВТБ на день оплаты.', true],
      ]);
      expect((await desk.post('/v2/revision/write/chat/message', { act_uuid: act.uuid, message: 'Оспариваю', dispute: true })).body.message).toBe(
        'Оспаривает акт агент; оператор пишет в чат без отметки о возражении',
      );

      const disputed = await api.post<RevisionChatWire>('/v2/revision/write/chat/message', { act_uuid: act.uuid, message: 'Сделка № 1 не наша', dispute: true });
      expect(disputed.body.data).toMatchObject({ state: 'formed', dispute: 'Сделка № 1 не наша' });
      const row = await ctx.database.db.selectFrom('revision_act').select(['state', 'dispute', 'chat_id']).where('id', '=', act.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: 'formed', dispute: 'Сделка № 1 не наша' });
      expect(row.chat_id).not.toBeNull();
      const audited = await ctx.database.db.selectFrom('audit_log').select(['action', 'user_id']).where('action', '=', 'revision_act_disputed').where('user_id', '=', agent.viewer.userId).execute();
      expect(audited).toHaveLength(1);

      const twice = await api.post('/v2/revision/write/chat/message', { act_uuid: act.uuid, message: 'Ещё раз', dispute: true });
      expect(twice).toMatchObject({ status: 409, body: { message: 'Оспорить можно только акт, отправленный агенту; акт сейчас в состоянии «Сформирован»' } });
      expect((await api.get<RevisionChatWire>(`/v2/revision/read/chat/${act.uuid}`)).body.data!.messages).toHaveLength(3);

      expect((await client(ctx.app, { token: stranger.token }).get(`/v2/revision/read/chat/${act.uuid}`)).status).toBe(404);
      expect((await client(ctx.app, { token: stranger.token }).post('/v2/revision/write/chat/message', { act_uuid: act.uuid, message: 'Привет' })).status).toBe(404);
    });
  },
  { env: dataDirEnv() },
);

describe.skipIf(engineProblem !== null)('act signing', () => {
forEachDatabase(
  'Settlements: the agent and the operator sign the act PDF with real GOST signatures',
  (ctx) => {
    async function certificates(token: string, whose: 'organization' | 'operator'): Promise<CertificateFactsWire[]> {
      const answer = await client(ctx.app, { token }).get<{ certificates: CertificateFactsWire[] }>(`/v1/dev/signer/certificates?for=${whose}`);
      expect(answer.status, answer.body.message).toBe(200);
      return answer.body.data!.certificates;
    }

    async function signature(token: string, whose: 'organization' | 'operator', thumbprint: string, fileUuid: string, fileName: string): Promise<string> {
      const pdf = await download(ctx, token, `/v1/storage/read/file/${fileUuid}/name/${encodeURIComponent(fileName)}`);
      expect(pdf.statusCode).toBe(200);
      const answer = await client(ctx.app, { token }).post<{ signature: string }>('/v1/dev/signer/sign', { for: whose, thumbprint, content: pdf.rawPayload.toString('base64'), detached: true });
      expect(answer.status, answer.body.message).toBe(200);
      return answer.body.data!.signature;
    }

    const handIn = (token: string, fileUuid: string, scope: string, signed: string) =>
      client(ctx.app, { token }).post('/v1/storage/write/signature', { file_uuid: fileUuid, signature: signed, is_attached: false, scope });

    it('signs by the agent (sent → agent_signed), refuses a second signature and another company’s, then the operator signs', async () => {
      const agent = await signedInAgent(ctx.app);
      const operator = await operatorMember(ctx);
      const act = await actOf(ctx, agent, 'sent', { period: '2026-06' });
      const api = client(ctx.app, { token: agent.token });
      const [own, foreign] = await certificates(agent.token, 'organization');

      // Confirming before any signature names what is missing.
      expect((await api.post('/v1/revision/write/act/agent-sign', { uuids: [act.uuid], scope_uuid: act.scope_uuid })).body.message).toBe(`Подпись агента под актом № ${act.number} не найдена: сначала загрузите её`);

      const ofAnotherCompany = await handIn(agent.token, act.file.uuid, act.scope_uuid, await signature(agent.token, 'organization', foreign!.thumbprint, act.file.uuid, act.file.name));
      expect(ofAnotherCompany.status).toBe(400);
      expect(ofAnotherCompany.body.message).toMatch(/ИНН/);

      const stored = await handIn(agent.token, act.file.uuid, act.scope_uuid, await signature(agent.token, 'organization', own!.thumbprint, act.file.uuid, act.file.name));
      expect(stored.status, stored.body.message).toBe(200);
      const signed = await api.post<SignedActWire[]>('/v1/revision/write/act/agent-sign', { uuids: [act.uuid], scope_uuid: act.scope_uuid });
      expect(signed.status, signed.body.message).toBe(200);
      expect(signed.body.data).toMatchObject([{ uuid: act.uuid, number: act.number, state: 'agent_signed' }]);

      const before = await ctx.database.db.selectFrom('revision_act').select(['state', 'agent_signed_at']).where('id', '=', act.id).executeTakeFirstOrThrow();
      const twice = await api.post('/v1/revision/write/act/agent-sign', { uuids: [act.uuid], scope_uuid: act.scope_uuid });
      expect(twice).toMatchObject({ status: 409, body: { message: `Акт № ${act.number} уже подписан агентом: повторная подпись не нужна` } });
      const resigned = await handIn(agent.token, act.file.uuid, act.scope_uuid, await signature(agent.token, 'organization', own!.thumbprint, act.file.uuid, act.file.name));
      expect(resigned).toMatchObject({ status: 400, body: { message: `Акт № ${act.number} уже подписан агентом: повторная подпись не нужна` } });
      expect(await ctx.database.db.selectFrom('revision_act').select(['state', 'agent_signed_at']).where('id', '=', act.id).executeTakeFirstOrThrow()).toEqual(before);

      // The operator signs with the operator company's certificate.
      const desk = client(ctx.app, { token: operator.token });
      expect((await desk.post('/v2/revision/write/admin/sign', { act_uuid: act.uuid, scope_uuid: act.scope_uuid })).body.message).toBe(`Подпись оператора под актом № ${act.number} не найдена: сначала загрузите её`);
      const [operatorCertificate] = await certificates(operator.token, 'operator');
      expect(operatorCertificate).toMatchObject({ inn_le: '9709123457', organization: 'ООО «Гарантийная платформа»' });
      const operatorStored = await handIn(operator.token, act.file.uuid, act.scope_uuid, await signature(operator.token, 'operator', operatorCertificate!.thumbprint, act.file.uuid, act.file.name));
      expect(operatorStored.status, operatorStored.body.message).toBe(200);
      const countersigned = await desk.post<SignedActWire>('/v2/revision/write/admin/sign', { act_uuid: act.uuid, scope_uuid: act.scope_uuid });
      expect(countersigned.status, countersigned.body.message).toBe(200);
      expect(countersigned.body.data).toMatchObject({ uuid: act.uuid, state: 'operator_signed' });
      expect((await desk.post('/v2/revision/write/admin/sign', { act_uuid: act.uuid, scope_uuid: act.scope_uuid })).body.message).toBe(`Акт № ${act.number} уже подписан оператором`);
      expect((await ctx.database.db.selectFrom('file_signature').select('uuid').where('file_uuid', '=', act.file.uuid).execute()).length).toBe(2);
      const audited = await ctx.database.db.selectFrom('audit_log').select(['action', 'user_id']).where('action', 'in', ['revision_act_agent_signed', 'revision_act_operator_signed']).orderBy('id').execute();
      expect(audited.filter((entry) => entry.user_id === agent.viewer.userId || entry.user_id === operator.viewer.userId).map((entry) => entry.action)).toEqual(['revision_act_agent_signed', 'revision_act_operator_signed']);

      // A non-operator is offered no operator certificate.
      expect((await client(ctx.app, { token: agent.token }).get('/v1/dev/signer/certificates?for=operator')).status).toBe(403);
    }, 60_000);

    it('refuses to sign an act not sent to the agent, and another agent’s act', async () => {
      const agent = await signedInAgent(ctx.app);
      const formed = await actOf(ctx, agent, 'formed', { period: '2026-05' });
      const [own] = await certificates(agent.token, 'organization');
      const refused = await handIn(agent.token, formed.file.uuid, formed.scope_uuid, await signature(agent.token, 'organization', own!.thumbprint, formed.file.uuid, formed.file.name));
      expect(refused).toMatchObject({ status: 400, body: { message: `Акт № ${formed.number} не ждёт подписи агента: он в состоянии «Сформирован»` } });
      const stranger = await signedInAgent(ctx.app);
      expect((await client(ctx.app, { token: stranger.token }).post('/v1/revision/write/act/agent-sign', { uuids: [formed.uuid], scope_uuid: formed.scope_uuid })).status).toBe(404);
    }, 60_000);
  },
  { env: dataDirEnv() },
);
});
