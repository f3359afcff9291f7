import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../src/api';
import type { RevisionActWire } from '../../../src/domain/wire/revisionWire';
import { StoresContext } from '../../../src/ui/app/StoresContext';
import { ActsDesk } from '../../../src/ui/pages/desk/ActsDesk';
import RevisionsPage from '../../../src/ui/pages/revisions/RevisionsPage';
import { ActsDeskStore } from '../../../src/runtime/desk/ActsDeskStore';
import { createRevisionsApi, createSigningApi } from '../../../src/api';
import { ok, type Route } from '../../api/support/scriptedAdapter';
import { actOf, detailsOf, revisions, signerDouble } from '../../runtime/revisions/fixtures';
import { makeRoot, userFixture } from '../../runtime/support/harness';

afterEach(cleanup);

function renderPage(routes: Record<string, Route>, at = '/agent/revisions') {
  const made = makeRoot({ 'GET /v2/revision/read/account/details': ok(null), ...routes }, { at });
  runInAction(() => {
    made.root.session.user = userFixture() as User;
  });
  render(
    <StoresContext.Provider value={made.root}>
      <MemoryRouter initialEntries={[at]}>
        <Suspense>
          <RevisionsPage />
        </Suspense>
      </MemoryRouter>
    </StoresContext.Provider>,
  );
  return made;
}

describe('the settlements screen', () => {
  it('shows the open month, the acts with Russian states and kopeck-exact totals, and what waits for the agent', async () => {
    renderPage({ 'GET /v2/revision/read/agent': ok(revisions([actOf('2026-10', 'sent'), actOf('2026-09', 'paid'), actOf('2026-08', 'formed', { dispute: 'Нет сделки' })])) });
    expect(await screen.findByText('Текущий месяц: Ноябрь 2026')).toBeTruthy();
    expect(screen.getAllByText('12 345,00 ₽').length).toBeGreaterThan(0);
    expect(screen.getByText('Один акт ждёт вашей подписи')).toBeTruthy();
    const rows = document.querySelectorAll('.revisions-acts tbody tr.ant-table-row');
    expect([...rows].map((row) => row.querySelector('td strong')?.textContent)).toEqual(['Октябрь 2026', 'Сентябрь 2026', 'Август 2026']);
    const october = rows[0] as HTMLElement;
    expect(within(october).getByText('Ждёт подписи агента')).toBeTruthy();
    expect(within(october).getByText('116 767,93')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Оплачен')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Оспорен')).toBeTruthy();
    expect(screen.getByText('Реквизиты не заполнены: без них счёт не выставить.')).toBeTruthy();
  });

  it('checks the account details inline with the platform’s checks', async () => {
    renderPage({ 'GET /v2/revision/read/agent': ok(revisions([])) });
    const bik = await screen.findByLabelText('БИК');
    fireEvent.change(bik, { target: { value: '04452' } });
    expect(await screen.findByText('БИК должен состоять ровно из 9 цифр')).toBeTruthy();
    fireEvent.change(bik, { target: { value: '044525225' } });
    fireEvent.change(screen.getByLabelText('Расчётный счёт'), { target: { value: '40702810000000012345' } });
    expect(await screen.findByText('Расчётный счёт не соответствует БИК: не сходится контрольный ключ')).toBeTruthy();
    // The BIK's message leaves (antd animates it out).
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error:not(.ant-form-show-help-item-leave)')?.textContent).toBe('Расчётный счёт не соответствует БИК: не сходится контрольный ключ'));
  });

  it('opens an act from the address: its deals link to their requests, a sent act offers signing and the dispute', async () => {
    const act = actOf('2026-10', 'sent');
    renderPage(
      {
        'GET /v2/revision/read/agent': ok(revisions([act])),
        [`GET /v2/revision/read/act/${act.uuid}`]: ok(detailsOf(act)),
        'POST /v1/dev/signer/certificates': ok([]),
      },
      `/agent/revisions?act=${act.uuid}`,
    );
    const deal = await screen.findByRole('link', { name: '№ 101' });
    expect(deal.getAttribute('href')).toBe('/agent/request/101');
    expect(screen.getByRole('link', { name: '№ 102' })).toBeTruthy();
    expect(screen.getByText('92 500,00')).toBeTruthy();
    expect(screen.getAllByText('25 %').length).toBe(2);
    expect(screen.getByRole('region', { name: 'Подписание акта' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Оспорить акт' })).toBeTruthy();
    expect(screen.getByText('Счёт выставляется по акту, подписанному агентом')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Выставить счёт' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a paid act with its invoice offers the invoice’s download and no signing', async () => {
    const act = actOf('2026-09', 'paid', { invoice: { uuid: 'i1', number: '2026-0007', date: '2026-10-03', total_kopecks: 1, link: '/x' } });
    renderPage({ 'GET /v2/revision/read/agent': ok(revisions([act], true)), [`GET /v2/revision/read/act/${act.uuid}`]: ok(detailsOf(act)) }, `/agent/revisions?act=${act.uuid}`);
    expect(await screen.findByText('Счёт № 2026-0007 от 03.10.2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Счёт, PDF/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Подписание акта' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Оспорить акт' })).toBeNull();
  });
});

describe('the desk’s acts', () => {
  it('lists every agent’s acts with the operator’s move for each state', async () => {
    const items: RevisionActWire[] = [actOf('2026-10', 'formed'), actOf('2026-09', 'agent_signed'), actOf('2026-08', 'operator_signed'), actOf('2026-07', 'paid')];
    const made = makeRoot({ 'GET /v2/revision/read/admin/acts': ok({ items, total: 4, page: 1, page_size: 20 }) });
    const store = new ActsDeskStore({
      api: createRevisionsApi(made.root.http),
      signing: createSigningApi(made.root.http),
      signer: signerDouble(),
      clock: made.clock,
      toasts: made.root.toasts,
      save: () => undefined,
      newUuid: () => 'x',
    });
    void store.load();
    render(
      <StoresContext.Provider value={made.root}>
        <MemoryRouter>
          <ActsDesk store={store} mobile={false} />
        </MemoryRouter>
      </StoresContext.Provider>,
    );
    await waitFor(() => expect(document.querySelectorAll('.desk-acts-table tbody tr').length).toBe(4));
    const moves = [...document.querySelectorAll('.desk-acts-table tbody tr')].map((row) =>
      [...row.querySelectorAll('button')].map((button) => button.textContent).filter(Boolean),
    );
    expect(moves).toEqual([['Отправить агенту'], ['Подписать'], ['Отметить оплату'], []]);
    expect(screen.getByRole('button', { name: 'Сформировать' })).toBeTruthy();
  });
});
