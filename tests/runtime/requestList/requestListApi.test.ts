import { describe, expect, it } from 'vitest';
import { createHttp, createRequestListApi } from '../../../src/api';
import { MemoryStorage, ok, scriptedAdapter } from '../../api/support/scriptedAdapter';
import { countsOf, fixtureBank, pageOf, rowFixture } from './support';

describe('request list calls', () => {
  it('speak the paths and payloads of spec-2 §7.6', async () => {
    const network = scriptedAdapter({
      'POST /v1/grid/read/list/groupped': ok(pageOf([rowFixture(3)])),
      'POST /v1/grid/read/search': ok({ clients: [], requests: [] }),
      'GET /v2/grid/read/list/notificators-count': ok(countsOf(1)),
    });
    const api = createRequestListApi(createHttp({ baseURL: '/', storage: new MemoryStorage(), adapter: network.adapter }));
    const page = await api.readPage({ tab: 'drafts', page_number: 2, page_size: 20, show_my: true });
    expect(page.rows[0]!.id).toBe(3);
    // The wire's bank carries its key; the client adds the names and the look from config.
    expect(page.rows[0]!.banks[0]).toMatchObject({ status: 'Offer', label: 'Предложение', colour: 'green', group: 'sent', bank_name: fixtureBank.bank_name, middle_name: fixtureBank.middle_name });
    await api.search({ query: 'Ромашка', show_my: true });
    const counts = await api.readCounts(true);
    expect(counts.counts.all).toBe(1);
    expect(network.seen.map((seen) => [seen.method, seen.url, seen.body, seen.params])).toEqual([
      ['POST', '/v1/grid/read/list/groupped', { tab: 'drafts', page_number: 2, page_size: 20, show_my: true }, {}],
      ['POST', '/v1/grid/read/search', { query: 'Ромашка', show_my: true }, {}],
      ['GET', '/v2/grid/read/list/notificators-count', undefined, { show_my: true }],
    ]);
  });
});
