import type { Browser, Page } from '@playwright/test';
import { sendByApi } from './sendByApi';
import { expect, test } from './test';
import { acceptCookies, artifactsDir, configBank, hideToasts, signInToRequestList } from './support';

// The operator's desk: the platform's operator (the demo admin) verifies a request waiting for him —
// while he is at the desk the simulated operator leaves it to him — and publishes a banner, which another
// user sees at the top of his cabinet and closes for good.

const mkb = configBank('mkb'); // the customer's consent, then the operator's verification, no signature

async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${artifactsDir}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.app-header')).toBeVisible();
  await page.screenshot({ path: `${artifactsDir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The demo manager, signed in in a browser of his own. */
async function managerPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/agent/login');
  await page.getByLabel('E-mail').fill('manager@garant-broker.ru');
  await page.getByLabel('Пароль', { exact: true }).fill('Manager2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL('**/agent/requests/**');
  await acceptCookies(page);
  return page;
}

test('an operator verifies a request at the desk and publishes a banner that another user sees and closes for good', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await hideToasts(page);
  const token = await signInToRequestList(page);
  await acceptCookies(page);

  // At the desk first: the simulated operator steps aside for the request about to come.
  await page.getByRole('button', { name: 'Учётная запись' }).click();
  await page.getByRole('menuitem', { name: 'Стол оператора' }).click();
  await page.waitForURL('**/agent/desk');
  await expect(page.getByRole('tab', { name: 'Верификация' })).toHaveAttribute('aria-selected', 'true');

  const id = await sendByApi(page, baseURL!, token, [mkb]);
  await page.getByLabel('№ заявки').fill(String(id));
  await page.getByLabel('№ заявки').press('Enter');
  const card = page.locator(`.desk-request[data-request="${id}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('checkbox', { name: new RegExp(mkb.bank_name.replace(/[«»"]/g, '.')) })).toBeChecked();
  await expect(card.getByText('Ожидает верификации')).toBeVisible();
  await shots(page, 'operator-desk-queue');

  await card.getByRole('button', { name: 'Верификация пройдена' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByText(`Заявки № ${id} в этой очереди нет`)).toBeVisible();
  // The bank has it now: the history names the operator's verdict.
  const history = await page.request.get(`/v1/bgrequest/read/${id}/statuses`, { headers: { authorization: `Bearer ${token}` } });
  const events = ((await history.json()) as { data: { entries: { event: string; actor_label: string }[] } }).data.entries;
  expect(events.map((entry) => entry.event)).toContain('admin_verification_passed_to_bank');

  // A banner with a script in it: the server keeps the text and drops the script.
  await page.getByRole('tab', { name: 'Объявления' }).click();
  const text = `Плановые работы ${id}`;
  await page.getByLabel('Текст (HTML)').fill(`<b>${text}</b> в субботу с 10:00 до 12:00<script>document.title='взлом'</script>`);
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  const published = page.locator('.desk-plate').filter({ hasText: text });
  await expect(published).toBeVisible();
  await expect(published.locator('script')).toHaveCount(0);
  await expect(published.getByText('Показывается')).toBeVisible();
  // The operator is an agent too: the plate is at the top of his own cabinet at once.
  await expect(page.locator('.banner-stack').getByText(text)).toBeVisible();
  await shots(page, 'operator-desk-banners');

  // Another user sees it at the top of his cabinet, closes it, and it stays closed after a reload.
  const other = await managerPage(browser, baseURL!);
  const plate = other.locator('.banner-stack .ant-alert').filter({ hasText: text });
  await expect(plate).toBeVisible();
  await expect(plate.locator('b')).toHaveText(text);
  await expect(plate.locator('script')).toHaveCount(0);
  await other.screenshot({ path: `${artifactsDir}/banner-plate-1440.png` });
  await other.setViewportSize({ width: 390, height: 844 });
  await expect(plate).toBeVisible();
  await other.screenshot({ path: `${artifactsDir}/banner-plate-390.png` });
  await plate.getByRole('button', { name: 'Закрыть' }).click();
  await expect(plate).toBeHidden();
  const closed = other.waitForResponse((response) => response.url().includes('/v2/notification/read/alerts'));
  await other.reload();
  await closed;
  await expect(other.locator('.app-header')).toBeVisible();
  await expect(other.locator('.banner-stack').getByText(text)).toHaveCount(0);
  await other.context().close();

  // The desk counts who closed it.
  await page.reload();
  await page.getByRole('tab', { name: 'Объявления' }).click();
  const deskPlate = page.locator('.desk-plate').filter({ hasText: text });
  await expect(deskPlate.getByText('Закрыли: 1')).toBeVisible();

  // Withdrawn, it leaves every cabinet (and the later journeys of this server keep their layout).
  await deskPlate.getByRole('button', { name: 'Снять' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Снять' }).click();
  await expect(deskPlate.getByText(/^Снято /)).toBeVisible();
  await expect(page.locator('.banner-stack').getByText(text)).toHaveCount(0);
});
