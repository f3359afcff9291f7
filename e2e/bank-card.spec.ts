import type { Page } from '@playwright/test';
import { sendByApi } from './sendByApi';
import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { acceptCookies, artifactsDir, configBank, hideToasts, signInToRequestList } from './support';

// The bank card tells the deal's truth: a bank in «Запрос» shows its demand and the documents it asks
// for; a draft agreement is discussed in two rounds, each with the bank's answer; the issued guarantee's
// document is on the card, downloads as a PDF, and the stepper stands at its last step.
test.describe.configure({ mode: 'serial' });

const vtb = configBank('vtb'); // form-type; demands documents first
const sber = configBank('sberbank'); // form-type; a quick offer; the deal's scenario answers a discussion
const psb = configBank('psb'); // form-type; a quick offer; digital guarantee only

const card = (page: Page, bank: { uuid: string }) => page.locator(`.bank-card[data-bank="${bank.uuid}"]`);

async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${artifactsDir}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${artifactsDir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

const sentTo = (page: Page, base: string, token: string, bank: { uuid: string }) => sendByApi(page, base, token, [bank]);

let token = '';
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await hideToasts(page);
  token = await signInToRequestList(page);
  await acceptCookies(page);
});

test('a bank in «Запрос» shows its demand and the documents it asks for', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const id = await sentTo(page, baseURL!, token, vtb);
  await page.goto(`/agent/request/${id}/preview`);
  const demand = card(page, vtb).locator('.bank-demand');
  await expect(demand).toBeVisible({ timeout: 90_000 });
  await expect(demand).toContainText('Приложите, пожалуйста, выписку по расчётному счёту за последние 6 месяцев');
  await expect(demand).toContainText('Выписка по счёту за 6 месяцев');
  await expect(demand).toContainText('Как ответить');
  await expect(demand.getByRole('button')).toHaveText(['Ответить в чате']);
  await shots(page, 'bank-card-01-demand');
});

test('a draft agreement is discussed in two rounds, each with the bank’s answer', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const id = await sentTo(page, baseURL!, token, sber);
  await page.goto(`/agent/request/${id}/preview`);
  await card(page, sber).getByRole('button', { name: 'Согласовать проект' }).click({ timeout: 90_000 });
  await page.waitForURL(/\/discuss\/bank\//);
  await expect(page.getByText('Проект ещё не отправлялся на согласование.')).toBeVisible();
  await page.getByLabel('Комментарий для банка').fill('Просим согласовать проект по форме заказчика');
  await page.getByRole('button', { name: 'Отправить на согласование' }).click();
  await page.waitForURL(/\/preview$/);
  await expect(card(page, sber).locator('.bank-discussion')).toContainText('Банк ответил на раунд 1', { timeout: 60_000 });

  await card(page, sber).getByRole('button', { name: 'Новый раунд согласования' }).click();
  await page.waitForURL(/\/discuss\/bank\//);
  await expect(page.locator('[data-round="1"]')).toContainText('Проект гарантии согласован банком');
  await page.getByLabel('Комментарий для банка').fill('Второй раунд: уточнённая редакция');
  await page.getByRole('button', { name: 'Отправить на согласование' }).click();
  await page.waitForURL(/\/preview$/);
  await expect(card(page, sber).locator('.bank-discussion')).toContainText('Банк ответил на раунд 2', { timeout: 60_000 });

  await card(page, sber).getByRole('button', { name: 'Новый раунд согласования' }).click();
  await page.waitForURL(/\/discuss\/bank\//);
  await expect(page.locator('[data-round]')).toHaveCount(2);
  await expect(page.locator('[data-round="2"]')).toContainText('Второй раунд: уточнённая редакция');
  await expect(page.locator('[data-round="2"]')).toContainText('Проект гарантии согласован банком');
  await shots(page, 'bank-card-02-discussion');
});

test('the issued guarantee downloads from the card and the stepper stands at its last step', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const id = await sentTo(page, baseURL!, token, psb);
  await page.goto(`/agent/request/${id}/preview`);
  await card(page, psb).getByRole('button', { name: 'Принять предложение' }).click({ timeout: 90_000 });
  await page.waitForURL(/\/accept-offer\/offer\//);
  // The conditions arrive with the offer's details: every one is confirmed once they are on screen.
  await expect(page.getByRole('checkbox', { name: /Условия предложения/ })).toBeVisible({ timeout: 30_000 });
  for (const box of await page.locator('.ant-card').filter({ hasText: 'Дополнительные условия' }).getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Принять предложение' }).click();
  await page.waitForURL((url) => !url.pathname.includes('/accept-offer/'), { timeout: 30_000 });
  await page.goto(`/agent/request/${id}/preview`);
  const documents = card(page, psb).locator('.bank-documents');
  await expect(documents).toContainText('Банковская гарантия', { timeout: 180_000 });
  const steps = card(page, psb).locator('.bank-progress .ant-steps-item');
  await expect(steps).toHaveCount(4);
  await expect(steps.last()).toHaveClass(/ant-steps-item-finish/);
  await expect(card(page, psb).locator('.bank-progress .ant-steps-item-process')).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), documents.getByRole('button', { name: /Скачать/ }).click()]);
  expect(download.suggestedFilename()).toBe('Банковская гарантия.pdf');
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  await shots(page, 'bank-card-03-issued');
});
