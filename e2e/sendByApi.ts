import type { Page } from '@playwright/test';
import { signRequestByApi } from './signing';
import { fillRequest } from './support';

/**
 * A complete request sent to the given banks through the API the page reads: filled, pre-scored,
 * signed with the test signer, sent, and the client's consent given by its link. Answers its number.
 */
export async function sendByApi(page: Page, base: string, token: string, banks: readonly { uuid: string }[]): Promise<number> {
  const { id } = fillRequest(base, token, banks);
  const headers = { authorization: `Bearer ${token}` };
  const call = async (path: string, data: unknown = {}) => {
    const answer = await page.request.post(path, { headers, data });
    const body = (await answer.json()) as { code: number; data: unknown; message?: string };
    if (body.code !== 20000) throw new Error(`${path}: ${body.message ?? body.code}`);
    return body.data;
  };
  await call(`/v2/bgrequest/write/${id}/prescoring`);
  await signRequestByApi(page.request, token, id);
  await call('/v2/bgrequest/write/send', { fko_uuids: banks.map((bank) => bank.uuid), request_id: id, signed: true });
  const link = (await call(`/v2/bgrequest/write/${id}/consent/link`)) as { url: string };
  await page.request.post(`/v2/consent/write/${encodeURIComponent(link.url.split('/consent/')[1]!)}`, { data: {} });
  return id;
}
