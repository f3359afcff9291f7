import { expect, test } from './test';
import { acceptCookies, artifactsDir, configBank, fillRequest, hideToasts, signInToRequestList } from './support';

// The audit log (docs/audit.md): the administrator opens a request's head step — the head's passport is
// read — and sends the request; the log page shows both entries with who, when and from where.
const expobank = configBank('expobank'); // wants neither consent, nor verification, nor a signature

test('the administrator reads the head’s passport and sends the request; the audit log shows both', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await hideToasts(page);
  const token = await signInToRequestList(page);
  await acceptCookies(page);
  const { id } = fillRequest(baseURL!, token, [expobank]);

  await page.goto(`/agent/request/${id}/information-head-company`);
  await expect(page.getByText('Паспорт гражданина РФ').first()).toBeVisible({ timeout: 20_000 });

  const sent = await page.request.post('/v2/bgrequest/write/send', { headers: { authorization: `Bearer ${token}` }, data: { fko_uuids: [expobank.uuid], request_id: id, signed: false } });
  expect(((await sent.json()) as { code: number }).code).toBe(20000);

  // The menu leads there: the administrator may read his organisation's log.
  await page.goto('/agent/requests/all');
  await page.locator('.user-button').click();
  await page.getByRole('menuitem', { name: 'Журнал действий' }).click();
  await page.waitForURL('**/agent/audit');
  const log = page.getByTestId('audit-page');
  await expect(log.getByTestId('audit-entry').first()).toBeVisible();

  await log.getByRole('spinbutton', { name: 'Заявка' }).fill(String(id));
  await log.getByRole('spinbutton', { name: 'Заявка' }).press('Tab');
  const entries = log.getByTestId('audit-entry');
  const sending = entries.filter({ hasText: 'Отправка заявки в банки' });
  const reading = entries.filter({ hasText: 'Просмотр паспортных данных' }).filter({ hasText: `Заявка № ${id}: руководитель` });
  await expect(sending).toHaveCount(1);
  await expect(sending).toContainText(`Заявка № ${id} отправлена: Экспобанк — в банк`);
  await expect(reading.first()).toBeVisible();
  // Who and from where: the demo administrator, from this browser.
  await expect(reading.first()).toContainText('admin@garant-broker.ru');
  await expect(reading.first()).toContainText('127.0.0.1');
  await expect(entries.filter({ hasNotText: `№ ${id}` })).toHaveCount(0);
  await page.screenshot({ path: `${artifactsDir}/audit-01-log-1440.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(log.locator('.audit-list')).toBeVisible();
  await expect(log.getByTestId('audit-entry').filter({ hasText: 'Отправка заявки в банки' })).toHaveCount(1);
  await page.screenshot({ path: `${artifactsDir}/audit-02-log-390.png`, fullPage: true });
});

test('a manager finds no log in the menu and is refused on the page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await hideToasts(page);
  await page.goto('/agent/login');
  await page.getByLabel('E-mail').fill('manager@garant-broker.ru');
  await page.getByLabel('Пароль', { exact: true }).fill('Manager2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL('**/agent/requests/**');
  await acceptCookies(page);
  await page.locator('.user-button').click();
  await expect(page.getByRole('menuitem', { name: 'Профиль' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Журнал действий' })).toHaveCount(0);
  await page.goto('/agent/audit');
  await expect(page.getByText('Журнал действий доступен администратору организации')).toBeVisible();
  await page.screenshot({ path: `${artifactsDir}/audit-03-refused-1440.png` });
});
