import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { badBodies } from '../helpers/badBodies';
import { forEachDatabase } from '../helpers/serverContext';
import { signedInAgent, type Member } from '../requests/requestFixtures';

const uuid = randomUUID();

/** The JSON calls of offers, discussion and claims with a body each accepts; the bad ones are made from it. */
const endpoints: ReadonlyArray<{ url: string; good: Record<string, unknown>; optional?: readonly string[] }> = [
  { url: '/v1/bgrequest/write/changecomission', good: { offerUuid: uuid, comission: 50000, isCurrentDateInvoice: false }, optional: ['isCurrentDateInvoice'] },
  { url: '/v1/bgrequest/write/sendofferapprove', good: { offerUuid: uuid, requestUuid: uuid } },
  { url: '/v1/bgrequest/read/offer/additional-agreements', good: { uuids: [uuid] } },
  {
    url: '/v1/bgrequest/write/offer/accept',
    good: { offerUuid: uuid, delivery_type: 'paper', delivery_method: 'courier_delivery', delivery_address: 'г. Москва', agreements: [uuid] },
    optional: ['delivery_type', 'delivery_method', 'delivery_address', 'agreements'],
  },
  { url: '/v2/bgrequest/read/validate/before/approval', good: { fko_uuid: uuid, request_id: 1, date_from: '2026-12-01', date_to: '2027-12-01', sum: 1000 } },
  { url: '/v2/bgsubrequest/write/approval/customers', good: { subrequest_uuid: uuid, customers: [{ inn: '7707083893', name: 'ГБУ', sum: 1000 }] } },
  { url: `/v1/bgsubrequest/write/${uuid}/todiscussion`, good: { date_from: '2026-12-01', date_to: '2027-12-01', sum: 1000, comment: 'Просим', with_customers: false }, optional: ['comment', 'with_customers'] },
  { url: '/v1/bgsubrequest/read/comission/forchanges', good: { subrequest_uuid: uuid, sum: 1000, date_to: '2027-12-01', text: 'Изменить' }, optional: ['sum', 'date_to'] },
  { url: '/v1/bgrequest/write/bgrequest/claim', good: { subrequest_uuid: uuid, sum: 1000, date_to: '2027-12-01', text: 'Изменить' }, optional: ['sum', 'date_to'] },
];

forEachDatabase('bad bodies on the offer, discussion and claim calls', (ctx) => {
  let agent: Member;
  beforeAll(async () => {
    agent = await signedInAgent(ctx.app);
  });
  const post = (url: string, payload: string, contentType = 'application/json') =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, authorization: `Bearer ${agent.token}` } });

  for (const endpoint of endpoints) {
    it(`${endpoint.url} refuses each bad body with a 400 and a Russian message`, async () => {
      for (const bad of badBodies(endpoint.good, { optional: endpoint.optional ?? [] })) {
        const response = await post(endpoint.url, bad.payload, bad.contentType);
        const body = response.json() as { code: number; message: string };
        expect({ case: bad.name, status: response.statusCode }).toEqual({ case: bad.name, status: 400 });
        expect(body.message, bad.name).toMatch(/[А-Яа-яЁё]/);
        expect(body.message, bad.name).not.toMatch(/must|should|Unexpected|JSON at position/);
      }
    });

    it(`${endpoint.url} never answers 500 to arbitrary JSON`, async () => {
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

  it('answers 404 with a Russian message to paths naming nothing', async () => {
    for (const url of [`/v1/bgsubrequest/read/${uuid}/claim`, '/v1/bgsubrequest/read/x/claim', '/v1/claim/read/docstosign/x', `/v2/bgsubrequest/read/${uuid}/agreement/param/current`, '/v1/bgrequest/read/offer/x/versions']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${agent.token}` } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect((response.json() as { message: string }).message).toMatch(/[А-Яа-яЁё]/);
    }
  });
});
