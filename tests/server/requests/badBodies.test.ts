import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { getRequestForUser } from '../../../src/server/requests/requestRepository';
import { badBodies } from '../helpers/badBodies';
import { forEachDatabase } from '../helpers/serverContext';
import { newRequest, sberbank, shippedTender, signedInAgent, type Member } from './requestFixtures';

/** The JSON calls of this part, each with a body it accepts; the bad ones are made from it. */
const endpoints: ReadonlyArray<{ name: string; url: (id: number) => string; good: () => Record<string, unknown>; nullable: readonly string[] }> = [
  { name: 'company check', url: () => '/v2/bgrequest/read/client/checks', good: () => ({ inn: sberbank.inn, kpp: sberbank.kpp }), nullable: ['kpp'] },
  {
    name: 'existence check',
    url: () => '/v2/bgrequest/read/exists',
    good: () => ({ inn: sberbank.inn, kpp: sberbank.kpp, ogrn: sberbank.ogrn, tender_number: '0373100001226000108' }),
    nullable: ['kpp', 'ogrn', 'tender_number'],
  },
  { name: 'tender saving', url: (id) => `/v2/bgrequest/write/tender/${id}`, good: () => ({ tender: shippedTender('0373100001226000108') }), nullable: [] },
  {
    name: 'birth country',
    url: () => '/v1/questionnaire/read/birthcountry',
    good: () => ({ birth_place: 'г. Ташкент', birth_date: '1979-04-12', citizenship: 'uz', inn: '500100732259' }),
    nullable: ['birth_date', 'citizenship', 'inn'],
  },
];

forEachDatabase('bad bodies on the request and questionnaire calls', (ctx) => {
  let agent: Member;
  let requestId = 0;
  beforeAll(async () => {
    agent = await signedInAgent(ctx.app);
    requestId = (await newRequest(ctx.app, agent)).id;
  });

  const post = (url: string, payload: string, contentType = 'application/json') =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, authorization: `Bearer ${agent.token}` } });

  for (const endpoint of endpoints) {
    it(`${endpoint.name} refuses each bad body with a 4xx and a Russian message`, async () => {
      for (const bad of badBodies(endpoint.good(), { nullable: endpoint.nullable })) {
        const response = await post(endpoint.url(requestId), bad.payload, bad.contentType);
        const body = response.json() as { code: number; message: string };
        expect({ case: bad.name, status: response.statusCode }).toEqual({ case: bad.name, status: 400 });
        expect([40000, 40001, 40002, 40003], bad.name).toContain(body.code);
        expect(body.message, bad.name).toMatch(/[А-Яа-яЁё]/);
        expect(body.message, bad.name).not.toMatch(/must|should|Unexpected|JSON at position/);
      }
    });

    it(`${endpoint.name} never answers 500 to arbitrary JSON`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
          const response = await post(endpoint.url(requestId), JSON.stringify(value));
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) expect((response.json() as { message: string }).message).toMatch(/[А-Яа-яЁё]/);
        }),
        { numRuns: 40 },
      );
    });
  }

  it('tender saving never answers 500 to a tender of arbitrary values, and keeps no text PostgreSQL cannot store', async () => {
    const tender = shippedTender('0373100001226000108');
    const keys = Object.keys(tender);
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...keys), fc.oneof(text, fc.jsonValue({ maxDepth: 2 }), fc.array(text, { maxLength: 3 })), async (key, value) => {
        const response = await post(`/v2/bgrequest/write/tender/${requestId}`, JSON.stringify({ tender: { ...tender, [key]: value } }));
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expect((response.json() as { message: string }).message).toMatch(/[А-Яа-яЁё]/);
      }),
      { numRuns: 60 },
    );
    for (const bad of ['\u0000', 'a\ud800b', '\udc00']) {
      const response = await post(`/v2/bgrequest/write/tender/${requestId}`, JSON.stringify({ tender: { ...tender, order_name: bad } }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 40000, message: 'Поле «Закупка»: текст содержит недопустимые символы' });
    }
    // The arbitrary values may have left any JSON in the field: no NUL in it, whatever its shape.
    const stored = JSON.stringify((await getRequestForUser(ctx.database.db, agent.viewer, requestId)).tender?.order_name ?? null);
    expect(stored).not.toContain('\\u0000');
  });
});
