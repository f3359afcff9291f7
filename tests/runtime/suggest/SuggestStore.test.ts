import { describe, expect, it } from 'vitest';
import { SuggestStore, isEntryKey, type SuggestFieldOptions } from '../../../src/runtime/suggest/SuggestStore';
import type { SuggestKind } from '../../../src/api/suggestions';
import { ManualClock } from '../support/harness';
import { deferredNetwork, settle } from './support/deferredNetwork';
import { moscowIssuer, sberbank, sberbankBank, soleTrader, vavilova } from './support/suggestions';

function field<K extends SuggestKind>(kind: K, options: SuggestFieldOptions = {}) {
  const clock = new ManualClock();
  const network = deferredNetwork();
  const reported: number[] = [];
  const store = new SuggestStore(kind, {
    api: network.api,
    clock,
    reportSessionFailure: (failure) => reported.push(failure.status ?? 0),
  }, options);
  return { store, clock, network, reported };
}

describe('debounce', () => {
  it('asks the service once, 200 ms after the last keystroke', () => {
    const { store, clock, network } = field('party');
    store.type('Сбе');
    clock.advance(150);
    store.type('Сбер');
    clock.advance(199);
    expect(network.requests).toHaveLength(0);
    expect(store.searching).toBe(true);
    clock.advance(1);
    expect(network.requests).toHaveLength(1);
    expect(network.last()?.body.query).toBe('Сбер');
    expect(network.last()?.url).toBe('/suggestions/api/4_1/rs/suggest/party');
    expect(network.last()?.authorization).toBe('Bearer jwt-token');
  });

  it('sends the trimmed text and keeps at most 255 characters of input', () => {
    const { store, clock, network } = field('bank');
    store.type('  0445  ');
    clock.advance(200);
    expect(network.last()?.body).toEqual({ query: '0445' });
    const long = 'я'.repeat(300);
    expect(store.type(long)).toBe('я'.repeat(255));
    expect(store.text).toHaveLength(255);
  });
});

describe('minimum length', () => {
  it.each([
    ['party', 'Сб', false],
    ['party', 'Сбе', true],
    ['bank', '04', false],
    ['bank', '044', true],
    ['address', 'Мо', false],
    ['address', 'Мос', true],
    ['fms_unit', '77', false],
    ['fms_unit', '770', true],
  ] as const)('%s search for «%s»: %s', (kind, text, searches) => {
    const { store, clock, network } = field(kind);
    store.type(text);
    clock.advance(1000);
    expect(network.requests.length > 0).toBe(searches);
  });

  it('counts characters without the surrounding spaces', () => {
    const { store, clock, network } = field('party');
    store.type('  Сб  ');
    clock.advance(200);
    expect(network.requests).toHaveLength(0);
  });

  it('a short address clears the field and closes the list; a short company name stays as the value', async () => {
    const address = field('address');
    address.store.type('Вавил');
    address.clock.advance(200);
    address.network.last()?.answer([vavilova]);
    await settle();
    expect(address.store.listShown).toBe(true);
    expect(address.store.type('Ва')).toBeUndefined();
    expect(address.store.fieldValue).toBeUndefined();
    expect(address.store.text).toBe('Ва');
    expect(address.store.listShown).toBe(false);
    expect(address.store.entries).toEqual([]);

    const party = field('party');
    expect(party.store.type('Сб')).toBe('Сб');
    expect(party.store.listShown).toBe(false);
  });

  it('a short text stops a search that was due', () => {
    const { store, clock, network } = field('party');
    store.type('Сбер');
    store.type('Сб');
    clock.advance(500);
    expect(network.requests).toHaveLength(0);
    expect(store.searching).toBe(false);
  });
});

describe('request bodies', () => {
  it('limits company search to active and liquidating companies', () => {
    const { store, clock, network } = field('party');
    store.type('ростелеком');
    clock.advance(200);
    expect(network.last()?.body).toEqual({ query: 'ростелеком', status: ['ACTIVE', 'LIQUIDATING'] });
  });

  it('searches addresses in the municipal division', () => {
    const { store, clock, network } = field('address');
    store.type('Москва Вавилова');
    clock.advance(200);
    expect(network.last()?.body).toEqual({ query: 'Москва Вавилова', division: 'municipal' });
    expect(network.last()?.url).toBe('/suggestions/api/4_1/rs/suggest/address');
  });

  it('searches issuer codes by the text alone', () => {
    const { store, clock, network } = field('fms_unit');
    store.type('770-001');
    clock.advance(200);
    expect(network.last()?.body).toEqual({ query: '770-001' });
    expect(network.last()?.url).toBe('/suggestions/api/4_1/rs/suggest/fms_unit');
  });
});

describe('stale answers', () => {
  it('aborts the older search and ignores its late answer', async () => {
    const { store, clock, network } = field('party');
    store.type('Сбер');
    clock.advance(200);
    const first = network.requests[0]!;
    store.type('Сбербанк');
    expect(first.aborted).toBe(true);
    clock.advance(200);
    const second = network.requests[1]!;
    second.answer([sberbank]);
    await settle();
    first.answer([soleTrader]);
    await settle();
    expect(store.items.map((item) => item.value)).toEqual(['ПАО "Сбербанк"']);
    expect(store.status).toBe('done');
  });

  it('drops an answer that arrives after the text became too short', async () => {
    const { store, clock, network } = field('party');
    store.type('Сбер');
    clock.advance(200);
    store.type('С');
    network.requests[0]!.answer([sberbank]);
    await settle();
    expect(store.items).toEqual([]);
    expect(store.listShown).toBe(false);
    expect(store.status).toBe('idle');
  });

  it('keeps the suggestions of the last search while the next one loads', async () => {
    const { store, clock, network } = field('party');
    store.type('Сбер');
    clock.advance(200);
    network.last()?.answer([sberbank]);
    await settle();
    store.type('Сберб');
    expect(store.entries).toHaveLength(1);
    expect(store.searching).toBe(true);
  });
});

describe('the list', () => {
  it('opens with the suggestions, and says nothing was found for an empty answer', async () => {
    const { store, clock, network } = field('party');
    store.type('Сбер');
    clock.advance(200);
    network.last()?.answer([sberbank, soleTrader]);
    await settle();
    expect(store.listShown).toBe(true);
    expect(store.entries.map((entry) => entry.type)).toEqual(['suggestion', 'suggestion']);
    expect(store.entries.every((entry) => isEntryKey(entry.key))).toBe(true);
    store.type('Несуществующая');
    clock.advance(200);
    network.last()?.answer([]);
    await settle();
    expect(store.nothingFound).toBe(true);
    expect(store.listShown).toBe(true);
    expect(store.entries).toEqual([]);
  });

  it('closes and reopens on focus only when it has something to show', async () => {
    const { store, clock, network } = field('bank');
    store.setOpen(true);
    expect(store.open).toBe(false);
    store.type('044525');
    clock.advance(200);
    network.last()?.answer([sberbankBank]);
    await settle();
    store.setOpen(false);
    expect(store.listShown).toBe(false);
    store.setOpen(true);
    expect(store.listShown).toBe(true);
  });
});

describe('the bad-address warning', () => {
  async function nothingFound(options: SuggestFieldOptions) {
    const setup = field('address', options);
    setup.store.type('ул Несуществующая, д 1');
    setup.clock.advance(200);
    setup.network.last()?.answer([]);
    await settle();
    return setup;
  }

  it('offers the typed text as the address, and the warning entry when the field asks for it', async () => {
    const plain = await nothingFound({});
    expect(plain.store.fieldValue).toBe('ул Несуществующая, д 1');
    expect(plain.store.entries.map((entry) => [entry.type, entry.type === 'suggestion' ? '' : entry.label])).toEqual([
      ['typed', 'Оставить как введено: ул Несуществующая, д 1'],
    ]);
    expect(plain.store.nothingFound).toBe(false);

    const warned = await nothingFound({ badAddressWarning: true });
    expect(warned.store.entries.map((entry) => entry.type)).toEqual(['typed', 'warning']);
    expect(warned.store.entries[1]).toMatchObject({ label: 'Адрес не найден в справочнике — проверьте написание' });
  });

  it('picking the warning clears the field', async () => {
    const { store } = await nothingFound({ badAddressWarning: true });
    const warning = store.entries.find((entry) => entry.type === 'warning')!;
    expect(store.pick(warning.key)).toEqual({ value: undefined, fill: [] });
    expect(store.text).toBe('');
    expect(store.fieldValue).toBeUndefined();
    expect(store.listShown).toBe(false);
  });

  it('picking the typed text keeps it as the address and closes the list', async () => {
    const { store } = await nothingFound({ badAddressWarning: true });
    const typed = store.entries.find((entry) => entry.type === 'typed')!;
    expect(store.pick(typed.key)).toEqual({ value: 'ул Несуществующая, д 1', fill: [] });
    expect(store.listShown).toBe(false);
  });

  it('is not offered when the directory found the address', async () => {
    const { store, clock, network } = field('address', { badAddressWarning: true });
    store.type('Вавилова 19');
    clock.advance(200);
    network.last()?.answer([vavilova]);
    await settle();
    expect(store.entries.map((entry) => entry.type)).toEqual(['suggestion']);
  });
});

describe('picking', () => {
  const companyFill = {
    name: 'data.name.short_with_opf',
    full_name: 'data.name.full_with_opf',
    inn: 'data.inn',
    kpp: 'data.kpp',
    ogrn: 'data.ogrn',
    legal_address: 'data.address.unrestricted_value',
    'head/name': 'data.management.name',
    'head/post': 'data.management.post',
    '/bank/payer_inn': 'data.inn',
  };

  async function found<K extends SuggestKind>(kind: K, options: SuggestFieldOptions, answer: Parameters<ReturnType<typeof deferredNetwork>['requests'][number]['answer']>[0]) {
    const setup = field(kind, options);
    setup.store.type('Сбер');
    setup.clock.advance(200);
    setup.network.last()?.answer(answer);
    await settle();
    return setup;
  }

  it('fills the mapped fields of a company, relative to the field and from the form root', async () => {
    const { store } = await found('party', { fill: companyFill, valueFrom: 'data.name.short_with_opf' }, [sberbank]);
    const outcome = store.pick(store.entries[0]!.key, ['company']);
    expect(outcome?.value).toBe('ПАО "Сбербанк"');
    expect(outcome?.fill).toEqual([
      { path: ['company', 'name'], value: 'ПАО "Сбербанк"' },
      { path: ['company', 'full_name'], value: 'Публичное акционерное общество "Сбербанк России"' },
      { path: ['company', 'inn'], value: '7707083893' },
      { path: ['company', 'kpp'], value: '773601001' },
      { path: ['company', 'ogrn'], value: '1027700132195' },
      { path: ['company', 'legal_address'], value: '117312, г Москва, ул Вавилова, д 19' },
      { path: ['company', 'head', 'name'], value: 'Греф Герман Оскарович' },
      { path: ['company', 'head', 'post'], value: 'Президент, Председатель Правления' },
      { path: ['bank', 'payer_inn'], value: '7707083893' },
    ]);
    expect(store.selected).toEqual(sberbank);
    expect(store.text).toBe('ПАО "Сбербанк"');
    expect(store.listShown).toBe(false);
  });

  it('clears the mapped fields a company does not have', async () => {
    const { store } = await found('party', { fill: companyFill }, [soleTrader]);
    const fill = store.pick(store.entries[0]!.key, ['company'])?.fill ?? [];
    const byField = Object.fromEntries(fill.map((target) => [target.path.join('/'), target.value]));
    expect(byField['company/kpp']).toBeUndefined();
    expect(byField['company/head/name']).toBeUndefined();
    expect(byField['company/legal_address']).toBeUndefined();
    expect(byField['company/inn']).toBe('500100732259');
  });

  it('fills a bank by its BIK with the name and correspondent account', async () => {
    const { store } = await found('bank', { valueFrom: 'data.bic', fill: { bank_name: 'data.name.payment', cor_account: 'data.correspondent_account' } }, [sberbankBank]);
    expect(store.pick(store.entries[0]!.key, ['bank'])).toEqual({
      value: '044525225',
      fill: [
        { path: ['bank', 'bank_name'], value: 'ПАО Сбербанк' },
        { path: ['bank', 'cor_account'], value: '30101810400000000225' },
      ],
    });
  });

  it('fills the issuer name from an issuer code', async () => {
    const { store } = await found('fms_unit', { valueFrom: 'data.code', fill: { issuer: 'data.name' } }, [moscowIssuer]);
    expect(store.pick(store.entries[0]!.key, ['passport'])).toEqual({
      value: '770-001',
      fill: [{ path: ['passport', 'issuer'], value: 'ГУ МВД России по г. Москве' }],
    });
  });

  it('takes a suggestion without data as text only', async () => {
    const { store } = await found('address', { fill: { postal_code: 'data.postal_code' } }, [{ value: 'г Москва', unrestricted_value: 'г Москва', data: null }]);
    expect(store.pick(store.entries[0]!.key, [])).toEqual({ value: 'г Москва', fill: [] });
    expect(store.selected).toBeNull();
  });

  it('ignores a key that is not in the list', async () => {
    const { store } = await found('party', {}, [sberbank]);
    expect(store.pick('ПАО "Сбербанк"')).toBeNull();
    expect(store.selected).toBeNull();
  });

  it('forgets the picked suggestion once the text changes', async () => {
    const { store } = await found('party', {}, [sberbank]);
    store.pick(store.entries[0]!.key);
    store.type('ПАО "Сбербанк" ');
    expect(store.selected).toBeNull();
  });
});

describe('failures', () => {
  it('shows the service message beside the field and lets typing go on', async () => {
    const { store, clock, network, reported } = field('party');
    store.type('Сбер');
    clock.advance(200);
    network.last()?.fail(502, { code: 50200, message: 'Сервис DaData недоступен, попробуйте позже' });
    await settle();
    expect(store.status).toBe('failed');
    expect(store.error).toBe('Сервис DaData недоступен, попробуйте позже');
    expect(store.listShown).toBe(false);
    expect(reported).toEqual([]);
    expect(store.type('Сбербанк')).toBe('Сбербанк');
    expect(store.error).toBeNull();
    clock.advance(200);
    network.last()?.answer([sberbank]);
    await settle();
    expect(store.entries).toHaveLength(1);
  });

  it('says the service is unavailable when the network is down', async () => {
    const { store, clock, network } = field('address');
    store.type('Москва');
    clock.advance(200);
    network.last()?.drop();
    await settle();
    expect(store.error).toBe('Сервис подсказок недоступен. Продолжайте ввод вручную.');
    expect(store.fieldValue).toBe('Москва');
  });

  it('refuses an answer that is not a suggestions list', async () => {
    const { store, clock, network } = field('bank');
    store.type('044525');
    clock.advance(200);
    network.last()?.fail(200, { items: [] });
    await settle();
    expect(store.error).toBe('Сервис подсказок ответил в неизвестном формате');
  });

  it('hands a 401 to the error catalogue, which ends the session', async () => {
    const { store, clock, network, reported } = field('party');
    store.type('Сбер');
    clock.advance(200);
    network.last()?.fail(401, { code: 40100, message: 'Сессия истекла' });
    await settle();
    expect(reported).toEqual([401]);
  });
});

describe('outside changes', () => {
  it('takes a value set from outside without searching', async () => {
    const { store, clock, network } = field('address');
    store.sync('117312, г Москва, ул Вавилова, д 19');
    clock.advance(1000);
    expect(store.text).toBe('117312, г Москва, ул Вавилова, д 19');
    expect(network.requests).toHaveLength(0);
  });

  it('keeps the typed text when the form echoes the value the store set', () => {
    const { store } = field('address');
    store.type('Мо');
    store.sync(undefined);
    expect(store.text).toBe('Мо');
  });

  it('stops a due search when the field goes away', () => {
    const { store, clock, network } = field('party');
    store.type('Сбер');
    store.dispose();
    clock.advance(1000);
    expect(network.requests).toHaveLength(0);
    expect(clock.pending).toBe(0);
  });
});
