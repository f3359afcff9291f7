import { describe, expect, it } from 'vitest';
import { createHttp, createRequestFormApi } from '../../../src/api';
import { CreateRequestStore } from '../../../src/runtime/requestForm/CreateRequestStore';
import { RouteTable } from '../../../src/runtime/routeTable';
import { fail, MemoryStorage, ok, scriptedAdapter, type Route } from '../../api/support/scriptedAdapter';
import { MemoryNavigation } from '../support/harness';

const company = { name: 'ПАО СБЕРБАНК', inn: '7707083893', kpp: '773601001', ogrn: '1027700132195', is_ip: false };
const NUMBER = '0173100007926000041';
const tender = { notification_number: NUMBER, lot_number: 1, law: 44, order_name: 'Поставка аппаратов ИВЛ', max_price: 48500000, lots: [{ lot_number: 1, order_name: 'Поставка аппаратов ИВЛ', max_price: 48500000 }] };

function makeStore(routes: Record<string, Route>) {
  const storage = new MemoryStorage();
  const network = scriptedAdapter(routes);
  const navigation = new MemoryNavigation('/agent/request/create');
  const reported: unknown[] = [];
  const store = new CreateRequestStore({
    api: createRequestFormApi(createHttp({ baseURL: '/', storage, adapter: network.adapter })),
    navigation,
    routes: new RouteTable('agent'),
    report: (failure) => reported.push(failure),
  });
  return { store, network, navigation, reported };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CreateRequestStore', () => {
  it('checks the chosen company and shows stop factors; a failed check is the warning «Не удалось проверить компанию»', async () => {
    const stop = { stop_factors: [{ key: 'liquidation', reason: 'Компания в стадии ликвидации', severity: 'stop' }], kpp_changed: false, exist_kpp: true, checked: true };
    const good = makeStore({ 'POST /v2/bgrequest/read/client/checks': ok(stop) });
    good.store.setCompany(company);
    await settle();
    expect(good.store.checks?.stop_factors[0]?.reason).toBe('Компания в стадии ликвидации');
    expect(good.store.checkWarning).toBeNull();
    expect(good.network.seen[0]?.body).toEqual({ inn: '7707083893', kpp: '773601001' });

    const broken = makeStore({ 'POST /v2/bgrequest/read/client/checks': fail(500, 'Сбой') });
    broken.store.setCompany(company);
    await settle();
    expect(broken.store.checkWarning).toBe('Не удалось проверить компанию');
  });

  it('looks the registry number up in EIS and tells of an existing request for the same purchase', async () => {
    const { store, network } = makeStore({
      'POST /v2/bgrequest/read/client/checks': ok({ stop_factors: [], kpp_changed: false, exist_kpp: true, checked: true }),
      'POST /v2/bgrequest/read/exists': ok({ exists: true, request: { id: 7 }, message: 'Заявка на эту закупку уже есть: № 7' }),
      [`GET /v1/tender/read/short/${NUMBER}`]: ok(tender),
      [`GET /v1/tender/read/full/${NUMBER}/1`]: ok(tender),
    });
    store.setCompany(company);
    store.setGuarantee({ has_registry_number: true, tender_number: NUMBER, tender_lot_number: 1, stage: 'y' });
    await settle();
    await settle();
    expect(store.tender?.order_name).toBe('Поставка аппаратов ИВЛ');
    expect(store.lots).toEqual([{ lot_number: 1, order_name: 'Поставка аппаратов ИВЛ', max_price: 48500000 }]);
    expect(store.existing?.message).toBe('Заявка на эту закупку уже есть: № 7');
    expect(network.seen.find((call) => call.url === '/v2/bgrequest/read/exists')?.body).toEqual({ inn: '7707083893', kpp: '773601001', ogrn: '1027700132195', tender_number: NUMBER });
  });

  it('an unknown registry number says so', async () => {
    const { store } = makeStore({ [`GET /v1/tender/read/short/${NUMBER}`]: fail(404, 'Закупка не найдена') });
    store.setGuarantee({ has_registry_number: true, tender_number: NUMBER, stage: 'y' });
    await settle();
    expect(store.tenderError).toBe('Закупка с таким номером не найдена в ЕИС');
  });

  it('does not create with missing data and names what is missing in Russian', async () => {
    const { store, network } = makeStore({});
    expect(await store.create()).toBe(false);
    expect(store.shownErrors.company.map((error) => error.message)).toContain('Укажите наименование компании');
    expect(store.shownErrors.guarantee.map((error) => error.message)).toContain('Укажите вид гарантии');
    expect(network.seen).toEqual([]);
  });

  it('creates the request, saves the procurement with it and opens the request form in place of this page', async () => {
    const { store, network, navigation } = makeStore({
      'POST /v2/bgrequest/read/client/checks': ok({ stop_factors: [], kpp_changed: false, exist_kpp: true, checked: true }),
      'POST /v2/bgrequest/read/exists': ok({ exists: false, request: null }),
      [`GET /v1/tender/read/short/${NUMBER}`]: ok(tender),
      [`GET /v1/tender/read/full/${NUMBER}/1`]: ok(tender),
      'POST /v1/bgrequest/write': ok({ id: 42, uuid: '0d6f1a9e-6a55-4c1b-9d55-2f5b6c1d0a42' }),
      'POST /v2/bgrequest/write/tender/42': ok({}),
    });
    store.setCompany({ ...company, address: '' });
    store.setGuarantee({ has_registry_number: true, tender_number: NUMBER, tender_lot_number: 1, stage: 'y' });
    await settle();
    await settle();
    expect(await store.create()).toBe(true);
    expect(network.seen.find((call) => call.url === '/v1/bgrequest/write')?.body).toEqual({
      'company-information': company,
      'guarantee-information': { has_registry_number: true, tender_number: NUMBER, tender_lot_number: 1, stage: 'y' },
    });
    expect(network.seen.find((call) => call.url === '/v2/bgrequest/write/tender/42')?.body).toEqual({ tender });
    expect(navigation.last).toBe('/agent/request/42');
  });

  it('a purchase without a registry number is created without a tender', async () => {
    const { store, network, navigation } = makeStore({ 'POST /v1/bgrequest/write': ok({ id: 43, uuid: 'u' }), 'POST /v2/bgrequest/read/client/checks': ok({ stop_factors: [], kpp_changed: false, exist_kpp: true, checked: true }) });
    store.setCompany(company);
    store.setGuarantee({ has_registry_number: false, tender_number: '123', stage: 'i_without_a' });
    expect(await store.create()).toBe(true);
    expect(network.seen.find((call) => call.url === '/v1/bgrequest/write')?.body).toMatchObject({ 'guarantee-information': { has_registry_number: false, stage: 'i_without_a' } });
    expect(network.seen.some((call) => call.url.startsWith('/v2/bgrequest/write/tender'))).toBe(false);
    expect(navigation.last).toBe('/agent/request/43');
  });

  it('a refused creation shows the server message and stays', async () => {
    const { store, navigation } = makeStore({ 'POST /v1/bgrequest/write': fail(400, 'Поле «ИНН»: неверная контрольная сумма'), 'POST /v2/bgrequest/read/client/checks': ok({ stop_factors: [], kpp_changed: false, exist_kpp: true, checked: true }) });
    store.setCompany(company);
    store.setGuarantee({ has_registry_number: false, stage: 'y' });
    expect(await store.create()).toBe(false);
    expect(store.createError).toBe('Поле «ИНН»: неверная контрольная сумма');
    expect(navigation.history).toEqual([]);
  });
});
