import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../src/api';
import { StoresContext } from '../../../src/ui/app/StoresContext';
import { BanksPanel } from '../../../src/ui/pages/request/banks/BanksPanel';
import { ok, type Route } from '../../api/support/scriptedAdapter';
import { listFixture, offerFixture, subFixture } from '../../runtime/banks/support';
import { makeRoot, userFixture } from '../../runtime/support/harness';
import { renderApp } from '../support/renderApp';
import { withToken } from '../../runtime/support/harness';

afterEach(cleanup);

const SBER = '9fee5cae-0291-5434-ba9d-748f6a58e441';
const VTB = '443d3810-3559-5655-b150-8e7ba7e5adc7';
const KUBAN = '673eb889-e593-584d-8a10-da581f140f2a';

const sber = subFixture({ uuid: 'a0000000-0000-4000-8000-00000000000a', bank_uuid: SBER, middle_name: 'Сбербанк' });
const kuban = subFixture({
  uuid: 'a0000000-0000-4000-8000-00000000000b',
  bank_uuid: KUBAN,
  middle_name: 'Кубань Кредит',
  bank_type: 'partner',
  status: 'DraftPrescoringFailed',
  sub_status: 'prescoring_failed',
  draft_status: { status: 'DraftPrescoringFailed', key: 'DraftPrescoringFailed', label: 'Не проходим', colour: 'red', priority: 7, tooltip: null, missing: [], can_send: false },
  prescoring: { passed: false, reasons: ['Банк не выдаёт гарантии вида «Обеспечение исполнения контракта с авансом»'], checked_at: '2026-11-22T09:00:00Z' },
});
const vtb = subFixture({
  uuid: 'a0000000-0000-4000-8000-000000000002',
  bank_uuid: VTB,
  middle_name: 'ВТБ',
  status: 'Offer',
  status_label: 'Предложение',
  status_colour: 'green',
  sub_status: 'offer_wait_approve',
  group: 'sent',
  draft_status: null,
  can_revoke: true,
  offer: { offerUuid: 'f0000000-0000-4000-8000-000000000001' },
});

function renderPanel(routes: Record<string, Route>) {
  const made = makeRoot({ 'GET /v2/bgrequest/read/banks': ok({ banks: [] }), ...routes }, { at: '/agent/request/42/preview' });
  // The signed-in member the full layout always has: his permissions open the panel's actions.
  runInAction(() => {
    made.root.session.user = userFixture() as User;
  });
  render(
    <StoresContext.Provider value={made.root}>
      <MemoryRouter>
        <BanksPanel requestId={42} />
      </MemoryRouter>
    </StoresContext.Provider>,
  );
  return made;
}

describe('the banks panel', () => {
  it('shows the not-sent banks by group with their readiness and reasons, and sends the chosen ones', async () => {
    const { network, root } = renderPanel({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([sber, kuban])),
      'POST /v2/bgrequest/write/send': ok({ request_id: 42, readonly: true, results: [{ bank_uuid: SBER, bank_name: 'Сбербанк', subrequestUuid: sber.uuid, outcome: 'sent', sub_status: 'sent', reason: null }] }),
    });
    expect(await screen.findByText('Не отправлены', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('Банки платформы')).toBeTruthy();
    expect(screen.getByText('Банки партнёров')).toBeTruthy();
    expect(screen.getByText('Готово к отправке')).toBeTruthy();
    expect(screen.getByText('Банк не выдаёт гарантии вида «Обеспечение исполнения контракта с авансом»')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Кубань Кредит' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Отмеченные банки, готовые к отправке: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить в банки' }));
    await waitFor(() => expect(network.seen.some((seen) => seen.url === '/v2/bgrequest/write/send')).toBe(true));
    expect(network.seen.find((seen) => seen.url === '/v2/bgrequest/write/send')?.body).toEqual({ fko_uuids: [SBER], request_id: 42, signed: false });
    await waitFor(() => expect(root.toasts.toasts.map((toast) => toast.title)).toContain('Заявка № 42 отправлена в банки'));
  }, 60_000);

  it('shows a sent bank with its offer and the actions of its status, and changes the commission', async () => {
    const { network } = renderPanel({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([vtb], { combined_status: { status: 'HasOffer', label: 'Есть предложение', colour: 'green', revocable: true, editable: false } })),
      'GET /v2/bgrequest/read/42/offer/agent': ok({ requestId: 42, offers: [offerFixture({ subrequestUuid: vtb.uuid, versions_count: 2, version: 2 })] }),
      'POST /v1/bgrequest/write/changecomission': ok({}),
    });
    expect(await screen.findByText('Отправлены', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('Есть предложение')).toBeTruthy();
    expect(screen.getByText('15 000,00 ₽')).toBeTruthy();
    expect(screen.getByText('12 000,00 ₽')).toBeTruthy();
    expect(screen.getByText('Версия 2 из 2')).toBeTruthy();
    const accept = screen.getByRole('link', { name: 'Принять предложение' });
    expect(accept.getAttribute('href')).toBe('/agent/request/42/accept-offer/offer/f0000000-0000-4000-8000-000000000001');
    expect(screen.getByRole('button', { name: 'Отправить клиенту на согласование' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Изменить комиссию' }));
    const input = await screen.findByLabelText('Новая комиссия, ₽');
    fireEvent.change(input, { target: { value: '16 000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(network.seen.some((seen) => seen.url === '/v1/bgrequest/write/changecomission')).toBe(true));
    expect(network.seen.find((seen) => seen.url === '/v1/bgrequest/write/changecomission')?.body).toMatchObject({ comission: '16000.00' });
  }, 60_000);

  it('shows the four stages of a deal', async () => {
    renderPanel({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([{ ...vtb, sub_status: 'deal_guarantee_creating', status: 'OnRelease', status_label: 'На выпуске', progress_stage: 3, group: 'post-issue', offer: null }])),
    });
    expect(await screen.findByText('На выпуске', {}, { timeout: 20_000 })).toBeTruthy();
    const steps = document.querySelector('.bank-progress') as HTMLElement;
    expect(within(steps).getByText('Проверка в банке')).toBeTruthy();
    expect(within(steps).getByText('Выпуск гарантии')).toBeTruthy();
    expect(within(steps).getByText('Гарантия выпущена')).toBeTruthy();
    expect(steps.querySelectorAll('.ant-steps-item-finish')).toHaveLength(2);
    expect(steps.querySelectorAll('.ant-steps-item-process')).toHaveLength(1);
  }, 60_000);
});

describe('the accept page', () => {
  it('lets the agent choose paper by courier with its cost and accept', async () => {
    const offer = offerFixture();
    let body: unknown;
    const app = renderApp(`/agent/request/42/accept-offer/offer/${offer.offerUuid}`, {
      'GET /v1/config/read/app': ok({ registration: true, environment: 'demo', credentials_type: 'email', allowed_email_domains: [] }),
      'GET /v1/currentuser/read': ok(userFixture()),
      'GET /v1/currentuser/read/organizations': ok([]),
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([vtb])),
      'GET /v2/bgrequest/read/banks': ok({ banks: [] }),
      'GET /v2/bgrequest/read/42/offer/agent': ok({ requestId: 42, offers: [] }),
      [`GET /v1/bgrequest/read/offer/${offer.offerUuid}/accept-info`]: ok({
        offer,
        request: { id: 42, uuid: 'r', name: 'ООО «Северная звезда»', inn: '7707083893', tender_number: null },
        delivery_options: [
          { type: 'digital', label: 'Электронная гарантия', methods: [] },
          { type: 'paper', label: 'Бумажная гарантия', methods: [{ method: 'courier_delivery', label: 'Курьером', cost: '1000.00', needs_address: true }] },
        ],
        can_choose_delivery: true,
        can_accept: true,
        accept_refusal: null,
        additional_agreements: [],
        accepted: null,
      }),
      'POST /v1/bgrequest/write/offer/accept': (request) => {
        body = request.body;
        return ok({});
      },
    }, withToken('jwt'));
    fireEvent.click(await screen.findByRole('radio', { name: 'Бумажная гарантия' }, { timeout: 30_000 }));
    expect(await screen.findByText('Курьером — 1 000,00 ₽')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Адрес доставки'), { target: { value: 'Москва, ул. Тверская, 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Принять предложение' }));
    await waitFor(() => expect(body).toEqual({ offerUuid: offer.offerUuid, delivery_type: 'paper', delivery_method: 'courier_delivery', delivery_address: 'Москва, ул. Тверская, 1', agreements: [] }));
    await waitFor(() => expect(app.location()).toBe('/agent/request/42/preview'));
  }, 90_000);
});
