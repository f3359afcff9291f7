import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import { acceptCookies, acceptCookiesIfShown, artifactsDir, hideToasts, signInToRequestList } from './support';

// The banks, the requirements and the documents pages, and the logger's «Сообщить о проблеме».

async function shots(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  await page.screenshot({ path: `${artifactsDir}/${name}-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await ready();
  await page.screenshot({ path: `${artifactsDir}/${name}-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await ready();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await hideToasts(page);
});

test('the agent opens the banks, filters them by name and opens a bank`s conditions', async ({ page }) => {
  await signInToRequestList(page);
  await acceptCookies(page);
  await page.getByRole('navigation', { name: 'Работа с заявками' }).getByText('Банки', { exact: true }).click();
  await expect(page).toHaveURL(/\/agent\/banks$/);
  await expect(page.getByRole('region', { name: 'Банки платформы' }).locator('.bank-tile')).toHaveCount(15);
  // The standing comes from the organisation's documents: the demo agent's accession is signed.
  await expect(page.locator('.bank-tile[data-bank="sberbank"] [data-standing]')).toHaveText('Договор подписан');
  await shots(page, 'banks-list', () => expect(page.locator('.bank-tile').first()).toBeVisible());

  await page.getByLabel('Найти банк по названию').fill('зенит');
  await expect(page.locator('.bank-tile')).toHaveCount(1);
  await expect(page.getByText('Найдено: 1 из 22')).toBeVisible();
  await page.getByRole('button', { name: 'Условия: Банк Зенит' }).click();
  const drawer = page.locator('.bank-drawer');
  await expect(drawer.getByText('ПАО Банк ЗЕНИТ')).toBeVisible();
  await expect(drawer.locator('[data-condition="term"]')).toHaveText('до 1 460 дней');
  await expect(drawer.locator('[data-condition="discussion"]')).toHaveText('в чате с банком');
  await expect(drawer.getByText('Реестр исполненных государственных контрактов')).toBeVisible();
  await shots(page, 'banks-conditions', () => expect(drawer.locator('[data-condition="term"]')).toBeVisible());
});

test('a visitor without an account compares two banks and downloads a blank form', async ({ page }) => {
  await page.goto('/agent/requirements');
  await acceptCookies(page);
  await page.getByLabel(/Банк, документ или требование/).fill('лицензии');
  // Only МСП Банк asks for licences.
  await expect(page.locator('.requirements-item')).toHaveCount(1);
  await expect(page.locator('.requirements-item[data-bank="mspbank"]')).toBeVisible();
  await page.getByLabel(/Банк, документ или требование/).fill('');
  await page.getByRole('button', { name: 'Сравнить: Сбербанк' }).click();
  await page.getByRole('button', { name: 'Сравнить: Т-Банк' }).click();
  const table = page.getByRole('table', { name: 'Сравнение банков' });
  await expect(table.locator('thead th')).toHaveText(['Требование', /Сбербанк/, /Т-Банк/]);
  await expect(table.getByRole('row', { name: /Сумма гарантии/ })).toContainText('от 1 000 до 30 000 000 ₽');
  await page.getByText('Только различия').click();
  await expect(table.getByRole('row', { name: /Паспорт руководителя/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'К сравнению' }).click();
  await shots(page, 'requirements-compare', () => expect(table).toBeVisible());

  await page.goto('/agent/documents');
  await acceptCookiesIfShown(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Скачать PDF: Анкета клиента — юридического лица' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Анкета клиента юридического лица (бланк).pdf');
  expect(readFileSync((await file.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await shots(page, 'documents-templates', () => expect(page.locator('.document-template').first()).toBeVisible());
});

test('with the logger on, a failed call is in the log and the log downloads as CSV', async ({ page }) => {
  // The server of the e2e run keeps the shipped switch (off); this browser gets it on, as APP_LOGGER=true would give.
  await page.route('**/v1/config/read/app', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, logger: true } } });
  });
  await signInToRequestList(page);
  await acceptCookies(page);
  await page.goto('/agent/request/987654321');
  await expect(page.getByText(/не найдена/i).first()).toBeVisible();
  await page.getByRole('button', { name: 'Учётная запись' }).click();
  await page.getByRole('menuitem', { name: 'Сообщить о проблеме' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сообщить о проблеме' });
  await expect(dialog.getByText('Сбой вызова GET /v1/bgrequest/read/987654321/root/edit')).toBeVisible();
  await expect(dialog.getByText(/Хаб уведомлений: подключён/)).toBeVisible();
  await shots(page, 'problem-report', () => expect(dialog).toBeVisible());
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Скачать журнал (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^журнал-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFВремя;Уровень;Источник;Сообщение;Подробности\r\n')).toBe(true);
  expect(csv).toMatch(/;предупреждение;вызов;Сбой вызова GET \/v1\/bgrequest\/read\/987654321\/root\/edit;/);
});
