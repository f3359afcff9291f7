import type { APIRequestContext, Page } from '@playwright/test';
import { acceptCookiesIfShown, artifactsDir, configBank, fillRequest, hideToasts, sessionToken, signInToRequestList } from './support';
import { expect, test } from './test';

const zenit = configBank('zenit');

interface SubRequest {
  bank_uuid: string;
  sub_status: string;
}

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data: unknown = {}): Promise<T> {
  const answer = method === 'get' ? await request.get(path, { headers: { authorization: `Bearer ${token}` } }) : await request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  const body = (await answer.json()) as { code: number; data: T; message?: string };
  if (body.code !== 20000) throw new Error(`${path}: ${body.message ?? body.code}`);
  return body.data;
}

/** Sent to the banks and consented by the customer's link: the banks now wait for the customer's signature. */
async function waitingForSignature(request: APIRequestContext, token: string, id: number, banks: readonly { uuid: string }[]): Promise<void> {
  await call(request, token, 'post', `/v2/bgrequest/write/${id}/prescoring`);
  await call(request, token, 'post', '/v2/bgrequest/write/send', { fko_uuids: banks.map((bank) => bank.uuid), request_id: id, signed: false });
  const link = await call<{ token: string }>(request, token, 'post', `/v2/bgrequest/write/${id}/consent/link`);
  await request.post(`/v2/consent/write/${link.token}`, { data: {} });
}

async function subStatuses(request: APIRequestContext, token: string, id: number): Promise<string[]> {
  const list = await call<{ subrequests: SubRequest[] }>(request, token, 'get', `/v1/bgrequest/read/${id}/subrequests`);
  return list.subrequests.map((sub) => sub.sub_status);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${artifactsDir}/signing/${name}-1440.png`, fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${artifactsDir}/signing/${name}-390.png`, fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the agent makes a sign link, the client signs without an account, and the banks take the request on to an offer', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await signInToRequestList(page);
  const { id } = fillRequest(baseURL!, token, [zenit]);
  await waitingForSignature(page.request, token, id, [zenit]);
  expect(await subStatuses(page.request, token, id)).toEqual(['sent_to_client']);

  // The request's panel says who waits for what, and copies the sign link (one link for the banks that wait).
  await page.goto(`/agent/requests/all?selected=${id}`);
  await acceptCookiesIfShown(page);
  const panel = page.locator('.side-panel[data-view="RequestDetails"]');
  const notice = panel.getByTestId('signature-notice');
  await expect(notice).toContainText('Банк Зенит ждёт подписи заявки клиентом');
  await notice.getByRole('button', { name: 'Ссылка на подписание' }).click();
  await expect(notice.locator('.ant-typography')).toContainText(`/client/simple/${id}?token=`);
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(new RegExp(`/client/simple/${id}\\?token=[A-Za-z0-9_-]{43}$`));
  await shoot(page, 'agent-link');
  // «Подписать» opens the Signing view: the print forms the client signs.
  await notice.getByRole('button', { name: 'Подписать' }).click();
  const signing = page.locator('.side-panel[data-view="Signing"]');
  await expect(signing.locator('.signing-document')).toHaveCount(2);
  await expect(signing.getByText('Не подписан')).toHaveCount(2);
  const link = { url };

  // The client: a browser with no session opens the link.
  const outsider = await browser.newContext();
  const client = await outsider.newPage();
  await client.goto(new URL(link.url).pathname + new URL(link.url).search);
  await expect(client).toHaveURL(new RegExp(`/client/simple/${id}$`));
  await expect(client.getByText(`Заявка № ${id} на банковскую гарантию`)).toBeVisible();
  await expect(client.getByText('Банки, которые ждут подписи: Банк Зенит')).toBeVisible();
  await expect(client.locator('.signing-document')).toHaveCount(2);
  await acceptCookiesIfShown(client);
  await shoot(client, 'external-before');
  await client.getByRole('button', { name: 'Подписать документы' }).click();
  await expect(client.getByText('Спасибо! Документы подписаны, заявка передана в банки. Страницу можно закрыть.')).toBeVisible({ timeout: 30_000 });
  await shoot(client, 'external-done');
  // A one-time link: opening it again says it is spent.
  await client.goto(new URL(link.url).pathname + new URL(link.url).search);
  await expect(client.getByText('Документы по этой ссылке уже подписаны: ссылка одноразовая')).toBeVisible();
  await outsider.close();

  // The banks got the request and the simulator goes on to an offer.
  await expect.poll(async () => (await subStatuses(page.request, token, id)).every((status) => status !== 'sent_to_client'), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(async () => (await subStatuses(page.request, token, id)).some((status) => status.startsWith('offer')), { timeout: 120_000, intervals: [1_000] })
    .toBe(true);

  // The agent's Signing view shows who signed; the details curtain names the certificate.
  await page.reload();
  // The address keeps the open view; else «Ещё» → «Подписание» (the menu animates in, so the pick repeats until the view shows).
  await expect(signing.or(panel)).toBeVisible();
  if (!(await signing.isVisible())) await expect(async () => {
    await panel.getByRole('button', { name: /Ещё/ }).click();
    await page.getByRole('menuitem', { name: 'Подписание' }).click({ timeout: 2_000 });
    await expect(signing).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(signing.getByText('Подписан', { exact: true })).toHaveCount(2);
  await signing.getByRole('button', { name: 'Подписи' }).first().click();
  const details = page.locator('.side-curtain[data-view="DocumentSignDetails"]');
  await expect(details.getByText('Подпись действительна')).toBeVisible();
  await expect(details.getByText('Тестовый УЦ платформы')).toBeVisible();
  await shoot(page, 'agent-details');
});

test('the client signs its own request in the client cabinet, and the bank receives it', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await hideToasts(page);
  await page.goto('/client/login');
  await page.getByLabel('E-mail').fill('client@stroymontazh.ru');
  await page.getByLabel('Пароль', { exact: true }).fill('Client2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL('**/client/requests/**');
  const token = await sessionToken(page);
  const { id } = fillRequest(baseURL!, token, [zenit]);
  await waitingForSignature(page.request, token, id, [zenit]);
  expect(await subStatuses(page.request, token, id)).toEqual(['sent_to_client']);

  await page.goto(`/client/requests/all?selected=${id}`);
  await acceptCookiesIfShown(page);
  const notice = page.locator('.side-panel[data-view="RequestDetails"]').getByTestId('signature-notice');
  await expect(notice).toContainText('Банк Зенит ждёт вашей подписи заявки');
  await notice.getByRole('button', { name: 'Подписать' }).click();
  const signing = page.locator('.side-panel[data-view="Signing"]');
  await expect(signing.locator('.signing-document')).toHaveCount(2);
  await shoot(page, 'client-before');
  await signing.getByRole('button', { name: 'Подписать документы' }).click();
  await expect(signing.getByTestId('signing-result')).toHaveText('Заявка подписана: банки, которые ждали подписи, получили её', { timeout: 30_000 });
  await shoot(page, 'client-done');
  await expect.poll(async () => subStatuses(page.request, token, id), { timeout: 30_000 }).not.toEqual(['sent_to_client']);
});
