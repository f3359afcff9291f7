import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../src/api';
import { formatDateTime } from '../../../src/domain/format/formatDate';
import { StoresContext } from '../../../src/ui/app/StoresContext';
import { BanksPanel } from '../../../src/ui/pages/request/banks/BanksPanel';
import { sidebarRegistry } from '../../../src/ui/sidebar/registry';
import { ok, type Route } from '../../api/support/scriptedAdapter';
import { listFixture, subFixture } from '../../runtime/banks/support';
import { makeRoot, userFixture } from '../../runtime/support/harness';

afterEach(cleanup);

const VTB = '443d3810-3559-5655-b150-8e7ba7e5adc7';
const FILE = 'c0000000-0000-4000-8000-000000000001';

const sent = subFixture({ uuid: 'a0000000-0000-4000-8000-000000000002', bank_uuid: VTB, middle_name: 'ВТБ', group: 'sent', draft_status: null, offer: null });

function renderPanel(routes: Record<string, Route>) {
  const made = makeRoot({ 'GET /v2/bgrequest/read/banks': ok({ banks: [] }), ...routes }, { at: '/agent/request/42/preview' });
  runInAction(() => {
    made.root.session.user = userFixture() as User;
  });
  // The side panels' views, as the app's sidebar host registers them: the card opens Signing there.
  made.root.sidebar.setCatalogue(sidebarRegistry);
  render(
    <StoresContext.Provider value={made.root}>
      <MemoryRouter>
        <BanksPanel requestId={42} />
      </MemoryRouter>
    </StoresContext.Provider>,
  );
  return made;
}

describe('the bank card tells the deal', () => {
  it('a bank in «Запрос» shows the demand, the documents asked for and how the answer is given, with the way to the chat', async () => {
    const demand = {
      uuid: 'd0000000-0000-4000-8000-000000000001',
      kind: 'bank',
      text: 'Приложите выписку по расчётному счёту за 6 месяцев.',
      required_documents: [{ type: 'bank_statement', name: 'Выписка по счёту за 6 месяцев' }, { type: 'other', name: 'Карточка 51 счёта' }],
      created_at: '2026-11-27T09:30:00.000Z',
    };
    renderPanel({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([{ ...sent, status: 'OnDemand', status_label: 'Запрос', status_colour: 'orange', sub_status: 'bankrequest', demand }])),
    });
    expect(await screen.findByText('Приложите выписку по расчётному счёту за 6 месяцев.', {}, { timeout: 20_000 })).toBeTruthy();
    const block = document.querySelector('.bank-demand') as HTMLElement;
    expect(within(block).getByText(`Запрос банка от ${formatDateTime('2026-11-27T09:30:00.000Z')}`)).toBeTruthy();
    expect(within(block).getByText('Какие документы нужны')).toBeTruthy();
    expect(within(block).getByText('Выписка по счёту за 6 месяцев')).toBeTruthy();
    expect(within(block).getByText('Карточка 51 счёта')).toBeTruthy();
    expect(within(block).getByText(/отправьте в чате с банком/)).toBeTruthy();
    expect(within(block).getAllByRole('button').map((button) => button.textContent)).toEqual(['Ответить в чате']);
    const card = block.closest('.bank-card') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Чат' })).toBeTruthy();
    expect(screen.queryByText(/Пока недоступно/)).toBeNull();
  }, 60_000);

  it('an issued guarantee: the stepper at its last step and the guarantee downloadable', async () => {
    const { network } = renderPanel({
      'GET /v1/bgrequest/read/42/subrequests': ok(
        listFixture([
          {
            ...sent,
            status: 'GuaranteeReleased',
            status_label: 'Гарантия выпущена',
            status_colour: 'green',
            sub_status: 'deal_guarantee_sent',
            group: 'post-issue',
            progress_stage: 3,
            bank_documents: [{ uuid: 'e0000000-0000-4000-8000-000000000001', kind: 'guarantee', name: 'Банковская гарантия.pdf', file_uuid: FILE, created_at: '2026-11-27T10:00:00.000Z' }],
          },
        ]),
      ),
      [`GET /v1/storage/read/file/${FILE}/base64`]: ok({ uuid: FILE, name: 'Банковская гарантия.pdf', mime: 'application/pdf', size: 9, base64: Buffer.from('%PDF-1.4\n').toString('base64') }),
    });
    expect(await screen.findByText('Документы банка', {}, { timeout: 20_000 })).toBeTruthy();
    const steps = document.querySelector('.bank-progress') as HTMLElement;
    expect([...steps.querySelectorAll('.ant-steps-item')].map((item) => item.className.includes('ant-steps-item-finish'))).toEqual([true, true, true, true]);
    expect(steps.querySelectorAll('.ant-steps-item-process')).toHaveLength(0);
    expect(within(steps).getByText('Гарантия выпущена')).toBeTruthy();
    expect(screen.getByText('Банковская гарантия')).toBeTruthy();
    expect(screen.getByText(`Банковская гарантия.pdf · ${formatDateTime('2026-11-27T10:00:00.000Z')}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Скачать: Банковская гарантия.pdf' }));
    await waitFor(() => expect(network.seen.some((seen) => seen.url === `/v1/storage/read/file/${FILE}/base64`)).toBe(true));
  }, 60_000);

  it('an accepted offer waiting for signing: «Подписать» opens its Signing view, «Ссылка на подписание» copies the offer link', async () => {
    const OFFER = 'f0000000-0000-4000-8000-0000000000c1';
    const link = { url: 'http://localhost/client/simple/42?token=offer-token', token: 'offer-token', kind: 'offer', request_id: 42, expires_at: '2026-12-04T10:00:00.000Z', banks: [{ uuid: VTB, name: 'ВТБ' }] };
    const { network, navigation, clipboard } = renderPanel({
      'GET /v1/bgrequest/read/42/subrequests': ok(
        listFixture([
          { ...sent, status: 'WaitSign', status_label: 'Предложение ожидает подписания', sub_status: 'offer_wait_sign', signing: [{ purpose: 'offer', offer_uuid: OFFER, claim_uuid: null, documents: 1, signed: 0 }] },
        ]),
      ),
      [`POST /v2/bgrequest/write/sign-link/offer/${OFFER}`]: ok(link),
    });
    const notice = (await screen.findByTestId('deal-signing', {}, { timeout: 20_000 })) as HTMLElement;
    expect(notice.getAttribute('data-purpose')).toBe('offer');
    expect(within(notice).getByText(/Принятое предложение ждёт подписи клиента/)).toBeTruthy();
    expect(within(notice).getByText('Подписано документов: 0 из 1')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Ссылка на подписание' }));
    await waitFor(() => expect(clipboard.text).toBe(link.url));
    expect(network.seen.some((seen) => seen.method === 'POST' && seen.url === `/v2/bgrequest/write/sign-link/offer/${OFFER}`)).toBe(true);
    expect(await within(notice).findByText(link.url)).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Подписать' }));
    const address = new URL(`http://localhost${navigation.last}`);
    expect(address.pathname).toBe('/agent/request/42/preview');
    expect(address.searchParams.get('sidebartab')).toBe(`Signing:offerUuid=${OFFER}&purpose=offer`);
  }, 60_000);

  it('the discussion on the card: with the bank since when, then the bank’s answer and the next round', async () => {
    const waiting = { ...sent, status: 'ProjectApproval', status_label: 'Согласование проекта', sub_status: 'discuss', can_discuss: false, discussion: { state: 'waitingBank', rounds: 1, last_sent_at: '2026-11-27T09:00:00.000Z', last_answer: null, last_answered_at: null } };
    renderPanel({ 'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([waiting])) });
    expect(await screen.findByText(`Проект гарантии у банка на согласовании: раунд 1 отправлен ${formatDateTime('2026-11-27T09:00:00.000Z')}.`, {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ход согласования' }).getAttribute('href')).toBe(`/agent/request/42/discuss/bank/${VTB}`);
    cleanup();
    renderPanel({
      'GET /v1/bgrequest/read/42/subrequests': ok(
        listFixture([{ ...waiting, status: 'Offer', sub_status: 'offer_wait_approve', can_discuss: true, discussion: { ...waiting.discussion, state: 'answered', last_answer: 'Сумму просим не менее 1 600 000 ₽', last_answered_at: '2026-11-27T09:20:00.000Z' } }]),
      ),
    });
    expect(await screen.findByText(`Банк ответил на раунд 1 ${formatDateTime('2026-11-27T09:20:00.000Z')}: Сумму просим не менее 1 600 000 ₽`, {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Новый раунд согласования' })).toBeTruthy();
  }, 60_000);
});
