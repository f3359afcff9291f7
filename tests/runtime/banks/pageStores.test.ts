import { describe, expect, it } from 'vitest';
import { createBanksApi, createHttp, createOffersApi } from '../../../src/api';
import { AcceptOfferStore } from '../../../src/runtime/banks/AcceptOfferStore';
import { ClaimStore } from '../../../src/runtime/banks/ClaimStore';
import { ConsentStore } from '../../../src/runtime/banks/ConsentStore';
import { DiscussionStore } from '../../../src/runtime/banks/DiscussionStore';
import { parseMoney } from '../../../src/runtime/banks/parseMoney';
import { fail, MemoryStorage, ok, scriptedAdapter, type Route } from '../../api/support/scriptedAdapter';
import { listFixture, makeBanks, offerFixture, subFixture } from './support';

const VTB = '443d3810-3559-5655-b150-8e7ba7e5adc7';
const OFFER = 'f0000000-0000-4000-8000-000000000001';
const vtb = subFixture({ uuid: 'a0000000-0000-4000-8000-000000000002', bank_uuid: VTB, middle_name: 'ВТБ', group: 'sent', draft_status: null, sub_status: 'offer_wait_approve' });

function acceptInfo(overrides: Record<string, unknown> = {}) {
  return {
    offer: offerFixture(),
    request: { id: 42, uuid: 'r', name: 'ООО «Северная звезда»', inn: '7707083893', tender_number: null },
    delivery_options: [
      { type: 'digital', label: 'Электронная гарантия', methods: [] },
      {
        type: 'paper',
        label: 'Бумажная гарантия',
        methods: [
          { method: 'pickup', label: 'Забрать в офисе банка', cost: '0.00', needs_address: false },
          { method: 'courier_delivery', label: 'Курьером', cost: '1000.00', needs_address: true },
        ],
      },
    ],
    can_choose_delivery: true,
    can_accept: true,
    accept_refusal: null,
    additional_agreements: [{ uuid: 'agr-1', title: 'Тарифы банка', text: 'Согласен с тарифами', required: true }],
    accepted: null,
    ...overrides,
  };
}

function makeAccept(routes: Record<string, Route>) {
  const { toasts, navigation, http, routes: table } = makeBanks(routes);
  return { store: new AcceptOfferStore(42, OFFER, { offers: createOffersApi(http, 'agent'), toasts, navigation, routes: table }), navigation, toasts };
}

describe('accept page', () => {
  it('offers digital first, asks for the method, the address and the required agreements, then accepts paper by courier', async () => {
    let body: unknown;
    const { store, navigation } = makeAccept({
      [`GET /v1/bgrequest/read/offer/${OFFER}/accept-info`]: ok(acceptInfo()),
      [`GET /v1/bgrequest/read/offer/${OFFER}/pickup/info`]: ok({ bank: offerFixture().bank, address: 'Москва, Пресненская наб., 10', hours: '9:00–18:00', phone: '+7 495 000-00-00' }),
      'POST /v1/bgrequest/write/offer/accept': (request) => {
        body = request.body;
        return ok({});
      },
    });
    await store.load();
    expect(store.deliveryType).toBe('digital');
    expect(store.deliveryCost).toBe(0);
    store.chooseType('paper');
    expect(store.deliveryMethod).toBe('pickup');
    store.chooseMethod('courier_delivery');
    expect(store.deliveryCost).toBe(1000);
    expect(await store.accept()).toBe(false);
    expect(store.problem).toBe('Укажите адрес доставки');
    store.setAddress('Москва, ул. Тверская, 1');
    expect(await store.accept()).toBe(false);
    expect(store.problem).toBe('Подтвердите обязательные условия');
    store.confirm('agr-1', true);
    expect(await store.accept()).toBe(true);
    expect(body).toEqual({ offerUuid: OFFER, delivery_type: 'paper', delivery_method: 'courier_delivery', delivery_address: 'Москва, ул. Тверская, 1', agreements: ['agr-1'] });
    expect(navigation.last).toBe('/agent/request/42/preview');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.pickup?.address).toBe('Москва, Пресненская наб., 10');
  });

  it('shows an accepted offer read-only with the stored choice', async () => {
    const { store } = makeAccept({
      [`GET /v1/bgrequest/read/offer/${OFFER}/accept-info`]: ok(acceptInfo({
        can_accept: false,
        accept_refusal: 'Предложение уже принято',
        accepted: { accepted_at: '2026-11-22T10:00:00Z', delivery_type: 'paper', delivery_method: 'pickup', delivery_address: null, delivery_cost: '0.00', agreements: ['agr-1'] },
      })),
      [`GET /v1/bgrequest/read/offer/${OFFER}/pickup/info`]: fail(404),
    });
    await store.load();
    expect(store.accepted).toBe(true);
    expect(store.canEdit).toBe(false);
    expect(store.deliveryType).toBe('paper');
    expect(store.confirmed).toEqual(['agr-1']);
    expect(await store.accept()).toBe(false);
  });
});

describe('discussion page', () => {
  it('starts from the defaults, shows the server problems per field, and sends with the customers', async () => {
    let valid = false;
    const sent: unknown[] = [];
    const { store: banks, toasts, navigation, http, routes } = makeBanks({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([vtb])),
      'GET /v2/bgrequest/read/banks': ok({ banks: [] }),
      [`GET /v2/bgsubrequest/read/${vtb.uuid}/agreement/param/history`]: ok({
        can_discuss: true,
        current: null,
        defaults: { date_from: '2026-12-01', date_to: '2027-03-31', sum: '485000.00' },
        customers: [{ inn: '7701000001', name: 'ГБУ «Мосгормост»', sum: '485000.00' }],
        history: [],
      }),
      'POST /v2/bgrequest/read/validate/before/approval': () =>
        ok(valid ? { valid: true, problems: [] } : { valid: false, problems: [{ field: 'date_to', message: 'Дата окончания позже срока контракта' }] }),
      [`POST /v1/bgsubrequest/write/${vtb.uuid}/todiscussion`]: (request) => {
        sent.push(request.body);
        return ok({});
      },
    });
    const store = new DiscussionStore(banks, VTB, { offers: createOffersApi(http, 'agent'), toasts, navigation, routes });
    expect(await store.load()).toBe(true);
    expect(store.draft).toEqual({ date_from: '2026-12-01', date_to: '2027-03-31', sum: '485000.00', comment: '' });
    expect(store.hasCustomers).toBe(true);
    expect(await store.send(true)).toBe(false);
    expect(store.problemOf('date_to')).toBe('Дата окончания позже срока контракта');
    store.edit({ date_to: '2027-02-28', comment: 'Прошу согласовать' });
    valid = true;
    expect(await store.send(true)).toBe(true);
    expect(sent).toEqual([{ date_from: '2026-12-01', date_to: '2027-02-28', sum: '485000.00', comment: 'Прошу согласовать', with_customers: true }]);
    expect(navigation.last).toBe('/agent/request/42/preview');
  });

  it('says the bank is not among the request banks', async () => {
    const { store: banks, toasts, navigation, http, routes } = makeBanks({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([])),
      'GET /v2/bgrequest/read/banks': ok({ banks: [] }),
    });
    const store = new DiscussionStore(banks, VTB, { offers: createOffersApi(http, 'agent'), toasts, navigation, routes });
    expect(await store.load()).toBe(false);
    expect(store.loadError).toBe('Банк не найден среди банков заявки');
  });
});

describe('claim page', () => {
  const released = { ...vtb, sub_status: 'deal_guarantee_contract_signed', status: 'GuaranteeReleased', can_claim: true };
  const page = (overrides: Record<string, unknown> = {}) => ({
    subrequestUuid: released.uuid,
    requestId: 42,
    bank: offerFixture().bank,
    sub_status: released.sub_status,
    status: 'GuaranteeReleased',
    status_name: 'Гарантия выпущена',
    guarantee: { sum: '485000.00', date_from: '2026-12-01', date_to: '2027-03-31', commission: '15000.00' },
    can_claim: true,
    refusal: null,
    has_active_claim: false,
    claims: [],
    ...overrides,
  });

  it('reckons the commission for the changes and sends the claim, then shows it with its documents', async () => {
    let claims: unknown[] = [];
    const bodies: unknown[] = [];
    const { store: banks, toasts, http } = makeBanks({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([released])),
      'GET /v2/bgrequest/read/banks': ok({ banks: [] }),
      'GET /v2/bgrequest/read/42/offer/agent': ok({ requestId: 42, offers: [] }),
      [`GET /v1/bgsubrequest/read/${released.uuid}/claim`]: () => ok(page({ claims })),
      'POST /v1/bgsubrequest/read/comission/forchanges': ok({ commission: '2500.00', explanation: '0,5 % от новой суммы' }),
      'POST /v1/bgrequest/write/bgrequest/claim': (request) => {
        bodies.push(request.body);
        claims = [{ uuid: 'cl-1', status: 'sent', status_name: 'Отправлена', changes: { text: 'Продлить срок', date_to: '2027-05-31' }, commission: '2500.00', bank_answer: null, created_at: '2026-11-22T11:00:00Z', updated_at: '2026-11-22T11:00:00Z' }];
        return ok({});
      },
      'GET /v1/claim/read/docstosign/cl-1': ok({ claimUuid: 'cl-1', documents: [{ uuid: 'd1', name: 'Изменение к гарантии.pdf', file_uuid: 'f', created_at: '2026-11-22T12:00:00Z' }] }),
    });
    const store = new ClaimStore(banks, VTB, { offers: createOffersApi(http, 'agent'), toasts });
    expect(await store.load()).toBe(true);
    expect(await store.reckon()).toBe(false);
    expect(store.problem).toBe('Опишите изменения гарантии');
    store.edit({ text: 'Продлить срок', date_to: '2027-05-31' });
    expect(await store.reckon()).toBe(true);
    expect(store.commission?.commission).toBe('2500.00');
    expect(await store.send()).toBe(true);
    expect(bodies).toEqual([{ subrequest_uuid: released.uuid, text: 'Продлить срок', date_to: '2027-05-31' }]);
    expect(store.page?.claims).toHaveLength(1);
    expect(store.documents['cl-1']?.map((document) => document.name)).toEqual(['Изменение к гарантии.pdf']);
    expect(toasts.toasts.map((toast) => toast.title)).toContain('Претензия отправлена в Второй');
  });

  it('shows the refusal of an expired guarantee', async () => {
    const { store: banks, toasts, http } = makeBanks({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([released])),
      'GET /v2/bgrequest/read/banks': ok({ banks: [] }),
      'GET /v2/bgrequest/read/42/offer/agent': ok({ requestId: 42, offers: [] }),
      [`GET /v1/bgsubrequest/read/${released.uuid}/claim`]: ok(page({ can_claim: false, refusal: 'Срок гарантии истек, изменить гарантию невозможно.' })),
    });
    const store = new ClaimStore(banks, VTB, { offers: createOffersApi(http, 'agent'), toasts });
    await store.load();
    expect(store.page?.refusal).toBe('Срок гарантии истек, изменить гарантию невозможно.');
  });
});

describe('consent page', () => {
  function makeConsent(route: Route) {
    const storage = new MemoryStorage();
    const network = scriptedAdapter({ 'POST /v2/consent/write/tok%2F1': route });
    const http = createHttp({ baseURL: '/', storage, adapter: network.adapter });
    return { store: new ConsentStore('tok/1', createBanksApi(http)), network };
  }

  it('gives consent only once agreed, without a session', async () => {
    const { store, network } = makeConsent(ok({ request_id: 42, consent_given_at: '2026-11-22T10:00:00Z', moved: [] }));
    expect(await store.give()).toBe(false);
    store.setAgreed(true);
    expect(await store.give()).toBe(true);
    expect(store.done).toBe(true);
    expect(network.seen[0]?.authorization).toBeUndefined();
  });

  it('says the link is no longer valid', async () => {
    const { store } = makeConsent(fail(404, 'Ссылка не найдена'));
    store.setAgreed(true);
    expect(await store.give()).toBe(false);
    expect(store.error).toBe('Ссылка на согласие недействительна или устарела');
  });
});

describe('parseMoney', () => {
  it.each([
    ['15000', 15000],
    ['15 000,50', 15000.5],
    ['1\u00a0500\u00a0000.5', 1500000.5],
    ['-5', null],
    ['1,234', null],
    ['', null],
    ['abc', null],
  ])('%s -> %s', (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });
});
