import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { acceptCookies, field, signInVia, snap, suggestion } from './support';

// The analysts' demo page with the search widgets against the real suggestion service (the shipped
// datasets in demo mode): company, bank, address and issuer code, as an agent fills requisites.
test.describe.configure({ mode: 'serial' });

async function signInToDemo(page: Page): Promise<void> {
  await signInVia(page, '/agent/demo');
  await expect(page.getByRole('heading', { name: 'Демонстрация' })).toBeVisible();
  await acceptCookies(page);
}

test('the demo admin fills requisites with company, bank, address and issuer code searches', async ({ page }) => {
  await signInToDemo(page);

  await page.getByLabel('Схема').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Реквизиты организации' }).click();
  await expect(field(page, 'Наименование')).toBeVisible();
  await snap(page, 'suggest-01-demo-page');

  // Company: typed as a person types, found after the debounce, picked with the mouse.
  await field(page, 'Наименование').pressSequentially('ростелеком', { delay: 40 });
  await expect(suggestion(page, 'ПАО "Ростелеком"')).toBeVisible();
  await expect(suggestion(page, 'ПАО "Ростелеком"')).toContainText('ИНН 7707049388 · КПП 784001001');
  await snap(page, 'suggest-02-company-list');
  await suggestion(page, 'ПАО "Ростелеком"').click();
  await expect(field(page, 'ИНН')).toHaveValue('7707049388');
  await expect(field(page, 'КПП')).toHaveValue('784001001');
  await expect(field(page, 'ОГРН / ОГРНИП')).toHaveValue('1027700198767');
  await expect(field(page, 'Наименование')).toHaveValue('ПАО "Ростелеком"');
  await expect(field(page, 'Полное наименование')).toHaveValue(/Ростелеком/);
  await expect(field(page, 'ФИО руководителя')).toHaveValue('Осеевский Михаил Эдуардович');
  await expect(field(page, 'Должность')).toHaveValue('Президент');
  await expect(field(page, 'Юридический адрес')).toHaveValue('191167, г Санкт-Петербург, Синопская наб, д 14 литера А');
  await expect(field(page, 'Фактический адрес')).toHaveValue('191167, г Санкт-Петербург, Синопская наб, д 14 литера А');
  await snap(page, 'suggest-03-company-filled');

  // Bank by BIK, chosen with the keyboard.
  await field(page, 'БИК').pressSequentially('044525225', { delay: 30 });
  await expect(suggestion(page, 'ПАО Сбербанк')).toBeVisible();
  await snap(page, 'suggest-04-bank-list');
  await field(page, 'БИК').press('ArrowDown');
  await field(page, 'БИК').press('Enter');
  await expect(field(page, 'Корреспондентский счёт')).toHaveValue('30101810400000000225');
  await expect(field(page, 'Наименование банка')).toHaveValue('ПАО Сбербанк');
  await expect(field(page, 'БИК')).toHaveValue('044525225');

  // Address: a list for a long enough text, closed and cleared for a short one.
  await field(page, 'Фактический адрес').fill('');
  await field(page, 'Фактический адрес').pressSequentially('москва тверская', { delay: 30 });
  await expect(suggestion(page, 'г Москва, ул Тверская')).toBeVisible();
  await snap(page, 'suggest-05-address-list');
  await field(page, 'Фактический адрес').fill('Мо');
  await expect(field(page, 'Фактический адрес')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await snap(page, 'suggest-06-short-address');

  // An address the directory does not know: the typed text, or the warning that clears the field.
  await field(page, 'Фактический адрес').fill('');
  await field(page, 'Фактический адрес').pressSequentially('Несуществующая улица 777', { delay: 20 });
  await expect(suggestion(page, 'Оставить как введено: Несуществующая улица 777')).toBeVisible();
  await expect(suggestion(page, 'Адрес не найден в справочнике — проверьте написание')).toBeVisible();
  await snap(page, 'suggest-07-unknown-address');
  await suggestion(page, 'Адрес не найден в справочнике').click();
  await expect(field(page, 'Фактический адрес')).toHaveValue('');

  // Passport issuer by its code.
  await field(page, 'Код подразделения').pressSequentially('770-001', { delay: 30 });
  await expect(suggestion(page, 'ГУ МВД России по г. Москве')).toBeVisible();
  await suggestion(page, 'ГУ МВД России по г. Москве').click();
  await expect(field(page, 'Кем выдан')).toHaveValue('ГУ МВД России по г. Москве');
  await expect(field(page, 'Код подразделения')).toHaveValue('770-001');

  // The account checked against the BIK in the browser, in Russian.
  await field(page, 'Расчётный счёт').fill('40702810000000000000');
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Расчётный счёт не соответствует БИК: не сходится контрольный ключ').first()).toBeVisible();
  await field(page, 'Расчётный счёт').fill('40702810938000012345');
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Ошибок нет')).toBeVisible();
  await snap(page, 'suggest-08-checked');
});

test('examples load with their verdicts and the sample passport is recognised', async ({ page }) => {
  await signInToDemo(page);
  await page.getByRole('button', { name: 'wrong-inn' }).click();
  await expect(page.getByText('Ошибка найдена там, где ожидалась: /company/inn')).toBeVisible();
  await expect(field(page, 'ИНН')).toHaveValue('7707083894');
  await snap(page, 'suggest-09-invalid-example');
  await page.getByRole('button', { name: /Распознать образец/ }).click();
  await expect(page.getByAltText('Образец скана паспорта')).toBeVisible({ timeout: 5000 });
  await page.getByRole('button', { name: 'Подставить в форму' }).click();
  await expect(field(page, 'Серия')).toHaveValue('4510');
  await expect(field(page, 'Кем выдан')).toHaveValue('УФМС России по г. Москве');
  await snap(page, 'suggest-10-passport');
});
