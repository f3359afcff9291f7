import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { badBodies } from '../helpers/badBodies';
import { forEachDatabase } from '../helpers/serverContext';
import { bankKey } from './bankFixtures';

const uuid = '3f0a2a4e-7f5c-4c1e-9d7a-0c9e8b1a2b3c';
const endpoints: { url: string; good: Record<string, unknown>; optional?: string[] }[] = [
  { url: `/bank-api/v1/subrequests/${uuid}/events`, good: { event: 'cancel', comment: 'Отказ', cancel_reason: 'Стоп-фактор', external_id: 'BG-1', date_to: '2027-12-01' }, optional: ['comment', 'cancel_reason', 'external_id', 'date_to'] },
  { url: `/bank-api/v1/subrequests/${uuid}/offers`, good: { commission: 1000, sum: 100000, duration: 30, date_from: '2026-12-01', date_to: '2027-01-01' }, optional: ['date_from', 'date_to'] },
  { url: `/bank-api/v1/subrequests/${uuid}/demands`, good: { text: 'Пришлите выписку', required_documents: [{ type: 'statement', name: 'Выписка' }] }, optional: ['required_documents'] },
  { url: `/bank-api/v1/subrequests/${uuid}/claims/${uuid}/answer`, good: { decision: 'approve', commission: 100, text: 'Согласны' }, optional: ['commission'] },
  { url: '/bank-api/v1/outbox/ack', good: { ids: ['1'] } },
];

forEachDatabase('bad bodies on the bank API', (ctx) => {
  let key: string;
  beforeAll(async () => {
    key = await bankKey(ctx.app, banksConfig.banks[0]!.uuid);
  });
  const post = (url: string, payload: string, contentType = 'application/json') =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, authorization: `Bearer ${key}` } });

  for (const endpoint of endpoints) {
    it(`${endpoint.url.replace(uuid, '{uuid}').replace(uuid, '{uuid}')} refuses each bad body with a 400 and a Russian message`, async () => {
      for (const bad of badBodies(endpoint.good, { optional: endpoint.optional ?? [] })) {
        const response = await post(endpoint.url, bad.payload, bad.contentType);
        const body = response.json() as { code: number; message: string };
        expect({ case: bad.name, status: response.statusCode }).toEqual({ case: bad.name, status: 400 });
        expect(body.message, bad.name).toMatch(/[А-Яа-яЁё]/);
        expect(body.message, bad.name).not.toMatch(/must|should|Unexpected|JSON at position/);
      }
    });

    it(`${endpoint.url.replace(uuid, '{uuid}').replace(uuid, '{uuid}')} never answers 500 to arbitrary JSON`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
          const response = await post(endpoint.url, JSON.stringify(value));
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) expect((response.json() as { message: string }).message).toMatch(/[А-Яа-яЁё]/);
        }),
        { numRuns: 30 },
      );
    });
  }

  it('a document upload that is not multipart, or is broken, is a Russian 400', async () => {
    const url = `/bank-api/v1/subrequests/${uuid}/documents`;
    expect((await post(url, '{}')).statusCode).toBe(400);
    const broken = await post(url, '--x\r\nbroken', 'multipart/form-data; boundary=x');
    expect(broken.statusCode).toBe(400);
    expect((broken.json() as { message: string }).message).toMatch(/[А-Яа-яЁё]/);
  });
});
