import type { APIRequestContext, Page } from '@playwright/test';
import { acceptCookiesIfShown, artifactsDir, latestCode, uniqueInn } from './support';
import { expect, test } from './test';

/** A fresh agent registered and confirmed over HTTP: the journey changes its password and two-factor, not the demo admin's. */
async function registerAgent(request: APIRequestContext) {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const form = {
    last_name: 'Кузнецова',
    first_name: 'Мария',
    middle_name: 'Игоревна',
    email: `profile.${tag}@example.ru`,
    phone: `79${tag.slice(-9)}`,
    password: 'Profile2026',
    organization_name: `ООО «Профиль ${tag.slice(-5)}»`,
    inn: uniqueInn(),
    agree: true,
  };
  expect((await request.post('/v1/registration/write/agent', { data: form })).ok()).toBe(true);
  expect((await request.post(`/v1/confirm/write/${await latestCode(request, form.email)}`)).ok()).toBe(true);
  return form;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/agent/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** The outbox's newest code for an address that is newer than `than` (a code is never repeated at once). */
async function newCode(request: APIRequestContext, to: string, than?: string): Promise<string> {
  let code = '';
  await expect(async () => {
    code = await latestCode(request, to);
    expect(code).not.toBe(than);
  }).toPass({ timeout: 10_000 });
  return code;
}

test('the profile: names, the phone by a code, the password (the other session ends) and two-factor at sign-in', async ({ page, browser, request }) => {
  const agent = await registerAgent(request);
  await signIn(page, agent.email, agent.password);
  await page.waitForURL('**/agent/requests/**');
  await page.goto('/agent/profile');
  await acceptCookiesIfShown(page);

  // Names and post.
  const person = page.getByTestId('profile-person');
  await person.getByRole('button', { name: 'Изменить' }).click();
  await person.getByLabel('Фамилия').fill('Петрова');
  await person.getByLabel('Должность').fill('Руководитель тендерного отдела');
  await person.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByTestId('profile-name')).toHaveText('Петрова Мария Игоревна');
  await expect(person).toContainText('Руководитель тендерного отдела');

  // The phone by a code from the outbox.
  const contacts = page.getByTestId('profile-contacts');
  const phone = `79${String(Date.now()).slice(-9)}`;
  await contacts.getByRole('button', { name: 'Изменить телефон' }).click();
  await contacts.getByLabel('Новый телефон').fill(`+${phone}`);
  await contacts.getByRole('button', { name: 'Получить код' }).click();
  await expect(contacts).toContainText('Код отправлен');
  const phoneCode = await newCode(request, phone);
  await contacts.getByLabel('Код подтверждения').fill(phoneCode);
  await contacts.getByRole('button', { name: 'Сохранить телефон' }).click();
  await expect(page.getByTestId('profile-phone')).toHaveText(`+7 ${phone.slice(1, 4)} ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`);
  await page.screenshot({ path: `${artifactsDir}/profile-01-1440.png`, fullPage: true });

  // A second session elsewhere; the password change ends it and keeps this one.
  const elsewhere = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'ru-RU' });
  const other = await elsewhere.newPage();
  await signIn(other, agent.email, agent.password);
  await other.waitForURL('**/agent/requests/**');
  const security = page.getByTestId('profile-security');
  await security.getByRole('button', { name: 'Изменить пароль' }).click();
  await security.getByLabel('Текущий пароль').fill(agent.password);
  await security.getByLabel('Новый пароль', { exact: true }).fill('Changed2026');
  await security.getByLabel('Повторите новый пароль').fill('Changed2026');
  await security.getByRole('button', { name: 'Изменить пароль' }).click();
  await expect(page.getByText('Пароль изменён. Другие сеансы завершены.')).toBeVisible();
  await other.goto('/agent/profile');
  await other.waitForURL('**/agent/login**');
  await elsewhere.close();

  // Two-factor on (a code by SMS), then a sign-in asks for the code.
  await security.getByRole('button', { name: 'Включить' }).click();
  await security.getByLabel('Текущий пароль').fill('Changed2026');
  await security.getByRole('button', { name: 'Получить код' }).click();
  const enableCode = await newCode(request, phone, phoneCode);
  await security.getByLabel('Код подтверждения').fill(enableCode);
  await security.getByRole('button', { name: 'Включить защиту' }).click();
  await expect(security).toContainText('включена, код приходит по SMS');

  await page.setViewportSize({ width: 390, height: 844 });
  // The two columns fold into one: wait for the folded layout before keeping the screen.
  await expect.poll(async () => (await page.getByTestId('profile-organization').boundingBox())?.width ?? 0).toBeLessThan(400);
  await page.screenshot({ path: `${artifactsDir}/profile-02-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/agent/logout');
  await page.waitForURL('**/agent/login**');
  await signIn(page, agent.email, 'Changed2026');
  await expect(page.getByText('Включена двухфакторная защита. Код отправлен по SMS')).toBeVisible();
  await page.getByLabel('Код подтверждения').fill(await newCode(request, phone, enableCode));
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL('**/agent/requests/**');
});
