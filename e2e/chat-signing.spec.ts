import type { APIRequestContext, Page } from '@playwright/test';
import { sendByApi } from './sendByApi';
import { acceptCookies, artifactsDir, configBank, hideToasts, signInToRequestList } from './support';
import { expect, test } from './test';

// A bank that sends documents for signing in its chat (config/banks.json chat.sending_for_sign): the
// simulator's PSB, once its sub-request is in offer_accepted (config/bank-scenarios.json `chat`),
// sends «Дополнительное соглашение.pdf» waiting for a signature. The agent opens the bank's chat,
// presses «Подписать», signs the message's own document in the Signing view with the demo's test
// signer, and the chat shows the message signed.

const psb = configBank('psb'); // quick offer, no signed acceptance, sending_for_sign

const card = (page: Page) => page.locator(`.bank-card[data-bank="${psb.uuid}"]`);

interface ChatSummary {
  uuid: string;
  kind: 'request' | 'bank';
  bank_uuid: string | null;
}

interface ChatMessage {
  id: number;
  wait_sign: boolean;
  signed_at: string | null;
  author: { side: string };
}

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data: unknown = {}): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const answer = method === 'get' ? await request.get(path, { headers }) : await request.post(path, { headers, data });
  const body = (await answer.json()) as { code: number; data: T; message?: string };
  if (body.code !== 20000) throw new Error(`${path}: ${body.message ?? body.code}`);
  return body.data;
}

/** A complete request sent (signed, consented) to the bank, with the bank's offer accepted through the API the pages call. */
async function acceptedOffer(page: Page, base: string, token: string): Promise<number> {
  const id = await sendByApi(page, base, token, [psb]);
  const statusOf = async () =>
    (await call<{ subrequests: { bank_uuid: string; sub_status: string }[] }>(page.request, token, 'get', `/v1/bgrequest/read/${id}/subrequests`)).subrequests.find((sub) => sub.bank_uuid === psb.uuid)?.sub_status;
  await expect.poll(statusOf, { timeout: 20_000, intervals: [500] }).toBe('offer_wait_approve');
  const offers = await call<{ offers: { offerUuid: string; bank: { bank_uuid: string } }[] }>(page.request, token, 'get', `/v2/bgrequest/read/${id}/offer/agent`);
  const offer = offers.offers.find((item) => item.bank.bank_uuid === psb.uuid)!;
  const info = await call<{ additional_agreements: { uuid: string }[] }>(page.request, token, 'get', `/v1/bgrequest/read/offer/${offer.offerUuid}/accept-info`);
  await call(page.request, token, 'post', '/v1/bgrequest/write/offer/accept', { offerUuid: offer.offerUuid, delivery_type: 'digital', agreements: info.additional_agreements.map((agreement) => agreement.uuid) });
  return id;
}

/** The bank's message waiting for a signature in its chat, once the simulator sent it. */
async function documentForSigning(request: APIRequestContext, token: string, id: number): Promise<ChatMessage | undefined> {
  const chats = await call<ChatSummary[]>(request, token, 'get', `/v1/chat/read/list/${id}`);
  const chat = chats.find((item) => item.kind === 'bank' && item.bank_uuid === psb.uuid);
  if (!chat) return undefined;
  const { messages } = await call<{ messages: ChatMessage[] }>(request, token, 'get', `/v1/chat/read/message/${chat.uuid}`);
  return messages.find((message) => message.author.side === 'bank' && message.wait_sign);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${artifactsDir}/chat-signing/${name}-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  // The side panel becomes a drawer on a phone: let it slide in before the picture.
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${artifactsDir}/chat-signing/${name}-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.waitForTimeout(300);
}

test('the agent signs the document the bank sent for signing in its chat, and the chat shows it signed', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await hideToasts(page);
  const token = await signInToRequestList(page);
  await acceptCookies(page);
  const id = await acceptedOffer(page, baseURL!, token);
  await expect.poll(async () => (await documentForSigning(page.request, token, id)) !== undefined, { timeout: 20_000, intervals: [500] }).toBe(true);

  await page.goto(`/agent/request/${id}/preview`);
  await card(page).getByRole('button', { name: /^Чат/ }).click({ timeout: 30_000 });
  const chat = page.locator('.side-panel[data-view="BankChat"]');
  const message = chat.locator('.chat-message').filter({ hasText: 'Направляем дополнительное соглашение' });
  await expect(message).toContainText('Дополнительное соглашение.pdf');
  await expect(message.getByText('Ждёт подписания')).toBeVisible();
  await message.getByRole('button', { name: 'Подписать' }).click();

  // The Signing view lists that message's own document, not the bank's deal documents.
  const signing = page.locator('.side-panel[data-view="Signing"]');
  await expect(signing.getByText(/Банк прислал в чате документ на подпись/)).toBeVisible();
  await expect(signing.locator('.signing-document')).toHaveCount(1);
  await expect(signing.locator('.signing-document')).toContainText('Дополнительное соглашение.pdf');
  await expect(signing.getByText('Не подписан')).toBeVisible();
  await signing.getByRole('button', { name: 'Подписать документ' }).click();
  await expect(signing.getByTestId('signing-result')).toHaveText('Документ подписан: банк получил подпись, в чате сообщение отмечено подписанным', { timeout: 30_000 });

  // Back in the chat, the message is marked signed and asks for nothing more.
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(message.getByText(/^Подписан \d/)).toBeVisible({ timeout: 15_000 });
  await expect(message.getByRole('button', { name: 'Подписать' })).toHaveCount(0);
  await expect(message.getByText('Ждёт подписания')).toHaveCount(0);
  expect((await documentForSigning(page.request, token, id))?.signed_at).toBeTruthy();
  await shoot(page, 'chat-signed');
});
