import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { badBodies } from '../helpers/badBodies';
import { forEachDatabase } from '../helpers/serverContext';
import { newRequest, signedInAgent, type Member } from '../requests/requestFixtures';

const expobank = 'cbfdc709-4068-5242-9119-5216dd873e6f';

interface Target {
  id: number;
  uuid: string;
  userId: number;
}

/** The JSON calls of sending with a body each accepts; the bad ones are made from it. */
const endpoints: ReadonlyArray<{ name: string; url: (t: Target) => string; good: (t: Target) => Record<string, unknown>; nullable?: readonly string[]; optional?: readonly string[] }> = [
  { name: 'send', url: () => '/v2/bgrequest/write/send', good: (t) => ({ fko_uuids: [expobank], request_id: t.id, signed: false }) },
  {
    name: 'operator verification',
    url: (t) => `/v2/bgrequest/write/admin/verification/send/${t.id}`,
    good: () => ({ result: 'passed', fko_uuids: [expobank], comment: 'Проверено' }),
    nullable: ['comment'],
    optional: ['fko_uuids', 'comment'],
  },
  { name: 'manager', url: () => '/v1/bgrequest/write/agent/manager', good: (t) => ({ request_id: t.id, manager: t.userId }) },
  { name: 'revocation', url: () => '/v2/bgrequest/write/revokefrombank', good: (t) => ({ request_uuid: t.uuid, fko_uuids: [expobank] }) },
  {
    name: 'archive',
    url: () => '/v1/bgrequest/write/archive',
    good: (t) => ({ request_uuid: t.uuid, fko_uuids: [expobank], message: 'В архив' }),
    nullable: ['message'],
    optional: ['fko_uuids', 'message'],
  },
  { name: 'unarchive', url: () => '/v1/bgrequest/write/unarchive', good: (t) => ({ request_uuid: t.uuid, fko_uuids: [expobank] }), optional: ['fko_uuids'] },
  { name: 'return from the client', url: () => '/v1/bgrequest/write/claim/bank/client', good: (t) => ({ request_uuid: t.uuid }) },
];

forEachDatabase('bad bodies on the sending calls', (ctx) => {
  let agent: Member;
  let target: Target;
  beforeAll(async () => {
    agent = await signedInAgent(ctx.app);
    const request = await newRequest(ctx.app, agent);
    target = { id: request.id, uuid: request.uuid, userId: agent.viewer.userId };
  });

  const post = (url: string, payload: string, contentType = 'application/json') =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, authorization: `Bearer ${agent.token}` } });

  for (const endpoint of endpoints) {
    it(`${endpoint.name} refuses each bad body with a 400 and a Russian message`, async () => {
      for (const bad of badBodies(endpoint.good(target), { nullable: endpoint.nullable ?? [], optional: endpoint.optional ?? [] })) {
        const response = await post(endpoint.url(target), bad.payload, bad.contentType);
        const body = response.json() as { code: number; message: string };
        expect({ case: bad.name, status: response.statusCode }).toEqual({ case: bad.name, status: 400 });
        expect(body.message, bad.name).toMatch(/[А-Яа-яЁё]/);
        expect(body.message, bad.name).not.toMatch(/must|should|Unexpected|JSON at position/);
      }
    });

    it(`${endpoint.name} never answers 500 to arbitrary JSON`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
          const response = await post(endpoint.url(target), JSON.stringify(value));
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) expect((response.json() as { message: string }).message).toMatch(/[А-Яа-яЁё]/);
        }),
        { numRuns: 30 },
      );
    });
  }

  it('selection refuses a list of bad entries', async () => {
    for (const payload of ['[]', '{}', 'null', '[{"subrequest_uuid":"x","value":"true"}]', `[{"subrequest_uuid":"${expobank}","value":true}]`, `[{"value":"true"}]`]) {
      const response = await post('/v1/bgsubrequest/write/selected', payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect((response.json() as { message: string }).message).toMatch(/[А-Яа-яЁё]/);
    }
  });
});
