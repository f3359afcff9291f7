import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDocumentsWire, ClaimPageWire, ClaimWire, CommissionForChangesWire } from '../../../src/domain/wire/offersWire';
import { offerRules } from '../../../src/server/offers/offerRules';
import { client, forEachDatabase } from '../helpers/serverContext';
import { bank, moveThrough, requestWithOffer, toGuaranteeIssued } from '../offers/offerFixtures';
import { dataDirEnv, daysFromToday, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';

const [termsAgreement, tariffsAgreement] = offerRules.additionalAgreements.map((rule) => rule.uuid);
const mkb = bank('mkb');

forEachDatabase(
  'Claims: the page, the commission for changes, sending and the refusals of spec-1 §4',
  (ctx) => {
    let agent: Member;
    let customer: Member;
    beforeAll(async () => {
      agent = await signedInAgent(ctx.app);
      customer = await signedInClient(ctx.app);
    });
    const as = (member: Member) => client(ctx.app, { token: member.token });

    /** A request whose guarantee the bank issued: offer accepted (digital), paid, issued; ends a year from now. */
    async function issued(options: { bank?: ReturnType<typeof bank>; dateTo?: string } = {}) {
      const dateFrom = daysFromToday(1);
      const dateTo = options.dateTo ?? daysFromToday(366);
      const made = await requestWithOffer(ctx.app, agent, { client: customer, bank: options.bank, terms: { bankCommission: '50000.00', sum: '1000000.00', duration: 365, dateFrom, dateTo } });
      const accepted = await as(agent).post('/v1/bgrequest/write/offer/accept', { offerUuid: made.offerUuid, delivery_type: 'digital', agreements: [termsAgreement, tariffsAgreement] });
      expect(accepted.status, accepted.body.message).toBe(200);
      await moveThrough(ctx.app, made.subUuid, toGuaranteeIssued);
      await ctx.database.db.updateTable('bg_subrequest').set({ date_to: dateTo }).where('uuid', '=', made.subUuid).execute();
      return { ...made, dateFrom, dateTo };
    }

    describe('page and commission', () => {
      it('shows the issued guarantee and allows a claim', async () => {
        const { subUuid, request, dateFrom, dateTo } = await issued();
        const page = await as(customer).get<ClaimPageWire>(`/v1/bgsubrequest/read/${subUuid}/claim`);
        expect(page.status, page.body.message).toBe(200);
        expect(page.body.data).toMatchObject({
          subrequestUuid: subUuid,
          requestId: request.id,
          sub_status: 'deal_guarantee_sent',
          status: 'GuaranteeReleased',
          guarantee: { sum: '1000000.00', date_from: dateFrom, date_to: dateTo, commission: '50000.00' },
          can_claim: true,
          refusal: null,
          has_active_claim: false,
          claims: [],
        });
      });

      it('charges the minimum for changes adding neither sum nor days, and the growth of sum × days otherwise', async () => {
        const { subUuid, dateTo } = await issued();
        const quote = (body: object) => as(agent).post<CommissionForChangesWire>('/v1/bgsubrequest/read/comission/forchanges', { subrequest_uuid: subUuid, text: 'Изменение', ...body });
        const fixed = await quote({});
        expect(fixed.status, fixed.body.message).toBe(200);
        expect(fixed.body.data).toEqual({ commission: '1000.00', explanation: 'Изменения без увеличения суммы и срока гарантии: фиксированная комиссия банка 1 000,00 ₽.' });
        expect((await quote({ sum: '900000' })).body.data!.commission).toBe('1000.00');
        const bigger = await quote({ sum: 1500000 });
        expect(bigger.body.data!.commission).toBe('25000.00');
        expect(bigger.body.data!.explanation).toBe('Комиссия пропорциональна приросту суммы, умноженной на срок: 50 000,00 ₽ × 0,5000, но не менее 1 000,00 ₽.');
        const longer = new Date(`${dateTo}T00:00:00Z`);
        longer.setUTCDate(longer.getUTCDate() + 73);
        expect((await quote({ date_to: longer.toISOString().slice(0, 10) })).body.data!.commission).toBe('10000.00');
        expect((await quote({ sum: 1000010 })).body.data!.commission).toBe('1000.00');
      });

      it('refuses bad changes with Russian messages', async () => {
        const { subUuid, dateFrom } = await issued();
        const quote = (body: object) => as(agent).post('/v1/bgsubrequest/read/comission/forchanges', { subrequest_uuid: subUuid, text: 'Изменение', ...body });
        expect((await quote({ text: '   ' })).body.message).toBe('Опишите изменения гарантии.');
        expect((await quote({ sum: 0 })).body.message).toBe('Новая сумма гарантии должна быть больше нуля, с точностью до копеек.');
        expect((await quote({ sum: '1,005' })).status).toBe(400);
        expect((await quote({ date_to: '2027-02-30' })).body.message).toBe('Новая дата окончания гарантии должна быть датой в формате ГГГГ-ММ-ДД.');
        expect((await quote({ date_to: daysFromToday(-2) })).body.message).toBe('Новая дата окончания гарантии не может быть раньше сегодняшнего дня.');
        expect((await quote({ date_to: dateFrom })).body.message).toBe('Новая дата окончания гарантии должна быть позже даты её начала.');
        const missingText = await as(agent).post('/v1/bgsubrequest/read/comission/forchanges', { subrequest_uuid: subUuid });
        expect(missingText.status).toBe(400);
        expect(missingText.body.message).toMatch(/Описание изменений/);
      });
    });

    describe('sending', () => {
      it('writes the claim, moves the bank to deal_claim_sent with an active claim, tells the bank, and refuses a second', async () => {
        const { subUuid } = await issued();
        const sent = await as(customer).post<ClaimWire>('/v1/bgrequest/write/bgrequest/claim', { subrequest_uuid: subUuid, sum: '1500000', text: 'Увеличить сумму гарантии' });
        expect(sent.status, sent.body.message).toBe(200);
        expect(sent.body.data).toMatchObject({ status: 'sent', status_name: 'Отправлена в банк', changes: { sum: '1500000.00', text: 'Увеличить сумму гарантии' }, commission: '25000.00', bank_answer: null });
        const row = await ctx.database.db.selectFrom('bg_subrequest').select(['sub_status', 'has_active_claim']).where('uuid', '=', subUuid).executeTakeFirstOrThrow();
        expect(row).toEqual({ sub_status: 'deal_claim_sent', has_active_claim: true });
        const outbox = await ctx.database.db.selectFrom('bank_outbox').select(['event', 'payload']).where('subrequest_uuid', '=', subUuid).where('event', '=', 'claim_sent').execute();
        expect(outbox).toEqual([{ event: 'claim_sent', payload: { claimUuid: sent.body.data!.uuid, changes: { sum: '1500000.00', text: 'Увеличить сумму гарантии' }, commission: '25000.00' } }]);

        const again = await as(agent).post('/v1/bgrequest/write/bgrequest/claim', { subrequest_uuid: subUuid, text: 'Ещё раз' });
        expect(again.status).toBe(409);
        expect(again.body.message).toBe('По гарантии уже есть претензия на рассмотрении банка.');
        const page = await as(agent).get<ClaimPageWire>(`/v1/bgsubrequest/read/${subUuid}/claim`);
        expect(page.body.data).toMatchObject({ can_claim: false, refusal: 'По гарантии уже есть претензия на рассмотрении банка.', has_active_claim: true, status: 'ClaimSended' });
        expect(page.body.data!.claims).toHaveLength(1);
      });

      it('lists the documents the bank posted for signing since the claim', async () => {
        const { subUuid } = await issued();
        const sent = await as(agent).post<ClaimWire>('/v1/bgrequest/write/bgrequest/claim', { subrequest_uuid: subUuid, date_to: daysFromToday(400), text: 'Продлить срок' });
        expect(sent.status, sent.body.message).toBe(200);
        const sub = await ctx.database.db.selectFrom('bg_subrequest').select('id').where('uuid', '=', subUuid).executeTakeFirstOrThrow();
        const file = await ctx.database.db
          .insertInto('storage_file')
          .values({ scope_uuid: randomUUID(), type: 'claim_document', name: 'Дополнительное соглашение.pdf', size: 10, mime: 'application/pdf', sha256: 'a'.repeat(64), organization_uuid: agent.organizationUuid })
          .returning('uuid')
          .executeTakeFirstOrThrow();
        await ctx.database.db.insertInto('bg_bank_document').values({ subrequest_id: sub.id, kind: 'claim_document', file_uuid: file.uuid, name: 'Дополнительное соглашение' }).execute();
        const docs = await as(customer).get<ClaimDocumentsWire>(`/v1/claim/read/docstosign/${sent.body.data!.uuid}`);
        expect(docs.status, docs.body.message).toBe(200);
        expect(docs.body.data!.documents.map((doc) => [doc.name, doc.file_uuid])).toEqual([['Дополнительное соглашение', file.uuid]]);
        const stranger = await signedInAgent(ctx.app);
        const foreign = await as(stranger).get(`/v1/claim/read/docstosign/${sent.body.data!.uuid}`);
        expect(foreign.status).toBe(404);
        expect(foreign.body.message).toBe('Заявка не найдена');
        const missing = await as(agent).get(`/v1/claim/read/docstosign/${randomUUID()}`);
        expect(missing.status).toBe(404);
        expect(missing.body.message).toBe('Претензия не найдена');
      });
    });

    describe('refusals', () => {
      it("refuses a bank that takes no claims with the config's message", async () => {
        const { subUuid } = await issued({ bank: mkb });
        const refused = await as(agent).post('/v1/bgrequest/write/bgrequest/claim', { subrequest_uuid: subUuid, text: 'Изменить' });
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe('Банк не принимает претензии по гарантиям.');
      });

      it("refuses an expired guarantee with the spec's message", async () => {
        const { subUuid } = await issued();
        await ctx.database.db.updateTable('bg_subrequest').set({ date_to: daysFromToday(-3) }).where('uuid', '=', subUuid).execute();
        const page = await as(agent).get<ClaimPageWire>(`/v1/bgsubrequest/read/${subUuid}/claim`);
        expect(page.body.data).toMatchObject({ can_claim: false, refusal: 'Срок гарантии истек, изменить гарантию невозможно.' });
        const refused = await as(agent).post('/v1/bgrequest/write/bgrequest/claim', { subrequest_uuid: subUuid, text: 'Изменить' });
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe('Срок гарантии истек, изменить гарантию невозможно.');
      });

      it("refuses while changes are being issued with the spec's message", async () => {
        const { subUuid } = await issued();
        await moveThrough(ctx.app, subUuid, ['claim_sent', 'claim_responded', 'claim_approved', 'claim_sign_requested']);
        const refused = await as(agent).post('/v1/bgsubrequest/read/comission/forchanges', { subrequest_uuid: subUuid, text: 'Изменить' });
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe('Изменения к гарантии выпускаются. Дождитесь выпуска или обратитесь в поддержку.');
      });

      it('refuses a guarantee not issued yet, and names nothing for an unknown sub-request', async () => {
        const { subUuid } = await requestWithOffer(ctx.app, agent);
        const refused = await as(agent).post('/v1/bgrequest/write/bgrequest/claim', { subrequest_uuid: subUuid, text: 'Изменить' });
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe('Претензию можно отправить только по выпущенной гарантии.');
        const unknown = await as(agent).get(`/v1/bgsubrequest/read/${randomUUID()}/claim`);
        expect(unknown.status).toBe(404);
        expect(unknown.body.message).toBe('Заявка в банк не найдена');
      });
    });
  },
  { env: dataDirEnv() },
);
