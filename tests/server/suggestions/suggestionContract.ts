import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { bodyLimitBytes } from '../../../src/server/app';
import { registeredAgent } from '../helpers/accounts';
import { client } from '../helpers/serverContext';
import { dadataFields } from './dadataFields';

type Suggestion = { value: string; unrestricted_value: string; data: Record<string, unknown> };
type Raw = { status: number; body: { suggestions?: Suggestion[]; code?: number; message?: string; data?: unknown } };

const suggestPath = (kind: string) => `/suggestions/api/4_1/rs/suggest/${kind}`;

function expectNamesWithin(object: unknown, allowed: readonly string[], what: string): void {
  expect(object, what).toBeTypeOf('object');
  const extra = Object.keys(object as object).filter((key) => !allowed.includes(key));
  expect(extra, `${what}: fields DaData does not have`).toEqual([]);
}

function expectSuggestionShape(suggestion: Suggestion, dataFields: readonly string[]): void {
  expect(Object.keys(suggestion).sort()).toEqual([...dadataFields.suggestion].sort());
  expect(suggestion.value).toBeTypeOf('string');
  expect(suggestion.unrestricted_value).toBeTypeOf('string');
  expectNamesWithin(suggestion.data, dataFields, 'data');
}

function expectParty(suggestion: Suggestion): void {
  expectSuggestionShape(suggestion, dadataFields.party);
  const data = suggestion.data as { inn: string; ogrn: string; name: object; state: object; address: { data: unknown } | null; type: string };
  expect(data.inn).toMatch(/^\d{10}(\d{2})?$/);
  expect(data.ogrn).toMatch(/^\d{13}(\d{2})?$/);
  expect(['LEGAL', 'INDIVIDUAL']).toContain(data.type);
  expectNamesWithin(data.name, dadataFields.partyName, 'data.name');
  expectNamesWithin(data.state, dadataFields.partyState, 'data.state');
  if (data.address?.data) expectNamesWithin(data.address.data, dadataFields.address, 'data.address.data');
}

/**
 * What every suggestion provider must do, seen through the HTTP API: DaData's request and answer
 * format, defaults and limits, filters, the catalogue calls and Russian refusals. Written once and run
 * against the offline provider and the DaData adapter (over recorded DaData answers).
 */
export function suggestionContract(appOf: () => FastifyInstance): void {
  let api: ReturnType<typeof client>;
  let token = '';
  const suggest = (kind: string, body: unknown) => api.post(suggestPath(kind), body) as Promise<Raw>;

  beforeAll(async () => {
    token = (await registeredAgent(appOf())).token;
    api = client(appOf(), { token });
  });

  it('suggests companies in DaData format, working ones by default, the best match first', async () => {
    const answer = await suggest('party', { query: 'сбербанк' });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['suggestions']);
    const list = answer.body.suggestions!;
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(list.length).toBeLessThanOrEqual(10);
    list.forEach(expectParty);
    expect(list[0]!.data).toMatchObject({ inn: '7707083893', kpp: '773601001', ogrn: '1027700132195' });
    expect(list[0]!.value.toLowerCase()).toContain('сбербанк');
    for (const s of list) expect(['ACTIVE', 'LIQUIDATING']).toContain((s.data.state as { status: string }).status);
  });

  it('honours count and refuses more than 20 or fewer than 1', async () => {
    const one = await suggest('party', { query: 'сбербанк', count: 1 });
    expect(one.status).toBe(200);
    expect(one.body.suggestions).toHaveLength(1);
    expect(await suggest('party', { query: 'сбербанк', count: 21 })).toMatchObject({
      status: 400,
      body: { code: 40001, message: 'Поле «Количество подсказок»: должно быть не больше 20' },
    });
    expect((await suggest('party', { query: 'сбербанк', count: 0 })).body.message).toBe('Поле «Количество подсказок»: должно быть не меньше 1');
  });

  it('finds a company by its INN', async () => {
    const answer = await suggest('party', { query: '7707083893' });
    expect(answer.status).toBe(200);
    expect(answer.body.suggestions![0]!.data.inn).toBe('7707083893');
  });

  it('filters companies by register state: liquidated only when asked', async () => {
    const liquidated = await suggest('party', { query: 'втб 24', status: ['LIQUIDATED'] });
    expect(liquidated.status).toBe(200);
    const list = liquidated.body.suggestions!;
    expect(list.map((s) => s.data.inn)).toContain('7710353606');
    for (const s of list) expect((s.data.state as { status: string }).status).toBe('LIQUIDATED');
    const working = await suggest('party', { query: 'втб 24' });
    expect(working.status).toBe(200);
    expect(working.body.suggestions!.map((s) => s.data.inn)).not.toContain('7710353606');
  });

  it('suggests addresses in the municipal division by default and accepts the administrative one in either case', async () => {
    for (const body of [{ query: 'москва тверская' }, { query: 'москва тверская', division: 'administrative' }, { query: 'москва тверская', division: 'MUNICIPAL' }]) {
      const answer = await suggest('address', body);
      expect(answer.status).toBe(200);
      const first = answer.body.suggestions![0]!;
      answer.body.suggestions!.forEach((s) => expectSuggestionShape(s, dadataFields.address));
      expect(first.value).toBe('г Москва, ул Тверская');
      expect(first.data).toMatchObject({ region: 'Москва', city: 'Москва', street: 'Тверская', street_type: 'ул', fias_level: '7' });
    }
  });

  it('suggests a bank by BIK with its correspondent account', async () => {
    const answer = await suggest('bank', { query: '044525225' });
    expect(answer.status).toBe(200);
    const first = answer.body.suggestions![0]!;
    expectSuggestionShape(first, dadataFields.bank);
    expectNamesWithin(first.data.name, dadataFields.bankName, 'data.name');
    expect(first.data).toMatchObject({ bic: '044525225', correspondent_account: '30101810400000000225', inn: '7707083893' });
  });

  it('suggests passport issuers by department code', async () => {
    const answer = await suggest('fms_unit', { query: '770-001' });
    expect(answer.status).toBe(200);
    const list = answer.body.suggestions!;
    expect(list.length).toBeGreaterThanOrEqual(1);
    for (const s of list) {
      expect(Object.keys(s.data).sort()).toEqual([...dadataFields.fmsUnit].sort());
      expect(s.data).toMatchObject({ code: '770-001', region_code: '77', type: '0' });
      expect(s.value.toUpperCase()).toContain('МОСКВ');
    }
  });

  it('answers the catalogue call /v1/suggestion/read in the envelope', async () => {
    const bank = await api.post<{ suggestions: Suggestion[] }>('/v1/suggestion/read', { method: 'bank', query: '044525225' });
    expect(bank.status).toBe(200);
    expect(bank.body.code).toBe(20000);
    expect(bank.body.data!.suggestions[0]!.data.bic).toBe('044525225');
    const party = await api.post<{ suggestions: Suggestion[] }>('/v1/suggestion/read', { method: 'party', query: 'сбербанк' });
    expect(party.body.data!.suggestions[0]!.data.inn).toBe('7707083893');
    expect(await api.post('/v1/suggestion/read', { method: 'people', query: 'сбербанк' })).toMatchObject({
      status: 400,
      body: { code: 40001, message: 'Поле «Метод»: должно быть одним из значений: party, address, bank, fms_unit' },
    });
  });

  it('finds an organisation by INN, INN with KPP or OGRN, and says in Russian when there is none', async () => {
    for (const body of [{ inn: '7707083893' }, { inn: '7707083893', kpp: '773601001' }, { ogrn: '1027700132195' }]) {
      const answer = await api.post<Suggestion>('/v1/suggestion/read/organization', body);
      expect(answer.status, JSON.stringify(body)).toBe(200);
      expect(answer.body.code).toBe(20000);
      expectParty(answer.body.data!);
      expect(answer.body.data!.data).toMatchObject({ inn: '7707083893', ogrn: '1027700132195' });
    }
    expect(await api.post('/v1/suggestion/read/organization', { inn: '7700000009' })).toMatchObject({
      status: 404,
      body: { code: 40400, message: 'Организация не найдена' },
    });
    expect((await api.post('/v1/suggestion/read/organization', {})).body).toEqual({ code: 40000, message: 'Укажите ИНН или ОГРН организации' });
    expect((await api.post('/v1/suggestion/read/organization', { kpp: '773601001' })).body.message).toBe('КПП указывается только вместе с ИНН');
    expect((await api.post('/v1/suggestion/read/organization', { inn: '7707083894' })).body).toEqual({
      code: 40001,
      message: 'Поле «ИНН»: неверный ИНН: не сходится контрольное число',
    });
    expect((await api.post('/v1/suggestion/read/organization', { ogrn: 1027700132195 })).body.message).toBe('Поле «ОГРН»: должно быть строкой');
  });

  it('reads a card of company details and resolves its INN with KPP and its BIK', async () => {
    const card = 'Карточка предприятия\nПолное наименование: ПАО Сбербанк\nИНН/КПП 7707083893/773601001\nОГРН 1027700132195\nБИК 044525225\nК/с 30101810400000000225';
    const fileUrl = `data:text/plain;charset=utf-8;base64,${Buffer.from(card).toString('base64')}`;
    const party = await api.post<{ suggestions: Suggestion[]; requisites: unknown }>('/v1/suggestion/read/parsefile', { method: 'party', file_url: fileUrl });
    expect(party.status).toBe(200);
    expect(party.body.data!.suggestions.map((s) => s.data.inn)).toEqual(['7707083893']);
    expect(party.body.data!.requisites).toEqual({ inn: [{ inn: '7707083893', kpp: '773601001' }], ogrn: ['1027700132195'], bic: ['044525225'] });
    const bank = await api.post<{ suggestions: Suggestion[] }>('/v1/suggestion/read/parsefile', { method: 'bank', file_url: fileUrl });
    expect(bank.body.data!.suggestions.map((s) => s.data.bic)).toEqual(['044525225']);
    expect(await api.post('/v1/suggestion/read/parsefile', { method: 'fms_unit', file_url: fileUrl })).toMatchObject({
      status: 400,
      body: { message: 'Разбор карточки предприятия для метода «fms_unit» не поддерживается: укажите party (организация) или bank (банк)' },
    });
  });

  it('refuses bad suggestion requests with 400 in Russian, never 500', async () => {
    const cases: [unknown, string][] = [
      [{ query: '' }, 'Поле «Текст запроса»: обязательно для заполнения'],
      [{ query: '   ' }, 'Поле «Текст запроса»: обязательно для заполнения'],
      [{}, 'Поле «Текст запроса»: обязательно для заполнения'],
      [{ query: 'я'.repeat(10 * 1024) }, 'Поле «Текст запроса»: должно содержать не более 300 символов'],
      [{ query: 42 }, 'Поле «Текст запроса»: должно быть строкой'],
      [{ query: 'сбер', count: '5' }, 'Поле «Количество подсказок»: должно быть целым числом'],
      [{ query: 'сбер', status: 'ACTIVE' }, 'Поле «Статус организации»: должно быть списком'],
      [{ query: 'сбер', status: ['DEAD'] }, 'Поле «Статус организации»: должно быть одним из значений: ACTIVE, LIQUIDATING, LIQUIDATED, BANKRUPT, REORGANIZING'],
      [['сбер'], 'Тело запроса должно быть объектом JSON'],
    ];
    for (const [body, message] of cases) {
      const answer = await suggest('party', body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect((await suggest('address', { query: 'москва', division: 'federal' })).body.message).toBe(
      'Поле «Деление»: должно быть одним из значений: MUNICIPAL, ADMINISTRATIVE, municipal, administrative',
    );
    expect((await suggest('fms_unit', { query: '770', filters: [{ region_code: 'Москва' }] })).body.message).toBe('Поле «Код региона»: должно состоять из 2 цифр');
    const malformed = await appOf().inject({
      method: 'POST',
      url: suggestPath('bank'),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '{"query": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 40002, message: 'Тело запроса не является корректным JSON' });
  });

  it('refuses a huge body with 413 and unknown paths with 404, in Russian', async () => {
    const huge = await suggest('party', { query: 'сбер', padding: 'x'.repeat(bodyLimitBytes) });
    expect(huge).toMatchObject({ status: 413, body: { code: 41300, message: 'Слишком большой запрос' } });
    expect(await suggest('people', { query: 'сбер' })).toMatchObject({ status: 404, body: { code: 40400, message: 'Ресурс не найден' } });
  });

  it('needs a signed-in user for every call', async () => {
    const anonymous = client(appOf());
    const urls = [
      ...['party', 'address', 'bank', 'fms_unit'].map(suggestPath),
      '/v1/suggestion/read',
      '/v1/suggestion/read/organization',
      '/v1/suggestion/read/parsefile',
    ];
    for (const url of urls) {
      const answer = await anonymous.post(url, { query: 'сбербанк', method: 'party', inn: '7707083893' });
      expect(answer.status, url).toBe(401);
      expect(answer.body).toEqual({ code: 40100, message: 'Сессия истекла, войдите снова' });
    }
  });
}
