import { expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { bankKey } from '../bankApi/bankFixtures';
import { registeredAgent } from '../helpers/accounts';
import { forEachDatabase } from '../helpers/serverContext';

function nested(depth: number, leaf: unknown = 1): string {
  return '{"a":'.repeat(depth) + JSON.stringify(leaf) + '}'.repeat(depth);
}

forEachDatabase('deeply nested JSON', (ctx) => {
  it('is refused with 400 on login and registration, without a token', async () => {
    for (const url of ['/v1/login/write/creds', '/v1/registration/write/agent']) {
      const response = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: nested(4000) });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 400, body: { code: 40005, message: 'Слишком глубокая вложенность данных запроса' } });
    }
  });

  it('is refused with 400 on a signed-in route, in arrays too', async () => {
    const { token } = await registeredAgent(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/bgrequest/write/agent/manager',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '['.repeat(100000) + ']'.repeat(100000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 40005, message: 'Слишком глубокая вложенность данных запроса' });
  });

  it('is refused with 400 on the bank API', async () => {
    const key = await bankKey(ctx.app, banksConfig.banks[0]!.uuid);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/bank-api/v1/outbox/ack',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      payload: nested(4000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 40005, message: 'Слишком глубокая вложенность данных запроса' });
  });

  it('still accepts a body at the limit of 64 levels', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/v1/login/write/creds', headers: { 'content-type': 'application/json' }, payload: nested(63) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 40001 });
  });
});
