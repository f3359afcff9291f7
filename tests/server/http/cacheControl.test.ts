import { beforeAll, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { bankKey } from '../bankApi/bankFixtures';
import { registeredAgent } from '../helpers/accounts';
import { forEachDatabase } from '../helpers/serverContext';

forEachDatabase('Cache-Control of API answers', (ctx) => {
  let token = '';
  let key = '';
  beforeAll(async () => {
    token = (await registeredAgent(ctx.app)).token;
    key = await bankKey(ctx.app, banksConfig.banks[0]!.uuid);
  });

  it('is no-store on every /v1, /v2, /bank-api and hub answer, errors included', async () => {
    const auth = () => ({ authorization: `Bearer ${token}` });
    const calls: Array<{ method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: unknown; status: number }> = [
      { method: 'GET', url: '/v1/config/read/app', status: 200 },
      { method: 'GET', url: '/v1/currentuser/read', headers: auth(), status: 200 },
      { method: 'GET', url: '/v1/currentuser/read', status: 401 },
      { method: 'POST', url: '/v1/login/write/creds', payload: { email: 'x' }, status: 400 },
      { method: 'GET', url: '/v1/no/such/call', status: 404 },
      { method: 'POST', url: '/v1/grid/read/list/groupped', headers: auth(), payload: { tab: 'all', page_number: 1, page_size: 10 }, status: 200 },
      { method: 'POST', url: '/v1/grid/read/list/groupped', headers: { ...auth(), 'accept-encoding': 'br' }, payload: { tab: 'all', page_number: 1, page_size: 10 }, status: 200 },
      { method: 'GET', url: '/v2/grid/read/list/notificators-count', headers: auth(), status: 200 },
      { method: 'GET', url: '/v2/bgrequest/read/banks', headers: auth(), status: 200 },
      { method: 'GET', url: '/bank-api/v1/events', headers: { authorization: `Bearer ${key}` }, status: 200 },
      { method: 'GET', url: '/bank-api/v1/events', status: 401 },
      { method: 'POST', url: '/hubs/notifications/negotiate?negotiateVersion=1', headers: auth(), status: 200 },
    ];
    for (const call of calls) {
      const response = await ctx.app.inject({ method: call.method, url: call.url, headers: call.headers, payload: call.payload as string | undefined });
      expect({ url: call.url, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({ url: call.url, status: call.status, cache: 'no-store' });
    }
  });

  it('leaves the pages of the web app to their own caching', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/agent/login' });
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});
