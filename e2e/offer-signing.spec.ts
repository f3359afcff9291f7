import type { APIRequestContext, Page } from '@playwright/test';
import { sendByApi } from './sendByApi';
import { acceptCookies, acceptCookiesIfShown, artifactsDir, configBank, fillRequest, hideToasts, signInToRequestList } from './support';
import { expect, test } from './test';

// An offer of a bank that asks for a signed acceptance (config/banks.json offer_requires_signature):
// the agent accepts it, the acceptance waits for the signature with its «Согласие с условиями
// предложения», the agent signs it in the Signing view with the demo's test signer — or sends the
// client the offer link and the client signs without an account — and the simulated bank goes on.
test.describe.configure({ mode: 'serial' });

const bspb = configBank('bspb'); // asks a signed acceptance; a quick offer; digital guarantee only

const card = (page: Page) => page.locator(`.bank-card[data-bank="${bspb.uuid}"]`);

interface SubRequest {
  bank_uuid: string;
  sub_status: string;
}

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data: unknown = {}): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const answer = method === 'get' ? await request.get(path, { headers }) : await request.post(path, { headers, data });
  const body = (await answer.json()) as { code: number; data: T; message?: string };
  if (body.code !== 20000) throw new Error(`${path}: ${body.message ?? body.code}`);
  return body.data;
}

/** A complete request sent (signed, consented) to the bank through the API the page reads. */
function sentToBank(page: Page, base: string, token: string): Promise<number> {
  return sendByApi(page, base, token, [bspb]);
}

async function statusOf(request: APIRequestContext, token: string, id: number): Promise<string> {
  const list = await call<{ subrequests: SubRequest[] }>(request, token, 'get', `/v1/bgrequest/read/${id}/subrequests`);
  return list.subrequests.find((sub) => sub.bank_uuid === bspb.uuid)?.sub_status ?? '';
}

/** The raw statuses the bank went through, oldest first. */
async function historyOf(request: APIRequestContext, token: string, id: number): Promise<string[]> {
  const list = await call<{ subrequests: (SubRequest & { uuid: string })[] }>(request, token, 'get', `/v1/bgrequest/read/${id}/subrequests`);
  const sub = list.subrequests.find((item) => item.bank_uuid === bspb.uuid)!;
  const history = await call<{ entries: { to_status: string }[] }>(request, token, 'get', `/v1/bgsubrequest/read/${sub.uuid}/statuses`);
  return history.entries.map((entry) => entry.to_status);
}

async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: `${artifactsDir}/offer-signing/${name}-1440.png`, fullPage: options.fullPage ?? false });
  await page.setViewportSize({ width: 390, height: 844 });
  // The side panel becomes a drawer on a phone: let it slide in before the picture.
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${artifactsDir}/offer-signing/${name}-390.png`, fullPage: options.fullPage ?? false });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.waitForTimeout(300);
}

let token = '';
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await hideToasts(page);
  token = await signInToRequestList(page);
  await acceptCookies(page);
});

test('the agent accepts the offer, signs the acceptance in the Signing view, and the bank goes on to issue the guarantee', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const id = await sentToBank(page, baseURL!, token);
  await page.goto(`/agent/request/${id}/preview`);
  await card(page).getByRole('button', { name: 'Принять предложение' }).click({ timeout: 90_000 });
  await page.waitForURL(/\/accept-offer\/offer\//);
  await expect(page.getByText(/Принятие этого предложения подписывается квалифицированной электронной подписью/)).toBeVisible({ timeout: 30_000 });
  for (const box of await page.locator('.ant-card').filter({ hasText: 'Дополнительные условия' }).getByRole('checkbox').all()) await box.check();
  await shoot(page, 'accept', { fullPage: true });
  await page.getByRole('button', { name: 'Принять предложение' }).click();

  // Back on the request, the Signing view of the acceptance is open over it.
  await page.waitForURL((url) => url.pathname.endsWith('/preview') && url.searchParams.get('sidebartab')?.startsWith('Signing:') === true, { timeout: 30_000 });
  expect(await statusOf(page.request, token, id)).toBe('offer_wait_sign');
  const signing = page.locator('.side-panel[data-view="Signing"]');
  await expect(signing.getByText(/Подпишите согласие с условиями принятого предложения/)).toBeVisible();
  await expect(signing.locator('.signing-document')).toHaveCount(1);
  await expect(signing.locator('.signing-document')).toContainText(`Согласие с условиями предложения по Заявке № ${id}.pdf`);
  await expect(signing.getByText('Не подписан')).toBeVisible();
  await shoot(page, 'agent-signing');
  await signing.getByRole('button', { name: 'Подписать документ' }).click();
  await expect(signing.getByTestId('signing-result')).toHaveText('Предложение подписано: банк получил согласие и продолжит оформление гарантии', { timeout: 30_000 });
  // The push of the signed acceptance reloads the banks beside the panel: the card no longer asks for it.
  await expect(card(page).getByTestId('deal-signing')).toHaveCount(0, { timeout: 30_000 });
  await shoot(page, 'agent-signed');

  // The bank heard of the signed acceptance and plays the deal on.
  await expect.poll(async () => historyOf(page.request, token, id), { timeout: 30_000 }).toEqual(expect.arrayContaining(['offer_wait_sign', 'offer_accepted', 'sent_to_underwriting']));
  await page.goto(`/agent/request/${id}/preview`);
  await expect(card(page).getByTestId('deal-signing')).toHaveCount(0);
  await expect(card(page).locator('.bank-offer')).toContainText('Подписано');
  await expect(card(page).locator('.bank-documents')).toContainText('Банковская гарантия', { timeout: 180_000 });
  await shoot(page, 'agent-issued', { fullPage: true });
});

test('the agent sends the client the offer link from the bank card, the client signs without an account, and the bank goes on', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = await sentToBank(page, baseURL!, token);
  await expect.poll(async () => statusOf(page.request, token, id), { timeout: 90_000, intervals: [1_000] }).toBe('offer_wait_approve');
  const offers = await call<{ offers: { offerUuid: string; bank: { bank_uuid: string } }[] }>(page.request, token, 'get', `/v2/bgrequest/read/${id}/offer/agent`);
  const offer = offers.offers.find((item) => item.bank.bank_uuid === bspb.uuid)!;
  const accept = await call<{ options?: unknown; additional_agreements: { uuid: string; required: boolean }[] }>(page.request, token, 'get', `/v1/bgrequest/read/offer/${offer.offerUuid}/accept-info`);
  await call(page.request, token, 'post', '/v1/bgrequest/write/offer/accept', { offerUuid: offer.offerUuid, delivery_type: 'digital', agreements: accept.additional_agreements.map((agreement) => agreement.uuid) });

  // The bank card says the acceptance waits for the client's signature and gives the link.
  await page.goto(`/agent/requests/all?selected=${id}`);
  await acceptCookiesIfShown(page);
  const panel = page.locator('.side-panel[data-view="RequestDetails"]');
  const notice = panel.locator(`.bank-card[data-bank="${bspb.uuid}"]`).getByTestId('deal-signing');
  await expect(notice).toContainText('Принятое предложение ждёт подписи клиента', { timeout: 30_000 });
  await expect(notice).toContainText('Подписано документов: 0 из 1');
  await notice.getByRole('button', { name: 'Ссылка на подписание' }).click();
  await expect(notice.locator('.bank-signing-link')).toContainText(`/client/simple/${id}?token=`);
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(new RegExp(`/client/simple/${id}\\?token=[A-Za-z0-9_-]{43}$`));
  await shoot(page, 'card-link');

  // The client: a browser with no session opens the link.
  const outsider = await browser.newContext();
  const client = await outsider.newPage();
  const address = new URL(url);
  await client.goto(address.pathname + address.search);
  await expect(client).toHaveURL(new RegExp(`/client/simple/${id}$`));
  await expect(client.locator('.ant-card-head-title')).toHaveText('Подписание предложения');
  await expect(client.getByText(`Заявка № ${id} на банковскую гарантию`)).toBeVisible();
  await expect(client.locator('.simple-sign-details')).toContainText('Комиссия');
  await expect(client.locator('.signing-document')).toHaveCount(1);
  await acceptCookiesIfShown(client);
  await shoot(client, 'external-before', { fullPage: true });
  await client.getByRole('button', { name: 'Подписать документ' }).click();
  await expect(client.getByText('Спасибо! Предложение подписано, банк получил ваше согласие и продолжит оформление гарантии. Страницу можно закрыть.')).toBeVisible({ timeout: 30_000 });
  await shoot(client, 'external-done');
  // One-time: the link is spent.
  await client.goto(address.pathname + address.search);
  await expect(client.getByText('Документы по этой ссылке уже подписаны: ссылка одноразовая')).toBeVisible();
  await outsider.close();

  // The bank goes on from the signed acceptance.
  await expect.poll(async () => historyOf(page.request, token, id), { timeout: 30_000 }).toEqual(expect.arrayContaining(['offer_accepted', 'sent_to_underwriting']));
  await page.reload();
  await expect(panel.locator(`.bank-card[data-bank="${bspb.uuid}"]`).getByTestId('deal-signing')).toHaveCount(0, { timeout: 30_000 });
});

test('the client confirms the changes of a claim the bank approved by signing them, and the bank releases the changes', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const tbank = configBank('tbank'); // consent only, a quick offer, takes claims; its acceptance needs no signature
  const { id } = fillRequest(baseURL!, token, [tbank]);
  await call(page.request, token, 'post', `/v2/bgrequest/write/${id}/prescoring`);
  await call(page.request, token, 'post', '/v2/bgrequest/write/send', { fko_uuids: [tbank.uuid], request_id: id, signed: false });
  const consent = await call<{ url: string }>(page.request, token, 'post', `/v2/bgrequest/write/${id}/consent/link`);
  await page.request.post(`/v2/consent/write/${encodeURIComponent(consent.url.split('/consent/')[1]!)}`, { data: {} });
  const subOf = async () => (await call<{ subrequests: (SubRequest & { uuid: string })[] }>(page.request, token, 'get', `/v1/bgrequest/read/${id}/subrequests`)).subrequests.find((sub) => sub.bank_uuid === tbank.uuid)!;
  await expect.poll(async () => (await subOf()).sub_status, { timeout: 90_000, intervals: [1_000] }).toBe('offer_wait_approve');
  const offer = (await call<{ offers: { offerUuid: string; bank: { bank_uuid: string } }[] }>(page.request, token, 'get', `/v2/bgrequest/read/${id}/offer/agent`)).offers.find((item) => item.bank.bank_uuid === tbank.uuid)!;
  const info = await call<{ additional_agreements: { uuid: string }[] }>(page.request, token, 'get', `/v1/bgrequest/read/offer/${offer.offerUuid}/accept-info`);
  await call(page.request, token, 'post', '/v1/bgrequest/write/offer/accept', { offerUuid: offer.offerUuid, delivery_type: 'digital', agreements: info.additional_agreements.map((agreement) => agreement.uuid) });
  await expect.poll(async () => (await subOf()).sub_status, { timeout: 120_000, intervals: [1_000] }).toBe('deal_guarantee_contract_signed');
  const sub = await subOf();
  await call(page.request, token, 'post', '/v1/bgrequest/write/bgrequest/claim', { subrequest_uuid: sub.uuid, sum: '8000000', text: 'Увеличить сумму гарантии по дополнительному соглашению к контракту' });
  await expect.poll(async () => (await subOf()).sub_status, { timeout: 60_000, intervals: [1_000] }).toBe('deal_claim_responded');

  // The claim page lists what the client signs and opens its signing.
  await page.goto(`/agent/request/${id}/claim/bank/${tbank.uuid}`);
  await expect(page.getByText('Банк одобрил претензию: подтвердите изменения, подписав согласие и документы банка.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(new RegExp(`Согласие с изменениями гарантии по Заявке № ${id} от .*\\.pdf — не подписан`))).toBeVisible();
  await shoot(page, 'claim-page', { fullPage: true });
  await page.getByRole('button', { name: 'Подписать' }).click();
  const signing = page.locator('.side-panel[data-view="Signing"]');
  await expect(signing.getByText(/Подпишите согласие с изменениями гарантии/)).toBeVisible();
  await expect(signing.locator('.signing-document')).toHaveCount(1);
  await shoot(page, 'claim-signing');
  await signing.getByRole('button', { name: 'Подписать документ' }).click();
  await expect(signing.getByTestId('signing-result')).toHaveText('Изменения подтверждены: банк получил подписанное согласие', { timeout: 30_000 });

  // The client's side of the additional agreement is given: the bank asks for the payment of the changes and releases them.
  await expect.poll(async () => historyOfBank(page.request, token, sub.uuid), { timeout: 60_000 }).toEqual(expect.arrayContaining(['deal_claim_approved', 'deal_claim_signed']));
});

/** The raw statuses a sub-request went through, oldest first. */
async function historyOfBank(request: APIRequestContext, session: string, subUuid: string): Promise<string[]> {
  const history = await call<{ entries: { to_status: string }[] }>(request, session, 'get', `/v1/bgsubrequest/read/${subUuid}/statuses`);
  return history.entries.map((entry) => entry.to_status);
}
