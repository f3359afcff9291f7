import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registeredAgent } from '../helpers/accounts';
import { client, forEachDatabase } from '../helpers/serverContext';
import { startFakeDadata } from './fakeDadata';
import { suggestionContract } from './suggestionContract';

const token = 'dadata-test-key-0123456789';
const unavailable = 'Сервис подсказок DaData недоступен, попробуйте позже';

forEachDatabase('suggestions through the DaData adapter over recorded answers', (ctx) => {
  let dadata: Awaited<ReturnType<typeof startFakeDadata>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    dadata = await startFakeDadata(token);
    app = await ctx.build({ env: { DADATA_TOKEN: token, DADATA_URL: dadata.url, DADATA_TIMEOUT_MS: '300' } });
  });
  afterAll(async () => {
    await dadata.close();
  });

  suggestionContract(() => app);

  it('asked DaData only what was recorded, always with the API key', () => {
    expect(dadata.unrecorded).toEqual([]);
    expect(dadata.authorizations.length).toBeGreaterThan(0);
    expect(new Set(dadata.authorizations)).toEqual(new Set([`Token ${token}`]));
  });

  it('answers a repeated query from its cache without asking DaData again', async () => {
    const api = client(app, { token: (await registeredAgent(app)).token });
    const body = { query: '044525225', count: 10 };
    const before = dadata.hitsOf('/suggestions/api/4_1/rs/findById/bank', { query: '044525225' });
    const fresh = await ctx.build({ env: { DADATA_TOKEN: token, DADATA_URL: dadata.url } });
    const freshApi = client(fresh, { token: (await registeredAgent(fresh)).token });
    const first = await freshApi.post('/suggestions/api/4_1/rs/suggest/bank', body);
    const hitsAfterFirst = dadata.hitsOf('/suggestions/api/4_1/rs/suggest/bank', body);
    const second = await freshApi.post('/suggestions/api/4_1/rs/suggest/bank', { count: 10, query: '044525225' });
    expect(second.body).toEqual(first.body);
    expect(dadata.hitsOf('/suggestions/api/4_1/rs/suggest/bank', body)).toBe(hitsAfterFirst);
    // Another call is another question: the catalogue's lookup by BIK goes to DaData once.
    const card = `data:text/plain,${encodeURIComponent('БИК 044525225')}`;
    await freshApi.post('/v1/suggestion/read/parsefile', { method: 'bank', file_url: card });
    await freshApi.post('/v1/suggestion/read/parsefile', { method: 'bank', file_url: card });
    expect(dadata.hitsOf('/suggestions/api/4_1/rs/findById/bank', { query: '044525225' })).toBe(before + 1);
    expect((await api.post('/suggestions/api/4_1/rs/suggest/bank', body)).status).toBe(200);
  });

  it('says DaData is unavailable (502) when it fails, and does not keep the failure', async () => {
    const fresh = await ctx.build({ env: { DADATA_TOKEN: token, DADATA_URL: dadata.url } });
    const api = client(fresh, { token: (await registeredAgent(fresh)).token });
    dadata.mode.value = 'fail';
    try {
      const failed = await api.post('/suggestions/api/4_1/rs/suggest/fms_unit', { query: '770-001' });
      expect(failed).toMatchObject({ status: 502, body: { code: 50200, message: unavailable } });
      const envelope = await api.post('/v1/suggestion/read/organization', { inn: '7707083893' });
      expect(envelope).toMatchObject({ status: 502, body: { code: 50200, message: unavailable } });
    } finally {
      dadata.mode.value = 'replay';
    }
    expect((await api.post('/suggestions/api/4_1/rs/suggest/fms_unit', { query: '770-001' })).status).toBe(200);
  });

  it('says DaData is unavailable (504) when it does not answer in time', async () => {
    const api = client(app, { token: (await registeredAgent(app)).token });
    dadata.mode.value = 'hang';
    try {
      const slow = await api.post('/suggestions/api/4_1/rs/suggest/party', { query: 'газпром' });
      expect(slow).toMatchObject({ status: 504, body: { code: 50400, message: unavailable } });
    } finally {
      dadata.mode.value = 'replay';
    }
  });

  it('says DaData is unavailable when the key is refused or nothing listens', async () => {
    const wrongKey = await ctx.build({ env: { DADATA_TOKEN: 'another-key-000000', DADATA_URL: dadata.url } });
    const refused = await client(wrongKey, { token: (await registeredAgent(wrongKey)).token }).post('/suggestions/api/4_1/rs/suggest/bank', { query: '044525225' });
    expect(refused).toMatchObject({ status: 502, body: { code: 50200, message: unavailable } });
    const nobody = await ctx.build({ env: { DADATA_TOKEN: token, DADATA_URL: 'http://127.0.0.1:9' } });
    const down = await client(nobody, { token: (await registeredAgent(nobody)).token }).post('/suggestions/api/4_1/rs/suggest/bank', { query: '044525225' });
    expect(down).toMatchObject({ status: 502, body: { code: 50200, message: unavailable } });
  });
});
