import type { Page } from '@playwright/test';
import { sendByApi } from './sendByApi';
import { acceptCookies, artifactsDir, configBank, field, hideToasts, sessionToken, signInToRequestList } from './support';
import { expect, test } from './test';

// The administrator invites an employee by e-mail; the employee sets a password by the e-mailed link,
// signs in, and without «Принятие предложений банков» cannot accept an offer (the button is refused
// in the browser, the call with 403 on the server); granted it, he accepts. docs/employees.md.
const tbank = configBank('tbank'); // a quick offer, paper or digital delivery

const card = (page: Page) => page.locator(`.bank-card[data-bank="${tbank.uuid}"]`);

/** The page at 1440 px and 390 px, kept for a person to look at. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${artifactsDir}/employees/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.page-title')).toBeInViewport();
  await page.screenshot({ path: `${artifactsDir}/employees/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.locator('.page-title')).toBeInViewport();
}

test('the administrator invites an employee, who sets a password by the link and may accept offers only once granted', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await hideToasts(page);
  const token = await signInToRequestList(page);
  await acceptCookies(page);
  // A request with the bank's offer waiting, made through the API: the journey is not about it.
  const requestId = await sendByApi(page, baseURL!, token, [tbank]);

  const login = `employee.${Date.now().toString(36)}@garant-broker.ru`;
  await page.goto('/agent/employees');
  await expect(page.getByRole('cell', { name: /Иванова Анна/ })).toBeVisible();
  await shoot(page, 'list');
  await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
  await page.waitForURL('**/agent/employees/create');
  await field(page, 'E-mail').fill(login);
  await field(page, 'Фамилия').fill('Орлова');
  await field(page, 'Имя').fill('Анна');
  await field(page, 'Должность').fill('Менеджер');
  await page.getByRole('checkbox', { name: 'Просмотр всех заявок организации' }).check();
  await shoot(page, 'create');
  await page.getByRole('button', { name: 'Отправить приглашение' }).click();
  await expect(page.getByText(`Приглашение отправлено на ${login}`)).toBeVisible();
  await page.getByRole('button', { name: 'Открыть карточку сотрудника' }).click();
  await expect(page.getByText('Приглашён')).toBeVisible();
  const employeePage = new URL(page.url()).pathname;

  // The employee, in a browser of his own, opens the link of the e-mail (read from the dev outbox).
  const outbox = (await (await page.request.get(`/v1/dev/read/outbox?to=${encodeURIComponent(login)}`)).json()) as { data: { text: string }[] };
  const link = /https?:\/\/\S+\/agent\/invitation\?token=[A-Za-z0-9_-]+/.exec(outbox.data[0]!.text)![0];
  const employee = await (await browser.newContext({ baseURL })).newPage();
  await hideToasts(employee);
  await employee.goto(new URL(link).pathname + new URL(link).search);
  await expect(employee.getByText('Анна, вас пригласили сотрудником')).toBeVisible();
  await employee.getByLabel('Новый пароль').fill('Orlova2026');
  await employee.getByLabel('Пароль ещё раз').fill('Orlova2026');
  await employee.getByRole('button', { name: 'Задать пароль' }).click();
  await employee.locator('.auth-card').getByRole('link', { name: 'Войти' }).click();
  await expect(employee.getByLabel('E-mail')).toHaveValue(login);
  await employee.getByLabel('Пароль', { exact: true }).fill('Orlova2026');
  await employee.getByRole('button', { name: 'Войти' }).click();
  await employee.waitForURL('**/agent/requests/**');
  await acceptCookies(employee);
  const employeeToken = await sessionToken(employee);

  // Without the permission: the button is refused, and the call itself is 403.
  await employee.goto(`/agent/request/${requestId}/preview`);
  const accept = card(employee).getByRole('button', { name: 'Принять предложение' });
  await expect(accept).toBeVisible({ timeout: 90_000 });
  await expect(accept).toBeDisabled();
  const offers = (await (await employee.request.get(`/v2/bgrequest/read/${requestId}/offer/agent`, { headers: { authorization: `Bearer ${employeeToken}` } })).json()) as {
    data: { offers: { offerUuid: string; bank: { bank_uuid: string } }[] };
  };
  const offerUuid = offers.data.offers.find((offer) => offer.bank.bank_uuid === tbank.uuid)!.offerUuid;
  const refused = await employee.request.post('/v1/bgrequest/write/offer/accept', { headers: { authorization: `Bearer ${employeeToken}` }, data: { offerUuid, delivery_type: 'digital', agreements: [] } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ code: 40304, message: 'Недостаточно прав: Принятие предложений банков' });

  // The administrator grants it on the employee's card.
  await page.goto(employeePage);
  await page.getByRole('checkbox', { name: 'Принятие предложений банков' }).check();
  await page.locator('button[name="save-permissions"]').click();
  await expect(page.getByText('Сохранено')).toBeVisible();
  await shoot(page, 'detail');

  // The employee's next page lets him accept.
  await employee.reload();
  await expect(accept).toBeEnabled({ timeout: 30_000 });
  await accept.click();
  await employee.waitForURL(/\/accept-offer\/offer\//);
  await employee.getByRole('radio', { name: 'Гарантия на бумаге' }).check();
  await employee.getByRole('radio', { name: /Доставка курьером банка/ }).check();
  await employee.getByLabel('Адрес доставки').fill('125009, г. Москва, ул. Тверская, д. 7, офис 12');
  for (const box of await employee.locator('.ant-card').filter({ hasText: 'Дополнительные условия' }).getByRole('checkbox').all()) await box.check();
  await employee.getByRole('button', { name: 'Принять предложение' }).click();
  await employee.waitForURL((url) => !url.pathname.includes('/accept-offer/'), { timeout: 30_000 });
  await employee.context().close();
});
