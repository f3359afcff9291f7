import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { acceptCookiesIfShown, field, hideToasts, signInVia, snap, submitDemoAdmin, suggestion } from './support';

// The agent types less: the guarantee step starts from the purchase found in EIS and the requisites
// from ЕГРЮЛ; phones, sums and dates are shaped while typed (ДД.ММ.ГГГГ); the term in days follows the
// dates; each step opens at its top; a failed «Далее» keeps the typing on the server, so another
// browser opens the step with it.
test.describe.configure({ mode: 'serial' });

// A 44-FZ purchase whose contract runs to 30.06.2027: an execution guarantee then runs a month longer.
const TENDER = '0373100001226000108';

async function pickDate(page: Page, label: string, typed: string): Promise<void> {
  const input = field(page, label);
  await input.click();
  await input.fill(typed);
  await input.press('Enter');
  await expect(input).toHaveValue(typed);
}

test('a request from a purchase starts filled, shapes what is typed, and keeps a failed step on the server', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await hideToasts(page);
  await signInVia(page, '/agent/request/create', { timeout: 30_000 });
  await page.goto('/agent/request/create');
  await field(page, 'Наименование').pressSequentially('северсталь', { delay: 40 });
  await suggestion(page, 'ПАО "Северсталь"').first().click();
  await expect(field(page, 'ИНН')).toHaveValue('3528000597');
  await field(page, 'Реестровый номер закупки').fill(TENDER);
  await expect(page.getByText('Закупка из ЕИС')).toBeVisible();
  const kind = page.locator('.ant-select').filter({ has: field(page, 'Вид гарантии') });
  await expect(async () => {
    await field(page, 'Вид гарантии').click();
    await suggestion(page, 'Обеспечение исполнения контракта с авансом').first().click({ timeout: 2_000 });
    await expect(kind).toContainText('Обеспечение исполнения контракта с авансом', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Создать заявку' }).click();
  await page.waitForURL(/\/agent\/request\/\d+\/guaranty-detail-info$/);
  const requestPath = new URL(page.url()).pathname.replace(/\/guaranty-detail-info$/, '');
  await acceptCookiesIfShown(page);

  // The purchase's sums and the contract's end: nothing to type but what the agent decides.
  await expect(field(page, 'Сумма гарантии, ₽')).toHaveValue('12 500 000');
  await expect(field(page, 'Сумма контракта, ₽')).toHaveValue('125 000 000');
  await expect(field(page, 'Окончание действия гарантии')).toHaveValue('30.07.2027');
  const days = Number(await field(page, 'Срок гарантии, дней').inputValue());
  expect(days).toBeGreaterThan(200);
  await snap(page, 'typing-01-guarantee-from-tender');

  // A date typed as ДД.ММ.ГГГГ; the term follows at once.
  await pickDate(page, 'Окончание действия гарантии', '31.07.2027');
  await expect(field(page, 'Срок гарантии, дней')).toHaveValue(String(days + 1));
  // A sum typed with a dot comes out spaced, with a comma.
  await field(page, 'Сумма гарантии, ₽').fill('');
  await field(page, 'Сумма гарантии, ₽').pressSequentially('1250000.5', { delay: 20 });
  await expect(field(page, 'Сумма гарантии, ₽')).toHaveValue('1 250 000,5');
  const counter = page.locator('.ant-input-textarea-show-count, .ant-input-affix-wrapper').filter({ has: field(page, 'Дополнительные требования к гарантии') });
  await field(page, 'Дополнительные требования к гарантии').fill('Без бесспорного списания');
  await expect(counter).toContainText('24 / 2000');
  await page.getByRole('radio', { name: 'Заключён', exact: true }).check();

  // «Далее» sits at the bottom; the next step opens at its top.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.waitForURL(`**${requestPath}/detail-contacts`);
  await expect(field(page, 'Юридический адрес')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The legal address from ЕГРЮЛ; the addresses that are the same as it are not asked for.
  await expect(field(page, 'Юридический адрес')).toHaveValue(/Череповец/);
  await expect(page.getByRole('checkbox', { name: 'Фактический адрес совпадает с юридическим' })).toBeChecked();
  await expect(field(page, 'Фактический адрес')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Фактический адрес совпадает с юридическим' }).uncheck();
  await expect(field(page, 'Фактический адрес')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Фактический адрес совпадает с юридическим' }).check();

  // The phone falls into its mask as the digits come.
  await field(page, 'Телефон контактного лица').pressSequentially('89991234567', { delay: 20 });
  await expect(field(page, 'Телефон контактного лица')).toHaveValue('+7 (999) 123-45-67');
  await field(page, 'Контактное лицо').fill('Орлова Марина Викторовна');

  // The tax system is missing: «Далее» fails, and what was typed goes to the server as the step's draft.
  const kept = page.waitForResponse((response) => response.url().endsWith('/draft/detail-contacts') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Далее' }).click();
  expect((await kept).status()).toBe(200);
  await expect(page.getByText('Система налогообложения не указана').first()).toBeVisible();
  await snap(page, 'typing-02-contacts-failed-next');

  // Another browser, nothing in its storage: the step opens with the typing.
  const fresh = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow', viewport: { width: 390, height: 844 } });
  const other = await fresh.newPage();
  await hideToasts(other);
  await other.goto(`${requestPath}/detail-contacts`);
  await other.waitForURL('**/agent/login?**');
  await submitDemoAdmin(other);
  await other.waitForURL(`**${requestPath}/detail-contacts`);
  // The request pages' code (with the precompiled validators) loads afresh in this browser: a slower first step.
  await expect(field(other, 'Телефон контактного лица')).toHaveValue('+7 (999) 123-45-67', { timeout: 45_000 });
  await expect(field(other, 'Контактное лицо')).toHaveValue('Орлова Марина Викторовна');
  await acceptCookiesIfShown(other);
  await snap(other, 'typing-03-draft-in-another-browser-390');

  // The head's powers: «Бессрочно», or a date typed ДД.ММ.ГГГГ in the picker.
  await other.goto(`${requestPath}/information-head-company`);
  const unlimited = other.getByRole('checkbox', { name: 'Бессрочно' });
  await expect(unlimited).toBeChecked({ timeout: 45_000 });
  await unlimited.uncheck();
  await pickDate(other, 'Полномочия действуют до', '31.12.2030');
  await field(other, 'СНИЛС').pressSequentially('11223344595', { delay: 20 });
  await expect(field(other, 'СНИЛС')).toHaveValue('112-233-445 95');
  await snap(other, 'typing-04-head-390');
  await fresh.close();
});
