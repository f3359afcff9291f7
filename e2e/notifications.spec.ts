import type { APIRequestContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { sendByApi } from './sendByApi';
import { acceptCookiesIfShown, artifactsDir, configBank, demo, hideToasts, signInToRequestList } from './support';
import { expect, test } from './test';

// A user turns off e-mail for the banks' offers on the notification settings page (and SMS on): a bank's
// offer then reaches him by SMS and not by e-mail, read in the dev outbox of this server; with e-mail
// back on, the next offer comes by e-mail. The offers come from the simulated bank.
const bank = configBank('bspb');
const adminPhone = '79000000001';
const shots = `${artifactsDir}/notifications`;
mkdirSync(shots, { recursive: true });

interface OutboxMessage {
  channel: string;
  subject: string;
  text: string;
  purpose: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const answer = await request.get(`/v1/dev/read/outbox?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as { data: OutboxMessage[] }).data;
}

/** The offer messages about one request in an address's outbox. */
async function offersAbout(request: APIRequestContext, to: string, id: number): Promise<OutboxMessage[]> {
  return (await outbox(request, to)).filter((message) => message.purpose === 'notification:offer' && message.text.includes(`selected=${id}`));
}

const offerSwitch = (page: Page, channel: 'E-mail' | 'SMS') => page.getByRole('switch', { name: `Предложение банка: ${channel}` });

/** Turns a switch to the wanted state and waits for the server to keep it. */
async function turn(page: Page, channel: 'E-mail' | 'SMS', on: boolean): Promise<void> {
  const control = offerSwitch(page, channel);
  if ((await control.getAttribute('aria-checked')) === String(on)) return;
  const saved = page.waitForResponse((response) => response.url().endsWith('/v1/currentuser/write/notifications') && response.ok());
  await control.click();
  await saved;
  await expect(control).toHaveAttribute('aria-checked', String(on));
}

test('a user who turned off e-mail for offers gets none, and gets one with it on', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await hideToasts(page);
  const token = await signInToRequestList(page);
  await page.goto('/agent/profile/manage-notification');
  await expect(page.getByRole('heading', { name: 'Настройка уведомлений' })).toBeVisible();
  await turn(page, 'E-mail', false);
  await turn(page, 'SMS', true);
  await expect(page.getByText('Изменения сохранены')).toBeVisible();
  await acceptCookiesIfShown(page);
  await page.screenshot({ path: `${shots}/settings-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(offerSwitch(page, 'SMS')).toBeInViewport({ ratio: 0 });
  await page.screenshot({ path: `${shots}/settings-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The bank's offer: an SMS (proof that the event was handled), no e-mail.
  const quiet = await sendByApi(page, baseURL!, token, [bank]);
  await expect.poll(async () => (await offersAbout(page.request, adminPhone, quiet)).length, { timeout: 90_000 }).toBe(1);
  expect(await offersAbout(page.request, demo.admin.email, quiet)).toEqual([]);

  // E-mail back on, SMS off: the next offer comes by e-mail, once.
  await page.reload();
  await turn(page, 'E-mail', true);
  await turn(page, 'SMS', false);
  const heard = await sendByApi(page, baseURL!, token, [bank]);
  await expect.poll(async () => (await offersAbout(page.request, demo.admin.email, heard)).length, { timeout: 90_000 }).toBe(1);
  const [mail] = await offersAbout(page.request, demo.admin.email, heard);
  expect(mail).toMatchObject({ channel: 'email', subject: `Предложение по Заявке № ${heard} — ${bank.middle_name}` });
  expect(await offersAbout(page.request, adminPhone, heard)).toEqual([]);
});
