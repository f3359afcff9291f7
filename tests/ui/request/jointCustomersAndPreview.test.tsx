import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../api/support/scriptedAdapter';
import { userFixture, withToken } from '../../runtime/support/harness';
import { guaranteeStep, rootFixture } from '../../runtime/requestForm/support';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

const signedIn = {
  'GET /v1/config/read/app': ok({ registration: true, phone_registration: true, environment: 'demo', credentials_type: 'email', allowed_email_domains: [] }),
  'GET /v1/currentuser/read': ok(userFixture()),
  'GET /v1/currentuser/read/organizations': ok([]),
};

const TENDER = '0173100009526000033';
const customers = [
  { order_num: 1, name: 'Федеральное казначейство', is_active: true, sum: 24000 },
  { order_num: 2, name: 'Министерство финансов Российской Федерации', is_active: true, sum: 18500 },
  { order_num: 3, name: 'Федеральная служба государственной регистрации, кадастра и картографии', is_active: true, sum: 31500 },
];

const jointRoot = (steps: unknown[]) => rootFixture({ is_joint: true, tender_number: TENDER, tender_lot_number: 1, steps });

describe('the joint customers panel', () => {
  it('lists the customers on the guarantee step with the sum rule live, and a customer is edited in its drawer', async () => {
    const app = renderApp('/agent/request/42/guaranty-detail-info', {
      ...signedIn,
      'GET /v1/bgrequest/read/42/root/edit': ok(jointRoot([{ name: 'guaranty-detail-info', data: { ...guaranteeStep, sum: 74000, customers }, checked: true }])),
      'POST /v2/bgrequest/write/42/customers/all': ok(customers),
    }, withToken('jwt'));
    const panel = (await screen.findByText('Заказчики совместной закупки', {}, { timeout: 30_000 })).closest('.joint-customers') as HTMLElement;
    expect(within(panel).getByText('3 заказчика, участвуют 3')).toBeTruthy();
    expect(within(panel).getByText('Сумма гарантии 74 000,00 ₽ равна сумме по участвующим заказчикам')).toBeTruthy();
    // The schema's own list is not rendered beside the panel.
    expect(document.querySelector('#guaranty-detail-info_customers_0_sum')).toBeNull();
    for (const customer of customers) expect(within(panel).getByText(customer.name)).toBeTruthy();

    fireEvent.click(within(panel).getByRole('switch', { name: /Участвует в заявке: Федеральная служба/ }));
    expect(await within(panel).findByText('Сумма по участвующим заказчикам 42 500,00 ₽ не равна сумме гарантии 74 000,00 ₽: сумма гарантии больше на 31 500,00 ₽')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Сделать суммой гарантии 42 500,00 ₽' }));
    expect(await within(panel).findByText('Сумма гарантии 42 500,00 ₽ равна сумме по участвующим заказчикам')).toBeTruthy();
    expect(app.root).toBeTruthy();

    // One customer in its drawer: its contacts with the rules' messages as typed.
    fireEvent.click(within(panel).getByRole('button', { name: 'Изменить: Федеральное казначейство' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Заказчик № 1')).toBeTruthy();
    expect(within(drawer).getByText('Укажите ОКТМО заказчика')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('ОКТМО заказчика'), { target: { value: '123' } });
    expect(await within(drawer).findByText(/ОКТМО/, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('ОКТМО заказчика'), { target: { value: '45382000' } });
    fireEvent.change(within(drawer).getByLabelText('Телефон заказчика'), { target: { value: '+7 (495) 913-55-55' } });
    fireEvent.change(within(drawer).getByLabelText('E-mail заказчика'), { target: { value: 'zakupki@roskazna.gov.ru' } });
    fireEvent.click(within(drawer).getByLabelText('Контакты заказчика подтверждены'));
    await waitFor(() => expect(drawer.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(0));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(within(panel).getByText('ОКТМО 45382000')).toBeTruthy());
    expect(within(panel).getByText('zakupki@roskazna.gov.ru')).toBeTruthy();
  }, 120_000);

  it('a request that is not joint shows no panel', async () => {
    renderApp('/agent/request/42/guaranty-detail-info', {
      ...signedIn,
      'GET /v1/bgrequest/read/42/root/edit': ok(rootFixture({ steps: [{ name: 'guaranty-detail-info', data: guaranteeStep, checked: true }] })),
    }, withToken('jwt'));
    expect(await screen.findByLabelText('Сумма гарантии, ₽', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Заказчики совместной закупки')).toBeNull();
  });
});

describe('the preview', () => {
  const head = {
    uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    is_head: true,
    is_signer: true,
    last_name: 'Петров',
    first_name: 'Андрей',
    middle_name: 'Сергеевич',
    eioPost: 'general',
    birthdate: '1979-05-14',
    birthplace: 'гор. Ленинград',
    doc_type: 'passport',
    passport_serial: '4017',
    passport_number: '654321',
    passport_date: '2016-04-12',
    passport_issuer: 'ТП №12 отдела УФМС России',
  };
  const founders = {
    persons: [{ uuid: 'a2d6a0c4-3f0f-4d63-9f53-1b2f1f0c8e11', last_name: 'Сидорова', first_name: 'Мария', is_stakeholder: true, percentAtRegulationsCapital: 40, doc_type: 'passport', passport_serial: '4510', passport_number: '123456' }],
    organizations: [{ uuid: 'f3e8c0b2-1a4d-4e5f-8a6b-9c0d1e2f3a4b', name: 'АО «Холдинг»', inn: '7707083893', percent: 60, is_stakeholder: true }],
  };

  it('shows persons as rows with roles, shares and masked documents, never identifiers; an empty block is «Не требуется»; each step and block links back', async () => {
    renderApp('/agent/request/42/preview', {
      ...signedIn,
      'GET /v1/bgrequest/read/42/root/edit': ok(rootFixture({
        steps: [
          { name: 'guaranty-detail-info', data: guaranteeStep, checked: true },
          { name: 'information-head', data: { head }, checked: true },
          { name: 'information-founders', data: founders, checked: true },
        ],
      })),
    }, withToken('jwt'));
    const headCard = (await screen.findByText('Руководитель', { selector: '.ant-card-head-title' }, { timeout: 5000 })).closest('.ant-card') as HTMLElement;
    const row = within(headCard).getByText('Петров Андрей Сергеевич').closest('tr') as HTMLElement;
    expect(within(row).getByText('Генеральный директор')).toBeTruthy();
    expect(within(row).getByText('Подписант')).toBeTruthy();
    expect(within(row).getByText('Паспорт гражданина РФ •••• •••• 21, выдан 12.04.2016')).toBeTruthy();
    expect(document.body.textContent).not.toContain('654321');
    expect(document.body.textContent).not.toContain(head.uuid);
    expect(document.body.textContent).not.toContain('Идентификатор');

    const foundersCard = screen.getByText('Учредители', { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
    expect(within(within(foundersCard).getByText('Сидорова Мария').closest('tr') as HTMLElement).getByText('40 %')).toBeTruthy();
    expect(within(within(foundersCard).getByText('АО «Холдинг»').closest('tr') as HTMLElement).getByText('60 %')).toBeTruthy();
    expect(within(foundersCard).getByRole('link', { name: 'Изменить' }).getAttribute('href')).toBe('/agent/request/42/information-founders');

    // No bank chosen: finance and documents count nothing, and say so instead of a full bar.
    const finance = document.querySelector('.request-preview-progress [data-block="finance"]') as HTMLElement;
    expect(within(finance).getByText('Не требуется')).toBeTruthy();
    expect(finance.querySelector('.ant-progress-status-success')).toBeNull();
    const parameters = document.querySelector('.request-preview-progress [data-block="parameters"]') as HTMLElement;
    expect(within(parameters).getByRole('link', { name: 'Параметры' }).getAttribute('href')).toBe('/agent/request/42/guaranty-detail-info');
  });
});
