import { expect, it } from 'vitest';
import { registeredAgent } from '../helpers/accounts';
import { client, forEachDatabase } from '../helpers/serverContext';
import { suggestionContract } from './suggestionContract';

forEachDatabase('suggestions from the shipped datasets', (ctx) => {
  suggestionContract(() => ctx.app);

  it('answers without the dataset ranking aids and with the OKVED name where DaData keeps it', async () => {
    const { token } = await registeredAgent(ctx.app);
    const api = client(ctx.app, { token });
    const city = await api.post<never>('/suggestions/api/4_1/rs/suggest/address', { query: 'новосибирск' });
    const data = (city.body as unknown as { suggestions: { data: Record<string, unknown> }[] }).suggestions[0]!.data;
    expect(data).not.toHaveProperty('population');
    expect(data).not.toHaveProperty('capital');
    const party = await api.post<never>('/suggestions/api/4_1/rs/suggest/party', { query: '7707083893' });
    const company = (party.body as unknown as { suggestions: { data: Record<string, unknown> }[] }).suggestions[0]!.data;
    expect(company.okveds).toEqual([{ main: true, type: '2014', code: '64.19', name: 'Денежное посредничество прочее' }]);
    expect(company).not.toHaveProperty('okved_name');
    expect((company.address as { data: Record<string, unknown> }).data).toMatchObject({ region_kladr_id: '7700000000000' });
  });

  it('stops a runaway caller with 429 in Russian, per user', async () => {
    const app = await ctx.build({ env: { SUGGESTIONS_PER_MINUTE: '3' } });
    const first = client(app, { token: (await registeredAgent(app)).token });
    const second = client(app, { token: (await registeredAgent(app)).token });
    for (let i = 0; i < 3; i += 1) expect((await first.post('/suggestions/api/4_1/rs/suggest/bank', { query: 'сбер' })).status).toBe(200);
    const refused = await first.post('/suggestions/api/4_1/rs/suggest/bank', { query: 'сбер' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(42900);
    expect(refused.body.message).toMatch(/^Слишком много запросов подсказок\. Повторите через \d+ с$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await second.post('/suggestions/api/4_1/rs/suggest/bank', { query: 'сбер' })).status).toBe(200);
  });
});
