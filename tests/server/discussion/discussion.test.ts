import { beforeAll, describe, expect, it } from 'vitest';
import type { AgreementParamWire, ValidateBeforeApprovalWire } from '../../../src/domain/wire/offersWire';
import { offerRules } from '../../../src/server/offers/offerRules';
import { uniqueInn } from '../helpers/accounts';
import { client, forEachDatabase } from '../helpers/serverContext';
import { bank, requestWithOffer, sber } from '../offers/offerFixtures';
import { dataDirEnv, daysFromToday, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';

const [termsAgreement, tariffsAgreement] = offerRules.additionalAgreements.map((rule) => rule.uuid);
const alfa = bank('alfabank');

forEachDatabase(
  'Discussion of the draft agreement with a form-type bank',
  (ctx) => {
    let agent: Member;
    let customer: Member;
    beforeAll(async () => {
      agent = await signedInAgent(ctx.app);
      customer = await signedInClient(ctx.app);
    });
    const as = (member: Member) => client(ctx.app, { token: member.token });
    const terms = { bankCommission: '30000.00', sum: '2000000.00', duration: 365, dateFrom: daysFromToday(5), dateTo: daysFromToday(370) };
    const good = { date_from: daysFromToday(5), date_to: daysFromToday(300), sum: '1500000.00' };

    describe('validation before approval', () => {
      it('accepts terms within the offer and names each field that is not', async () => {
        const { request } = await requestWithOffer(ctx.app, agent, { terms });
        const validate = (body: object) => as(agent).post<ValidateBeforeApprovalWire>('/v2/bgrequest/read/validate/before/approval', { fko_uuid: sber.uuid, request_id: request.id, ...good, ...body });
        const fine = await validate({});
        expect(fine.status, fine.body.message).toBe(200);
        expect(fine.body.data).toEqual({ valid: true, problems: [] });
        expect((await validate({ date_from: daysFromToday(-1), date_to: daysFromToday(5), sum: 3_000_000 })).body.data).toEqual({
          valid: false,
          problems: [
            { field: 'date_from', message: 'Дата начала гарантии не может быть раньше сегодняшнего дня.' },
            { field: 'sum', message: 'Сумма гарантии не может быть больше суммы из предложения банка: 2 000 000,00 ₽.' },
          ],
        });
        expect((await validate({ date_to: good.date_from, sum: 0 })).body.data!.problems).toEqual([
          { field: 'date_to', message: 'Дата окончания гарантии должна быть позже даты начала.' },
          { field: 'sum', message: 'Сумма гарантии должна быть больше нуля.' },
        ]);
        expect((await validate({ date_to: daysFromToday(400) })).body.data!.problems).toEqual([{ field: 'date_to', message: 'Срок гарантии не может быть больше срока из предложения банка: 365 дн.' }]);
        expect((await validate({ date_from: '01.12.2026' })).body.data!.problems).toEqual([{ field: 'date_from', message: 'Укажите дату в формате ГГГГ-ММ-ДД.' }]);
        const malformed = await as(agent).post('/v2/bgrequest/read/validate/before/approval', { fko_uuid: sber.uuid, request_id: request.id, date_from: good.date_from });
        expect(malformed.status).toBe(400);
        expect(malformed.body.message).toMatch(/Дата окончания гарантии|Сумма гарантии/);
      });

      it('checks a chat-type bank’s terms the same way, and refuses a status past the offer and a bank the request was not sent to', async () => {
        // A chat-type bank takes the same terms under the same condition (they go into its chat).
        const atAlfa = await requestWithOffer(ctx.app, agent, { bank: alfa, terms });
        const chat = await as(agent).post<ValidateBeforeApprovalWire>('/v2/bgrequest/read/validate/before/approval', { fko_uuid: alfa.uuid, request_id: atAlfa.request.id, ...good });
        expect(chat.status, chat.body.message).toBe(200);
        expect(chat.body.data!.valid).toBe(true);

        const accepted = await requestWithOffer(ctx.app, agent, { terms });
        const done = await as(agent).post('/v1/bgrequest/write/offer/accept', { offerUuid: accepted.offerUuid, delivery_type: 'digital', agreements: [termsAgreement, tariffsAgreement] });
        expect(done.status, done.body.message).toBe(200);
        const late = await as(agent).post('/v2/bgrequest/read/validate/before/approval', { fko_uuid: sber.uuid, request_id: accepted.request.id, ...good });
        expect(late.status).toBe(409);
        expect(late.body.message).toBe('Согласовать проект гарантии в статусе «Предложение принято» нельзя.');

        const other = await as(agent).post('/v2/bgrequest/read/validate/before/approval', { fko_uuid: alfa.uuid, request_id: accepted.request.id, ...good });
        expect(other.status).toBe(404);
        expect(other.body.message).toBe('Заявка в банк не найдена');
      });
    });

    describe('customers and sending', () => {
      it('saves the customers list, checks it, and sends the draft with it: status, parameters, the bank told', async () => {
        const { subUuid } = await requestWithOffer(ctx.app, agent, { client: customer, terms });
        const save = (customers: object[], member = agent) => as(member).post<{ customers: unknown[] }>('/v2/bgsubrequest/write/approval/customers', { subrequest_uuid: subUuid, customers });
        const first = { inn: uniqueInn(), name: 'ГБУ «Школа № 1»', sum: 1_000_000 };
        const second = { inn: uniqueInn(), name: 'ГБУ «Школа № 2»', sum: '500000,50' };
        expect((await save([first, first])).body.message).toBe(`Заказчик с ИНН ${first.inn} указан дважды.`);
        expect((await save([first, { ...second, sum: 1_500_000 }])).body.message).toBe('Сумма по заказчикам не может быть больше суммы гарантии: 2 000 000,00 ₽.');
        expect((await save([{ ...first, inn: '1234567890' }])).status).toBe(400);
        expect((await save([first], customer)).status).toBe(403);
        const saved = await save([first, second]);
        expect(saved.status, saved.body.message).toBe(200);
        expect(saved.body.data!.customers).toEqual([
          { inn: first.inn, name: first.name, sum: '1000000.00' },
          { inn: second.inn, name: second.name, sum: '500000.50' },
        ]);

        const before = await as(agent).get<AgreementParamWire>(`/v2/bgsubrequest/read/${subUuid}/agreement/param/current`);
        expect(before.body.data).toMatchObject({ can_discuss: true, current: null, defaults: { date_from: terms.dateFrom, date_to: terms.dateTo, sum: '2000000.00' } });
        expect(before.body.data!.customers).toHaveLength(2);

        const bad = await as(agent).post(`/v1/bgsubrequest/write/${subUuid}/todiscussion`, { ...good, sum: 2_500_000 });
        expect(bad.status).toBe(400);
        expect(bad.body.message).toBe('Сумма гарантии не может быть больше суммы из предложения банка: 2 000 000,00 ₽.');
        expect((await as(customer).post(`/v1/bgsubrequest/write/${subUuid}/todiscussion`, good)).status).toBe(403);

        const sent = await as(agent).post<AgreementParamWire>(`/v1/bgsubrequest/write/${subUuid}/todiscussion`, { ...good, comment: 'Просим согласовать', with_customers: true });
        expect(sent.status, sent.body.message).toBe(200);
        expect(sent.body.data).toMatchObject({
          can_discuss: false,
          current: { subrequestUuid: subUuid, date_from: good.date_from, date_to: good.date_to, sum: '1500000.00', comment: 'Просим согласовать', customers: saved.body.data!.customers },
        });
        const row = await ctx.database.db.selectFrom('bg_subrequest').select('sub_status').where('uuid', '=', subUuid).executeTakeFirstOrThrow();
        expect(row.sub_status).toBe('discuss');
        const outbox = await ctx.database.db.selectFrom('bank_outbox').select(['event', 'payload']).where('subrequest_uuid', '=', subUuid).execute();
        expect(outbox).toEqual([{ event: 'discussion_requested', payload: expect.objectContaining({ sum: '1500000.00', comment: 'Просим согласовать', customers: saved.body.data!.customers }) }]);

        const twice = await as(agent).post(`/v1/bgsubrequest/write/${subUuid}/todiscussion`, good);
        expect(twice.status).toBe(409);
        expect(twice.body.message).toBe('Согласовать проект гарантии в статусе «Согласование проекта гарантии» нельзя.');
        const history = await as(customer).get<AgreementParamWire>(`/v2/bgsubrequest/read/${subUuid}/agreement/param/history`);
        expect(history.body.data!.history).toHaveLength(1);
        expect((await as(agent).get(`/v2/bgsubrequest/read/${subUuid}/agreement/param/other`)).status).toBe(404);
      });

      it('sends without the customers list, and refuses "with customers" when none was saved', async () => {
        const { subUuid } = await requestWithOffer(ctx.app, agent, { terms });
        const refused = await as(agent).post(`/v1/bgsubrequest/write/${subUuid}/todiscussion`, { ...good, with_customers: true });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe('Сначала сохраните список заказчиков для согласования.');
        const sent = await as(agent).post<AgreementParamWire>(`/v1/bgsubrequest/write/${subUuid}/todiscussion`, good);
        expect(sent.status, sent.body.message).toBe(200);
        expect(sent.body.data!.current).toMatchObject({ customers: null, comment: null });
      });
    });
  },
  { env: dataDirEnv() },
);
