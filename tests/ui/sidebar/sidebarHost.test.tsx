import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestListRow } from '../../../src/domain/requestList/describeListRow';
import { ok, type Route } from '../../api/support/scriptedAdapter';
import { listFixture, subFixture } from '../../runtime/banks/support';
import { userFixture, withToken } from '../../runtime/support/harness';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

const BANK = '9fee5cae-0291-5434-ba9d-748f6a58e441';
const sub = subFixture({ uuid: 'a0000000-0000-4000-8000-00000000000a', bank_uuid: BANK, middle_name: 'Сбербанк' });

function server(extra: Record<string, Route> = {}): Record<string, Route> {
  return {
    'GET /v1/config/read/app': ok({ registration: true, phone_registration: true, environment: 'demo', credentials_type: 'email', allowed_email_domains: [] }),
    'GET /v1/currentuser/read': ok(userFixture()),
    'GET /v1/currentuser/read/organizations': ok([]),
    'GET /v1/bgrequest/read/42/root/edit': ok({
      id: 42,
      uuid: 'r-42',
      inn: '7707083893',
      name: 'ООО «Ромашка»',
      is_ip: false,
      tender_number: '0173100000125000001',
      steps: [{ name: 'guaranty-detail-info', data: { sum: 150000, dateFrom: '2026-12-01', dateTo: '2027-03-01' }, checked: true }],
    }),
    'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([sub])),
    'GET /v2/bgrequest/read/banks': ok({ banks: [] }),
    'GET /v1/bgrequest/read/42/statuses': ok({ entries: [] }),
    ...extra,
  };
}

const panel = (view: string) => document.querySelector(`.side-panel[data-view="${view}"]`);
const curtain = (view: string) => document.querySelector(`.side-curtain[data-view="${view}"]`);

describe('the side panels host', () => {
  it('opens the panel the address names on any page of the cabinet, with its data', async () => {
    const app = renderApp('/agent/profile?selected=42', server(), withToken('jwt'));
    await waitFor(() => expect(panel('RequestDetails')).not.toBeNull(), { timeout: 10_000 });
    expect(document.getElementById('info-sidebar')?.contains(panel('RequestDetails'))).toBe(true);
    await screen.findByText('ООО «Ромашка»');
    await screen.findByText('150 000,00 ₽');
    await waitFor(() => expect(document.querySelector(`.bank-card[data-bank="${BANK}"]`)).not.toBeNull());
    expect(app.location()).toBe('/agent/profile?selected=42');
  });

  it('draws a list row at once, whether or not the request can be read', async () => {
    const app = renderApp('/agent/profile', server({ 'GET /v1/bgrequest/read/42/root/edit': { network: 'down' } }), withToken('jwt'));
    await screen.findByRole('heading', { level: 1 });
    const row = { id: 42, name: 'ООО «Из списка»', inn: '7707083893', kpp: null, sum: '500.00', banks: [], combined_status: { label: 'Черновик', colour: 'grey' } } as unknown as RequestListRow;
    app.root.sidebar.addPreviewSource((id) => (id === 42 ? row : undefined));
    act(() => void app.router.navigate('/agent/profile?selected=42'));
    // In the same render as the address: no reading awaited, and the row stays when the reading fails.
    expect(panel('RequestDetails')).not.toBeNull();
    expect(screen.getByText('ООО «Из списка»')).toBeTruthy();
    await waitFor(() => expect(app.root.sidebar.isOpen).toBe(true));
    await waitFor(() => expect(document.querySelector('.banks-panel, .banks-spinner, .ant-alert')).not.toBeNull());
    expect(screen.getByText('ООО «Из списка»')).toBeTruthy();
  });

  it('Escape closes the curtain, then the panel; «Вернуть» brings it back', async () => {
    const app = renderApp('/agent/profile?selected=42', server(), withToken('jwt'));
    await waitFor(() => expect(panel('RequestDetails')).not.toBeNull(), { timeout: 10_000 });
    act(() => app.root.sidebar.open('BankDetails', { bankUuid: BANK }));
    expect(panel('BankDetails')).not.toBeNull();
    act(() => app.root.sidebar.openCurtain('StatusHistory'));
    await waitFor(() => expect(curtain('StatusHistory')).not.toBeNull());
    expect(app.location()).toBe(`/agent/profile?selected=42&sidebartab=bank%3A${BANK}&sidebarcurtain=StatusHistory`);

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(app.location()).toBe(`/agent/profile?selected=42&sidebartab=bank%3A${BANK}`);
    expect(panel('BankDetails')).not.toBeNull();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(app.location()).toBe('/agent/profile');
    expect(document.querySelector('.side-panel')).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Вернуть' }));
    expect(panel('BankDetails')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(panel('RequestDetails')).not.toBeNull();
    fireEvent.click(document.querySelector('.side-frame-head button[aria-label="Закрыть"]')!);
    expect(document.querySelector('.side-panel')).toBeNull();
  });
});

describe('Escape over an open dropdown in the panel', () => {
  // That the menu closes and a second Escape then closes the panel is seen in a real browser (e2e/fresh-screens.spec.ts).
  it('leaves the panel open while a dropdown menu of the panel is open', async () => {
    const app = renderApp('/agent/profile?selected=42', server(), withToken('jwt'));
    await waitFor(() => expect(panel('RequestDetails')).not.toBeNull(), { timeout: 10_000 });
    const trigger = screen.getByRole('button', { name: /Ещё/ });
    fireEvent.click(trigger);
    await screen.findByText('Документы заявки');
    const menu = () => document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)');
    expect(menu()).not.toBeNull();

    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(panel('RequestDetails')).not.toBeNull();
    expect(app.location()).toBe('/agent/profile?selected=42');
  });

  it('closes only an open select, whose popup is outside the panel', async () => {
    const app = renderApp('/agent/profile?selected=42', server(), withToken('jwt'));
    await waitFor(() => expect(panel('RequestDetails')).not.toBeNull(), { timeout: 10_000 });
    // A select's list lives in a popup at the end of the body; its combobox says it is expanded.
    const combobox = document.createElement('div');
    combobox.setAttribute('role', 'combobox');
    combobox.setAttribute('aria-expanded', 'true');
    combobox.tabIndex = 0;
    panel('RequestDetails')!.appendChild(combobox);
    fireEvent.keyDown(combobox, { key: 'Escape' });
    expect(app.location()).toBe('/agent/profile?selected=42');
  });
});
