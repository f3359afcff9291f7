import { test, expect } from './test';
import { demo, latestCode, snap, uniqueInn } from './support';

// One newcomer walks the whole account journey; the steps share that account, so they run in order.
test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now());
const email = `agent${stamp}@garant-test.ru`;
const digits = stamp.slice(-7);
const phone = `+7 916 ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5, 7)}`;
const phoneDigits = `7916${digits}`;
const password = 'Garant2026x';

test('a newcomer registers, confirms by the code, signs in and lands on the request list, then logs out', async ({ page }) => {
  await page.goto('/agent/register');
  await expect(page).toHaveTitle(/Регистрация/);
  await page.getByLabel('Фамилия').fill('Петрова');
  await page.getByLabel('Имя', { exact: true }).fill('Мария');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Телефон').fill(phone);
  await page.getByLabel('Наименование организации').fill('ООО «Тест-Гарант»');
  await page.getByLabel('ИНН организации').fill(uniqueInn());
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByLabel('Повторите пароль').fill(password);
  await page.getByRole('checkbox').check();
  await snap(page, '01-register');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  await page.waitForURL('**/agent/confirm?**');
  await snap(page, '02-confirm');
  await page.getByLabel('Код подтверждения').fill(await latestCode(page.request, email));
  await page.getByRole('button', { name: 'Подтвердить' }).click();

  // Registered in this tab: the confirmation signs the newcomer in at once.
  await page.waitForURL('**/agent/requests/all');
  await expect(page.getByText('Регистрация подтверждена')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Все заявки' })).toBeVisible();
  await expect(page).toHaveTitle(/Все заявки/);
  await snap(page, '04-requests-all');

  await page.getByRole('button', { name: 'Учётная запись' }).click();
  await snap(page, '05-account-menu');
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await page.waitForURL('**/agent/login');
  expect(await page.evaluate(() => localStorage.getItem('bg_token'))).toBeNull();

  // Back by the sign-in form with the password chosen at registration.
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await snap(page, '03-login');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL('**/agent/requests/all');
  await expect(page.getByRole('heading', { name: 'Все заявки' })).toBeVisible();
});

test('an unauthenticated visit goes to login with redirect and returns there after login', async ({ page }) => {
  await page.goto('/agent/requests/all');
  await page.waitForURL('**/agent/login?redirect=%2Fagent%2Frequests%2Fall');
  await snap(page, '06-login-redirect');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL('**/agent/requests/all');
  await expect(page.getByRole('heading', { name: 'Все заявки' })).toBeVisible();
});

test('a wrong password shows the server message in the error toast', async ({ page }) => {
  await page.goto('/agent/login');
  await page.getByLabel('E-mail').fill(demo.admin.email);
  await page.getByLabel('Пароль', { exact: true }).fill('WrongPass123');
  await page.getByRole('button', { name: 'Войти' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Неверный e-mail или пароль' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Ошибка!');
  await snap(page, '07-wrong-password');
});

test('password recovery by a code, then sign-in with the new password', async ({ page }) => {
  await page.goto('/agent/recovery');
  await page.getByLabel('E-mail').fill(email);
  await snap(page, '08-recovery');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.waitForURL('**/agent/confirm-recover?**');
  await page.getByLabel('Код из письма').fill(await latestCode(page.request, email));
  await page.getByLabel('Новый пароль', { exact: true }).fill('NewGarant2026');
  await page.getByLabel('Повторите новый пароль').fill('NewGarant2026');
  await snap(page, '09-confirm-recover');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await page.waitForURL('**/agent/login?**');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill('NewGarant2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL('**/agent/requests/all');
});

test('sign-in by a code sent to the phone', async ({ page }) => {
  await page.goto('/agent/login?authType=phone');
  await page.getByLabel('Номер телефона').fill(phone);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByLabel('Код из SMS')).toBeVisible();
  await page.getByLabel('Код из SMS').fill(await latestCode(page.request, phoneDigits));
  await snap(page, '10-phone-code');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL('**/agent/requests/all');
});

test('public pages: legal texts, not-found and the error page', async ({ page }) => {
  await page.goto('/legal/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(page, '11-legal-terms');
  await page.goto('/agent/no-such-page');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await snap(page, '12-not-found');
  await page.goto('/error?title=Сервис%20недоступен&message=Попробуйте%20позже');
  await expect(page.getByText('Сервис недоступен')).toBeVisible();
  await snap(page, '13-error');
});
