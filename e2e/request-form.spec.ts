import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { acceptCookiesIfShown, choose, chooseBanks, field, pdf, signInVia, snap, suggestion } from './support';

// The demo admin creates a guarantee request for a shipped 44-FZ tender, chooses two banks, fills every
// step with realistic data and reaches the preview at 100 %; a reload keeps everything; invalid values
// get the rule's words.
test.describe.configure({ mode: 'serial' });

const TENDER = '0173100007926000041';

async function signIn(page: Page, to: string): Promise<void> {
  await signInVia(page, to, { timeout: 30_000 });
  // Opened afresh with the session: on a busy machine the in-app move from the sign-in page may keep
  // the sign-in form on screen while the page's code loads.
  await page.goto(to);
}


/**
 * A date (YYYY-MM-DD) typed and confirmed with Enter, as a person types it: the calendar closes and the date
 * stays, shown as DD.MM.YYYY.
 */
async function pickDate(page: Page, label: string, value: string): Promise<void> {
  const input = field(page, label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value.split('-').reverse().join('.'));
}

/** A screen from its top: a full-page screenshot of a scrolled page draws the sticky header mid-page. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** Every block of the preview's progress (parameters, questionnaire, finance, documents) at 100 %. */
async function expectComplete(page: Page): Promise<void> {
  const blocks = page.locator('.request-preview-progress .request-block');
  await expect(blocks).toHaveCount(4);
  for (const block of await blocks.all()) {
    await expect(block.locator('.request-block-head span').last()).toHaveText(/^(\d+)\/\1$/);
    await expect(block.locator('.ant-progress-status-success')).toHaveCount(1);
  }
}

/** A search field (address, issuer code, bank): typed as a person types, the suggestion picked. */
async function pick(page: Page, input: Locator, typed: string, option: string | RegExp, picked?: () => Promise<void>): Promise<void> {
  // The list moves while its answer for the last letters arrives, and a click can land beside the line:
  // with `picked` (what the pick fills) the whole pick is made again until it shows.
  await expect(async () => {
    await input.fill('');
    await input.pressSequentially(typed, { delay: 20 });
    await suggestion(page, option).first().click({ timeout: picked ? 5_000 : undefined });
    await picked?.();
  }).toPass({ timeout: 60_000 });
}


// Two banks that ask for the finance of the last year and four documents between them (config/banks.json).
const BANKS = ['Альфа-Банк', 'Совкомбанк'];
const DOCUMENTS = ['charter', 'head_appointment', 'passport_head', 'balance_year'];

test('the demo admin creates a request from a 44-FZ tender and fills every step up to a complete preview', async ({ page }) => {
  // About a minute on a quiet machine; the cap leaves room for a CI runner shared by every suite.
  test.setTimeout(360_000);
  await signIn(page, '/agent/request/create');
  await expect(page.getByRole('heading', { name: 'Новая заявка' })).toBeVisible();
  await shot(page, 'request-01-create');

  // A company no other journey applies for, so nothing is brought from its earlier requests.
  await field(page, 'Наименование').pressSequentially('камаз', { delay: 40 });
  await expect(suggestion(page, 'ПАО "КАМАЗ"')).toBeVisible();
  await suggestion(page, 'ПАО "КАМАЗ"').click();
  await expect(field(page, 'ИНН')).toHaveValue('1650032058');

  await field(page, 'Реестровый номер закупки').fill(TENDER);
  await expect(page.getByText('Закупка из ЕИС')).toBeVisible();
  await choose(page, 'Вид гарантии', 'Обеспечение исполнения контракта без аванса');
  await shot(page, 'request-02-create-filled');

  await page.getByRole('button', { name: 'Создать заявку' }).click();
  await page.waitForURL(/\/agent\/request\/\d+\/guaranty-detail-info$/);
  const requestPath = new URL(page.url()).pathname.replace(/\/guaranty-detail-info$/, '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Заявка № \d+: Параметры гарантии/);
  await acceptCookiesIfShown(page);

  // The banks first, in the side column's one bank choice: their finance periods and documents join the form.
  await chooseBanks(page, BANKS);
  await expect(page.getByText('Банки для отправки сохранены')).toBeVisible();
  await expect(page.getByRole('link', { name: /Финансовая отчётность/ })).toBeVisible();
  await shot(page, 'request-03-banks-chosen');
  await expect(field(page, 'Вид гарантии')).toBeVisible();

  // The purchase brings its sums; «Далее» with them cleared: the rules' own words, and the user stays.
  await expect(field(page, 'Сумма гарантии, ₽')).toHaveValue('2 425 000');
  await expect(field(page, 'Сумма контракта, ₽')).toHaveValue('48 500 000');
  await field(page, 'Сумма гарантии, ₽').fill('');
  await field(page, 'Сумма контракта, ₽').fill('');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Укажите сумму гарантии').first()).toBeVisible();
  await expect(page.getByText('Укажите сумму контракта').first()).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Заполните текущий шаг');
  await shot(page, 'request-04-guarantee-invalid');
  expect(new URL(page.url()).pathname).toBe(`${requestPath}/guaranty-detail-info`);

  await field(page, 'Сумма гарантии, ₽').fill('485000');
  await field(page, 'Сумма контракта, ₽').fill('9700000');
  await pickDate(page, 'Окончание действия гарантии', '2027-03-31');
  await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toHaveCount(0);
  await expect(field(page, 'Окончание действия гарантии')).toHaveValue('31.03.2027');
  await page.getByRole('radio', { name: 'Заключён', exact: true }).check();
  await expect(page.getByRole('status')).toHaveText('Продолжайте заполнение');
  await shot(page, 'request-05-guarantee');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.waitForURL(`**${requestPath}/detail-contacts`);

  // Requisites and contacts: addresses and the bank picked from the directories; a wrong e-mail is refused in the rule's words.
  await pick(page, field(page, 'Юридический адрес'), 'москва тверская', 'г Москва, ул Тверская');
  await pick(page, field(page, 'БИК банка'), '044525225', 'ПАО Сбербанк');
  await expect(field(page, 'Корреспондентский счёт')).toHaveValue('30101810400000000225');
  await field(page, 'Расчётный счёт').fill('40702810938000012345');
  await field(page, 'Контактное лицо').fill('Орлова Марина Викторовна');
  await field(page, 'Телефон контактного лица').fill('+7 (495) 123-45-67');
  await field(page, 'E-mail контактного лица').fill('orlova@');
  await choose(page, 'Система налогообложения', 'Общая система');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Введите корректный адрес электронной почты, например ivanov@example.ru').first()).toBeVisible();
  await shot(page, 'request-06-contacts-invalid');
  await field(page, 'E-mail контактного лица').fill('orlova@kamaz.ru');
  await shot(page, 'request-07-contacts');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.waitForURL(`**${requestPath}/information-head-company`);

  // The head: created by the form, powers «бессрочно»; a passport from the future is refused; he does not sign.
  await expect(page.getByRole('checkbox', { name: 'Бессрочно' })).toBeChecked();
  await field(page, 'Фамилия').fill('Когогин');
  await field(page, 'Имя').fill('Сергей');
  await field(page, 'Отчество').fill('Анатольевич');
  await choose(page, 'Должность руководителя', 'Генеральный директор');
  await pickDate(page, 'Дата рождения', '1971-03-21');
  await field(page, 'Место рождения').fill('гор. Набережные Челны');
  await field(page, 'Серия документа').fill('40 17');
  await field(page, 'Номер документа').fill('654321');
  await pickDate(page, 'Дата выдачи', '2027-05-10');
  await pick(page, field(page, 'Код подразделения'), '780-001', 'ГУ МВД России по г. Санкт-Петербургу', () =>
    expect(field(page, 'Кем выдан')).toHaveValue('ГУ МВД России по г. Санкт-Петербургу и Ленинградской области', { timeout: 2_000 }),
  );
  await pick(page, field(page, 'Адрес регистрации'), 'москва тверская', 'г Москва, ул Тверская');
  await pickDate(page, 'Дата вступления в должность', '2019-09-02');
  await field(page, 'Подписант').uncheck();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Дата выдачи документа не может быть в будущем').first()).toBeVisible();
  await shot(page, 'request-08-head-invalid');
  await pickDate(page, 'Дата выдачи', '2016-04-12');
  await shot(page, 'request-09-head');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.waitForURL(`**${requestPath}/information-founders`);

  // Founders: a person with 40 % and an organisation chosen from the suggestions with 60 %.
  const persons = page.locator('fieldset#information-founders_persons');
  const organizations = page.locator('fieldset#information-founders_organizations');
  await persons.getByRole('button', { name: 'Добавить участника — физическое лицо' }).click();
  await persons.getByLabel('Фамилия', { exact: true }).fill('Кузнецова');
  await persons.getByLabel('Имя', { exact: true }).fill('Елена');
  await persons.getByLabel('Отчество', { exact: true }).fill('Павловна');
  await pickDate(page, 'Дата рождения', '1990-11-05');
  await persons.getByLabel('Место рождения', { exact: true }).fill('гор. Москва');
  await persons.getByLabel('Серия документа', { exact: true }).fill('45 12');
  await persons.getByLabel('Номер документа', { exact: true }).fill('345678');
  await pickDate(page, 'Дата выдачи', '2012-02-14');
  await pick(page, persons.getByLabel('Код подразделения', { exact: true }), '770-001', 'ГУ МВД России по г. Москве', () =>
    expect(persons.getByLabel('Кем выдан', { exact: true })).toHaveValue('ГУ МВД России по г. Москве', { timeout: 2_000 }),
  );
  await pick(page, persons.getByLabel('Адрес регистрации', { exact: true }), 'москва тверская', 'г Москва, ул Тверская', () =>
    expect(persons.getByLabel('Адрес регистрации', { exact: true })).toHaveValue('г Москва, ул Тверская', { timeout: 2_000 }),
  );
  await persons.getByLabel('Участник (учредитель)', { exact: true }).check();
  await persons.getByLabel('Доля в уставном капитале, %', { exact: true }).fill('40');
  await organizations.getByRole('button', { name: 'Добавить учредителя — организацию' }).click();
  await pick(page, organizations.getByLabel('Наименование организации', { exact: true }), 'газпром', 'ПАО "Газпром"', () =>
    expect(organizations.getByLabel('ИНН', { exact: true })).toHaveValue(/^\d{10}$/, { timeout: 2_000 }),
  );
  await organizations.getByLabel('Доля в уставном капитале, %', { exact: true }).fill('60');
  await pickDate(page, 'Дата внесения записи в ЕГРЮЛ', '2002-08-02');
  await organizations.getByLabel('ИНН руководителя', { exact: true }).fill('500100732259');
  await shot(page, 'request-10-founders');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.waitForURL(`**${requestPath}/information-signers`);

  // The signer: not the head, by power of attorney.
  const signers = page.locator('fieldset#information-signers_signers');
  await signers.getByLabel('Фамилия', { exact: true }).fill('Орлова');
  await signers.getByLabel('Имя', { exact: true }).fill('Марина');
  await signers.getByLabel('Отчество', { exact: true }).fill('Викторовна');
  await pickDate(page, 'Дата рождения', '1985-06-17');
  await signers.getByLabel('Место рождения', { exact: true }).fill('гор. Москва');
  await signers.getByLabel('Серия документа', { exact: true }).fill('45 09');
  await signers.getByLabel('Номер документа', { exact: true }).fill('112233');
  await pickDate(page, 'Дата выдачи', '2010-07-01');
  await pick(page, signers.getByLabel('Код подразделения', { exact: true }), '770-001', 'ГУ МВД России по г. Москве', () =>
    expect(signers.getByLabel('Кем выдан', { exact: true })).toHaveValue('ГУ МВД России по г. Москве', { timeout: 2_000 }),
  );
  await pick(page, signers.getByLabel('Адрес регистрации', { exact: true }), 'москва тверская', 'г Москва, ул Тверская', () =>
    expect(signers.getByLabel('Адрес регистрации', { exact: true })).toHaveValue('г Москва, ул Тверская', { timeout: 2_000 }),
  );
  await signers.getByLabel('Номер доверенности', { exact: true }).fill('77 АД 1234567');
  await pickDate(page, 'Дата доверенности', '2026-01-15');
  await shot(page, 'request-11-signer');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.waitForURL(`**${requestPath}/finance`);

  // Finance: the lines the banks need for the last year, the balance in balance, the tax office's data confirmed.
  await expect(page.getByRole('button', { name: /Загрузить отчётность ФНС/ })).toBeVisible();
  for (const [line, value] of [['1300', '2450000'], ['1310', '100000'], ['1600', '5120000'], ['1700', '5120000'], ['2110', '18456000']] as const) {
    // A cell is named by its line and its period's reporting date («2110 9 месяцев 2026»), a name that moves with today.
    await page.locator(`[id="finance-period1-${line}"]`).fill(value);
  }
  await page.getByLabel('Данные совпадают с отчётностью, сданной в налоговую инспекцию').check();
  await shot(page, 'request-12-finance');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.waitForURL(`**${requestPath}/documents`);

  // Documents: each one the two banks require, uploaded with its progress and listed with its size.
  for (const type of DOCUMENTS) {
    const card = page.locator(`[data-doc-type="${type}"]`);
    await card.locator('input[type=file]').setInputFiles(pdf(`${type}.pdf`));
    await expect(card.getByText(`${type}.pdf`)).toBeVisible();
  }
  await expect(page.locator('[data-doc-type="charter"]').getByText(/^\d+ Б$/)).toBeVisible();
  await shot(page, 'request-13-documents');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.waitForURL(`**${requestPath}/preview`);

  // The preview: every block at 100 %, every step read-only with a way back to it.
  await expect(page.getByText('485 000').first()).toBeVisible();
  await expect(page.getByText('Орлова Марина Викторовна').first()).toBeVisible();
  await expect(page.getByText(/Когогин/).first()).toBeVisible();
  await expectComplete(page);
  await shot(page, 'request-14-preview');

  // A reload keeps everything: the checked steps, the data typed, the progress.
  await page.reload();
  for (const step of ['Параметры гарантии', 'Реквизиты и контакты', 'Руководитель', 'Учредители', 'Подписанты', 'Финансовая отчётность', 'Документы']) {
    await expect(page.getByRole('link', { name: new RegExp(step) }).getByLabel('Заполнено')).toBeVisible();
  }
  await expectComplete(page);
  await page.getByRole('link', { name: 'Изменить' }).nth(1).click();
  await page.waitForURL(`**${requestPath}/detail-contacts`);
  await expect(field(page, 'E-mail контактного лица')).toHaveValue('orlova@kamaz.ru');
  await expect(field(page, 'Расчётный счёт')).toHaveValue('40702810938000012345');

  // Every step checked: the form root opens the preview.
  await page.goto(requestPath);
  await page.waitForURL(`**${requestPath}/preview`);
});

test('a request that is not there shows the request-error step', async ({ page }) => {
  await signIn(page, '/agent/request/999999');
  await page.waitForURL('**/agent/request/999999/error');
  // The form's code is the largest chunk of the app; a busy machine may take a while to bring it.
  await expect(page.getByText('Заявка не найдена').first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'request-15-not-found');
});
