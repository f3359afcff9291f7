import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

/** Screens are kept as test artefacts so that a person can look at every one. */
export const artifactsDir = 'e2e/artifacts';
mkdirSync(artifactsDir, { recursive: true });

export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${artifactsDir}/${name}.png`, fullPage: true });
}

/** The newest code sent to an address, read from the dev/demo outbox (no mail server needed). */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`/v1/dev/read/outbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { code: number; data: Array<{ code: string | null }> };
  const code = body.data.find((m) => m.code)?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** A valid 10-digit legal-entity INN built from a unique seed (control digit by the FNS weights). */
export function uniqueInn(): string {
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const digits = ('77' + String(Date.now()).slice(-7)).split('').map(Number);
  const control = (digits.reduce((sum, d, i) => sum + d * weights[i]!, 0) % 11) % 10;
  return digits.join('') + control;
}

export const demo = {
  admin: { email: 'admin@garant-broker.ru', password: 'Garant2026' },
};

/** A field of a form found by its label alone (a longer label that contains it is another field). */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A line of the open suggestion or select list. */
export const suggestion = (page: Page, text: string | RegExp) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: text });

/**
 * On the new request's start page, its company filled: the purchase by its registry number (the page
 * reads it from EIS), the guarantee's kind, «Создать заявку»; the new request's address once its
 * first step opens.
 */
export async function createRequestForTender(page: Page, tender: string, kind: string): Promise<string> {
  await field(page, 'Реестровый номер закупки').fill(tender);
  await expect(page.getByText('Закупка из ЕИС')).toBeVisible();
  // The list opens while the purchase's lookup is still answering and the page re-renders around it: a
  // choice lost that way is made again until the field shows it.
  const kindSelect = page.locator('.ant-select').filter({ has: field(page, 'Вид гарантии') });
  await expect(async () => {
    await field(page, 'Вид гарантии').click();
    await suggestion(page, kind).first().click({ timeout: 2_000 });
    await expect(kindSelect).toContainText(kind, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Создать заявку' }).click();
  await page.waitForURL(/\/agent\/request\/\d+\/guaranty-detail-info$/);
  return new URL(page.url()).pathname.replace(/\/guaranty-detail-info$/, '');
}

/** The demo admin's e-mail and password typed on the open sign-in page, and «Войти» pressed. */
export async function submitDemoAdmin(page: Page): Promise<void> {
  await page.getByLabel('E-mail').fill(demo.admin.email);
  await page.getByLabel('Пароль', { exact: true }).fill(demo.admin.password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** The session's token as the app keeps it: journeys call the API with it. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('bg_token'));
  if (!token) throw new Error('no token after sign-in');
  return token;
}

/** The demo admin signs in on the sign-in page and lands on the request list; the session's token. */
export async function signInToRequestList(page: Page): Promise<string> {
  await page.goto('/agent/login');
  await submitDemoAdmin(page);
  await page.waitForURL('**/agent/requests/**');
  return sessionToken(page);
}

/**
 * The demo admin opens an address that needs a session, signs in on the sign-in page it is sent to and
 * is brought back to that address; the answer to the first opening (its headers, for one). The sign-in
 * page's own address carries `to` as its return address: the wait is for the page itself.
 */
export async function signInVia(page: Page, to: string, options: { timeout?: number } = {}): Promise<Response | null> {
  const response = await page.goto(to);
  await page.waitForURL('**/agent/login?**');
  await submitDemoAdmin(page);
  await page.waitForURL((url) => url.pathname === to, options);
  return response;
}

const cookieButton = (page: Page) => page.getByRole('button', { name: 'Понятно' });

/**
 * Accepts the cookie notice, which covers the lower part of every screen, once it shows. `dispatch`
 * sends the click to the button itself, for screens where the demo deals' live toasts may lie over it.
 */
export async function acceptCookies(page: Page, how: 'click' | 'dispatch' = 'click'): Promise<void> {
  if (how === 'dispatch') await cookieButton(page).dispatchEvent('click');
  else await cookieButton(page).click();
}

/** Accepts the cookie notice if it is on screen now, without waiting for it: before a screen is kept, its bottom uncovered. */
export async function acceptCookiesIfShown(page: Page): Promise<void> {
  const cookies = cookieButton(page);
  if (await cookies.isVisible()) await cookies.click();
}

/**
 * The living demo desk announces other requests' deals all the time; where their toasts are not the
 * journey's subject and would cover what it looks at, this browser does not draw them.
 */
export async function hideToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '.toast-stack { display: none !important; }';
      document.head.append(style);
    });
  });
}

/** A bank of config/banks.json by its internal name. */
export function configBank(internalName: string): { uuid: string; internal_name: string; bank_name: string; middle_name: string } {
  const banks = (JSON.parse(readFileSync('config/banks.json', 'utf8')) as { banks: { uuid: string; internal_name: string; bank_name: string; middle_name: string }[] }).banks;
  const found = banks.find((bank) => bank.internal_name === internalName);
  if (!found) throw new Error(`no bank ${internalName}`);
  return found;
}

/**
 * A complete request for these banks, filled over HTTP by the same filler the server suites use (run as
 * a process: Playwright's loader cannot import the config JSON the domain reads).
 */
export function fillRequest(base: string, token: string, chosen: readonly { uuid: string }[]): { id: number; uuid: string; documentsScope: string } {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'tests/support/fillRequestCli.ts', base, token, ...chosen.map((bank) => bank.uuid)], { encoding: 'utf8' });
  return JSON.parse(output) as { id: number; uuid: string; documentsScope: string };
}

/** A tooltip or a toast drifting over the list can swallow a click: choose until the field shows the option. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await expect(async () => {
    await field(page, label).click();
    await suggestion(page, option).first().click({ timeout: 5_000 });
    await expect(page.locator('.ant-select').filter({ has: field(page, label) })).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** A small valid-looking PDF to upload as a document. */
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n% ${name}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`) });

/**
 * Banks picked in the form's one bank choice (the side column), each typed and taken with Enter (the list
 * is long and drawn as it scrolls), then saved.
 */
export async function chooseBanks(page: Page, banks: readonly string[]): Promise<void> {
  const bankChoice = page.getByRole('region', { name: 'Банки для отправки' });
  for (const bank of banks) {
    await expect(async () => {
      const search = bankChoice.getByRole('combobox');
      await search.click();
      await search.pressSequentially(bank, { delay: 30 });
      await expect(suggestion(page, bank).first()).toBeVisible({ timeout: 5_000 });
      await search.press('Enter');
      await expect(bankChoice.locator('.ant-select')).toContainText(bank, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.keyboard.press('Escape');
  }
  await bankChoice.getByRole('button', { name: 'Сохранить выбор банков' }).click();
  await expect(bankChoice.getByRole('button', { name: 'Сохранить выбор банков' })).toBeHidden({ timeout: 30_000 });
}
