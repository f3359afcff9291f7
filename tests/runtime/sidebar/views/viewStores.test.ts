import { describe, expect, it } from 'vitest';
import { customersPanelFor, deliveryInfoFor, filePreviewFor, requestDocumentsFor } from '../../../../src/runtime/sidebar/views/viewStoresFor';
import { previewKindOf } from '../../../../src/runtime/sidebar/views/FilePreviewStore';
import { requestNumberOf } from '../../../../src/runtime/sidebar/views/requestNumberOf';
import { fail, ok, type Route } from '../../../api/support/scriptedAdapter';
import { listFixture, offerFixture, subFixture } from '../../banks/support';
import { makeRoot, withToken } from '../../support/harness';

const SCOPE = 'c0000000-0000-4000-8000-0000000000aa';
const FILE_A = 'd0000000-0000-4000-8000-00000000000a';
const FILE_B = 'd0000000-0000-4000-8000-00000000000b';
const FILE_C = 'd0000000-0000-4000-8000-00000000000c';

function rootOf(routes: Record<string, Route>) {
  return makeRoot(routes, { storage: withToken('token') });
}

/** GET /v1/bgrequest/read/42/root/edit of a request with these steps saved. */
function rootEdit(overrides: Record<string, unknown> = {}, steps: Record<string, Record<string, unknown>> = {}) {
  return ok({
    id: 42,
    uuid: '0d6f1a9e-6a55-4c1b-9d55-2f5b6c1d0a42',
    inn: '7705128468',
    name: 'ООО «Ромашка»',
    is_ip: false,
    is_joint: false,
    tender_number: '0173100009526000033',
    tender_lot_number: 1,
    documents_scope_uuid: SCOPE,
    steps: Object.entries(steps).map(([name, data]) => ({ name, data, checked: true })),
    ...overrides,
  });
}

const tenderWithCustomers = ok({
  notification_number: '0173100009526000033',
  lots: [
    {
      lot_number: 1,
      customers: [
        { order_num: 1, name: 'Федеральное казначейство', inn: '7710568760', kpp: '771001001', ogrn: '1047797019830' },
        { order_num: 2, name: 'Министерство финансов Российской Федерации', inn: '7710168360', kpp: '771001001', ogrn: '1037739085636' },
      ],
    },
  ],
});

const savedCustomers = ok([
  { order_num: 1, name: 'Федеральное казначейство', is_active: true, sum: 600000, date_from: '2026-12-01', oktmo: '45382000', phone: '+7 (495) 111-22-33', email: 'kazna@roskazna.ru', contacts_confirmed: true },
  { order_num: 2, name: 'Министерство финансов Российской Федерации', is_active: true, sum: 400000, date_from: '2026-12-01', phone: '+7 (495) 987-65-43' },
]);

describe('the request number of a view', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['0', null],
    ['-3', null],
    ['4.2', null],
    ['abc', null],
    ['', null],
  ])('%j reads as %j', (text, expected) => {
    expect(requestNumberOf({ requestNumber: text })).toBe(expected);
  });
});

describe('the customers panel store', () => {
  it('joins the saved customers with the tender lot for INN and requisites, and judges the sum rule', async () => {
    const { root } = rootOf({
      'GET /v1/bgrequest/read/42/root/edit': rootEdit({ is_joint: true }, { 'guaranty-detail-info': { sum: 1000000 } }),
      'GET /v2/bgrequest/read/42/customers/all': savedCustomers,
      'GET /v1/tender/read/full/0173100009526000033/1': tenderWithCustomers,
    });
    const store = customersPanelFor(root, 42);
    expect(await store.load()).toBe(true);
    expect(store.joint).toBe(true);
    expect(store.customers.map((customer) => [customer.order_num, customer.inn, customer.kpp])).toEqual([
      [1, '7710568760', '771001001'],
      [2, '7710168360', '771001001'],
    ]);
    expect(store.activeTotal).toBe(1000000);
    expect(store.sumHolds).toBe(true);
    expect(store.customers[0]?.missing).toEqual([]);
    // The second one lacks OKTMO, e-mail and the confirmation a participating customer needs.
    expect(store.customers[1]?.missing).toEqual(['oktmo', 'email', 'contacts_confirmed']);
    expect(store.find({ customerIndex: '2' })?.name).toBe('Министерство финансов Российской Федерации');
    expect(store.find({ inn: '7710568760' })?.order_num).toBe(1);
    expect(store.find({ inn: '0000000000' })).toBeUndefined();
    expect(store.find({ customerIndex: 'x' })).toBeUndefined();
  });

  it('says the sums differ, and shows the customers without requisites when the tender cannot be read', async () => {
    const { root } = rootOf({
      'GET /v1/bgrequest/read/42/root/edit': rootEdit({ is_joint: true }, { 'guaranty-detail-info': { sum: 1500000 } }),
      'GET /v2/bgrequest/read/42/customers/all': savedCustomers,
      'GET /v1/tender/read/full/0173100009526000033/1': fail(502, 'ЕИС недоступна'),
    });
    const store = customersPanelFor(root, 42);
    expect(await store.load()).toBe(true);
    expect(store.sumHolds).toBe(false);
    expect(store.tenderUnavailable).toBe(true);
    expect(store.customers.map((customer) => customer.inn)).toEqual([null, null]);
  });

  it('asks nothing more of a request that is not joint', async () => {
    const { root, network } = rootOf({ 'GET /v1/bgrequest/read/42/root/edit': rootEdit() });
    const store = customersPanelFor(root, 42);
    expect(await store.load()).toBe(true);
    expect(store.joint).toBe(false);
    expect(store.customers).toEqual([]);
    expect(network.seen.map((request) => request.url)).toEqual(['/v1/bgrequest/read/42/root/edit']);
  });

  it('names a missing request by its number, and any other failure in general words', async () => {
    const missing = customersPanelFor(rootOf({ 'GET /v1/bgrequest/read/42/root/edit': fail(404, 'Заявка не найдена') }).root, 42);
    expect(await missing.load()).toBe(false);
    expect(missing.state).toBe('error');
    expect(missing.error).toBe('Заявка № 42 не найдена или недоступна');
    const broken = customersPanelFor(
      rootOf({ 'GET /v1/bgrequest/read/42/root/edit': rootEdit({ is_joint: true }), 'GET /v2/bgrequest/read/42/customers/all': { network: 'down' } }).root,
      42,
    );
    expect(await broken.load()).toBe(false);
    expect(broken.error).toBe('Не удалось загрузить заказчиков заявки. Попробуйте ещё раз.');
  });
});

describe('the request documents store', () => {
  const files = [
    { uuid: FILE_A, type: 'charter', name: 'Устав-2019.pdf', size: 1000, mime: 'application/pdf', created_at: '2026-11-01T10:00:00Z' },
    { uuid: FILE_B, type: 'charter', name: 'Устав-2024.pdf', size: 2000, mime: 'application/pdf', created_at: '2026-11-20T10:00:00Z' },
    { uuid: FILE_C, type: 'lease', name: 'Аренда.png', size: 3000, mime: 'image/png', created_at: '2026-11-21T10:00:00Z' },
  ];

  it('groups the scope files by the documents step types, newest first, and keeps types the step does not name', async () => {
    const { root } = rootOf({
      'GET /v1/bgrequest/read/42/root/edit': rootEdit(
        {},
        { documents: { documents: [{ docType: 'charter', docName: 'Устав', requiredForbanks: [], files: [] }, { docType: 'balance', docName: 'Бухгалтерский баланс', requiredForbanks: [], files: [] }] } },
      ),
      [`GET /v1/storage/read/scope/${SCOPE}`]: ok(files),
    });
    const store = requestDocumentsFor(root, 42);
    expect(await store.load()).toBe(true);
    expect(store.documents.map((document) => [document.docType, document.docName, document.files.map((file) => file.uuid)])).toEqual([
      ['charter', 'Устав', [FILE_B, FILE_A]],
      ['balance', 'Бухгалтерский баланс', []],
      ['lease', 'lease', [FILE_C]],
    ]);
    expect(store.fileCount).toBe(3);
    expect(store.documentOf('charter')?.files[0]?.name).toBe('Устав-2024.pdf');
    expect(store.fileOf(FILE_C)?.type).toBe('lease');
  });

  it('says when the request has no documents scope or is not found', async () => {
    const noScope = requestDocumentsFor(rootOf({ 'GET /v1/bgrequest/read/42/root/edit': rootEdit({ documents_scope_uuid: null }) }).root, 42);
    expect(await noScope.load()).toBe(false);
    expect(noScope.error).toBe('У заявки ещё нет места для документов');
    const missing = requestDocumentsFor(rootOf({ 'GET /v1/bgrequest/read/42/root/edit': fail(404, 'Заявка не найдена') }).root, 42);
    expect(await missing.load()).toBe(false);
    expect(missing.error).toBe('Заявка № 42 не найдена или недоступна');
  });
});

describe('the file preview store', () => {
  it.each([
    ['application/pdf', 'pdf'],
    ['APPLICATION/PDF; charset=binary', 'pdf'],
    ['image/png', 'image'],
    ['image/jpeg', 'image'],
    ['image/svg+xml', 'other'],
    ['application/zip', 'other'],
  ] as const)('previews %s as %s', (mime, kind) => {
    expect(previewKindOf(mime)).toBe(kind);
  });

  it('decodes the bytes the storage sends', async () => {
    const { root } = rootOf({
      [`GET /v1/storage/read/file/${FILE_A}/base64`]: ok({ uuid: FILE_A, name: 'Устав.pdf', mime: 'application/pdf', size: 8, base64: Buffer.from('%PDF-1.4').toString('base64') }),
    });
    const store = filePreviewFor(root, FILE_A);
    expect(await store.load()).toBe(true);
    expect(store.kind).toBe('pdf');
    expect(new TextDecoder().decode(store.file?.bytes)).toBe('%PDF-1.4');
    expect(store.file?.name).toBe('Устав.pdf');
  });

  it('tells a missing file from a failed load', async () => {
    const missing = filePreviewFor(rootOf({ [`GET /v1/storage/read/file/${FILE_A}/base64`]: fail(404, 'Файл не найден') }).root, FILE_A);
    expect(await missing.load()).toBe(false);
    expect(missing.error).toBe('Файл не найден или удалён');
    const down = filePreviewFor(rootOf({ [`GET /v1/storage/read/file/${FILE_A}/base64`]: { network: 'down' } }).root, FILE_A);
    expect(await down.load()).toBe(false);
    expect(down.error).toBe('Не удалось загрузить файл. Попробуйте ещё раз.');
  });
});

describe('the delivery info store', () => {
  const BANK = 'b0000000-0000-4000-8000-000000000002';
  const OFFER = 'f0000000-0000-4000-8000-000000000001';
  const offered = subFixture({ uuid: 'a0000000-0000-4000-8000-000000000002', bank_uuid: BANK, middle_name: 'Второй', group: 'sent', draft_status: null, offer: { offerUuid: OFFER, is_selected: true } });
  const acceptInfo = (accepted: unknown) =>
    ok({
      offer: offerFixture(),
      request: { id: 42, uuid: '0d6f1a9e-6a55-4c1b-9d55-2f5b6c1d0a42', name: 'ООО «Ромашка»', inn: '7705128468', tender_number: null },
      delivery_options: [
        { type: 'digital', label: 'Электронная гарантия', methods: [] },
        {
          type: 'paper',
          label: 'Гарантия на бумаге',
          methods: [
            { method: 'pickup', label: 'Самовывоз из офиса банка', cost: '0.00', needs_address: false },
            { method: 'courier_delivery', label: 'Доставка курьером банка', cost: '1000.00', needs_address: true },
          ],
        },
      ],
      can_choose_delivery: false,
      can_accept: false,
      accept_refusal: null,
      additional_agreements: [],
      accepted,
    });
  const banksRoutes = (subs: unknown[], extra: Record<string, Route> = {}) => ({
    'GET /v1/bgrequest/read/42/subrequests': ok(listFixture(subs, { should_run_prescoring: true })),
    'GET /v2/bgrequest/read/banks': ok({ banks: [] }),
    'GET /v2/bgrequest/read/42/offer/agent': ok({ requestId: 42, offers: [] }),
    [`GET /v1/bgrequest/read/offer/${OFFER}/pickup/info`]: ok({ bank: offerFixture().bank, address: 'Москва, ул. Тверская, 1', hours: '9–18', phone: '+7 495 000-00-00' }),
    ...extra,
  });

  it('shows the accepted offer’s form, method, address and cost, and never starts the pre-scoring', async () => {
    const { root, network } = rootOf(
      banksRoutes([offered], {
        [`GET /v1/bgrequest/read/offer/${OFFER}/accept-info`]: acceptInfo({
          accepted_at: '2026-11-22T10:00:00Z',
          delivery_type: 'paper',
          delivery_method: 'courier_delivery',
          delivery_address: '125009, г. Москва, ул. Тверская, д. 7',
          delivery_cost: '1000.00',
          agreements: [],
        }),
      }),
    );
    const store = deliveryInfoFor(root, 42, null);
    expect(await store.load()).toBe(true);
    expect(store.state).toBe('ready');
    expect(store.bankName).toBe('Второй');
    expect(store.option?.label).toBe('Гарантия на бумаге');
    expect(store.method?.label).toBe('Доставка курьером банка');
    expect(store.accepted?.delivery_address).toBe('125009, г. Москва, ул. Тверская, д. 7');
    expect(network.seen.some((request) => request.url.endsWith('/prescoring'))).toBe(false);
  });

  it('says so before an offer is accepted, without an offer, and for a bank the request does not have', async () => {
    const notAccepted = deliveryInfoFor(rootOf(banksRoutes([offered], { [`GET /v1/bgrequest/read/offer/${OFFER}/accept-info`]: acceptInfo(null) })).root, 42, BANK);
    expect(await notAccepted.load()).toBe(false);
    expect(notAccepted.state).toBe('empty');
    expect(notAccepted.message).toMatch(/ещё не принято/);

    const noOffer = deliveryInfoFor(rootOf(banksRoutes([subFixture({ bank_uuid: BANK })])).root, 42, BANK);
    await noOffer.load();
    expect(noOffer.message).toMatch(/ещё не прислал предложение/);

    const noneAccepted = deliveryInfoFor(rootOf(banksRoutes([subFixture()])).root, 42, null);
    await noneAccepted.load();
    expect(noneAccepted.message).toMatch(/Предложение по заявке ещё не принято/);

    const otherBank = deliveryInfoFor(rootOf(banksRoutes([offered])).root, 42, 'b0000000-0000-4000-8000-0000000000ff');
    await otherBank.load();
    expect(otherBank.message).toBe('Банк не найден среди банков заявки');
  });

  it('reports a failed load of the banks as an error', async () => {
    const store = deliveryInfoFor(rootOf({ 'GET /v1/bgrequest/read/42/subrequests': { network: 'down' } }).root, 42, null);
    expect(await store.load()).toBe(false);
    expect(store.state).toBe('error');
    expect(store.message).toBe('Не удалось загрузить банки заявки. Попробуйте ещё раз.');
  });
});
