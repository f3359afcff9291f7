import { describe, expect, it } from 'vitest';
import { createHttp, createRequestFormApi } from '../../../src/api';
import { registryNumberOf } from '../../../src/domain/checks/registryNumberOf';
import { CreateRequestStore } from '../../../src/runtime/requestForm/CreateRequestStore';
import { RouteTable } from '../../../src/runtime/routeTable';
import { MemoryStorage, ok, scriptedAdapter, type Route } from '../../api/support/scriptedAdapter';
import { MemoryNavigation } from '../support/harness';

const NUMBER = '0173100007926000041';
const OTHER = '0173100009526000033';
const tender = { notification_number: NUMBER, lot_number: 1, law: 44, customer_name: 'Минздрав России', max_price: 48_500_000, lots: [] };
const other = { notification_number: OTHER, lot_number: 1, law: 44, customer_name: 'Федеральное казначейство', max_price: 7_400_000, lots: [] };

function makeStore(routes: Record<string, Route>) {
  const network = scriptedAdapter(routes);
  const store = new CreateRequestStore({
    api: createRequestFormApi(createHttp({ baseURL: '/', storage: new MemoryStorage(), adapter: network.adapter })),
    navigation: new MemoryNavigation('/agent/request/create'),
    routes: new RouteTable('agent'),
    report: () => undefined,
  });
  return { store, network };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const lookups = { [`GET /v1/tender/read/short/${NUMBER}`]: ok(tender), [`GET /v1/tender/read/full/${NUMBER}/1`]: ok(tender) };
const lengthRule = 'Реестровый номер — 19 цифр (44-ФЗ, 615-ПП) или 11 цифр (223-ФЗ)';

describe('registryNumberOf', () => {
  it.each([
    ['№ 0373200000124000001', '0373200000124000001'],
    ['№0373200000124000001', '0373200000124000001'],
    [' 0373 2000 0012 4000 001 ', '0373200000124000001'],
    ['32312345678', '32312345678'],
    ['№ 12а', '12а'],
  ])('%s -> %s', (raw, expected) => expect(registryNumberOf(raw)).toBe(expected));
});

describe('CreateRequestStore: the registry number field', () => {
  it('takes a number pasted with «№» as EIS shows it, and looks the purchase up', async () => {
    const { store, network } = makeStore(lookups);
    store.setGuarantee({ has_registry_number: true, tender_lot_number: 1, tender_number: `№ ${NUMBER}` });
    await settle();
    expect(store.guarantee.tender_number).toBe(NUMBER);
    expect(store.guaranteeErrors.find((error) => error.path === '/tender_number')).toBeUndefined();
    expect(network.seen.map((call) => call.url)).toContain(`/v1/tender/read/short/${NUMBER}`);
    expect(store.tender?.customer_name).toBe('Минздрав России');
  });

  it('never shows the previous purchase once the number changed', async () => {
    const { store } = makeStore({ ...lookups, [`GET /v1/tender/read/short/${OTHER}`]: ok(other), [`GET /v1/tender/read/full/${OTHER}/1`]: ok(other) });
    store.setGuarantee({ has_registry_number: true, tender_lot_number: 1, tender_number: NUMBER });
    await settle();
    expect(store.tender?.customer_name).toBe('Минздрав России');
    store.setGuarantee({ ...store.guarantee, tender_number: NUMBER.slice(0, 18) });
    expect(store.tender).toBeNull();
    store.setGuarantee({ ...store.guarantee, tender_number: OTHER });
    expect(store.tender).toBeNull();
    await settle();
    expect(store.tender?.customer_name).toBe('Федеральное казначейство');
  });

  it('says what is wrong with a 5-digit number once the field is left, and as the person goes on typing', () => {
    const { store } = makeStore({});
    store.setGuarantee({ has_registry_number: true, tender_lot_number: 1, tender_number: '12345' });
    expect(store.tenderNumberError).toBeNull();
    store.touchTenderNumber();
    expect(store.tenderNumberError).toBe(lengthRule);
    store.setGuarantee({ ...store.guarantee, tender_number: '123456' });
    expect(store.tenderNumberError).toBe(lengthRule);
    store.setGuarantee({ ...store.guarantee, tender_number: '32312345678' });
    expect(store.tenderNumberError).toBeNull();
  });

  it('says it at once for a letter or a number too long', () => {
    const { store } = makeStore({});
    store.setGuarantee({ has_registry_number: true, tender_lot_number: 1, tender_number: '12а' });
    expect(store.tenderNumberError).toBe(lengthRule);
    store.setGuarantee({ ...store.guarantee, tender_number: '01731000079260000411' });
    expect(store.tenderNumberError).toBe(lengthRule);
    store.setGuarantee({ ...store.guarantee, has_registry_number: false });
    expect(store.tenderNumberError).toBeNull();
  });
});
