import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { acceptCookies, configBank, fillRequest, signInToRequestList, snap } from './support';

// The banks journey of the demo agent: a complete request goes to five banks at once; one fails
// pre-scoring with its reason; the client consents by link; offers arrive live from the bank simulator;
// the agent raises a commission, accepts an offer with paper delivery, watches the deal reach
// 'Гарантия выпущена' and sends a claim.
test.describe.configure({ mode: 'serial' });

const tbank = configBank('tbank'); // consent only; a quick offer; paper delivery; claims allowed
const expobank = configBank('expobank'); // needs nothing before the bank
const mkb = configBank('mkb'); // consent, then the operator's verification
const lockobank = configBank('lockobank'); // consent, then verification
const kubankredit = configBank('kubankredit'); // fails pre-scoring for this company

const card = (page: Page, chosen: { uuid: string }) => page.locator(`.bank-card[data-bank="${chosen.uuid}"]`);

/** The agent's view of a bank's current offer, read from the API the panel reads. */
async function currentOffer(page: Page, requestId: number, bankUuid: string, token: string): Promise<{ commission: string; bank_commission?: string }> {
  const answer = await page.request.get(`/v2/bgrequest/read/${requestId}/offer/agent`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { data: { offers: { commission: string; bank_commission?: string; bank: { bank_uuid: string } }[] } };
  const offer = body.data.offers.find((item) => item.bank.bank_uuid === bankUuid);
  if (!offer) throw new Error('no offer of the bank');
  return offer;
}

test('an agent sends a request to five banks and follows an offer to the issued guarantee and a claim', async ({ page, baseURL, context }) => {
  test.setTimeout(420_000);
  const token = await signInToRequestList(page);
  await acceptCookies(page);
  const request = fillRequest(baseURL!, token, [tbank, expobank, mkb, lockobank, kubankredit]);
  const requestPage = `/agent/request/${request.id}/preview`;

  // Pre-scoring runs by itself once the banks load: one bank does not pass, and says why.
  await page.goto(requestPage);
  await expect(card(page, kubankredit).getByText('Не проходим')).toBeVisible({ timeout: 60_000 });
  await expect(card(page, kubankredit).locator('.bank-reasons li').first()).not.toBeEmpty();
  await snap(page, 'banks-01-prescoring');

  // The banks were chosen in the form's one bank choice: «Отправить в банки» sends the four that pass;
  // the ones wanting consent wait for it, the one wanting nothing is sent.
  await page.getByRole('button', { name: 'Отправить в банки' }).click();
  await expect(card(page, tbank)).toContainText('Ожидает согласия', { timeout: 30_000 });
  await expect(card(page, expobank)).not.toContainText('Черновик');
  await snap(page, 'banks-02-sent');

  // The client consents by the link, without a signature.
  await page.getByRole('button', { name: 'Ссылка на согласие' }).click();
  const link = (await page.locator('.banks-notice .ant-typography').first().textContent())?.trim() ?? '';
  expect(link).toMatch(/^https?:\/\//);
  const consent = await context.newPage();
  await consent.goto(link);
  await consent.getByRole('checkbox', { name: /Я даю согласие/ }).check();
  await consent.getByRole('button', { name: 'Дать согласие' }).click();
  await expect(consent.getByText(/Согласие получено/)).toBeVisible();
  await snap(consent, 'banks-03-consent');
  await consent.close();

  // Offers arrive live from the simulator: a toast and the offer on the bank's card, no reload.
  await expect(card(page, tbank).getByRole('button', { name: 'Изменить комиссию' })).toBeVisible({ timeout: 90_000 });
  // The news is the request's one toast: alone, or folded with others («Заявка № N: …»).
  await expect(page.getByText(new RegExp(`Предложение по Заявке № ${request.id}|прислал(и)? предложени`)).first()).toBeVisible();
  await snap(page, 'banks-04-offer');

  // The agent raises the commission: a new version of the offer.
  const offer = await currentOffer(page, request.id, tbank.uuid, token);
  const raised = Math.ceil(Number(offer.commission) * 1.1);
  await card(page, tbank).getByRole('button', { name: 'Изменить комиссию' }).click();
  await page.getByLabel('Новая комиссия, ₽').fill(String(raised));
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(card(page, tbank)).toContainText('Версия 2 из 2', { timeout: 30_000 });
  expect(Number((await currentOffer(page, request.id, tbank.uuid, token)).commission)).toBe(raised);

  // Accept with a paper guarantee brought by the bank's courier.
  await card(page, tbank).getByRole('button', { name: 'Принять предложение' }).click();
  await page.waitForURL(/\/accept-offer\/offer\//);
  await page.getByRole('radio', { name: 'Гарантия на бумаге' }).check();
  await page.getByRole('radio', { name: /Доставка курьером банка/ }).check();
  await page.getByLabel('Адрес доставки').fill('125009, г. Москва, ул. Тверская, д. 7, офис 12');
  for (const box of await page.locator('.ant-card').filter({ hasText: 'Дополнительные условия' }).getByRole('checkbox').all()) await box.check();
  await snap(page, 'banks-05-accept');
  await page.getByRole('button', { name: 'Принять предложение' }).click();
  // Accepted, the page returns to the request.
  await page.waitForURL((url) => !url.pathname.includes('/accept-offer/'), { timeout: 30_000 });

  // The simulator takes the deal through underwriting, payment and issue; the card follows live.
  await page.goto(requestPage);
  await expect(card(page, tbank)).toContainText('Гарантия выпущена', { timeout: 180_000 });
  await snap(page, 'banks-06-issued');

  // A claim for changes of the issued guarantee.
  await card(page, tbank).getByRole('button', { name: 'Претензия' }).click();
  await page.waitForURL(/\/claim\/bank\//);
  await page.getByLabel('Что изменить').fill('Увеличить сумму гарантии в связи с дополнительным соглашением к контракту');
  await page.getByRole('button', { name: 'Рассчитать комиссию' }).click();
  await expect(page.getByText('Комиссия за изменения')).toBeVisible();
  await page.getByRole('button', { name: 'Отправить претензию' }).click();
  await expect(page.getByText('Претензия отправлена').first()).toBeVisible({ timeout: 30_000 });
  await snap(page, 'banks-07-claim');
});
