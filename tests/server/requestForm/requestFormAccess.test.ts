import fc from 'fast-check';
import { expect, it } from 'vitest';
import { guaranteeDays } from '../../../src/domain/steps/guaranteeDays';
import { client, forEachDatabase } from '../helpers/serverContext';
import { makeReadonly, signedInAgent, signedInClient } from '../requests/requestFixtures';
import { createThroughApi, validExample, type RootAnswer } from './formFixtures';

const notFound = { code: 40400, message: 'Заявка не найдена' };
const readonly = { code: 40000, message: 'Заявка доступна только для чтения' };

/** Every write of the request form, for one request number. */
function writes(id: number): [string, unknown][] {
  return [
    ['/v1/bgparameters/write', { request_id: id, parameters: validExample('guaranty-detail-info', 'performance-with-advance') }],
    ['/v1/questionnaire/write/juridical', { request_id: id, questionnaire: validExample('juridical-questionnaire', 'limited-company') }],
    ['/v1/questionnaire/write/financereport', { request_id: id, report: validExample('finance-report', 'two-years-from-fns-file') }],
    [`/v2/bgrequest/write/${id}/step/information-head`, validExample('information-head', 'general-director')],
    ['/v2/bgrequest/write/saveasdraft', { request_id: id, steps: [], source: 16 }],
    [`/v2/bgrequest/write/${id}/draft/guaranty-detail-info`, { sum: 1000 }],
    [`/v2/bgrequest/write/${id}/customers/all`, { customers: [] }],
    [`/v2/bgrequest/write/${id}/customers/1`, { is_active: true, sum: 10 }],
  ];
}

/** Every read of the request form. */
const reads = (id: number) => [
  `/v1/bgrequest/read/${id}/root`,
  `/v1/bgrequest/read/${id}/root/edit`,
  `/v1/bgrequest/read/${id}/subrequests`,
  `/v1/bgparameters/read/${id}`,
  `/v1/questionnaire/read/juridical/${id}`,
  `/v1/questionnaire/read/financereport/${id}`,
  `/v2/bgrequest/read/${id}/customers/all`,
];

forEachDatabase('Request form: access, read-only, known company, bad input', (ctx) => {
  it('answers another organisation and unknown numbers with the 404 of a missing request', async () => {
    const owner = await signedInAgent(ctx.app);
    const stranger = await signedInAgent(ctx.app);
    const { id } = await createThroughApi(ctx.app, owner);
    const api = client(ctx.app, { token: stranger.token });
    for (const url of [...reads(id), ...reads(id + 1_000_000)]) expect((await api.get(url)).body, url).toEqual(notFound);
    for (const [url, body] of writes(id)) expect((await api.post(url, body)).body, url).toEqual(notFound);
    for (const url of reads(id)) expect((await client(ctx.app).get(url)).status, url).toBe(401);
  });

  it('refuses every write to a read-only request and to the client of the request', async () => {
    const agent = await signedInAgent(ctx.app);
    const customer = await signedInClient(ctx.app);
    const { id } = await createThroughApi(ctx.app, agent);
    await ctx.database.db.updateTable('bg_request').set({ client_organization_uuid: customer.organizationUuid }).where('id', '=', id).execute();
    for (const [url, body] of writes(id)) {
      expect((await client(ctx.app, { token: customer.token }).post(url, body)).body, url).toEqual(readonly);
    }
    const root = await client(ctx.app, { token: customer.token }).get<RootAnswer>(`/v1/bgrequest/read/${id}/root`);
    expect(root.status).toBe(200);
    expect(root.body.data).toMatchObject({ id, editable: false });
    expect((await client(ctx.app, { token: customer.token }).get(`/v1/bgrequest/read/${id}/subrequests`)).body).toMatchObject({ code: 20000, data: { request_id: id, subrequests: [] } });
    await makeReadonly(ctx.app, id);
    for (const [url, body] of writes(id)) expect((await client(ctx.app, { token: agent.token }).post(url, body)).body, url).toEqual(readonly);
    const sent = await client(ctx.app, { token: agent.token }).get<RootAnswer>(`/v1/bgrequest/read/${id}/root`);
    expect(sent.body.data).toMatchObject({ readonly: true, sub_common_status: 'review', current_step: 'preview' });
  });

  it('starts a new request of a known company from its latest questionnaire, head and founders', async () => {
    const agent = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: agent.token });
    const first = await createThroughApi(ctx.app, agent);
    const questionnaire = validExample('juridical-questionnaire', 'limited-company');
    expect((await api.post('/v1/questionnaire/write/juridical', { request_id: first.id, questionnaire })).status).toBe(200);
    const head = validExample('information-head', 'general-director');
    expect((await api.post(`/v2/bgrequest/write/${first.id}/step/information-head`, head)).status).toBe(200);
    const founders = validExample('information-founders', 'single-member-company');
    expect((await api.post(`/v2/bgrequest/write/${first.id}/step/information-founders`, founders)).status).toBe(200);

    const second = await createThroughApi(ctx.app, agent, validExample('company-information', 'limited-company'), validExample('guarantee-information', 'without-registry-number'));
    expect(second.copied_from).toBe(first.id);
    const root = (await api.get<RootAnswer>(`/v1/bgrequest/read/${second.id}/root`)).body.data!;
    const stepData = (name: string) => root.steps.find((step) => step.name === name);
    expect(stepData('information-head')).toMatchObject({ checked: false, data: { ...head, context: root.context } });
    expect(stepData('information-founders')?.data).toMatchObject(founders);
    expect(stepData('guaranty-detail-info')?.data).toBeNull();
    expect((await api.get(`/v1/questionnaire/read/juridical/${second.id}`)).body.data).toEqual(questionnaire);
    expect(root.current_step).toBe('commercial-detail-info');

    // Another organisation's request for the same company is never a source.
    const other = await signedInAgent(ctx.app);
    expect((await createThroughApi(ctx.app, other)).copied_from).toBeNull();
  });

  it('keeps joint customers in the guarantee and requisites steps, judged by their rules', async () => {
    const agent = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: agent.token });
    const { id } = await createThroughApi(ctx.app, agent);
    await ctx.database.db.updateTable('bg_request').set({ is_joint: true }).where('id', '=', id).execute();
    expect((await api.post(`/v2/bgrequest/write/${id}/customers/1`, { sum: 1 })).body).toEqual({ code: 40000, message: 'Параметры гарантии ещё не сохранены' });
    const parameters = validExample('guaranty-detail-info', 'joint-participation');
    expect((await api.post('/v1/bgparameters/write', { request_id: id, parameters })).status).toBe(200);
    const all = await api.get<Record<string, unknown>[]>(`/v2/bgrequest/read/${id}/customers/all`);
    expect(all.body.data!.map((customer) => customer['order_num'])).toEqual([1, 2, 3]);
    // One customer's sum alone breaks the joint total: the guarantee step's own rule refuses it.
    const broken = await api.post(`/v2/bgrequest/write/${id}/customers/2`, { sum: 100 });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^Сумма гарантии должна быть равна сумме гарантий по активным заказчикам/);
    // Contacts need the requisites step first.
    expect((await api.post(`/v2/bgrequest/write/${id}/customers/1`, { phone: '+7 (499) 246-11-02' })).body.message).toBe(
      'Реквизиты и контакты ещё не сохранены: контакты заказчика сохраняются вместе с ними',
    );
    expect((await api.post(`/v2/bgrequest/write/${id}/step/detail-contacts`, validExample('detail-contacts', 'joint-customers'))).status).toBe(200);
    const moved = await api.post<Record<string, unknown>>(`/v2/bgrequest/write/${id}/customers/3`, { is_active: false, email: 'yakimanka@mos.ru' });
    expect(moved.status, moved.body.message).toBe(200);
    expect(moved.body.data).toMatchObject({ order_num: 3, is_active: false, email: 'yakimanka@mos.ru' });
    const one = await api.get<Record<string, unknown>>(`/v2/bgrequest/read/${id}/customers/1`);
    expect(one.body.data).toMatchObject({ order_num: 1, sum: 750000.25, oktmo: '45383000' });
    expect((await api.get(`/v2/bgrequest/read/${id}/customers/9`)).body).toEqual({ code: 40400, message: 'Заказчик не найден' });
    const badPhone = await api.post(`/v2/bgrequest/write/${id}/customers/1`, { phone: '12' });
    expect(badPhone.body.message).toBe('Телефон должен содержать не менее 11 цифр, например +7 999 123-45-67');
  });

  it('moves a past start date to today when the parameters are saved and read', async () => {
    const agent = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: agent.token });
    const { id } = await createThroughApi(ctx.app, agent);
    const parameters: Record<string, unknown> = { ...validExample('guaranty-detail-info', 'performance-with-advance'), dateFrom: '2020-01-10' };
    const saved = await api.post<{ data: Record<string, unknown> }>('/v1/bgparameters/write', { request_id: id, parameters });
    expect(saved.status, saved.body.message).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
    expect(saved.body.data!.data['dateFrom']).toBe(today);
    const read = await api.get<Record<string, unknown>>(`/v1/bgparameters/read/${id}`);
    expect(read.body.data).toMatchObject({ dateFrom: today, sum: parameters['sum'], context: { guarantee_sum: parameters['sum'] } });
    // The term in days is counted from the moved start date, whatever the browser sent.
    expect(saved.body.data!.data['daysCount']).toBe(guaranteeDays(today, parameters['dateTo']));
    expect(read.body.data!['daysCount']).toBe(guaranteeDays(today, parameters['dateTo']));
  });

  it('counts the term in days from the dates and drops a term the dates do not give', async () => {
    const agent = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: agent.token });
    const { id } = await createThroughApi(ctx.app, agent);
    const base = validExample('guaranty-detail-info', 'performance-with-advance');
    const dateFrom = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date(Date.now() + 86_400_000 * 3));
    const dateTo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date(Date.now() + 86_400_000 * 103));
    const saved = await api.post<{ data: Record<string, unknown> }>('/v1/bgparameters/write', { request_id: id, parameters: { ...base, dateFrom, dateTo, daysCount: 7 } });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data!.data['daysCount']).toBe(100);
    const draft = await api.post<{ data: Record<string, unknown> }>('/v1/bgparameters/write', { request_id: id, parameters: { ...base, dateFrom, dateTo: undefined, daysCount: 7 } });
    expect(draft.body.data?.data['daysCount']).toBeUndefined();
  });

  it('never answers 500 to arbitrary bodies and keeps no text PostgreSQL cannot store', async () => {
    const agent = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: agent.token });
    const { id } = await createThroughApi(ctx.app, agent);
    const urls = [
      '/v1/bgrequest/write',
      `/v2/bgrequest/write/${id}/step/detail-contacts`,
      `/v2/bgrequest/write/${id}/step/documents`,
      `/v2/bgrequest/write/${id}/step/company-information`,
      `/v2/bgrequest/write/${id}/step/nonsense`,
      '/v1/bgparameters/write',
      '/v1/questionnaire/write/juridical',
      '/v1/questionnaire/write/financereport',
      '/v2/bgrequest/write/saveasdraft',
      `/v2/bgrequest/write/${id}/customers/all`,
      `/v2/bgrequest/write/${id}/customers/1`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), fc.oneof(fc.jsonValue(), fc.record({ request_id: fc.constant(id), questionnaire: fc.jsonValue(), parameters: fc.jsonValue() })), async (url, body) => {
        const answer = await api.post(url, body);
        expect(answer.status, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    const nul = await api.post(`/v2/bgrequest/write/${id}/step/detail-contacts`, { ...validExample('detail-contacts', 'customer-contacts-not-required'), contact_person: 'Иванов\u0000Иван' });
    expect(nul.body).toEqual({ code: 40000, message: 'Текст содержит недопустимые символы' });
    expect((await api.post(`/v2/bgrequest/write/${id}/step/company-information`, {})).body.message).toBe(
      'Данные о компании и гарантии задаются при создании заявки и позже не меняются',
    );
    expect((await api.post('/v2/bgrequest/write/saveasdraft', { request_id: id, steps: ['detail-contacts'], source: 16 })).body.message).toBe('Шаг «Реквизиты и контакты» ещё не сохранён');
    expect((await api.post('/v2/bgrequest/write/saveasdraft', { request_id: id, source: 15 })).status).toBe(400);
    expect((await api.post('/v1/questionnaire/write/individual', { request_id: id, questionnaire: validExample('individual-questionnaire', 'entrepreneur') })).body.message).toBe(
      'Заявитель — организация: сохраните анкету юридического лица',
    );
  });
});
