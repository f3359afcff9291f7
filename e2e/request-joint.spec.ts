import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { acceptCookiesIfShown, createRequestForTender, field, signInVia, snap, suggestion } from './support';

// A joint procurement: the agent creates a request from the shipped joint 44-FZ tender, the guarantee
// step brings its three customers from EIS with their participation sums, one stops taking part, the
// sum rule says so live, the guarantee sum is made their total, a customer's contacts are typed in its
// drawer, the customers are saved through their own call and the preview lists them.
test.describe.configure({ mode: 'serial' });

const TENDER = '0173100009526000033';

async function pickDate(page: Page, label: string, value: string): Promise<void> {
  const input = field(page, label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await input.press('Escape');
}

test('joint customers: brought from EIS, the sum rule live, contacts in the drawer, saved through the customers call', async ({ page }) => {
  test.setTimeout(240_000);
  await signInVia(page, '/agent/request/create');
  await field(page, 'Наименование').pressSequentially('ростелеком', { delay: 40 });
  await suggestion(page, 'ПАО "Ростелеком"').click();
  const requestPath = await createRequestForTender(page, TENDER, 'Обеспечение заявки на участие');
  await acceptCookiesIfShown(page);

  const panel = page.locator('.joint-customers');
  // The page and the EIS lookup take a while on a busy machine.
  await expect(panel.getByText('3 заказчика, участвуют 3')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText('Федеральное казначейство')).toBeVisible();
  // The guarantee sum starts as the customers' total: 24 000 + 18 500 + 31 500.
  await expect(panel.getByText('Сумма гарантии 74 000,00 ₽ равна сумме по участвующим заказчикам')).toBeVisible();
  await expect(field(page, 'Сумма гарантии, ₽')).toHaveValue(/74\s?000/);
  await pickDate(page, 'Окончание действия гарантии', '2027-03-31');
  await snap(page, 'joint-01-customers');

  await panel.getByRole('switch', { name: /Участвует в заявке: Федеральная служба/ }).click();
  await expect(panel.getByText('Сумма по участвующим заказчикам 42 500,00 ₽ не равна сумме гарантии 74 000,00 ₽: сумма гарантии больше на 31 500,00 ₽')).toBeVisible();
  await snap(page, 'joint-02-sum-rule');
  await panel.getByRole('button', { name: 'Сделать суммой гарантии 42 500,00 ₽' }).click();
  await expect(panel.getByText('Сумма гарантии 42 500,00 ₽ равна сумме по участвующим заказчикам')).toBeVisible();

  // A customer's contacts in its drawer, with the rules' words as they are typed.
  await panel.getByRole('button', { name: 'Изменить: Федеральное казначейство' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Заказчик № 1')).toBeVisible();
  await expect(drawer.getByText('Укажите ОКТМО заказчика')).toBeVisible();
  await drawer.getByLabel('ОКТМО заказчика').fill('45382000');
  await drawer.getByLabel('Телефон заказчика').fill('+7 (495) 214-48-88');
  await drawer.getByLabel('E-mail заказчика').fill('zakupki@');
  await expect(drawer.locator('.ant-form-item-explain-error')).toHaveCount(2);
  await snap(page, 'joint-03-customer-drawer');
  await drawer.getByLabel('E-mail заказчика').fill('zakupki@roskazna.gov.ru');
  await drawer.getByLabel('Контакты заказчика подтверждены').check();
  await expect(drawer.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Готово' }).click();
  await expect(panel.getByText('zakupki@roskazna.gov.ru')).toBeVisible();

  await panel.getByRole('button', { name: 'Изменить: Министерство финансов Российской Федерации' }).click();
  await expect(drawer.getByText('Заказчик № 2')).toBeVisible();
  await drawer.getByLabel('ОКТМО заказчика').fill('45379000');
  await drawer.getByLabel('Телефон заказчика').fill('+7 (495) 987-91-01');
  await drawer.getByLabel('E-mail заказчика').fill('zakupki@minfin.gov.ru');
  await drawer.getByLabel('Контакты заказчика подтверждены').check();
  await drawer.getByRole('button', { name: 'Готово' }).click();

  // Saved through the customers call; the contacts too when the requisites step already exists
  // (a known company's questionnaire fills it in), else they follow with that step.
  await panel.getByRole('button', { name: 'Сохранить заказчиков' }).click();
  await expect(panel.getByText(/^(Заказчики сохранены|Суммы и даты заказчиков сохранены)/)).toBeVisible();

  // «Далее» saves the step with its customers; the preview lists them.
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(requestPath) && !url.pathname.endsWith('/guaranty-detail-info'));
  await page.goto(`${requestPath}/detail-contacts`);
  await expect(page.locator('.joint-customers').getByText('45382000')).toBeVisible({ timeout: 30_000 });
  await snap(page, 'joint-04-contacts-step');
  await page.goto(`${requestPath}/preview`);
  const customers = page.locator('.request-preview-section').filter({ hasText: 'Параметры гарантии' });
  await expect(customers.getByText('Министерство финансов Российской Федерации')).toBeVisible({ timeout: 30_000 });
  await expect(customers.getByText(/^42\s500$/)).toBeVisible();
  const contacts = page.locator('.request-preview-section').filter({ hasText: 'Контакты заказчиков совместной закупки' });
  await expect(contacts.getByText('zakupki@minfin.gov.ru')).toBeVisible();
  await snap(page, 'joint-05-preview');

  // The server keeps what was saved: a reload brings the customers back.
  await page.goto(`${requestPath}/guaranty-detail-info`);
  await expect(page.locator('.joint-customers').getByText('3 заказчика, участвуют 2')).toBeVisible({ timeout: 30_000 });
});
