import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { acceptCookiesIfShown, field, hideToasts, signInVia, snap, suggestion } from './support';

// Wrong data is refused, or warned, with its reason at the field: the registry number as pasted from
// EIS, the purchase card after the number changes, a 5-digit number, the guarantee against its purchase.

const TENDER = '0173100007926000041';

async function choose(page: Page, label: string, option: string): Promise<void> {
  await expect(async () => {
    await field(page, label).click();
    await suggestion(page, option).first().click({ timeout: 5_000 });
    await expect(page.locator('.ant-select').filter({ has: field(page, label) })).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

test('wrong data: the registry number and the guarantee against its purchase', async ({ page }) => {
  test.setTimeout(240_000);
  await hideToasts(page);
  await signInVia(page, '/agent/request/create', { timeout: 30_000 });
  await page.goto('/agent/request/create');
  await acceptCookiesIfShown(page);

  await field(page, 'Наименование').pressSequentially('камаз', { delay: 40 });
  await suggestion(page, 'ПАО "КАМАЗ"').click();
  await expect(field(page, 'ИНН')).toHaveValue('1650032058');

  // «Вид гарантии» starts with a real choice: no blank first line.
  await field(page, 'Вид гарантии').click();
  await expect(suggestion(page, /./).first()).toHaveText('Обеспечение заявки на участие');
  await page.keyboard.press('Escape');

  // A 5-digit number: the rule at the field once it is left.
  const number = field(page, 'Реестровый номер закупки');
  await number.fill('12345');
  await number.blur();
  await expect(page.getByText('Реестровый номер — 19 цифр (44-ФЗ, 615-ПП) или 11 цифр (223-ФЗ)')).toBeVisible();
  await shot(page, 'wrong-data-01-five-digits');

  // Pasted as EIS shows it: the digits stay, the purchase is found.
  await number.fill(`№ ${TENDER}`);
  await expect(number).toHaveValue(TENDER);
  await expect(page.getByText('Министерство здравоохранения Российской Федерации')).toBeVisible();
  // One digit less: the card no longer shows that purchase.
  await number.fill(TENDER.slice(0, 18));
  await expect(page.getByText('Министерство здравоохранения Российской Федерации')).toHaveCount(0);
  await number.fill(TENDER);
  await expect(page.getByText('Закупка из ЕИС')).toBeVisible();
  await choose(page, 'Вид гарантии', 'Обеспечение исполнения контракта без аванса');
  await page.getByRole('button', { name: 'Создать заявку' }).click();
  await page.waitForURL(/\/agent\/request\/\d+\/guaranty-detail-info$/);

  // The journey's guarantee: 99 999 999 999 ₽ on a 1 000 ₽ contract.
  await field(page, 'Сумма гарантии, ₽').fill('99999999999');
  await field(page, 'Сумма контракта, ₽').fill('1000');
  await page.getByRole('button', { name: 'Далее' }).click();
  const sumRule = 'Сумма гарантии 99 999 999 999,00 ₽ больше цены контракта 1 000,00 ₽ (ГК РФ, ст. 368 ч. 1: гарантия обеспечивает обязательство по контракту)';
  await expect(page.locator('.ant-form-item').filter({ has: field(page, 'Сумма гарантии, ₽') })).toContainText(sumRule);
  expect(page.url()).toMatch(/guaranty-detail-info$/);
  await shot(page, 'wrong-data-02-sum-above-price');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'wrong-data-03-sum-above-price-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Above 30 % of the 44-FZ contract price: a warning, not a refusal.
  await field(page, 'Сумма гарантии, ₽').fill('20000000');
  await field(page, 'Сумма контракта, ₽').fill('48500000');
  await expect(page.getByText('Проверьте сумму гарантии: заявку можно отправить, но банк или заказчик могут её не принять')).toBeVisible();
  await expect(page.getByText(/Сумма гарантии больше 30% цены контракта 48 500 000,00 ₽/)).toBeVisible();
  await shot(page, 'wrong-data-04-warning');
});
