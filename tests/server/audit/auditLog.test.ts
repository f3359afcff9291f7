import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuditFiltersWire, AuditListWire } from '../../../src/domain/wire/auditWire';
import type { ConsentLinkWire, SendAnswerWire } from '../../../src/domain/wire/banksWire';
import { offerRules } from '../../../src/server/offers/offerRules';
import { checkGostEngine } from '../../../src/server/signing/crypto/gostEngine';
import { employeeOf } from '../access/employee';
import { completeRequest } from '../helpers/completeRequest';
import { forEachDatabase } from '../helpers/serverContext';
import { signRequest } from '../helpers/signRequest';
import { requestWithOffer } from '../offers/offerFixtures';
import { dataDirEnv, newRequest, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { absolutBank } from '../requestForm/formFixtures';

/** ООО «Экспобанк»: wants neither consent, nor verification, nor a signature — sending reaches the bank at once. */
const expobank = 'cbfdc709-4068-5242-9119-5216dd873e6f';
const [termsAgreement, tariffsAgreement] = offerRules.additionalAgreements.map((rule) => rule.uuid);
const browser = 'Mozilla/5.0 (AuditTest) Chrome/140';
const engineProblem = await checkGostEngine();

interface EntryRow {
  id: string;
  action: string;
  user_id: number | null;
  user_name: string;
  organization_id: number | null;
  ip: string | null;
  user_agent: string | null;
  request_id: number | null;
  bank_uuid: string | null;
  description: string;
  created_at: Date;
}

/** A call as a browser makes it: the member's token, an address and a user agent of its own. */
async function call(app: FastifyInstance, member: Member | null, method: 'GET' | 'POST', url: string, body?: object, ip = '10.20.30.40') {
  const response = await app.inject({
    method,
    url,
    ...(body ? { payload: body } : {}),
    headers: { ...(member ? { authorization: `Bearer ${member.token}` } : {}), 'user-agent': browser },
    remoteAddress: ip,
  });
  const json = response.headers['content-type']?.toString().startsWith('application/json') ? (response.json() as { code: number; message?: string; data?: unknown }) : null;
  return { status: response.statusCode, body: json, raw: response };
}

forEachDatabase(
  'The audit log: passport reads and binding actions recorded, read by an administrator or an operator',
  (ctx) => {
    const db = () => ctx.database.db;
    const mark = async () => Number((await db().selectFrom('audit_log').select(sql<string>`coalesce(max(id), 0)`.as('max')).executeTakeFirstOrThrow()).max);
    // Both drivers alike: a bigint column comes as a string from pg and as a number from PGlite.
    const entriesSince = async (since: number) =>
      ((await db().selectFrom('audit_log').selectAll().where('id', '>', String(since)).orderBy('id').execute()) as unknown as EntryRow[]).map((row) => ({
        ...row,
        id: String(row.id),
        request_id: row.request_id === null ? null : Number(row.request_id),
      }));
    const who = (member: Member, ip = '10.20.30.40') => ({ user_id: member.viewer.userId, organization_id: member.viewer.organizationId, ip, user_agent: browser });

    describe('passport reads: one entry per read call, once the read was allowed', () => {
      it('records the root with the head, founders and signers, the questionnaire and the dossier; not a refused read nor a request without persons', async () => {
        const admin = await signedInAgent(ctx.app);
        const request = await completeRequest(ctx.app, admin);
        const before = Date.now();

        let since = await mark();
        const root = await call(ctx.app, admin, 'GET', `/v1/bgrequest/read/${request.id}/root/edit`, undefined, '10.1.2.3');
        expect(root.status).toBe(200);
        const [read, ...more] = await entriesSince(since);
        expect(more).toEqual([]);
        expect(read).toMatchObject({ action: 'passport_read', ...who(admin, '10.1.2.3'), request_id: request.id, bank_uuid: null });
        expect(read!.user_name).toBe('Кузнецова Мария Игоревна');
        expect(read!.description).toBe(`Заявка № ${request.id}: руководитель, учредители, подписанты, анкета`);
        expect(new Date(read!.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

        since = await mark();
        expect((await call(ctx.app, admin, 'GET', `/v1/questionnaire/read/juridical/${request.id}`)).status).toBe(200);
        // The other type answers null: nothing was read.
        expect((await call(ctx.app, admin, 'GET', `/v1/questionnaire/read/individual/${request.id}`)).status).toBe(200);
        expect(await entriesSince(since)).toMatchObject([{ action: 'questionnaire_read', ...who(admin), description: `Заявка № ${request.id}: анкета юридического лица` }]);

        since = await mark();
        expect((await call(ctx.app, admin, 'GET', `/v1/bgrequest/read/${request.id}/zip/dossier`)).status).toBe(200);
        expect((await call(ctx.app, admin, 'GET', `/v1/bgrequest/read/${request.id}/zip/customer-documents`)).status).toBe(200);
        expect(await entriesSince(since)).toMatchObject([
          { action: 'documents_downloaded', ...who(admin), description: `Заявка № ${request.id}: досье заявки (zip)` },
          { action: 'documents_downloaded', ...who(admin), description: `Заявка № ${request.id}: документы клиента (zip)` },
        ]);

        // Another organisation is refused as if the request did not exist, and read nothing.
        const stranger = await signedInAgent(ctx.app);
        since = await mark();
        expect((await call(ctx.app, stranger, 'GET', `/v1/bgrequest/read/${request.id}/root/edit`)).status).toBe(404);
        expect((await call(ctx.app, stranger, 'GET', `/v1/questionnaire/read/juridical/${request.id}`)).status).toBe(404);
        expect((await call(ctx.app, stranger, 'GET', `/v1/bgrequest/read/${request.id}/zip/dossier`)).status).toBe(404);
        // A request whose persons are not filled in yet holds no passport.
        const empty = await newRequest(ctx.app, stranger);
        expect((await call(ctx.app, stranger, 'GET', `/v1/bgrequest/read/${empty.id}/root`)).status).toBe(200);
        expect(await entriesSince(since)).toEqual([]);
      });
    });

    describe('binding actions: one entry each, in the action’s transaction', () => {
      it('records sending (not a repeated send), revoking and the operator’s verdict', async () => {
        const admin = await signedInAgent(ctx.app);
        const request = await completeRequest(ctx.app, admin, { banks: [expobank, absolutBank] });

        let since = await mark();
        const sent = await call(ctx.app, admin, 'POST', '/v2/bgrequest/write/send', { fko_uuids: [expobank, absolutBank], request_id: request.id, signed: false });
        expect(sent.status, sent.body?.message).toBe(200);
        expect(await entriesSince(since)).toMatchObject([
          { action: 'request_sent', ...who(admin), request_id: request.id, bank_uuid: null, description: `Заявка № ${request.id} отправлена: Экспобанк — в банк; Абсолют Банк — ждёт подтверждения данных` },
        ]);
        since = await mark();
        const again = await call(ctx.app, admin, 'POST', '/v2/bgrequest/write/send', { fko_uuids: [expobank], request_id: request.id, signed: false });
        expect(again.status).toBe(200);
        expect((again.body?.data as SendAnswerWire).results[0]!.outcome).toBe('already_sent');
        expect(await entriesSince(since)).toEqual([]);

        since = await mark();
        const revoked = await call(ctx.app, admin, 'POST', '/v2/bgrequest/write/revokefrombank', { request_uuid: request.uuid, fko_uuids: [expobank] });
        expect(revoked.status, revoked.body?.message).toBe(200);
        expect(await entriesSince(since)).toMatchObject([{ action: 'request_revoked', ...who(admin), bank_uuid: expobank, description: `Заявка № ${request.id} отозвана: Экспобанк` }]);

        // The customer's consent takes Абсолют Банк to the operator's verification.
        const link = await call(ctx.app, admin, 'POST', `/v2/bgrequest/write/${request.id}/consent/link`);
        expect((await call(ctx.app, null, 'POST', `/v2/consent/write/${(link.body?.data as ConsentLinkWire).token}`)).status).toBe(200);
        const operator = await signedInAgent(ctx.app);
        await db().insertInto('platform_operators').values({ user_id: operator.viewer.userId }).execute();
        since = await mark();
        const verdict = await call(ctx.app, operator, 'POST', `/v2/bgrequest/write/admin/verification/send/${request.id}`, { result: 'passed', comment: 'Документы в порядке' });
        expect(verdict.status, verdict.body?.message).toBe(200);
        expect(await entriesSince(since)).toMatchObject([
          { action: 'verification_verdict', ...who(operator), bank_uuid: absolutBank, description: `Заявка № ${request.id}: проверка пройдена — Абсолют Банк. Комментарий: Документы в порядке` },
        ]);
      });

      it('records an accepted offer', async () => {
        const admin = await signedInAgent(ctx.app);
        const { request, offerUuid } = await requestWithOffer(ctx.app, admin);
        const since = await mark();
        const accepted = await call(ctx.app, admin, 'POST', '/v1/bgrequest/write/offer/accept', { offerUuid, delivery_type: 'digital', agreements: [termsAgreement, tariffsAgreement] });
        expect(accepted.status, accepted.body?.message).toBe(200);
        const entries = await entriesSince(since);
        expect(entries.filter((entry) => entry.action !== 'passport_read')).toMatchObject([
          { action: 'offer_accepted', ...who(admin), request_id: request.id, description: `Заявка № ${request.id}: принято предложение банка Сбербанк (версия 1), электронная гарантия` },
        ]);
      });

      it.skipIf(engineProblem !== null)('records each signature handed in, with the certificate’s holder', async () => {
        const admin = await signedInAgent(ctx.app);
        const request = await completeRequest(ctx.app, admin);
        const since = await mark();
        expect(await signRequest(ctx.app, request.id, { token: admin.token })).toBe(true);
        const signed = (await entriesSince(since)).filter((entry) => entry.action === 'document_signed');
        expect(signed).toHaveLength(2);
        for (const entry of signed) {
          expect(entry).toMatchObject({ user_id: admin.viewer.userId, organization_id: admin.viewer.organizationId, request_id: request.id });
          expect(entry.description).toMatch(new RegExp(`^Подписан документ «.+» \\(Заявка № ${request.id}\\); сертификат: `));
        }
      });

      it('writes no entry when the action rolls back at commit, and the action does not happen when its entry cannot be written', async () => {
        const admin = await signedInAgent(ctx.app);
        const request = await completeRequest(ctx.app, admin, { banks: [expobank] });
        const subStatus = async () => (await db().selectFrom('bg_subrequest').select('sub_status').where('request_id', '=', String(request.id)).executeTakeFirstOrThrow()).sub_status;
        // The request's row refuses to commit: every statement of the send ran, its entry too, and all is undone.
        await sql`create function audit_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused at commit'; end $$`.execute(db());
        await sql
          .raw(`create constraint trigger audit_test_refuse_commit after update on bg_request deferrable initially deferred for each row when (new.id = ${request.id}) execute function audit_test_refuse()`)
          .execute(db());
        let since = await mark();
        const refused = await call(ctx.app, admin, 'POST', '/v2/bgrequest/write/send', { fko_uuids: [expobank], request_id: request.id, signed: false });
        expect(refused.status).toBeGreaterThanOrEqual(500);
        expect(await entriesSince(since)).toEqual([]);
        expect(await subStatus()).toBe('draft');
        await sql`drop trigger audit_test_refuse_commit on bg_request`.execute(db());

        // The log refuses the entry: the send is undone with it.
        await sql`create trigger audit_test_refuse_entry before insert on audit_log for each row execute function audit_test_refuse()`.execute(db());
        since = await mark();
        const unrecorded = await call(ctx.app, admin, 'POST', '/v2/bgrequest/write/send', { fko_uuids: [expobank], request_id: request.id, signed: false });
        expect(unrecorded.status).toBeGreaterThanOrEqual(500);
        expect(await subStatus()).toBe('draft');
        await sql`drop trigger audit_test_refuse_entry on audit_log`.execute(db());
        await sql`drop function audit_test_refuse()`.execute(db());

        const sent = await call(ctx.app, admin, 'POST', '/v2/bgrequest/write/send', { fko_uuids: [expobank], request_id: request.id, signed: false });
        expect(sent.status, sent.body?.message).toBe(200);
        expect((await entriesSince(since)).map((entry) => entry.action)).toEqual(['request_sent']);
      });

      it('keeps every entry: a change or a removal is refused by the database', async () => {
        const admin = await signedInAgent(ctx.app);
        await call(ctx.app, admin, 'GET', `/v1/bgrequest/read/${(await completeRequest(ctx.app, admin)).id}/root`);
        await expect(db().updateTable('audit_log').set({ description: 'другое' } as never).execute()).rejects.toThrow(/только дополняется/);
        await expect(db().deleteFrom('audit_log').execute()).rejects.toThrow(/только дополняется/);
      });
    });

    describe('POST /v1/audit/read/list: who reads what', () => {
      it('shows an administrator his organisation only, an operator every one; a manager, a client and a stranger are refused', async () => {
        const adminA = await signedInAgent(ctx.app);
        const adminB = await signedInAgent(ctx.app);
        const managerA = await employeeOf(ctx, adminA, ['agent_create_request', 'agent_send_to_bank', 'agent_view_all_requests']);
        const customer = await signedInClient(ctx.app);
        const operator = await signedInAgent(ctx.app);
        await db().insertInto('platform_operators').values({ user_id: operator.viewer.userId }).execute();
        const requestA = await completeRequest(ctx.app, adminA);
        const requestB = await completeRequest(ctx.app, adminB);
        expect((await call(ctx.app, managerA, 'GET', `/v1/bgrequest/read/${requestA.id}/root`)).status).toBe(200);
        expect((await call(ctx.app, adminB, 'GET', `/v1/bgrequest/read/${requestB.id}/root`)).status).toBe(200);
        const list = async (member: Member | null, body: object = {}) => call(ctx.app, member, 'POST', '/v1/audit/read/list', body);

        const ownA = await list(adminA, { per_page: 100 });
        expect(ownA.status, ownA.body?.message).toBe(200);
        const pageA = ownA.body!.data as AuditListWire;
        expect(pageA.scope).toBe('organization');
        expect(pageA.total).toBeGreaterThan(0);
        expect(new Set(pageA.items.map((item) => item.organization_uuid))).toEqual(new Set([adminA.organizationUuid]));
        const managerRead = pageA.items.find((item) => item.user_id === managerA.viewer.userId)!;
        expect(managerRead).toMatchObject({ action: 'passport_read', action_name: 'Просмотр паспортных данных', user_name: 'Сидоров Илья', ip: '10.20.30.40', user_agent: browser, request_id: requestA.id });
        expect(pageA.items.some((item) => item.request_id === requestB.id)).toBe(false);
        const ownB = (await list(adminB)).body!.data as AuditListWire;
        expect(ownB.items.every((item) => item.organization_uuid === adminB.organizationUuid)).toBe(true);
        expect(ownB.items.some((item) => item.request_id === requestB.id)).toBe(true);
        // Another organisation's entries are not for an administrator to filter by.
        const foreign = await list(adminA, { organization_uuid: adminB.organizationUuid });
        expect(foreign.status).toBe(403);
        expect(foreign.body!.message).toBe('Фильтр по организации доступен только оператору платформы');

        const all = (await list(operator, { per_page: 100 })).body!.data as AuditListWire;
        expect(all.scope).toBe('all');
        expect(all.items.some((item) => item.request_id === requestA.id)).toBe(true);
        expect(all.items.some((item) => item.request_id === requestB.id)).toBe(true);
        const onlyB = (await list(operator, { organization_uuid: adminB.organizationUuid, per_page: 100 })).body!.data as AuditListWire;
        expect(onlyB.items.length).toBeGreaterThan(0);
        expect(onlyB.items.every((item) => item.organization_uuid === adminB.organizationUuid)).toBe(true);

        for (const refused of [managerA, customer]) {
          const answer = await list(refused);
          expect(answer.status).toBe(403);
          expect(answer.body).toEqual({ code: 40300, message: 'Журнал действий доступен администратору организации (право «Просмотр и редактирование сотрудников») и оператору платформы' });
          expect((await call(ctx.app, refused, 'GET', '/v1/audit/read/filters')).status).toBe(403);
          expect((await call(ctx.app, refused, 'GET', '/v1/audit/read/csv')).status).toBe(403);
        }
        expect((await list(null)).status).toBe(401);
      });

      it('filters by period, user, action and request, pages, offers the filters and exports CSV', async () => {
        const admin = await signedInAgent(ctx.app);
        const manager = await employeeOf(ctx, admin, ['agent_create_request', 'agent_view_all_requests']);
        const first = await completeRequest(ctx.app, admin);
        const second = await completeRequest(ctx.app, admin);
        for (const [member, request] of [[admin, first], [manager, first], [manager, second]] as const) {
          expect((await call(ctx.app, member, 'GET', `/v1/bgrequest/read/${request.id}/root`)).status).toBe(200);
        }
        const page = async (body: object) => {
          const answer = await call(ctx.app, admin, 'POST', '/v1/audit/read/list', body);
          expect(answer.status, answer.body?.message).toBe(200);
          return answer.body!.data as AuditListWire;
        };
        const today = new Date(Date.now() + 3 * 3600 * 1000).toISOString().slice(0, 10);
        const byManager = await page({ user_id: manager.viewer.userId, action: 'passport_read', date_from: today, date_to: today });
        expect(byManager.total).toBe(2);
        expect(byManager.items.map((item) => item.request_id)).toEqual([second.id, first.id]);
        expect((await page({ request_id: second.id, user_id: manager.viewer.userId })).total).toBe(1);
        expect((await page({ date_to: '2020-01-01' })).total).toBe(0);
        const paged = await page({ action: 'passport_read', per_page: 1, page: 2 });
        expect(paged).toMatchObject({ page: 2, per_page: 1 });
        expect(paged.items).toHaveLength(1);
        expect(paged.items[0]!.id).toBe(byManager.items[1]!.id);

        const bad = async (body: object) => (await call(ctx.app, admin, 'POST', '/v1/audit/read/list', body)).body;
        expect(await bad({ action: 'nothing_like_it' })).toEqual({ code: 40000, message: 'Поле «Действие»: неизвестное действие «nothing_like_it»' });
        expect(await bad({ date_from: '2026-05-02', date_to: '2026-05-01' })).toEqual({ code: 40000, message: 'Поле «Период»: дата начала позже даты окончания' });
        expect((await bad({ date_from: '02.05.2026' }))!.message).toMatch(/^Поле «Период с»/);
        expect((await bad({ per_page: 1000 }))!.message).toMatch(/^Поле «Записей на странице»/);

        const filters = (await call(ctx.app, admin, 'GET', '/v1/audit/read/filters')).body!.data as AuditFiltersWire;
        expect(filters.scope).toBe('organization');
        expect(filters.organizations).toEqual([]);
        expect(filters.users.map((user) => user.id).sort()).toEqual([admin.viewer.userId, manager.viewer.userId].sort());

        const csv = await call(ctx.app, admin, 'GET', `/v1/audit/read/csv?user_id=${manager.viewer.userId}&action=passport_read`);
        expect(csv.status).toBe(200);
        expect(csv.raw.headers['content-type']).toBe('text/csv; charset=utf-8');
        const lines = csv.raw.body.replace(/^\ufeff/, '').trim().split('\r\n');
        expect(lines[0]).toBe('Дата и время (МСК);Действие;Пользователь;Логин;Организация;IP-адрес;Браузер;Заявка;Банк;Описание');
        expect(lines).toHaveLength(3);
        expect(lines[1]).toContain(`;Просмотр паспортных данных;Сидоров Илья;${manager.user.login};`);
        expect(lines[1]).toContain(`;${second.id};;Заявка № ${second.id}: руководитель`);
      });
    });
  },
  { env: dataDirEnv() },
);
