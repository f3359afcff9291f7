import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { acceptCookiesIfShown, artifactsDir, choose, chooseBanks, configBank, field, latestCode, pdf, suggestion, uniqueInn } from './support';

// A new agent's whole journey, as a person walks it, in the browser only: registration, the code from
// the dev outbox, sign-in, a request from a shipped EIS tender filled step by step (typing and picking
// suggestions), a bank that needs no signature (Т-Банк: the customer's consent by link, then a quick
// offer, config/bank-scenarios.json `quick_offer` + `deal`), sending, the simulator's offer, acceptance,
// and the deal followed to «Гарантия выпущена». Every refusal the journey meets is read on screen.
// Walked at a desktop width and at a phone's.

/** Where every step's screen is kept (JOURNEY_SHOTS=/some/dir to collect them elsewhere). */
const shotsDir = process.env.JOURNEY_SHOTS ?? `${artifactsDir}/journey`;
mkdirSync(shotsDir, { recursive: true });

const tbank = configBank('tbank');

/** The two walks: each registers its own agency and applies for its own company. */
const walks = [
  { width: 1440, height: 900, company: { typed: 'северсталь', name: 'ПАО "Северсталь"', inn: '3528000597', address: 'вологодская череповец' } },
  { width: 390, height: 844, company: { typed: 'нлмк', name: 'ПАО "НЛМК"', inn: '4823006703', address: 'липецк' } },
] as const;

/** A 44-FZ auction of the shipped tenders (docs/suggestions-and-tenders.md): Росстат's computers, 9 860 000 ₽, execution 493 000 ₽. */
const TENDER = '0173100006726000089';



/** A date (YYYY-MM-DD) typed and confirmed with Enter, as a person types it; shown as DD.MM.YYYY. */
async function pickDate(page: Page, input: Locator, value: string): Promise<void> {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value.split('-').reverse().join('.'));
}

/** A search field: typed as a person types, the suggestion picked, again until what it fills shows. */
async function pick(page: Page, input: Locator, typed: string, option: string | RegExp, picked?: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await input.fill('');
    await input.pressSequentially(typed, { delay: 20 });
    await suggestion(page, option).first().click({ timeout: picked ? 5_000 : undefined });
    await picked?.();
  }).toPass({ timeout: 60_000 });
}

/** «Далее» on a step, and the next step's address. */
async function next(page: Page, requestPath: string, step: string): Promise<void> {
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.waitForURL(`**${requestPath}/${step}`, { timeout: 30_000 });
}

for (const walk of walks) {
  test.describe(`a new agent at ${walk.width} px`, () => {
    test.use({ viewport: { width: walk.width, height: walk.height } });

    test('registers, applies for a guarantee from a shipped tender and follows it to the issued guarantee', async ({ page, context }) => {
      test.setTimeout(600_000);
      let step = 0;
      /** Every screen of the journey, from its top, kept as `<width>-NN-<name>.png`. */
      const shot = async (name: string, on: Page = page) => {
        step += 1;
        await on.evaluate(() => window.scrollTo(0, 0));
        await on.screenshot({ path: `${shotsDir}/${walk.width}-${String(step).padStart(2, '0')}-${name}.png`, fullPage: true });
      };
      const stamp = `${Date.now()}${walk.width}`;
      const email = `newagent${stamp}@garant-test.ru`;
      const digits = stamp.slice(-7);
      const password = 'Garant2026x';

      // Registration.
      await page.goto('/agent/register');
      await expect(page).toHaveTitle(/Регистрация/);
      await page.getByLabel('Фамилия').fill('Соколова');
      await page.getByLabel('Имя', { exact: true }).fill('Анна');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Телефон').fill(`+7 916 ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5, 7)}`);
      await page.getByLabel('Наименование организации').fill('ООО «Первая гарантия»');
      await page.getByLabel('ИНН организации').fill(uniqueInn());
      await page.getByLabel('Пароль', { exact: true }).fill(password);
      await page.getByLabel('Повторите пароль').fill(password);
      await page.getByRole('checkbox').check();
      await acceptCookiesIfShown(page);
      await shot('register');
      await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

      // The code, as the README says: the dev outbox of this machine.
      await page.waitForURL('**/agent/confirm?**');
      await shot('confirm');
      await page.getByLabel('Код подтверждения').fill(await latestCode(page.request, email));
      await page.getByRole('button', { name: 'Подтвердить' }).click();

      // Signed in after confirming, or sent to the sign-in page with the e-mail's confirmation.
      await page.waitForURL(/\/agent\/(login|requests)/);
      if (page.url().includes('/agent/login')) {
        await expect(page.getByText('Регистрация подтверждена')).toBeVisible();
        await shot('login');
        await page.getByLabel('E-mail').fill(email);
        await page.getByLabel('Пароль', { exact: true }).fill(password);
        await page.getByRole('button', { name: 'Войти' }).click();
      }
      await page.waitForURL('**/agent/requests/**', { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Все заявки' })).toBeVisible();
      await acceptCookiesIfShown(page);
      await shot('requests-empty');

      // A new request: the company from the suggestions, the purchase by its registry number.
      await page.getByRole('button', { name: 'Новая заявка' }).click();
      await page.waitForURL('**/agent/request/create');
      await expect(page.getByRole('heading', { name: 'Новая заявка' })).toBeVisible();
      await field(page, 'Наименование').pressSequentially(walk.company.typed, { delay: 40 });
      await suggestion(page, walk.company.name).first().click();
      await expect(field(page, 'ИНН')).toHaveValue(walk.company.inn);
      await field(page, 'Реестровый номер закупки').fill(TENDER);
      await expect(page.getByText('Закупка из ЕИС')).toBeVisible({ timeout: 30_000 });
      await choose(page, 'Вид гарантии', 'Обеспечение исполнения контракта без аванса');
      await shot('create');
      await page.getByRole('button', { name: 'Создать заявку' }).click();
      await page.waitForURL(/\/agent\/request\/\d+\/guaranty-detail-info$/, { timeout: 30_000 });
      const requestPath = new URL(page.url()).pathname.replace(/\/guaranty-detail-info$/, '');
      const requestId = Number(requestPath.split('/').at(-1));
      // A phone's heading is the request's number alone; the step's name is on the step itself.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(walk.width > 767 ? /Заявка № \d+: Параметры гарантии/ : /Заявка № \d+/);
      await acceptCookiesIfShown(page);
      await shot('guarantee-opened');

      // The bank is chosen first, in the side column: what it will require shows at once.
      await chooseBanks(page, [tbank.middle_name]);
      const bankChoice = page.getByRole('region', { name: 'Банки для отправки' });
      await expect(bankChoice).toContainText('Выбранные банки потребуют:');
      await shot('bank-chosen');

      // Parameters of the guarantee: what the tender brought stays, the rest typed; a refusal read first.
      await page.getByRole('button', { name: 'Далее' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Заполните текущий шаг' })).toBeVisible();
      await shot('guarantee-refused');
      if (!(await field(page, 'Сумма гарантии, ₽').inputValue())) await field(page, 'Сумма гарантии, ₽').fill('493000');
      if (!(await field(page, 'Сумма контракта, ₽').inputValue())) await field(page, 'Сумма контракта, ₽').fill('9860000');
      await pickDate(page, field(page, 'Окончание действия гарантии'), '2027-06-30');
      await page.getByRole('radio', { name: 'Заключён', exact: true }).check();
      await shot('guarantee');
      await next(page, requestPath, 'detail-contacts');

      // Requisites and contacts.
      await pick(page, field(page, 'Юридический адрес'), walk.company.address, /./);
      await pick(page, field(page, 'БИК банка'), '044525225', 'ПАО Сбербанк');
      await expect(field(page, 'Корреспондентский счёт')).toHaveValue('30101810400000000225');
      await field(page, 'Расчётный счёт').fill('40702810938000012345');
      await field(page, 'Контактное лицо').fill('Соколова Анна Викторовна');
      await field(page, 'Телефон контактного лица').fill('+7 (495) 123-45-67');
      await field(page, 'E-mail контактного лица').fill('sokolova@example.ru');
      await choose(page, 'Система налогообложения', 'Общая система');
      await shot('contacts');
      await next(page, requestPath, 'information-head-company');

      // The head, who also signs.
      await field(page, 'Фамилия').fill('Шевелев');
      await field(page, 'Имя').fill('Александр');
      await field(page, 'Отчество').fill('Анатольевич');
      await choose(page, 'Должность руководителя', 'Генеральный директор');
      await pickDate(page, field(page, 'Дата рождения'), '1970-05-12');
      await field(page, 'Место рождения').fill('гор. Череповец');
      await field(page, 'Серия документа').fill('19 15');
      await field(page, 'Номер документа').fill('123456');
      await pickDate(page, field(page, 'Дата выдачи'), '2015-06-01');
      await pick(page, field(page, 'Код подразделения'), '770-001', 'ГУ МВД России по г. Москве', () =>
        expect(field(page, 'Кем выдан')).toHaveValue('ГУ МВД России по г. Москве', { timeout: 2_000 }),
      );
      await pick(page, field(page, 'Адрес регистрации'), 'москва тверская', 'г Москва, ул Тверская');
      await pickDate(page, field(page, 'Дата вступления в должность'), '2019-09-02');
      await shot('head');
      await next(page, requestPath, 'information-founders');

      // Founders: one organisation holding the whole capital, picked from the suggestions.
      const organizations = page.locator('fieldset#information-founders_organizations');
      await organizations.getByRole('button', { name: 'Добавить учредителя — организацию' }).click();
      await pick(page, organizations.getByLabel('Наименование организации', { exact: true }), 'газпром', 'ПАО "Газпром"', () =>
        expect(organizations.getByLabel('ИНН', { exact: true })).toHaveValue(/^\d{10}$/, { timeout: 2_000 }),
      );
      await organizations.getByLabel('Доля в уставном капитале, %', { exact: true }).fill('100');
      await pickDate(page, organizations.getByLabel('Дата внесения записи в ЕГРЮЛ', { exact: true }), '2002-08-02');
      await organizations.getByLabel('ИНН руководителя', { exact: true }).fill('770123456703');
      await shot('founders');
      await page.getByRole('button', { name: 'Далее' }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/information-founders'), { timeout: 30_000 });

      // Signers: the head signs, nothing to add; then the finance (none for these banks) and documents.
      if (page.url().endsWith('/information-signers')) {
        await shot('signers');
        await page.getByRole('button', { name: 'Далее' }).click();
        await page.waitForURL((url) => !url.pathname.endsWith('/information-signers'), { timeout: 30_000 });
      }
      if (page.url().endsWith('/finance')) {
        await expect(page.locator('input[id^="finance-"]').first()).toBeVisible({ timeout: 30_000 });
        // On a phone the periods are filled one at a time; on a desktop every period is a column.
        const periods = page.getByRole('radiogroup', { name: 'Период' }).getByRole('radio');
        const periodCount = Math.max(1, await periods.count());
        for (let index = 0; index < periodCount; index += 1) {
          if ((await periods.count()) > 0) await periods.nth(index).click();
          for (const [line, value] of [['1300', '2450000'], ['1310', '100000'], ['1600', '5120000'], ['1700', '5120000'], ['2110', '18456000']] as const) {
            for (const cell of await page.locator(`input[id^="finance-"][id$="-${line}"]:visible`).all()) await cell.fill(value);
          }
        }
        const confirm = page.getByLabel('Данные совпадают с отчётностью, сданной в налоговую инспекцию');
        if (await confirm.isVisible()) await confirm.check();
        await shot('finance');
        await page.getByRole('button', { name: 'Далее' }).click();
        await page.waitForURL((url) => !url.pathname.endsWith('/finance'), { timeout: 30_000 });
      }
      if (page.url().endsWith('/documents')) {
        // The address changes before the step draws its documents: a person sees them before uploading.
        await expect(page.locator('[data-doc-type]').first()).toBeVisible({ timeout: 30_000 });
        for (const card of await page.locator('[data-doc-type]').all()) {
          const type = await card.getAttribute('data-doc-type');
          await card.locator('input[type=file]').setInputFiles(pdf(`${type}.pdf`));
          await expect(card.getByText(`${type}.pdf`)).toBeVisible();
        }
        await shot('documents');
        await page.getByRole('button', { name: 'Далее' }).click();
      }
      await page.waitForURL(`**${requestPath}/preview`, { timeout: 30_000 });
      await shot('preview');

      // The bank chosen at the start (Т-Банк needs the customer's consent and no signature) is ready.
      await expect(page.locator(`.bank-card[data-bank="${tbank.uuid}"]`)).toBeVisible({ timeout: 60_000 });
      const send = page.getByRole('button', { name: 'Отправить в банки' });
      await expect(send).toBeEnabled({ timeout: 30_000 });
      await send.click();
      const card = page.locator(`.bank-card[data-bank="${tbank.uuid}"]`);
      await expect(card).toContainText('Ожидает согласия', { timeout: 30_000 });
      await shot('sent');

      // The customer consents by the link the agent hands over.
      await page.getByRole('button', { name: 'Ссылка на согласие' }).click();
      const link = (await page.locator('.banks-notice .ant-typography').first().textContent())?.trim() ?? '';
      expect(link).toMatch(/^https?:\/\//);
      const consent = await context.newPage();
      await consent.goto(link);
      await consent.getByRole('checkbox', { name: /Я даю согласие/ }).check();
      await consent.getByRole('button', { name: 'Дать согласие' }).click();
      await expect(consent.getByText(/Согласие получено/)).toBeVisible();
      await shot('consent', consent);
      await consent.close();

      // The simulated bank's offer arrives live.
      const accept = card.getByRole('button', { name: 'Принять предложение' });
      await expect(accept).toBeVisible({ timeout: 120_000 });
      // The news comes as the request's one toast; the bank's offer replaces its «ждёт согласия клиента» line.
      await expect(page.getByText(new RegExp(`Предложение по Заявке № ${requestId}|прислал предложение: ${tbank.middle_name}`)).first()).toBeVisible();
      await shot('offer');

      // Acceptance: a paper guarantee brought by the bank's courier, the bank's statements confirmed.
      await accept.click();
      await page.waitForURL(/\/accept-offer\/offer\//);
      await page.getByRole('radio', { name: 'Гарантия на бумаге' }).check();
      await page.getByRole('radio', { name: /Доставка курьером банка/ }).check();
      await page.getByLabel('Адрес доставки').fill('162600, Вологодская обл., г. Череповец, ул. Мира, д. 30');
      for (const statement of await page.locator('.ant-card').filter({ hasText: 'Дополнительные условия' }).getByRole('checkbox').all()) await statement.check();
      await shot('accept');
      await page.getByRole('button', { name: 'Принять предложение' }).click();
      await page.waitForURL((url) => !url.pathname.includes('/accept-offer/'), { timeout: 30_000 });

      // The simulator takes the deal through underwriting, payment and issue; the card follows live.
      await page.goto(`${requestPath}/preview`);
      // «Гарантия выпущена» is also the stepper's last label: the bank's document on the card is the proof.
      await expect(card.locator('.bank-document').filter({ hasText: 'Банковская гарантия' })).toBeVisible({ timeout: 180_000 });
      await expect(card.getByRole('button', { name: /Скачать/ })).toBeVisible();
      await shot('issued');
    });
  });
}
