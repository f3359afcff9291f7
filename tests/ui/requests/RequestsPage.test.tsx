import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestListQueryWire } from '../../../src/domain/wire/requestListWire';
import { ok, type Route } from '../../api/support/scriptedAdapter';
import { userFixture, withToken } from '../../runtime/support/harness';
import { countsOf, fixtureBank, pageOf, rowFixture } from '../../runtime/requestList/support';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

const BANK = fixtureBank.uuid;

/** A server of 120 requests numbered 1000…1121, newest first, paged as asked. */
function listServer(total = 120): Record<string, Route> {
  return {
    'GET /v1/config/read/app': ok({ registration: true, phone_registration: true, environment: 'demo', credentials_type: 'email', allowed_email_domains: [] }),
    'GET /v1/currentuser/read': ok(userFixture()),
    'GET /v1/currentuser/read/organizations': ok([]),
    'POST /v1/grid/read/list/groupped': (request) => {
      const query = request.body as RequestListQueryWire;
      const start = (query.page_number - 1) * query.page_size;
      const ids = Array.from({ length: total }, (_, index) => 1000 + total - 1 - index).slice(start, start + query.page_size);
      return ok(pageOf(ids.map((id) => rowFixture(id)), total, query.page_number, query.page_size));
    },
    'GET /v2/grid/read/list/notificators-count': ok(countsOf(total)),
    'POST /v1/grid/read/search': ok({ clients: [{ client_id: 'c-1', name: 'ООО «Ромашка»', inn: '7707083893', kpp: null, requests: 4 }], requests: [] }),
  };
}

const rows = () => document.querySelectorAll('.request-row');
// The page is its own chunk: the first render waits for it to load.
const rowsShown = (count: number) => waitFor(() => expect(rows()).toHaveLength(count), { timeout: 10_000 });

describe('the request list page', () => {
  it('shows a page of rows with their banks, the counts on the tabs and the total', async () => {
    const app = renderApp('/agent/requests/all', listServer(), withToken('jwt'));
    await rowsShown(50);
    const row = document.querySelector('.request-row[data-request-id="1119"]') as HTMLElement;
    expect(row.textContent).toContain('ООО «Ромашка»');
    expect(row.textContent).toContain('ИНН 7707083893');
    expect(row.textContent).toContain('0173100007926000041');
    expect(row.textContent).toContain('44-ФЗ');
    expect(row.textContent).toContain('Исполнение контракта');
    expect(row.textContent).toContain('1 500 000,00 ₽');
    expect(row.textContent).toContain('01.12.2026 — 01.06.2027');
    expect(within(row).getByText('Есть предложение').className).toContain('status-chip--green');
    expect(row.querySelector(`.request-row-bank[data-bank="${BANK}"]`)?.textContent).toBe(`${fixtureBank.middle_name || fixtureBank.bank_name}Предложение`);
    expect([...document.querySelectorAll('.request-tab-count')].map((count) => count.textContent)).toEqual(['120', '1', '0', '0', '2']);
    expect(screen.getByText('Всего: 120')).toBeTruthy();
    expect(app.network.seen.filter((seen) => seen.url === '/v1/grid/read/list/groupped')).toHaveLength(1);
  });

  it('opens a request in the sidebar from its row, and a bank from its chip, without loading the list again', async () => {
    const app = renderApp('/agent/requests/all?period=week', listServer(), withToken('jwt'));
    await rowsShown(50);
    fireEvent.click(document.querySelector('.request-row[data-request-id="1100"]')!);
    await waitFor(() => expect(app.location()).toBe('/agent/requests/all?period=week&selected=1100'));
    await waitFor(() => expect(document.querySelector('.request-row[data-request-id="1100"]')?.className).toContain('request-row--selected'));
    fireEvent.click(document.querySelector(`.request-row[data-request-id="1101"] .request-row-bank[data-bank="${BANK}"]`)!);
    await waitFor(() => expect(app.location()).toBe(`/agent/requests/all?period=week&selected=1101&sidebartab=bank%3A${BANK}`));
    app.router.navigate(-1);
    await waitFor(() => expect(app.location()).toBe('/agent/requests/all?period=week&selected=1100'));
    expect(app.network.seen.filter((seen) => seen.url === '/v1/grid/read/list/groupped')).toHaveLength(1);
  });

  it('the number opens the request form', async () => {
    const app = renderApp('/agent/requests/all', listServer(), withToken('jwt'));
    await rowsShown(50);
    fireEvent.click(within(document.querySelector('.request-row[data-request-id="1110"]') as HTMLElement).getByText('№ 1110'));
    await waitFor(() => expect(app.location()).toMatch(/^\/agent\/request\/1110/));
  });

  it('a page change brings the top of the list into view, not the footer the pager is in', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const app = renderApp('/agent/requests/all', listServer(), withToken('jwt'));
      await rowsShown(50);
      expect(scrolled).toHaveLength(0);
      fireEvent.click(screen.getByTitle('2'));
      await waitFor(() => expect(app.location()).toBe('/agent/requests/all?page=2'));
      expect(scrolled.at(-1)?.classList.contains('requests-page')).toBe(true);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('pages: page 3 of 50 is asked, and a page size of 20 is kept for the next visit', async () => {
    const first = renderApp('/agent/requests/all', listServer(), withToken('jwt'));
    await rowsShown(50);
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(first.location()).toBe('/agent/requests/all?page=3'));
    await waitFor(() => expect(document.querySelector('.request-row')?.getAttribute('data-request-id')).toBe('1019'));
    await rowsShown(20);
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select')!);
    fireEvent.click(await screen.findByTitle('20 / стр.'));
    await waitFor(() => expect(first.location()).toBe('/agent/requests/all'));
    await rowsShown(20);
    expect(first.storage.getItem('requestsPageSize')).toBe('20');
    cleanup();
    const again = renderApp('/agent/requests/all', listServer(), first.storage);
    await rowsShown(20);
    const asked = again.network.seen.find((seen) => seen.url === '/v1/grid/read/list/groupped')!.body as RequestListQueryWire;
    expect(asked.page_size).toBe(20);
    // On page 1 the address stays as it is, and the list still follows the new size.
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select')!);
    fireEvent.click(await screen.findByTitle('10 / стр.'));
    await rowsShown(10);
    expect(again.location()).toBe('/agent/requests/all');
  }, 90_000);

  it('switches tabs through the address and stores the active tab', async () => {
    const app = renderApp('/agent/requests/all', listServer(), withToken('jwt'));
    await rowsShown(50);
    fireEvent.click(screen.getByRole('tab', { name: /Черновики/ }));
    await waitFor(() => expect(app.location()).toBe('/agent/requests/drafts'));
    await waitFor(() => {
      const asked = app.network.seen.filter((seen) => seen.url === '/v1/grid/read/list/groupped').at(-1)!.body as RequestListQueryWire;
      expect(asked.tab).toBe('drafts');
    });
    expect(app.storage.getItem('requestsActiveTab')).toBe('drafts');
  });

  it('says honestly when there is nothing: no requests at all, nothing in a tab, nothing for the filters', async () => {
    renderApp('/agent/requests/all', listServer(0), withToken('jwt'));
    await screen.findByText('Заявок пока нет');
    cleanup();
    renderApp('/agent/requests/deals', listServer(0), withToken('jwt'));
    await screen.findByText('На вкладке «Сделки» заявок нет.');
    cleanup();
    renderApp('/agent/requests/all?period=today', listServer(0), withToken('jwt'));
    await screen.findByText('По выбранному периоду и клиенту заявок нет.');
    cleanup();
    renderApp('/agent/requests/all?page=9', listServer(), withToken('jwt'));
    await screen.findByText('На этой странице заявок нет: список стал короче. Выберите другую страницу.');
    expect(screen.getByText('Всего: 120')).toBeTruthy();
  });

  it('filters by a client chosen among the suggestions', async () => {
    const app = renderApp('/agent/requests/all', listServer(), withToken('jwt'));
    await rowsShown(50);
    const box = screen.getByLabelText('Поиск по клиенту');
    fireEvent.change(box, { target: { value: 'Рома' } });
    app.clock.advance(200);
    const option = await screen.findByText('ООО «Ромашка»', { selector: '.request-search-option span' });
    fireEvent.click(option);
    await waitFor(() => expect(app.location()).toBe('/agent/requests/all?client_id=c-1'));
    await waitFor(() => {
      const asked = app.network.seen.filter((seen) => seen.url === '/v1/grid/read/list/groupped').at(-1)!.body as RequestListQueryWire;
      expect(asked.client_id).toBe('c-1');
    });
    // Clearing the box drops the client.
    fireEvent.click(document.querySelector('.requests-search .ant-input-clear-icon')!);
    await waitFor(() => expect(app.location()).toBe('/agent/requests/all'));
  });

  it('filters by the typed text on Enter', async () => {
    const app = renderApp('/agent/requests/all', listServer(), withToken('jwt'));
    await rowsShown(50);
    const box = screen.getByLabelText('Поиск по клиенту');
    fireEvent.change(box, { target: { value: 'Север' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(app.location()).toBe('/agent/requests/all?client=%D0%A1%D0%B5%D0%B2%D0%B5%D1%80'));
  });
});
