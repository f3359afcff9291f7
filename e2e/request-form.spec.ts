import { expect, test, type Page } from '@playwright/test';
import { demo, snap } from './support';

// The demo admin creates a guarantee request for a shipped 44-FZ tender, fills its steps with
// realistic data and reaches the preview; a reload keeps everything; invalid values get the rule's words.
test.describe.configure({ mode: 'serial' });

const TENDER = '0173100007926000041';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const suggestion = (page: Page, text: string | RegExp) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: text });

async function signIn(page: Page, to: string): Promise<void> {
  await page.goto(to);
  await page.waitForURL('**/agent/login?**');
  await page.getByLabel('E-mail').fill(demo.admin.email);
  await page.getByLabel('Пароль', { exact: true }).fill(demo.admin.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL(`**${to}*`);
}

async function acceptCookies(page: Page): Promise<void> {
  const cookies = page.getByRole('button', { name: 'Понятно' });
  if (await cookies.isVisible()) await cookies.click();
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await field(page, label).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
}

async function pickDate(page: Page, label: string, value: string): Promise<void> {
  const input = field(page, label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

test('the demo admin creates a request from a 44-FZ tender and fills it up to the preview', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, '/agent/request/create');
  await expect(page.getByRole('heading', { name: 'Новая заявка' })).toBeVisible();
  await snap(page, 'request-01-create');

  await field(page, 'Наименование').pressSequentially('ростелеком', { delay: 40 });
  await expect(suggestion(page, 'ПАО "Ростелеком"')).toBeVisible();
  await suggestion(page, 'ПАО "Ростелеком"').click();
  await expect(field(page, 'ИНН')).toHaveValue('7707049388');

  await field(page, 'Реестровый номер закупки').fill(TENDER);
  await expect(page.getByText('Закупка из ЕИС')).toBeVisible();
  await choose(page, 'Вид гарантии', 'Обеспечение заявки на участие');
  await snap(page, 'request-02-create-filled');

  await page.getByRole('button', { name: 'Создать заявку' }).click();
  await page.waitForURL(/\/agent\/request\/\d+\/guaranty-detail-info$/);
  const requestPath = new URL(page.url()).pathname.replace(/\/guaranty-detail-info$/, '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Заявка № \d+: Параметры гарантии/);
  await acceptCookies(page);
  await expect(field(page, 'Вид гарантии')).toBeVisible();
  await snap(page, 'request-03-guarantee-step');

  // «Далее» with the sum missing: the rule's own words, and the user stays.
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Укажите сумму гарантии').first()).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Заполните текущий шаг');
  await snap(page, 'request-04-guarantee-invalid');
  expect(new URL(page.url()).pathname).toBe(`${requestPath}/guaranty-detail-info`);

  await field(page, 'Сумма гарантии, ₽').fill('485000');
  await pickDate(page, 'Окончание действия гарантии', '2027-03-31');
  await expect(page.getByRole('status')).toHaveText('Продолжайте заполнение');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.waitForURL(`**${requestPath}/detail-contacts`);

  // Requisites and contacts: a wrong e-mail is refused in the rule's words.
  await field(page, 'Контактное лицо').fill('Орлова Марина Викторовна');
  await field(page, 'Телефон контактного лица').fill('+7 (495) 123-45-67');
  await field(page, 'E-mail контактного лица').fill('orlova@');
  await choose(page, 'Система налогообложения', 'Общая система');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Введите корректный адрес электронной почты, например ivanov@example.ru').first()).toBeVisible();
  await snap(page, 'request-05-contacts-invalid');
  await field(page, 'E-mail контактного лица').fill('orlova@rostelecom.ru');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.waitForURL(`**${requestPath}/information-head-company`);
  await snap(page, 'request-06-head');

  // The head: created by the form, signing, powers «бессрочно»; a passport from the future is refused.
  await expect(field(page, 'Полномочия действуют до')).toHaveValue('бессрочно');
  await field(page, 'Фамилия').fill('Осеевский');
  await field(page, 'Имя').fill('Михаил');
  await field(page, 'Отчество').fill('Эдуардович');
  await pickDate(page, 'Дата рождения', '1971-03-21');
  await field(page, 'Место рождения').fill('гор. Ленинград');
  await field(page, 'Серия документа').fill('40 17');
  await field(page, 'Номер документа').fill('654321');
  await pickDate(page, 'Дата выдачи', '2027-05-10');
  await field(page, 'Кем выдан').fill('ГУ МВД России по г. Санкт-Петербургу и Ленинградской области');
  await pickDate(page, 'Дата вступления в должность', '2019-09-02');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Дата выдачи документа не может быть в будущем').first()).toBeVisible();
  await snap(page, 'request-07-head-invalid');
  await pickDate(page, 'Дата выдачи', '2016-04-12');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.waitForURL(`**${requestPath}/information-founders`);

  // Founders: an organisation chosen from the suggestions, with its share.
  await page.locator('button.rjsf-array-item-add').last().click();
  await field(page, 'Наименование организации').pressSequentially('газпром', { delay: 40 });
  await suggestion(page, 'ПАО "Газпром"').first().click();
  await field(page, 'Доля в уставном капитале, %').fill('100');
  await snap(page, 'request-08-founders');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.waitForURL(`**${requestPath}/documents`);

  // Documents: a charter uploaded with its progress, listed under its type.
  const charter = page.locator('[data-doc-type="charter"]');
  await charter.locator('input[type=file]').setInputFiles({ name: 'Устав.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
  await expect(charter.getByText('Устав.pdf')).toBeVisible();
  await snap(page, 'request-09-documents');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.waitForURL(`**${requestPath}/preview`);

  // The preview: every step read-only with a way back to it.
  await expect(page.getByText('485 000')).toBeVisible();
  await expect(page.getByText('Орлова Марина Викторовна')).toBeVisible();
  await expect(page.getByText(/Осеевский/)).toBeVisible();
  await snap(page, 'request-10-preview');

  // A reload keeps everything: the checked steps, the data typed.
  await page.reload();
  for (const step of ['Параметры гарантии', 'Реквизиты и контакты', 'Руководитель', 'Учредители', 'Документы']) {
    await expect(page.getByRole('link', { name: new RegExp(step) }).getByLabel('Заполнено')).toBeVisible();
  }
  await expect(page.getByText('Орлова Марина Викторовна')).toBeVisible();
  await page.getByRole('link', { name: 'Изменить' }).nth(1).click();
  await page.waitForURL(`**${requestPath}/detail-contacts`);
  await expect(field(page, 'E-mail контактного лица')).toHaveValue('orlova@rostelecom.ru');

  // Every step checked: the form root opens the preview.
  await page.goto(requestPath);
  await page.waitForURL(`**${requestPath}/preview`);

  // Choosing a bank brings its finance periods and documents into the form.
  await page.getByRole('checkbox', { name: 'Сбербанк' }).check();
  await page.getByRole('button', { name: 'Сохранить выбор банков' }).click();
  await expect(page.getByText('Банки для отправки сохранены')).toBeVisible();
  await expect(page.getByRole('link', { name: /Финансовая отчётность/ })).toBeVisible();
  await snap(page, 'request-11-banks-chosen');
  await page.goto(requestPath);
  await page.waitForURL(`**${requestPath}/finance`);
  await expect(page.getByRole('button', { name: /Загрузить отчётность ФНС/ })).toBeVisible();
  await page.getByLabel('2110 период 1', { exact: true }).fill('184560');
  await expect(page.getByLabel('2110 период 2', { exact: true })).toBeVisible();
  await snap(page, 'request-12-finance');
  await page.getByRole('link', { name: /Документы/ }).click();
  await expect(page.locator('[data-doc-type="charter"]').getByText('Требуют банки: Сбербанк')).toBeVisible();
});

test('a request that is not there shows the request-error step', async ({ page }) => {
  await signIn(page, '/agent/request/999999');
  await page.waitForURL('**/agent/request/999999/error');
  await expect(page.getByText('Заявка не найдена').first()).toBeVisible();
  await snap(page, 'request-08-not-found');
});
