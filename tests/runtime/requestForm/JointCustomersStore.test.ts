import { describe, expect, it } from 'vitest';
import { createRequestFormApi } from '../../../src/api';
import { JointCustomersStore, jointCustomersTexts } from '../../../src/runtime/requestForm/JointCustomersStore';
import { fail, ok, type Route } from '../../api/support/scriptedAdapter';
import { guaranteeStep, makeForm, rootFixture } from './support';

const TENDER = '0173100009526000033';
const ROOT = 'GET /v1/bgrequest/read/42/root/edit';
const TENDER_FULL = `GET /v1/tender/read/full/${TENDER}/1`;
const READ_ALL = 'GET /v2/bgrequest/read/42/customers/all';
const WRITE_ALL = 'POST /v2/bgrequest/write/42/customers/all';

/** The joint lot of the shipped tender 0173100009526000033 as the EIS lookup answers it. */
const tenderFull = {
  notification_number: TENDER,
  lot_number: 1,
  is_joint: true,
  lots: [
    {
      lot_number: 1,
      customers: [
        { order_num: 1, name: 'Федеральное казначейство', oktmo: null, participation_sum_bg: 24000, execution_sum_bg: 120000, gw_bg_sum: null },
        { order_num: 2, name: 'Министерство финансов Российской Федерации', oktmo: null, participation_sum_bg: 18500, execution_sum_bg: 92500, gw_bg_sum: null },
        { order_num: 3, name: 'Федеральная служба государственной регистрации, кадастра и картографии', oktmo: '45382000', participation_sum_bg: 31500, execution_sum_bg: 157500, gw_bg_sum: null },
      ],
    },
  ],
};

const contacts = (n: number) => ({ oktmo: '45382000', phone: `+7 (495) 000-00-0${n}`, email: `zakupki${n}@minfin.ru`, contacts_confirmed: true });

/** Customers as saved: all three take part, 74 000 ₽ in all. */
const savedCustomers = [
  { order_num: 1, name: 'Федеральное казначейство', is_active: true, sum: 24000 },
  { order_num: 2, name: 'Министерство финансов Российской Федерации', is_active: true, sum: 18500 },
  { order_num: 3, name: 'Федеральная служба государственной регистрации, кадастра и картографии', is_active: true, sum: 31500 },
];

const jointRoot = (steps: unknown[] = []) => rootFixture({ is_joint: true, tender_number: TENDER, tender_lot_number: 1, steps });

async function customersOf(root: ReturnType<typeof jointRoot>, routes: Record<string, Route> = {}) {
  const made = makeForm({ [ROOT]: ok(root), ...routes });
  await made.form.load();
  const store = new JointCustomersStore(made.form, createRequestFormApi(made.http));
  return { ...made, store };
}

describe('JointCustomersStore', () => {
  it('brings the customers of the tender\'s lot with their participation sums, all taking part, and makes their total the guarantee sum', async () => {
    const { store, form, network } = await customersOf(jointRoot(), { [READ_ALL]: ok([]), [TENDER_FULL]: ok(tenderFull) });
    form.edit('guaranty-detail-info', { ...guaranteeStep, sum: undefined });
    await store.load();
    expect(network.seen.map((call) => `${call.method} ${call.url}`)).toEqual([ROOT, READ_ALL, TENDER_FULL]);
    expect(store.customers.map((customer) => [customer.order_num, customer.is_active, customer.sum])).toEqual([
      [1, true, 24000],
      [2, true, 18500],
      [3, true, 31500],
    ]);
    expect(store.customers[2]?.oktmo).toBe('45382000');
    expect(store.customers[0]?.date_from).toBe('2026-12-01');
    expect(form.dataOf('guaranty-detail-info').sum).toBe(74000);
    expect(store.activeTotal).toBe(74000);
    expect(store.sumHolds).toBe(true);
    // The guarantee part is in the guarantee step, the contacts in the requisites step.
    expect(form.dataOf('guaranty-detail-info').customers).toEqual([
      { order_num: 1, name: 'Федеральное казначейство', is_active: true, sum: 24000, date_from: '2026-12-01' },
      { order_num: 2, name: 'Министерство финансов Российской Федерации', is_active: true, sum: 18500, date_from: '2026-12-01' },
      { order_num: 3, name: 'Федеральная служба государственной регистрации, кадастра и картографии', is_active: true, sum: 31500, date_from: '2026-12-01' },
    ]);
    expect((form.dataOf('detail-contacts').customers as { oktmo?: string }[]).map((customer) => customer.oktmo)).toEqual([undefined, undefined, '45382000']);
  });

  it('a performance guarantee takes the customers\' execution sums; a list already on the server is taken as it is', async () => {
    const performance = await customersOf(jointRoot(), { [READ_ALL]: ok([]), [TENDER_FULL]: ok(tenderFull) });
    performance.form.edit('guaranty-detail-info', { ...guaranteeStep, stage: 'i_without_a', contractSum: 7400000, sum: 370000 });
    await performance.store.load();
    expect(performance.store.customers.map((customer) => customer.sum)).toEqual([120000, 92500, 157500]);
    expect(performance.store.guaranteeSum).toBe(370000);
    expect(performance.store.sumHolds).toBe(true);

    const fromServer = await customersOf(jointRoot(), { [READ_ALL]: ok([{ ...savedCustomers[0], ...contacts(1) }]) });
    await fromServer.store.load();
    expect(fromServer.store.customers).toEqual([{ ...savedCustomers[0], ...contacts(1) }]);
    expect(fromServer.network.seen.some((call) => call.url.startsWith('/v1/tender'))).toBe(false);
  });

  it('shows the sum rule live: a customer who stops taking part leaves the guarantee sum short until it is made their total', async () => {
    const { store, form } = await customersOf(jointRoot([{ name: 'guaranty-detail-info', data: { ...guaranteeStep, sum: 74000, customers: savedCustomers }, checked: true }]));
    expect(store.sumHolds).toBe(true);
    store.update(3, { is_active: false });
    expect(store.activeCount).toBe(2);
    expect(store.activeTotal).toBe(42500);
    expect(store.difference).toBe(31500);
    expect(store.sumHolds).toBe(false);
    // The step's own rule says the same, in its words.
    expect(form.errorsOf('guaranty-detail-info').map((error) => error.message)).toContain(
      'Сумма гарантии должна быть равна сумме гарантий по активным заказчикам: 42 500,00 ₽',
    );
    store.acceptTotal();
    expect(form.dataOf('guaranty-detail-info').sum).toBe(42500);
    expect(store.sumHolds).toBe(true);
    expect(form.errorsOf('guaranty-detail-info')).toEqual([]);
    // Kopecks add up as a person expects.
    store.update(1, { sum: 0.1 });
    store.update(2, { sum: 0.2 });
    store.acceptTotal();
    expect(store.guaranteeSum).toBe(0.3);
    expect(store.sumHolds).toBe(true);
  });

  it('gives each active customer the rules\' own messages: a zero sum, OKTMO, phone, e-mail and confirmation; one that does not take part needs none', async () => {
    const { store } = await customersOf(jointRoot([{ name: 'guaranty-detail-info', data: { ...guaranteeStep, sum: 74000, customers: savedCustomers }, checked: true }]));
    store.update(1, { sum: 0 });
    expect(store.errorsOf(1)).toEqual({
      sum: 'Сумма гарантии по активному заказчику не может быть нулевой',
      oktmo: 'Укажите ОКТМО заказчика',
      phone: 'Укажите телефон заказчика',
      email: 'Укажите e-mail заказчика',
      contacts_confirmed: 'Подтвердите контакты заказчика',
    });
    store.update(2, { ...contacts(2), oktmo: '123', email: 'zakupki@' });
    expect(Object.keys(store.errorsOf(2)).sort()).toEqual(['email', 'oktmo']);
    store.update(3, { is_active: false });
    expect(store.errorsOf(3)).toEqual({});
    expect(store.valid).toBe(false);
  });

  it('saves the whole list through POST …/customers/all once both steps are stored', async () => {
    const withContacts = savedCustomers.map((customer) => ({ ...customer, ...contacts(customer.order_num) }));
    const { store, network } = await customersOf(
      jointRoot([
        { name: 'guaranty-detail-info', data: { ...guaranteeStep, sum: 74000, customers: savedCustomers }, checked: true },
        { name: 'detail-contacts', data: { customers: savedCustomers.map(({ sum: _sum, ...customer }) => customer) }, checked: false },
      ]),
      { [WRITE_ALL]: ok(withContacts) },
    );
    for (const customer of savedCustomers) store.update(customer.order_num, contacts(customer.order_num));
    expect(store.valid).toBe(true);
    expect(await store.save()).toBe(true);
    const posts = network.seen.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual(['/v2/bgrequest/write/42/customers/all']);
    expect(posts[0]?.body).toEqual({ customers: withContacts });
    expect(store.notice).toEqual({ type: 'success', text: jointCustomersTexts.saved });
  });

  it('before the requisites step is stored, sends only the sums and dates and says the contacts follow with that step', async () => {
    const { store, network } = await customersOf(
      jointRoot([{ name: 'guaranty-detail-info', data: { ...guaranteeStep, sum: 74000, customers: savedCustomers }, checked: true }]),
      { [WRITE_ALL]: ok(savedCustomers) },
    );
    store.update(2, { phone: '+7 (495) 913-55-55' });
    // Contacts still missing do not block the sums: they are judged with the requisites step.
    expect(await store.save()).toBe(true);
    expect(network.seen.find((call) => call.url.endsWith('/customers/all'))?.body).toEqual({ customers: savedCustomers });
    expect(store.notice?.text).toBe(jointCustomersTexts.savedParameters);
  });

  it('a changed guarantee sum, or a step never stored, is saved by the step\'s own call first', async () => {
    const { store, form, network } = await customersOf(
      jointRoot([{ name: 'guaranty-detail-info', data: { ...guaranteeStep, sum: 74000, customers: savedCustomers }, checked: true }]),
      {
        'POST /v1/bgparameters/write': ok({ step: 'guaranty-detail-info', data: {}, checked: true }),
        'POST /v2/bgrequest/write/saveasdraft': ok({}),
      },
    );
    store.update(3, { is_active: false });
    store.acceptTotal();
    expect(await store.save()).toBe(true);
    const posts = network.seen.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual(['/v1/bgparameters/write', '/v2/bgrequest/write/saveasdraft']);
    const parameters = (posts[0]?.body as { parameters: { sum: number; customers: { is_active: boolean }[] } }).parameters;
    expect(parameters.sum).toBe(42500);
    expect(parameters.customers.map((customer) => customer.is_active)).toEqual([true, true, false]);
    expect(form.checked.has('guaranty-detail-info')).toBe(true);
  });

  it('sends nothing while a customer breaks a rule or the sums differ, and keeps the server\'s refusal in its words', async () => {
    const { store, network } = await customersOf(
      jointRoot([{ name: 'guaranty-detail-info', data: { ...guaranteeStep, sum: 74000, customers: savedCustomers }, checked: true }]),
      { [WRITE_ALL]: fail(400, 'Параметры гарантии ещё не сохранены'), 'POST /v2/bgrequest/write/42/customers/2': ok(savedCustomers[1]) },
    );
    store.update(1, { sum: 0 });
    expect(await store.save()).toBe(false);
    expect(store.notice?.text).toBe(jointCustomersTexts.fixFirst);
    store.update(1, { sum: 20000 });
    expect(await store.save()).toBe(false);
    expect(store.notice?.text).toBe(jointCustomersTexts.sumMismatch);
    expect(network.seen.filter((call) => call.method === 'POST')).toEqual([]);

    store.update(1, { sum: 24000 });
    expect(await store.save()).toBe(false);
    expect(store.notice).toEqual({ type: 'error', text: 'Параметры гарантии ещё не сохранены' });
    // One customer alone goes to POST …/customers/{x}.
    store.open(2);
    expect(store.current?.name).toBe('Министерство финансов Российской Федерации');
    expect(await store.save(2)).toBe(true);
    expect(network.seen.at(-1)).toMatchObject({ method: 'POST', url: '/v2/bgrequest/write/42/customers/2', body: savedCustomers[1] });
    store.close();
    expect(store.current).toBeUndefined();
  });

  it('lists every customer in the requisites step, so its «Далее» judges each active customer\'s contacts', async () => {
    const { store, form } = await customersOf(jointRoot([{ name: 'guaranty-detail-info', data: { ...guaranteeStep, sum: 74000, customers: savedCustomers }, checked: true }]));
    expect(form.errorsOf('detail-contacts').some((error) => error.path.startsWith('/customers'))).toBe(false);
    await store.load();
    expect(form.dataOf('detail-contacts').customers).toEqual(savedCustomers.map(({ sum: _sum, ...customer }) => customer));
    expect(form.errorsOf('detail-contacts').filter((error) => error.path === '/customers/0/oktmo').map((error) => error.message)).toEqual(['Укажите ОКТМО заказчика']);
  });

  it('a request that is not joint, or read-only, is left alone', async () => {
    const plain = makeForm({ [ROOT]: ok(rootFixture()) });
    await plain.form.load();
    const store = new JointCustomersStore(plain.form, createRequestFormApi(plain.http));
    await store.load();
    expect(store.joint).toBe(false);
    expect(plain.network.seen).toHaveLength(1);

    const sent = await customersOf(rootFixture({ is_joint: true, tender_number: TENDER, readonly: true, steps: [{ name: 'guaranty-detail-info', data: { ...guaranteeStep, sum: 74000, customers: savedCustomers }, checked: true }] }));
    sent.store.update(1, { is_active: false });
    expect(sent.store.activeCount).toBe(3);
    expect(await sent.store.save()).toBe(false);
    expect(sent.store.notice?.text).toBe(jointCustomersTexts.readonly);
  });
});
