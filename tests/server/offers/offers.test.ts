import { beforeAll, describe, expect, it } from 'vitest';
import type { AcceptInfoWire, AdditionalAgreementsWire, OffersWire, OfferVersionsWire, OfferWire, PickupInfoWire } from '../../../src/domain/wire/offersWire';
import { offerRules } from '../../../src/server/offers/offerRules';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { insertOffer, kuban, moveThrough, requestWithOffer, sber, zenit } from './offerFixtures';

const [termsAgreement, tariffsAgreement, invoiceAgreement, paperAgreement] = offerRules.additionalAgreements.map((rule) => rule.uuid);

forEachDatabase(
  'Offers: lists, versions, the commission, sending to the client, the accept page and acceptance',
  (ctx) => {
    let agent: Member;
    let customer: Member;
    beforeAll(async () => {
      agent = await signedInAgent(ctx.app);
      customer = await signedInClient(ctx.app);
    });
    const as = (member: Member) => client(ctx.app, { token: member.token });
    const subStatus = async (uuid: string) => (await ctx.database.db.selectFrom('bg_subrequest').select('sub_status').where('uuid', '=', uuid).executeTakeFirstOrThrow()).sub_status;

    describe('lists', () => {
      it("gives the agent each bank's current offer with the bank's own commission, and the client without it", async () => {
        const { request, offerUuid, subUuid } = await requestWithOffer(ctx.app, agent, { client: customer, terms: { bankCommission: '40000.00', commission: '45000.00' } });
        const agentList = await as(agent).get<OffersWire>(`/v2/bgrequest/read/${request.id}/offer/agent?with_req=true`);
        expect(agentList.status, agentList.body.message).toBe(200);
        const offer = agentList.body.data!.offers[0]!;
        expect(offer).toMatchObject({
          offerUuid,
          subrequestUuid: subUuid,
          bank: { bank_uuid: sber.uuid, bank_name: sber.bank_name },
          version: 1,
          versions_count: 1,
          source: 'bank',
          commission: '45000.00',
          bank_commission: '40000.00',
          sum: '1000000.00',
          duration: 365,
          date_from: '2026-12-01',
          date_to: '2027-11-30',
          selected: false,
          sub_status: 'offer_wait_approve',
          status: 'Offer',
          status_name: 'Предложение ожидает одобрения',
          actions: { change_commission: true, send_for_approval: true, accept: true, discuss: true, show_current_date_invoice_flag: false },
        });
        expect(agentList.body.data!.request).toMatchObject({ id: request.id, uuid: request.uuid });

        // The agent prepares the offer first: the client sees it once sent to him for approval.
        const hidden = await as(customer).get<OffersWire>(`/v1/bgrequest/read/${request.id}/offer/client`);
        expect(hidden.status).toBe(200);
        expect(hidden.body.data!.offers).toEqual([]);
        expect((await as(customer).get(`/v1/bgrequest/read/offer/${offerUuid}/accept-info`)).status).toBe(404);
        expect((await as(customer).get(`/v1/bgrequest/read/offer/${offerUuid}/versions`)).status).toBe(404);
        const early = await as(customer).post('/v1/bgrequest/write/offer/accept', { offerUuid, delivery_type: 'digital', agreements: [termsAgreement, tariffsAgreement] });
        expect(early.status).toBe(404);
        expect(early.body.message).toBe('Предложение не найдено');
        expect((await as(agent).post('/v1/bgrequest/write/sendofferapprove', { offerUuid, requestUuid: request.uuid })).status).toBe(200);

        const clientList = await as(customer).get<OffersWire>(`/v1/bgrequest/read/${request.id}/offer/client`);
        expect(clientList.status).toBe(200);
        const seen = clientList.body.data!.offers[0]!;
        expect(seen.commission).toBe('45000.00');
        expect(seen).not.toHaveProperty('bank_commission');
        expect(seen).toMatchObject({ sub_status: 'offer_sent', status: 'WaitingAccept' });
        expect(seen.actions).toMatchObject({ change_commission: false, send_for_approval: false, accept: true, discuss: false });
        expect(clientList.body.data!.request).toBeUndefined();
      });

      it("refuses the agent's list and versions to the client (403) and lists no bank without an offer", async () => {
        const { request, offerUuid } = await requestWithOffer(ctx.app, agent, { client: customer });
        const list = await as(customer).get(`/v2/bgrequest/read/${request.id}/offer/agent`);
        expect(list.status).toBe(403);
        expect(list.body.message).toBe('Действие доступно только агенту, который ведёт заявку.');
        expect((await as(customer).get(`/v2/bgrequest/read/offer/${offerUuid}/versions`)).status).toBe(403);
        const bare = await requestWithOffer(ctx.app, agent);
        await ctx.database.db.deleteFrom('bg_offer').where('uuid', '=', bare.offerUuid).execute();
        const empty = await as(agent).get<OffersWire>(`/v2/bgrequest/read/${bare.request.id}/offer/agent`);
        expect(empty.body.data!.offers).toEqual([]);
      });

      it('answers 404 for a number or an offer that names nothing', async () => {
        expect((await as(agent).get('/v2/bgrequest/read/abc/offer/agent')).status).toBe(404);
        const missing = await as(agent).get('/v1/bgrequest/read/offer/00000000-0000-4000-8000-000000000000/accept-info');
        expect(missing.status).toBe(404);
        expect(missing.body.message).toBe('Предложение не найдено');
        expect((await as(agent).get('/v1/bgrequest/read/offer/not-a-uuid/accept-info')).status).toBe(404);
      });
    });

    describe('commission', () => {
      it('writes a new version by the agent, keeps the bank commission, shows both in the curtain, and ignores a repeat', async () => {
        const { request, offerUuid } = await requestWithOffer(ctx.app, agent, { client: customer });
        const changed = await as(agent).post<OfferWire>('/v1/bgrequest/write/changecomission', { offerUuid, comission: '55 000,50', isCurrentDateInvoice: false });
        expect(changed.status, changed.body.message).toBe(200);
        const offer = changed.body.data!;
        expect(offer).toMatchObject({ version: 2, versions_count: 2, source: 'agent', commission: '55000.50', bank_commission: '50000.00', sum: '1000000.00' });
        expect(offer.offerUuid).not.toBe(offerUuid);

        const again = await as(agent).post<OfferWire>('/v1/bgrequest/write/changecomission', { offerUuid: offer.offerUuid, comission: 55000.5 });
        expect(again.body.data).toMatchObject({ offerUuid: offer.offerUuid, version: 2 });

        const curtain = await as(agent).get<OfferVersionsWire>(`/v2/bgrequest/read/offer/${offerUuid}/versions`);
        expect(curtain.status).toBe(200);
        expect(curtain.body.data!.currentOfferUuid).toBe(offer.offerUuid);
        expect(curtain.body.data!.versions.map((v) => [v.version, v.source, v.commission, v.bank_commission, v.author])).toEqual([
          [2, 'agent', '55000.50', '50000.00', `${agent.user.last_name} ${agent.user.first_name}`],
          [1, 'bank', '50000.00', '50000.00', null],
        ]);
        expect((await as(agent).post('/v1/bgrequest/write/sendofferapprove', { offerUuid: offer.offerUuid, requestUuid: request.uuid })).status).toBe(200);
        const clientCurtain = await as(customer).get<OfferVersionsWire>(`/v1/bgrequest/read/offer/${offerUuid}/versions`);
        expect(clientCurtain.body.data!.versions[0]).not.toHaveProperty('bank_commission');
        const list = await as(customer).get<OffersWire>(`/v1/bgrequest/read/${request.id}/offer/client`);
        expect(list.body.data!.offers[0]!.commission).toBe('55000.50');
      });

      it('refuses a commission below the bank’s, above a fifth of the sum, or not money, with Russian messages', async () => {
        const { offerUuid } = await requestWithOffer(ctx.app, agent);
        const below = await as(agent).post('/v1/bgrequest/write/changecomission', { offerUuid, comission: 49999.99 });
        expect(below.status).toBe(400);
        expect(below.body.message).toBe('Комиссия не может быть меньше комиссии банка: 50 000,00 ₽.');
        const above = await as(agent).post('/v1/bgrequest/write/changecomission', { offerUuid, comission: '200000.01' });
        expect(above.status).toBe(400);
        expect(above.body.message).toBe('Комиссия не может быть больше 200 000,00 ₽.');
        const text = await as(agent).post('/v1/bgrequest/write/changecomission', { offerUuid, comission: 'много' });
        expect(text.status).toBe(400);
        expect(text.body.message).toBe('Комиссия должна быть числом не меньше нуля с точностью до копеек.');
        const negative = await as(agent).post('/v1/bgrequest/write/changecomission', { offerUuid, comission: -1 });
        expect(negative.status).toBe(400);
      });

      it('takes the invoice-dated-today flag only from a bank that shows it', async () => {
        const atSber = await requestWithOffer(ctx.app, agent);
        const refused = await as(agent).post('/v1/bgrequest/write/changecomission', { offerUuid: atSber.offerUuid, comission: 60000, isCurrentDateInvoice: true });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe('Этот банк не выставляет счёт текущей датой.');
        const atZenit = await requestWithOffer(ctx.app, agent, { bank: zenit });
        const taken = await as(agent).post<OfferWire>('/v1/bgrequest/write/changecomission', { offerUuid: atZenit.offerUuid, comission: 50000, isCurrentDateInvoice: true });
        expect(taken.status, taken.body.message).toBe(200);
        expect(taken.body.data).toMatchObject({ is_current_date_invoice: true, version: 2, actions: { show_current_date_invoice_flag: true } });
      });

      it('refuses the client (403), an outdated version (409) and an offer already sent to the client (409)', async () => {
        const { offerUuid } = await requestWithOffer(ctx.app, agent, { client: customer });
        const byClient = await as(customer).post('/v1/bgrequest/write/changecomission', { offerUuid, comission: 60000 });
        expect(byClient.status).toBe(403);
        await insertOffer(ctx.app, (await ctx.database.db.selectFrom('bg_offer as o').innerJoin('bg_subrequest as s', 's.id', 'o.subrequest_id').select('s.uuid').where('o.uuid', '=', offerUuid).executeTakeFirstOrThrow()).uuid, { bankCommission: '52000.00' });
        const outdated = await as(agent).post('/v1/bgrequest/write/changecomission', { offerUuid, comission: 60000 });
        expect(outdated.status).toBe(409);
        expect(outdated.body.message).toBe('Условия предложения изменились. Обновите страницу и проверьте актуальную версию.');

        const fresh = await requestWithOffer(ctx.app, agent);
        const sent = await as(agent).post('/v1/bgrequest/write/sendofferapprove', { offerUuid: fresh.offerUuid, requestUuid: fresh.request.uuid });
        expect(sent.status).toBe(200);
        const locked = await as(agent).post('/v1/bgrequest/write/changecomission', { offerUuid: fresh.offerUuid, comission: 60000 });
        expect(locked.status).toBe(409);
        expect(locked.body.message).toBe('Комиссию можно изменить, пока предложение ожидает одобрения и не отправлено клиенту.');
      });
    });

    describe('sending to the client', () => {
      it('moves the bank to offer_sent, stamps the version and refuses a second sending with the transition reason', async () => {
        const { request, offerUuid, subUuid } = await requestWithOffer(ctx.app, agent, { client: customer });
        const sent = await as(agent).post<OfferWire>('/v1/bgrequest/write/sendofferapprove', { offerUuid, requestUuid: request.uuid });
        expect(sent.status, sent.body.message).toBe(200);
        expect(sent.body.data).toMatchObject({ sub_status: 'offer_sent', status: 'WaitingAccept', actions: { send_for_approval: false, accept: true } });
        expect(sent.body.data!.sent_for_approval_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        expect(await subStatus(subUuid)).toBe('offer_sent');
        const twice = await as(agent).post('/v1/bgrequest/write/sendofferapprove', { offerUuid, requestUuid: request.uuid });
        expect(twice.status).toBe(409);
        expect(twice.body.message).toMatch(/^Действие «.+» недоступно в статусе «Предложение отправлено клиенту»\.$/);
      });

      it('refuses another request’s uuid (400) and the client (403)', async () => {
        const { offerUuid } = await requestWithOffer(ctx.app, agent, { client: customer });
        const other = await requestWithOffer(ctx.app, agent);
        const mismatch = await as(agent).post('/v1/bgrequest/write/sendofferapprove', { offerUuid, requestUuid: other.request.uuid });
        expect(mismatch.status).toBe(400);
        expect(mismatch.body.message).toBe('Предложение относится к другой заявке.');
        const otherRequest = await requestWithOffer(ctx.app, agent, { client: customer });
        const byClient = await as(customer).post('/v1/bgrequest/write/sendofferapprove', { offerUuid: otherRequest.offerUuid, requestUuid: otherRequest.request.uuid });
        expect(byClient.status).toBe(403);
      });
    });

    describe('accept page', () => {
      it("lists the bank's forms of guarantee, the pickup office, courier cost and the statements", async () => {
        const { offerUuid } = await requestWithOffer(ctx.app, agent, { client: customer });
        const info = await as(agent).get<AcceptInfoWire>(`/v1/bgrequest/read/offer/${offerUuid}/accept-info`);
        expect(info.status, info.body.message).toBe(200);
        const data = info.body.data!;
        expect(data.delivery_options.map((o) => [o.type, o.methods.map((m) => [m.method, m.cost, m.needs_address])])).toEqual([
          ['digital', []],
          ['paper', [['pickup', '0.00', false], ['courier_delivery', '1000.00', true]]],
        ]);
        expect(data).toMatchObject({ can_choose_delivery: true, can_accept: true, accept_refusal: null, accepted: null });
        expect(data.additional_agreements.map((a) => [a.uuid, a.required, a.applies_to])).toEqual([
          [termsAgreement, true, undefined],
          [tariffsAgreement, true, undefined],
          [paperAgreement, true, 'paper'],
        ]);
        const pickup = await as(agent).get<PickupInfoWire>(`/v1/bgrequest/read/offer/${offerUuid}/pickup/info`);
        expect(pickup.status).toBe(200);
        expect(pickup.body.data).toMatchObject({ bank: { bank_uuid: sber.uuid }, ...offerRules.pickupOffices[sber.uuid] });
      });

      it('offers a digital-only bank no paper and no pickup office, and its invoice statement', async () => {
        const { offerUuid } = await requestWithOffer(ctx.app, agent, { bank: zenit });
        const info = await as(agent).get<AcceptInfoWire>(`/v1/bgrequest/read/offer/${offerUuid}/accept-info`);
        expect(info.body.data!.delivery_options.map((o) => o.type)).toEqual(['digital']);
        expect(info.body.data!.additional_agreements.map((a) => a.uuid)).toEqual([termsAgreement, tariffsAgreement, invoiceAgreement]);
        const pickup = await as(agent).get(`/v1/bgrequest/read/offer/${offerUuid}/pickup/info`);
        expect(pickup.status).toBe(404);
        expect(pickup.body.message).toBe('У банка нет офиса самовывоза бумажной гарантии.');
        const agreements = await as(agent).post<AdditionalAgreementsWire>('/v1/bgrequest/read/offer/additional-agreements', { uuids: [offerUuid] });
        expect(agreements.body.data!.offers).toEqual([{ offerUuid, agreements: info.body.data!.additional_agreements }]);
      });
    });

    describe('acceptance', () => {
      it('refuses a delivery the bank does not offer, a missing method or address, and unconfirmed statements', async () => {
        const { offerUuid, subUuid } = await requestWithOffer(ctx.app, agent, { bank: zenit });
        const accept = (body: object) => as(agent).post('/v1/bgrequest/write/offer/accept', { offerUuid, ...body });
        const both = [termsAgreement, tariffsAgreement];
        expect((await accept({ delivery_type: 'paper', delivery_method: 'pickup', agreements: both })).body.message).toBe('Банк не выдаёт гарантию на бумаге.');
        expect((await accept({ agreements: both })).body.message).toBe('Выберите форму гарантии: электронную или на бумаге.');
        expect((await accept({ delivery_type: 'digital', delivery_method: 'pickup', agreements: both })).body.message).toBe('Способ доставки указывается только для бумажной гарантии.');
        const missing = await accept({ delivery_type: 'digital', agreements: [termsAgreement] });
        expect(missing.status).toBe(400);
        expect(missing.body.message).toBe('Подтвердите соглашение «Тарифы банка».');
        expect((await accept({ delivery_type: 'digital', agreements: [...both, paperAgreement] })).body.message).toBe('Среди подтверждённых есть соглашение, которого нет у этого предложения.');

        const atSber = await requestWithOffer(ctx.app, agent);
        const paper = (body: object) => as(agent).post('/v1/bgrequest/write/offer/accept', { offerUuid: atSber.offerUuid, delivery_type: 'paper', agreements: [...both, paperAgreement], ...body });
        expect((await paper({})).body.message).toBe('Выберите, как получить бумажную гарантию: самовывоз или доставка.');
        expect((await paper({ delivery_method: 'courier_delivery', delivery_address: '   ' })).body.message).toBe('Укажите адрес доставки гарантии.');
        const noPaperStatement = await as(agent).post('/v1/bgrequest/write/offer/accept', { offerUuid: atSber.offerUuid, delivery_type: 'paper', delivery_method: 'pickup', agreements: both });
        expect(noPaperStatement.body.message).toBe('Подтвердите соглашение «Оригинал гарантии».');

        const digital = await as(agent).post('/v1/bgrequest/write/offer/accept', { offerUuid: (await requestWithOffer(ctx.app, agent, { bank: kuban })).offerUuid, delivery_type: 'digital', agreements: both });
        expect(digital.body.message).toBe('Банк не выдаёт электронную гарантию.');
        expect(await subStatus(subUuid)).toBe('offer_wait_approve');
      });

      it('lets the client accept once with paper courier delivery: status, recorded choice, the bank told', async () => {
        const { request, offerUuid, subUuid } = await requestWithOffer(ctx.app, agent, { client: customer });
        await as(agent).post('/v1/bgrequest/write/sendofferapprove', { offerUuid, requestUuid: request.uuid });
        const body = {
          offerUuid,
          delivery_type: 'paper',
          delivery_method: 'courier_delivery',
          delivery_address: 'г. Москва, ул. Тверская, д. 1',
          agreements: [termsAgreement, tariffsAgreement, paperAgreement],
        };
        const accepted = await as(customer).post<AcceptInfoWire>('/v1/bgrequest/write/offer/accept', body);
        expect(accepted.status, accepted.body.message).toBe(200);
        expect(accepted.body.data).toMatchObject({
          can_accept: false,
          can_choose_delivery: false,
          accept_refusal: 'Предложение уже принято.',
          offer: { selected: true, sub_status: 'offer_accepted', status: 'FinalReview' },
          accepted: { delivery_type: 'paper', delivery_method: 'courier_delivery', delivery_address: 'г. Москва, ул. Тверская, д. 1', delivery_cost: '1000.00', agreements: body.agreements },
        });
        expect(await subStatus(subUuid)).toBe('offer_accepted');
        const row = await ctx.database.db.selectFrom('bg_offer').select(['accepted_by', 'accepted_at']).where('uuid', '=', offerUuid).executeTakeFirstOrThrow();
        expect(row.accepted_by).toBe(customer.viewer.userId);
        const outbox = await ctx.database.db.selectFrom('bank_outbox').select(['bank_uuid', 'event', 'payload']).where('subrequest_uuid', '=', subUuid).execute();
        expect(outbox).toEqual([
          {
            bank_uuid: sber.uuid,
            event: 'offer_accepted',
            payload: expect.objectContaining({ offerUuid, commission: '50000.00', delivery_type: 'paper', delivery_method: 'courier_delivery', delivery_cost: '1000.00' }),
          },
        ]);
        const history = await ctx.database.db
          .selectFrom('bg_subrequest_status as h')
          .innerJoin('bg_subrequest as s', 's.id', 'h.subrequest_id')
          .select(['h.event', 'h.user_id'])
          .where('s.uuid', '=', subUuid)
          .orderBy('h.id', 'desc')
          .executeTakeFirstOrThrow();
        expect(history).toEqual({ event: 'offer_accepted', user_id: customer.viewer.userId });

        const twice = await as(agent).post('/v1/bgrequest/write/offer/accept', body);
        expect(twice.status).toBe(409);
        expect(twice.body.message).toBe('Предложение уже принято.');
        expect(await ctx.database.db.selectFrom('bank_outbox').select('id').where('subrequest_uuid', '=', subUuid).execute()).toHaveLength(1);
      });

      it('accepts once when the agent and the client click at the same time', async () => {
        const { request, offerUuid, subUuid } = await requestWithOffer(ctx.app, agent, { client: customer, bank: zenit });
        await as(agent).post('/v1/bgrequest/write/sendofferapprove', { offerUuid, requestUuid: request.uuid });
        const body = { offerUuid, delivery_type: 'digital', agreements: [termsAgreement, tariffsAgreement] };
        const answers = await Promise.all([as(agent).post('/v1/bgrequest/write/offer/accept', body), as(customer).post('/v1/bgrequest/write/offer/accept', body)]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        expect(answers.find((answer) => answer.status === 409)!.body.message).toBe('Предложение уже принято.');
        expect(await ctx.database.db.selectFrom('bank_outbox').select('id').where('subrequest_uuid', '=', subUuid).execute()).toHaveLength(1);
      });

      it('accepts a pickup at no cost, a bank without a choice without one, and refuses an outdated version', async () => {
        const atSber = await requestWithOffer(ctx.app, agent);
        const pickup = await as(agent).post<AcceptInfoWire>('/v1/bgrequest/write/offer/accept', {
          offerUuid: atSber.offerUuid,
          delivery_type: 'paper',
          delivery_method: 'pickup',
          agreements: [termsAgreement, tariffsAgreement, paperAgreement],
        });
        expect(pickup.status, pickup.body.message).toBe(200);
        expect(pickup.body.data!.accepted).toMatchObject({ delivery_method: 'pickup', delivery_cost: '0.00', delivery_address: null });

        const atKuban = await requestWithOffer(ctx.app, agent, { bank: kuban });
        const plain = await as(agent).post<AcceptInfoWire>('/v1/bgrequest/write/offer/accept', { offerUuid: atKuban.offerUuid, agreements: [termsAgreement, tariffsAgreement] });
        expect(plain.status, plain.body.message).toBe(200);
        expect(plain.body.data!.accepted).toMatchObject({ delivery_type: null, delivery_method: null });

        const outdated = await requestWithOffer(ctx.app, agent, { bank: zenit });
        await insertOffer(ctx.app, outdated.subUuid, { bankCommission: '45000.00' });
        const refused = await as(agent).post('/v1/bgrequest/write/offer/accept', { offerUuid: outdated.offerUuid, delivery_type: 'digital', agreements: [termsAgreement, tariffsAgreement] });
        expect(refused.status).toBe(409);
        expect(await subStatus(outdated.subUuid)).toBe('offer_wait_approve');
      });

      it('refuses to accept in a status the transition table does not allow', async () => {
        const { offerUuid, subUuid } = await requestWithOffer(ctx.app, agent, { bank: zenit });
        await moveThrough(ctx.app, subUuid, ['offer_revised']);
        const info = await as(agent).get<AcceptInfoWire>(`/v1/bgrequest/read/offer/${offerUuid}/accept-info`);
        expect(info.body.data).toMatchObject({ can_accept: false, accept_refusal: 'Принять предложение в статусе «Условия предложения пересматриваются» нельзя.', can_choose_delivery: true });
        const refused = await as(agent).post('/v1/bgrequest/write/offer/accept', { offerUuid, delivery_type: 'digital', agreements: [termsAgreement, tariffsAgreement] });
        expect(refused.status).toBe(409);
      });
    });
  },
  { env: dataDirEnv() },
);
