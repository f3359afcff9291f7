import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { acceptCookies, configBank, fillRequest, hideToasts, signInToRequestList } from './support';

// Screens that follow the events that change them, without a reload: a bank choice saved elsewhere shows
// in the open panel; the client's consent, given in another browser, changes the agent's request page;
// an organisation switch drops the other organisation's list. And the keyboard and the pager: Escape over
// a panel's dropdown closes only the dropdown; page 2 of the list opens at its top.
test.describe.configure({ mode: 'serial' });

const sber = configBank('sberbank');
const zenit = configBank('zenit');
const tbank = configBank('tbank'); // wants the customer's consent

const panel = (page: Page) => page.locator('.side-panel[data-view="RequestDetails"]');

test('a bank choice saved elsewhere shows in the open panel at once', async ({ page }) => {
  await hideToasts(page);
  const token = await signInToRequestList(page);
  await acceptCookies(page);
  const request = fillRequest(page.url().replace(/\/agent\/.*$/, ''), token, [sber]);
  await page.goto(`/agent/requests/all?selected=${request.id}`);
  await expect(panel(page).locator(`.bank-card[data-bank="${sber.uuid}"]`)).toBeVisible({ timeout: 30_000 });
  await expect(panel(page).locator(`.bank-card[data-bank="${zenit.uuid}"]`)).toHaveCount(0);

  // «Сохранить выбор банков» as the request page sends it, from another tab.
  const saved = await page.request.post('/v2/bgrequest/write/saveasdraft', {
    headers: { authorization: `Bearer ${token}` },
    data: { request_id: request.id, steps: [], fko_uuids: [sber.uuid, zenit.uuid], source: 16 },
  });
  expect(saved.status()).toBe(200);
  await expect(panel(page).locator(`.bank-card[data-bank="${zenit.uuid}"]`)).toBeVisible({ timeout: 15_000 });
});

test("the client's consent in another browser changes the agent's request page without a reload", async ({ page, browser }) => {
  await hideToasts(page);
  const token = await signInToRequestList(page);
  await acceptCookies(page);
  const request = fillRequest(page.url().replace(/\/agent\/.*$/, ''), token, [tbank]);
  await page.goto(`/agent/request/${request.id}/preview`);
  const card = page.locator(`.bank-card[data-bank="${tbank.uuid}"]`).first();
  await expect(card).toContainText('Подтвердите согласие', { timeout: 60_000 });
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  const link = await page.request.post(`/v2/bgrequest/write/${request.id}/consent/link`, { headers: { authorization: `Bearer ${token}` } });
  const { url } = ((await link.json()) as { data: { url: string } }).data;
  const customer = await browser.newContext();
  const consent = await customer.newPage();
  await consent.goto(url);
  await consent.getByRole('checkbox', { name: /Я даю согласие/ }).check();
  await consent.getByRole('button', { name: 'Дать согласие' }).click();
  await expect(consent.getByText(/Согласие получено/)).toBeVisible();
  await customer.close();

  await expect(card).not.toContainText('Подтвердите согласие', { timeout: 15_000 });
  expect(reloaded).toBe(false);
});

test("an organisation switch leaves none of the other organisation's requests on screen", async ({ page }) => {
  await hideToasts(page);
  await signInToRequestList(page);
  await acceptCookies(page);
  const list = page.locator('.request-list[data-loading="false"]');
  await expect(list.locator('.request-row').first()).toBeVisible({ timeout: 30_000 });
  const before = await list.locator('.request-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-request-id')));

  await page.locator('.app-header').getByText('Иванова Анна').click();
  // The organisations open on a click (the menu's submenu is click-triggered, as a phone needs).
  const region = page.getByRole('menuitem', { name: /Гарант-Брокер Регион/ });
  await page.getByRole('menuitem', { name: /Сменить организацию/ }).click();
  await expect(region).toBeVisible();
  await region.click();
  await expect(page.locator('.app-header')).toContainText('Гарант-Брокер Регион');
  await expect(page.locator('.request-list[data-loading="false"]')).toBeVisible({ timeout: 30_000 });
  const after = await page.locator('.request-list .request-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-request-id')));
  expect(after.filter((id) => before.includes(id))).toEqual([]);
});

test('Escape over a dropdown of the panel closes the dropdown only; the next Escape closes the panel', async ({ page }) => {
  await hideToasts(page);
  await signInToRequestList(page);
  await acceptCookies(page);
  const first = page.locator('.request-row').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const id = await first.getAttribute('data-request-id');
  await page.goto(`/agent/requests/all?selected=${id}`);
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('button', { name: /Ещё/ }).click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(panel(page)).toBeVisible();
  expect(page.url()).toContain(`selected=${id}`);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
});

test('page 2 of the request list opens at the top of the list', async ({ page }) => {
  await hideToasts(page);
  await signInToRequestList(page);
  await acceptCookies(page);
  await expect(page.locator('.request-row').first()).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('.ant-pagination-item-2').click();
  await page.waitForURL(/page=2/);
  await expect(page.locator('.request-list[data-loading="false"][data-page="2"]')).toBeVisible({ timeout: 30_000 });
  const top = await page.locator('.requests-page').evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
});
