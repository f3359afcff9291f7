import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './test';
import { artifactsDir, configBank, fillRequest, hideToasts, signInToRequestList, snap } from './support';

// The agent's desk: the demo admin filters the request list by tab, period and client, pages through it,
// changes the page size and finds it kept after a reload, opens a request's panel from its row, and sees
// a row change live while the bank simulator moves the request's bank.
// The server shares two cores with other runs; a screen may take longer than the default 10 s to settle.
const expect = baseExpect.configure({ timeout: 30_000 });

const expobank = configBank('expobank'); // needs nothing before the bank

async function signIn(page: Page): Promise<string> {
  // The simulator keeps moving the seeded requests, and their toasts would pile over the list and the
  // cookie notice: this journey is about the list, so they are kept out of the way.
  await page.addInitScript(() => localStorage.setItem('cookieInfo', 'accepted'));
  await hideToasts(page);
  return signInToRequestList(page);
}

async function api<T>(page: Page, token: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const answer = method === 'GET' ? await page.request.get(url, { headers }) : await page.request.post(url, { headers, data: data ?? {} });
  const body = (await answer.json()) as { code: number; data: T; message?: string };
  if (body.code !== 20000) throw new Error(`${method} ${url}: ${body.message ?? body.code}`);
  return body.data;
}

const rows = (page: Page) => page.locator('.request-row');
const row = (page: Page, id: number) => page.locator(`.request-row[data-request-id="${id}"]`);
const settled = (page: Page) => expect(page.locator('.request-list')).toHaveAttribute('data-loading', 'false');

test('the agent filters, pages and opens requests on the list, and sees a row change live', async ({ page, baseURL }) => {
  // About a minute on a quiet machine; the allowance covers a busy one.
  test.setTimeout(180_000);
  const token = await signIn(page);

  // The demo organisation has its seeded requests; without them, enough drafts are made here to page through.
  const counts = await api<{ counts: Record<string, number> }>(page, token, 'GET', '/v2/grid/read/list/notificators-count?show_my=true');
  const example = (name: string, file: string) => JSON.parse(readFileSync(`schemas/examples/valid/${name}/${file}.json`, 'utf8')) as unknown;
  for (let made = counts.counts.all!; made < 25; made += 1) {
    await api(page, token, 'POST', '/v1/bgrequest/write', {
      'company-information': example('company-information', 'limited-company'),
      'guarantee-information': example('guarantee-information', 'registry-number-44fz'),
    });
  }
  const request = fillRequest(baseURL!, token, [expobank]);

  await page.goto('/agent/requests/all');
  await expect(rows(page).first()).toBeVisible();
  const all = await api<{ counts: Record<string, number> }>(page, token, 'GET', '/v2/grid/read/list/notificators-count?show_my=true');
  await expect(page.locator('.request-tab-count').first()).toHaveText(String(all.counts.all));
  await expect(rows(page)).toHaveCount(Math.min(50, all.counts.all!));
  await snap(page, 'request-list-01-all');
  // The first screen as the agent sees it, without the page's full length.
  await page.screenshot({ path: `${artifactsDir}/request-list-01-first-screen.png` });

  // Tabs live in the path; the drafts tab shows the drafts' count of rows (up to a page).
  await page.getByRole('tab', { name: /Черновики/ }).click();
  await page.waitForURL('**/agent/requests/drafts');
  await settled(page);
  await expect(rows(page)).toHaveCount(Math.min(50, all.counts.drafts!));
  await expect(row(page, request.id)).toBeVisible();
  await page.getByRole('tab', { name: /Все заявки/ }).click();
  await page.waitForURL('**/agent/requests/all');

  // Period: today's requests include the one just filled.
  await page.getByText('Сегодня', { exact: true }).click();
  await page.waitForURL('**/agent/requests/all?period=today');
  await settled(page);
  await expect(row(page, request.id)).toBeVisible();
  await page.getByText('За всё время', { exact: true }).click();
  await page.waitForURL('**/agent/requests/all');

  // Client: a suggestion chosen filters by the client's id; every row is that client's.
  const inn = (await row(page, request.id).locator('.request-row-client .muted').textContent())!.replace(/\D/g, '');
  await page.getByLabel('Поиск по клиенту').fill(inn);
  await page.locator('.request-search-option').first().click();
  await page.waitForURL(/client_id=/);
  // The simulator keeps moving the seeded requests up the list: the client's own list keeps this one in view.
  const clientList = new URL(page.url()).pathname + new URL(page.url()).search;
  await settled(page);
  const inns = await rows(page).locator('.request-row-client .muted').allTextContents();
  expect(inns.length).toBeGreaterThan(0);
  for (const text of inns) expect(text.replace(/\D/g, '')).toBe(inn);
  await page.locator('.requests-search .ant-input-clear-icon').click();
  await page.waitForURL('**/agent/requests/all');
  await settled(page);

  // Page size 10, then page 2; a reload keeps both.
  // The list may still redraw under the open size list (a live row), taking the option from under the pointer.
  await expect(async () => {
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.getByRole('option', { name: '10 / стр.', exact: true }).click({ timeout: 2_000 });
    await expect(rows(page)).toHaveCount(10, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const firstOfPage1 = await rows(page).first().getAttribute('data-request-id');
  await page.locator('.ant-pagination-item-2').click();
  await page.waitForURL('**/agent/requests/all?page=2');
  await settled(page);
  await expect(rows(page).first()).not.toHaveAttribute('data-request-id', firstOfPage1!);
  await expect(rows(page)).toHaveCount(Math.min(10, all.counts.all! - 10));
  await page.reload();
  await expect(rows(page)).toHaveCount(Math.min(10, all.counts.all! - 10));
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  // Back to 50 a page: the journey's request stays on the client's first page while the simulator moves
  // that client's other requests (those the earlier journeys sent) above it.
  await page.locator('.ant-pagination-options .ant-select').click();
  await page.getByRole('option', { name: '50 / стр.', exact: true }).click();
  await settled(page);

  // A row opens the request's panel: the address says which.
  await page.goto(clientList);
  await expect(row(page, request.id)).toBeVisible();
  await row(page, request.id).locator('.request-row-client').click();
  await page.waitForURL(`**${clientList}&selected=${request.id}`);
  await page.goBack();
  await page.waitForURL(`**${clientList}`);
  await settled(page);
  await expect(row(page, request.id)).toBeVisible();

  // Live: the request is sent to the bank; the simulator answers; its row follows without a reload.
  await page.evaluate(() => ((window as unknown as { listStayed: boolean }).listStayed = true));
  const chip = row(page, request.id).locator(`.request-row-bank[data-bank="${expobank.uuid}"]`);
  const before = (await chip.textContent()) ?? '';
  const statusBefore = (await row(page, request.id).locator('.request-row-status').textContent()) ?? '';
  await api(page, token, 'POST', `/v2/bgrequest/write/${request.id}/prescoring`);
  await api(page, token, 'POST', '/v2/bgrequest/write/send', { fko_uuids: [expobank.uuid], request_id: request.id, signed: false });
  await expect(chip).not.toHaveText(before, { timeout: 30_000 });
  await expect(row(page, request.id).locator('.request-row-status')).not.toHaveText(statusBefore);
  expect(await page.evaluate(() => (window as unknown as { listStayed?: boolean }).listStayed)).toBe(true);
  await snap(page, 'request-list-02-live');

  // The phone: rows become cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row(page, request.id)).toHaveClass(/request-row--card/);
  await snap(page, 'request-list-03-mobile');
});
