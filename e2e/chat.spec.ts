import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import { sendByApi } from './sendByApi';
import { expect, test } from './test';
import { acceptCookies, artifactsDir, configBank, hideToasts, pdf, signInToRequestList } from './support';

// The chat with banks: a bank (the simulator) asks for a document in its chat, the agent sees the unread
// count live on the list, answers with the file and the demand closes; a chat-type bank discusses the draft
// agreement in its chat; the dossier downloads as an archive with every file and signature.
test.describe.configure({ mode: 'serial' });

const vtb = configBank('vtb'); // form-type; demands documents first; its chat takes messages in «Запрос»
const tbank = configBank('tbank'); // chat-type; a quick offer

const card = (page: Page, bank: { uuid: string }) => page.locator(`.bank-card[data-bank="${bank.uuid}"]`);
const chatPanel = (page: Page) => page.locator('.side-panel[data-view="BankChat"]');

async function shots(page: Page, target: Locator | Page, name: string): Promise<void> {
  await target.screenshot({ path: `${artifactsDir}/${name}-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await target.screenshot({ path: `${artifactsDir}/${name}-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

let token = '';
/** The request of the first journey, whose dossier the last one downloads (serial: it runs only after it). */
let answeredRequest = 0;
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await hideToasts(page);
  token = await signInToRequestList(page);
  await acceptCookies(page);
});

test('a bank asks for a document in its chat; the agent sees the count live, answers with the file, and the demand closes', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const id = await sendByApi(page, baseURL!, token, [vtb]);
  answeredRequest = id;

  // The list is open while the bank writes: the row's unread count arrives by the hub, without a reload.
  await page.goto('/agent/requests/all');
  const row = page.locator(`.request-row[data-request-id="${id}"]`);
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.locator('.chat-unread')).toBeVisible({ timeout: 120_000 });
  await expect(row.locator('.chat-unread')).toHaveAttribute('data-unread', '1');
  await row.screenshot({ path: `${artifactsDir}/chat-01-list-unread-1440.png` });

  await page.goto(`/agent/request/${id}/preview`);
  const bank = card(page, vtb);
  await expect(bank.locator('.bank-chat-button .chat-unread')).toBeVisible({ timeout: 30_000 });
  await bank.getByRole('button', { name: 'Ответить в чате' }).click();
  const chat = chatPanel(page);
  const demand = chat.locator('.chat-demand');
  await expect(demand).toContainText('Приложите, пожалуйста, выписку по расчётному счёту за последние 6 месяцев');
  await expect(demand.locator('.chat-checklist li')).toHaveCount(1);
  await expect(demand.locator('.chat-checklist li').first()).toHaveAttribute('data-provided', 'false');
  await shots(page, page, 'chat-02-demand');

  await demand.getByRole('button', { name: 'Ответить на запрос' }).click();
  const composer = chat.locator('.chat-composer');
  await composer.getByLabel('Приложить: Выписка по счёту за 6 месяцев', { exact: true }).first().setInputFiles(pdf('Выписка за 6 месяцев.pdf'));
  await expect(composer.locator('.chat-attachments')).toContainText('Выписка за 6 месяцев.pdf');
  await composer.getByLabel('Сообщение', { exact: true }).fill('Добрый день! Выписка во вложении.');
  await composer.getByRole('button', { name: 'Отправить' }).click();

  // The answer is in the chat under the demand; the checklist is ticked and the bank's status leaves «Запрос».
  await expect(chat.locator('.chat-message', { hasText: 'Добрый день! Выписка во вложении.' })).toContainText('Выписка за 6 месяцев.pdf');
  await expect(demand).toContainText('Ответ отправлен');
  await expect(demand.locator('.chat-checklist li').first()).toHaveAttribute('data-provided', 'true');
  await expect(bank.locator('.bank-status')).not.toHaveText('Запрос', { timeout: 30_000 });
  await expect(bank.locator('.bank-demand')).toHaveCount(0);
  // Read: no count is left on the card.
  await expect(bank.locator('.chat-unread')).toHaveCount(0, { timeout: 30_000 });
  await shots(page, page, 'chat-03-answered');

  // The bank received the answer with the file: its chat through the bank API holds it.
  const history = await page.request.get(`/v1/bgrequest/read/${id}/statuses`, { headers: { authorization: `Bearer ${token}` } });
  expect(JSON.stringify(await history.json())).toContain('sent');
});

test('a chat-type bank discusses the draft agreement in its chat and answers there', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const id = await sendByApi(page, baseURL!, token, [tbank]);
  await page.goto(`/agent/request/${id}/preview`);
  await card(page, tbank).getByRole('button', { name: 'Согласовать проект' }).click({ timeout: 120_000 });
  await page.waitForURL(/\/discuss\/bank\//);
  await expect(page.locator('.bank-discuss-chat')).toContainText('Этот банк согласует проект гарантии в чате');
  await page.getByRole('button', { name: 'Отправить на согласование' }).click();

  // The terms are the agent's message in the bank's chat, which opens; the bank answers in it.
  const chat = chatPanel(page);
  await expect(chat.locator('.chat-message', { hasText: 'Прошу согласовать проект договора на условиях' })).toBeVisible({ timeout: 30_000 });
  await expect(chat.locator('.chat-message', { hasText: 'Спасибо, сообщение получили' })).toBeVisible({ timeout: 60_000 });
  await shots(page, page, 'chat-04-discussion');
});

test('the agent downloads the dossier, and the archive holds every document with its signature and the index', async ({ page }) => {
  test.setTimeout(180_000);
  const id = answeredRequest;
  await page.goto('/agent/requests/all');
  await page.locator(`.request-row[data-request-id="${id}"]`).click();
  const panel = page.locator('.side-panel[data-view="RequestDetails"]');
  await panel.getByRole('button', { name: 'Скачать' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Досье заявки (zip)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Заявка № ${id} — досье.zip`);
  const entries = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const names = Object.keys(entries);
  const index = strFromU8(entries['Опись.csv']!);
  // Every print form the client signed is there with its signature beside it, and the index lists both.
  const forms = names.filter((name) => name.startsWith('Печатные формы/') && name.endsWith('.pdf'));
  expect(forms.length).toBeGreaterThan(0);
  for (const form of forms) {
    expect(names).toContain(`${form}.sig`);
    expect(index).toContain(form.split('/').at(-1)!);
  }
  expect(names.some((name) => name.startsWith('Документы/'))).toBe(true);
  for (const name of names.filter((one) => !one.endsWith('/'))) expect(entries[name]!.length, name).toBeGreaterThan(0);
});
