import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { StoresContext } from '../../../../src/ui/app/StoresContext';
import { extraSidebarViews } from '../../../../src/ui/sidebar/views/extra';
import type { SidebarNavigator, SidebarViewProps } from '../../../../src/ui/sidebar/viewTypes';
import { fail, ok, type Route } from '../../../api/support/scriptedAdapter';
import { listFixture, offerFixture, subFixture } from '../../../runtime/banks/support';
import { makeRoot, withToken } from '../../../runtime/support/harness';

afterEach(cleanup);

const SCOPE = 'c0000000-0000-4000-8000-0000000000aa';
const FILE = 'd0000000-0000-4000-8000-00000000000a';
const BANK = 'b0000000-0000-4000-8000-000000000002';
const SUB = 'a0000000-0000-4000-8000-000000000002';
const CLAIM = 'e0000000-0000-4000-8000-000000000001';

/** A navigator that records where a view sent the person. */
class RecordingNavigator implements SidebarNavigator {
  readonly calls: [string, string, Readonly<Record<string, string>> | undefined][] = [];
  open(view: string, params?: Readonly<Record<string, string>>) {
    this.calls.push(['open', view, params]);
  }
  openCurtain(view: string, params?: Readonly<Record<string, string>>) {
    this.calls.push(['openCurtain', view, params]);
  }
  back() {}
  closeCurtain() {}
  close() {}
}

function show(key: string, params: Record<string, string>, routes: Record<string, Route>) {
  const made = makeRoot(routes, { storage: withToken('token') });
  const nav = new RecordingNavigator();
  const entry = extraSidebarViews[key];
  if (!entry) throw new Error(`no view ${key}`);
  const View = entry.component as ComponentType<SidebarViewProps>;
  const { container } = render(
    <StoresContext.Provider value={made.root}>
      <MemoryRouter>
        <View params={{ requestNumber: '42', ...params }} nav={nav} />
      </MemoryRouter>
    </StoresContext.Provider>,
  );
  return { ...made, nav, container };
}

const rootEdit = (overrides: Record<string, unknown> = {}, steps: Record<string, Record<string, unknown>> = {}) =>
  ok({
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

const jointRoutes: Record<string, Route> = {
  'GET /v1/bgrequest/read/42/root/edit': rootEdit({ is_joint: true }, { 'guaranty-detail-info': { sum: 1000000 } }),
  'GET /v2/bgrequest/read/42/customers/all': ok([
    { order_num: 1, name: 'Федеральное казначейство', is_active: true, sum: 600000, oktmo: '45382000', phone: '+7 (495) 111-22-33', email: 'kazna@roskazna.ru', contacts_confirmed: true },
    { order_num: 2, name: 'Минфин России', is_active: false, sum: 0 },
  ]),
  'GET /v1/tender/read/full/0173100009526000033/1': ok({
    lots: [{ lot_number: 1, customers: [{ order_num: 1, inn: '7710568760', kpp: '771001001', ogrn: '1047797019830', name: 'Федеральное казначейство' }, { order_num: 2, inn: '7710168360', name: 'Минфин России' }] }],
  }),
};

describe('the registry entries', () => {
  it('name every view of the brief in its layer, the curtain preview under its spec name', () => {
    const layers = Object.fromEntries(Object.entries(extraSidebarViews).map(([key, entry]) => [entry.name ?? key, entry.layer + (entry.name ? ':' + key : '')]));
    expect(layers).toEqual({
      CustomersList: 'sidebar',
      CustomerDetails: 'sidebar',
      RequestAgreement: 'sidebar',
      BankDocumentPreview: 'sidebar',
      DocumentPreview: 'curtain:DocumentPreviewCurtain',
      DeliveryInfo: 'sidebar',
      PassportRecognitionPreview: 'sidebar',
      Document: 'curtain',
    });
    expect(extraSidebarViews.DocumentPreview?.layer).toBe('sidebar');
    expect(extraSidebarViews.CustomersList?.title({ requestNumber: '42' })).toBe('Заказчики заявки № 42');
    for (const entry of Object.values(extraSidebarViews)) expect(entry.params[0]).toBe('requestNumber');
  });
});

describe('the customers views', () => {
  it('lists the customers with INN, sum, participation and confirmation, and opens one', async () => {
    const { container, nav } = show('CustomersList', {}, jointRoutes);
    expect(container.querySelector('.side-panel[data-view="CustomersList"]')).not.toBeNull();
    await screen.findByText('1. Федеральное казначейство');
    const first = container.querySelector('[data-customer="1"]') as HTMLElement;
    expect(first.textContent).toContain('ИНН: 7710568760');
    expect(first.textContent).toContain('Участвует');
    expect(first.textContent).toContain('Контакты подтверждены');
    expect((container.querySelector('[data-customer="2"]') as HTMLElement).textContent).toContain('Не участвует');
    // Only the participating customer's sum counts: 600 000 of a 1 000 000 guarantee.
    expect(screen.getByText('Сумма гарантии не равна сумме по участвующим заказчикам')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Подробнее' }));
    expect(nav.calls).toEqual([['open', 'CustomerDetails', { requestNumber: '42', customerIndex: '1' }]]);
  });

  it('says a request that is not joint has no customers list', async () => {
    show('CustomersList', {}, { 'GET /v1/bgrequest/read/42/root/edit': rootEdit() });
    expect(await screen.findByText(/Заявка не по совместной закупке/)).toBeTruthy();
  });

  it('shows one customer by INN with its requisites and contacts', async () => {
    const { container } = show('CustomerDetails', { inn: '7710568760' }, jointRoutes);
    await screen.findByText('1047797019830');
    const details = container.querySelector('[data-customer="1"]') as HTMLElement;
    expect(details.textContent).toContain('45382000');
    expect(details.textContent).toContain('kazna@roskazna.ru');
  });

  it('says when the customer asked for is not among the request’s', async () => {
    show('CustomerDetails', { customerIndex: '9' }, jointRoutes);
    expect(await screen.findByText('Заказчик не найден среди заказчиков заявки')).toBeTruthy();
  });

  it('shows the failure with a retry that loads again', async () => {
    let calls = 0;
    const { network } = show('CustomersList', {}, {
      'GET /v1/bgrequest/read/42/root/edit': () => {
        calls += 1;
        return calls === 1 ? { network: 'down' } : { status: 200, body: { code: 20000, data: { id: 42, uuid: 'u', inn: '1', name: 'x', is_ip: false, is_joint: false } } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText(/Заявка не по совместной закупке/)).toBeTruthy();
    expect(network.seen.filter((request) => request.url === '/v1/bgrequest/read/42/root/edit')).toHaveLength(2);
  });
});

describe('the documents views', () => {
  const png = Buffer.from('89504e470d0a1a0a', 'hex').toString('base64');
  const routes: Record<string, Route> = {
    'GET /v1/bgrequest/read/42/root/edit': rootEdit({}, { documents: { documents: [{ docType: 'charter', docName: 'Устав', requiredForbanks: [], files: [] }] } }),
    [`GET /v1/storage/read/scope/${SCOPE}`]: ok([
      { uuid: FILE, type: 'charter', name: 'Устав.png', size: 8, mime: 'image/png', created_at: '2026-11-20T10:00:00Z' },
      { uuid: 'd0000000-0000-4000-8000-00000000000b', type: 'charter', name: 'Устав-старый.zip', size: 2048, mime: 'application/zip', created_at: '2026-11-01T10:00:00Z' },
    ]),
    [`GET /v1/storage/read/file/${FILE}/base64`]: ok({ uuid: FILE, name: 'Устав.png', mime: 'image/png', size: 8, base64: png }),
  };

  it('lists the documents with the file in force, previews it and opens the versions curtain', async () => {
    const { container, nav } = show('DocumentPreview', {}, routes);
    expect(await screen.findByText('Устав')).toBeTruthy();
    expect(await screen.findByAltText('Изображение: Устав.png')).toBeTruthy();
    expect(screen.getByText('Версий: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Версии и файлы/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Открыть крупнее' }));
    expect(nav.calls).toEqual([
      ['openCurtain', 'Document', { requestNumber: '42', docType: 'charter' }],
      ['openCurtain', 'DocumentPreview', { requestNumber: '42', fileUuid: FILE }],
    ]);
    expect(container.querySelector('.side-extra-file[data-file]')?.getAttribute('data-file')).toBe(FILE);
  });

  it('shows a document type’s versions newest first in the curtain', async () => {
    const { container } = show('Document', { docType: 'charter' }, routes);
    expect(container.querySelector('.side-curtain[data-view="Document"]')).not.toBeNull();
    await screen.findByText('Устав-старый.zip');
    const rows = [...container.querySelectorAll('tr[data-file]')].map((row) => row.textContent);
    expect(rows[0]).toContain('Версия 2');
    expect(rows[0]).toContain('Действующая');
    expect(rows[1]).toContain('Версия 1');
    expect(rows[1]).toContain('2 КБ');
  });

  it('says a file of a type without a preview must be downloaded', async () => {
    const zip = 'd0000000-0000-4000-8000-00000000000b';
    const { container } = show('DocumentPreviewCurtain', { fileUuid: zip }, {
      [`GET /v1/storage/read/file/${zip}/base64`]: ok({ uuid: zip, name: 'Архив.zip', mime: 'application/zip', size: 4, base64: 'UEsDBA==' }),
    });
    expect(container.querySelector('.side-curtain[data-view="DocumentPreview"]')).not.toBeNull();
    expect(await screen.findByText(/Для файлов этого типа просмотр недоступен/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Скачать/ })).toBeTruthy();
  });

  it('says a removed file is gone', async () => {
    show('DocumentPreviewCurtain', { fileUuid: FILE }, { [`GET /v1/storage/read/file/${FILE}/base64`]: fail(404, 'Файл не найден') });
    expect(await screen.findByText('Файл не найден или удалён')).toBeTruthy();
  });
});

describe('the bank views', () => {
  const sub = subFixture({ uuid: SUB, bank_uuid: BANK, middle_name: 'Второй', status_name: 'Предложение', group: 'sent', draft_status: null, offer: { offerUuid: 'f0000000-0000-4000-8000-000000000001', is_selected: true } });
  const banks: Record<string, Route> = {
    'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([sub])),
    'GET /v2/bgrequest/read/banks': ok({ banks: [] }),
    'GET /v2/bgrequest/read/42/offer/agent': ok({ requestId: 42, offers: [offerFixture()] }),
  };

  it('shows the agreement sent to the bank, its customers and the way to the discussion', async () => {
    show('RequestAgreement', { bankUuid: BANK }, {
      ...banks,
      [`GET /v2/bgsubrequest/read/${SUB}/agreement/param/history`]: ok({
        can_discuss: true,
        current: { subrequestUuid: SUB, bank: offerFixture().bank, date_from: '2026-12-01', date_to: '2027-12-31', sum: '1000000.00', comment: 'Просим без неустойки', customers: [{ inn: '7710568760', name: 'Федеральное казначейство', sum: '1000000.00' }], sent_at: '2026-11-22T10:00:00Z' },
        defaults: { date_from: '2026-12-01', date_to: '2027-12-31', sum: '1000000.00' },
        customers: null,
        history: [],
      }),
    });
    expect(await screen.findByText('Просим без неустойки')).toBeTruthy();
    expect(screen.getByText('01.12.2026')).toBeTruthy();
    expect(screen.getByText('31.12.2027')).toBeTruthy();
    expect(screen.getByText(/Отправлен на согласование/)).toBeTruthy();
    expect(screen.getByText('Федеральное казначейство')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти к согласованию' }).getAttribute('href')).toBe(`/agent/request/42/discuss/bank/${BANK}`);
  });

  it('lists the documents the bank posted on claims', async () => {
    const { container } = show('BankDocumentPreview', { bankUuid: BANK }, {
      ...banks,
      [`GET /v1/bgsubrequest/read/${SUB}/claim`]: ok({
        subrequestUuid: SUB,
        requestId: 42,
        bank: offerFixture().bank,
        sub_status: 'deal_claim_responded',
        status: 'ClaimApproved',
        status_name: 'Претензия одобрена',
        guarantee: null,
        can_claim: false,
        refusal: null,
        has_active_claim: true,
        claims: [{ uuid: CLAIM, status: 'responded', status_name: 'Одобрена', changes: { text: 'x' }, commission: '100.00', bank_answer: null, created_at: '2026-11-21T10:00:00Z', updated_at: '2026-11-21T10:00:00Z' }],
      }),
      [`GET /v1/claim/read/docstosign/${CLAIM}`]: ok({ claimUuid: CLAIM, documents: [{ uuid: 'g1', name: 'Изменения к гарантии.zip', file_uuid: FILE, created_at: '2026-11-21T11:00:00Z' }] }),
      [`GET /v1/storage/read/file/${FILE}/base64`]: ok({ uuid: FILE, name: 'Изменения к гарантии.zip', mime: 'application/zip', size: 4, base64: 'UEsDBA==' }),
    });
    expect(await screen.findByText('Изменения к гарантии.zip', { selector: 'a' })).toBeTruthy();
    expect(screen.getByText(/Претензия от 21.11.2026/)).toBeTruthy();
    await waitFor(() => expect(container.querySelector(`.side-extra-file[data-file="${FILE}"]`)).not.toBeNull());
  });

  it('says a bank has sent no documents', async () => {
    show('BankDocumentPreview', { bankUuid: BANK }, {
      ...banks,
      [`GET /v1/bgsubrequest/read/${SUB}/claim`]: ok({ subrequestUuid: SUB, requestId: 42, bank: offerFixture().bank, sub_status: 'offer', status: 'Offer', status_name: 'Предложение', guarantee: null, can_claim: false, refusal: 'x', has_active_claim: false, claims: [] }),
    });
    expect(await screen.findByText('Банк ещё не присылал документы по этой заявке.')).toBeTruthy();
  });

  it('shows how the accepted guarantee reaches the client', async () => {
    show('DeliveryInfo', {}, {
      ...banks,
      'GET /v1/bgrequest/read/offer/f0000000-0000-4000-8000-000000000001/accept-info': ok({
        offer: offerFixture(),
        request: { id: 42, uuid: 'u', name: 'x', inn: '1', tender_number: null },
        delivery_options: [{ type: 'paper', label: 'Гарантия на бумаге', methods: [{ method: 'courier_delivery', label: 'Доставка курьером банка', cost: '1000.00', needs_address: true }] }],
        can_choose_delivery: false,
        can_accept: false,
        accept_refusal: null,
        additional_agreements: [],
        accepted: { accepted_at: '2026-11-22T10:00:00Z', delivery_type: 'paper', delivery_method: 'courier_delivery', delivery_address: 'г. Москва, ул. Тверская, д. 7', delivery_cost: '1000.00', agreements: [] },
      }),
      'GET /v1/bgrequest/read/offer/f0000000-0000-4000-8000-000000000001/pickup/info': fail(404),
    });
    expect(await screen.findByText('Доставка курьером банка')).toBeTruthy();
    expect(screen.getByText('Гарантия на бумаге')).toBeTruthy();
    expect(screen.getByText('г. Москва, ул. Тверская, д. 7')).toBeTruthy();
    expect(screen.getByText(/1\s000,00\s₽/)).toBeTruthy();
  });
});

describe('the passport recognition view', () => {
  it('reads a scan on the app clock and shows the image and the fields', async () => {
    const { clock, container } = show('PassportRecognitionPreview', {}, {});
    expect(screen.getByText('Паспорт ещё не распознавался.')).toBeTruthy();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['scan'], 'passport.jpg', { type: 'image/jpeg' })] } });
    });
    expect(await screen.findByText('Распознаём паспорт…')).toBeTruthy();
    await act(async () => {
      clock.advance(2000);
    });
    expect(await screen.findByText('Иванов')).toBeTruthy();
    expect(screen.getByText('770-001')).toBeTruthy();
    expect(screen.getByAltText('Скан паспорта').getAttribute('src')).toMatch(/passport-sample\.svg$/);
  });
});
