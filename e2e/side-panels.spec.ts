import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { acceptCookies, artifactsDir, configBank, fillRequest, hideToasts, signInToRequestList } from './support';
import { armPanelProbe, panelShownAfter } from '../tests/support/panelProbe';

// The side panels of the agent's desk: a request's panel opens from the list (or by its address),
// goes into a bank, shows the offer's versions and the status history in the curtain over it, walks
// its history with the browser's back and forward, closes and comes back with «Вернуть»; on a phone it
// is a full-screen drawer.
const tbank = configBank('tbank'); // consent only, then a quick offer

async function signIn(page: Page): Promise<string> {
  // The demo deals' toasts would cover the panel this journey looks at.
  await hideToasts(page);
  const token = await signInToRequestList(page);
  await acceptCookies(page);
  return token;
}

/** A complete request sent to a bank that answers with an offer, all through the API the panels read. */
async function sentRequest(page: Page, base: string, token: string): Promise<number> {
  const { id } = fillRequest(base, token, [tbank]);
  const headers = { authorization: `Bearer ${token}` };
  const call = async (path: string, data: unknown = {}) => {
    const answer = await page.request.post(path, { headers, data });
    const body = (await answer.json()) as { code: number; data: unknown; message?: string };
    if (body.code !== 20000) throw new Error(`${path}: ${body.message ?? body.code}`);
    return body.data;
  };
  await call(`/v2/bgrequest/write/${id}/prescoring`);
  await call('/v2/bgrequest/write/send', { fko_uuids: [tbank.uuid], request_id: id, signed: false });
  const link = (await call(`/v2/bgrequest/write/${id}/consent/link`)) as { url: string };
  const consentToken = link.url.split('/consent/')[1]!;
  await page.request.post(`/v2/consent/write/${encodeURIComponent(consentToken)}`, { data: {} });
  return id;
}

/** The screen as the user sees it (the list below the panel is long, a full-page shot would hide the panel). */
const snap = (page: Page, name: string) => page.screenshot({ path: `${artifactsDir}/${name}.png` });

const panel = (page: Page, view: string) => page.locator(`.side-panel[data-view="${view}"]`);
const curtain = (page: Page, view: string) => page.locator(`.side-curtain[data-view="${view}"]`);

test('the request panel: a bank, its offer versions and history in the curtain, back and forward, close and restore', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const token = await signIn(page);
  const id = await sentRequest(page, baseURL!, token);

  // From the list when its rows are there, else by the address the list would set.
  await page.goto('/agent/requests/all');
  const row = page.locator(`.request-row[data-request-id="${id}"]`);
  const listed = await row.waitFor({ state: 'visible', timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  if (listed) {
    // How long the panel takes to be painted after the click (reported, not asserted: speed lives in bench/).
    await page.evaluate(armPanelProbe);
    await row.click();
    const shownAfter = await page.evaluate(panelShownAfter);
    test.info().annotations.push({ type: 'panel shown after the click, ms', description: shownAfter.toFixed(1) });
    console.log(`panel shown ${shownAfter.toFixed(1)} ms after the click`);
  } else await page.goto(`/agent/requests/all?selected=${id}`);
  await expect(panel(page, 'RequestDetails')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`selected=${id}`));
  const bankCard = panel(page, 'RequestDetails').locator(`.bank-card[data-bank="${tbank.uuid}"]`);
  await expect(bankCard.locator('.bank-offer')).toBeVisible({ timeout: 30_000 });
  await snap(page, 'side-01-request');

  // Wide and short on the list, kept for the next visit.
  await page.getByRole('button', { name: 'Сузить панель' }).click();
  await expect(page.locator('.side-frame--short')).toBeVisible();
  await snap(page, 'side-02-request-short');
  await page.getByRole('button', { name: 'Развернуть панель' }).click();
  await expect(page.locator('.side-frame--wide')).toBeVisible();

  // Into the bank: its card with the offer, in the bank's tab of the panel.
  await bankCard.getByText(tbank.middle_name, { exact: true }).click();
  await expect(panel(page, 'BankDetails')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`sidebartab=bank%3A${tbank.uuid}`));
  await snap(page, 'side-03-bank');

  // The offer's versions in the curtain over the panel; Escape closes the curtain, not the panel.
  await panel(page, 'BankDetails').getByRole('button', { name: /Версии предложения|Версия \d+ из \d+/ }).click();
  await expect(curtain(page, 'OfferVersions')).toBeVisible();
  await expect(curtain(page, 'OfferVersions').locator('tbody tr').first()).toBeVisible();
  await snap(page, 'side-04-offer-versions');
  await page.keyboard.press('Escape');
  await expect(curtain(page, 'OfferVersions')).toBeHidden();
  await expect(panel(page, 'BankDetails')).toBeVisible();

  // The bank's status history in the curtain.
  await panel(page, 'BankDetails').getByRole('button', { name: 'История статусов' }).click();
  await expect(curtain(page, 'StatusHistory')).toBeVisible();
  await expect(curtain(page, 'StatusHistory').locator('tbody tr').first()).toBeVisible();
  await snap(page, 'side-05-status-history');

  // The browser's back walks the history: the curtain, then the bank, then the request; forward returns.
  await page.goBack();
  await expect(curtain(page, 'StatusHistory')).toBeHidden();
  await expect(panel(page, 'BankDetails')).toBeVisible();
  await page.goBack();
  await expect(curtain(page, 'OfferVersions')).toBeVisible();
  await page.goBack();
  await expect(curtain(page, 'OfferVersions')).toBeHidden();
  await page.goBack();
  await expect(panel(page, 'RequestDetails')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Назад' })).toBeHidden();
  await page.goForward();
  await expect(panel(page, 'BankDetails')).toBeVisible();

  // «О банке» on top, the panel's own «Назад» returns, then the panel closes and comes back.
  await panel(page, 'BankDetails').getByRole('button', { name: 'О банке' }).click();
  await expect(panel(page, 'Bank')).toBeVisible();
  await snap(page, 'side-06-bank-about');
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(panel(page, 'BankDetails')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.side-panel')).toHaveCount(0);
  await expect(page).not.toHaveURL(/selected=/);
  await snap(page, 'side-07-closed');
  await page.getByRole('button', { name: 'Вернуть' }).click();
  await expect(panel(page, 'BankDetails')).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(panel(page, 'RequestDetails')).toBeVisible();

  // The request's info, long form, and the choice of banks in the curtain.
  await panel(page, 'RequestDetails').getByRole('button', { name: 'Подробнее' }).click();
  await expect(panel(page, 'RequestInfoLong')).toBeVisible();
  await snap(page, 'side-08-info-long');

  // On a phone the panel is a full-screen drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/agent/requests/all?selected=${id}&sidebartab=bank:${tbank.uuid}`);
  await expect(panel(page, 'BankDetails')).toBeVisible();
  await expect(panel(page, 'BankDetails').locator('.bank-card')).toBeVisible();
  await snap(page, 'side-09-mobile');
  await panel(page, 'BankDetails').getByRole('button', { name: 'История статусов' }).click();
  await expect(curtain(page, 'StatusHistory')).toBeVisible();
  await snap(page, 'side-10-mobile-curtain');
});
