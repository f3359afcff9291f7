import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTender } from '../../../src/server/integrations/datasets';
import { eisNoticeToTender } from '../../../src/server/integrations/eis/eisNoticeToTender';
import { registeredAgent } from '../helpers/accounts';
import { client, forEachDatabase } from '../helpers/serverContext';
import { startFakeEis, loadEisFixtures } from './fakeEis';
import { tenderContract } from './tenderContract';

const token = 'eis-gateway-key-0123456789';
const unavailable = 'Сервис ЕИС недоступен, попробуйте позже';

forEachDatabase('tenders through the EIS adapter over recorded gateway answers', (ctx) => {
  let eis: Awaited<ReturnType<typeof startFakeEis>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    eis = await startFakeEis(token);
    app = await ctx.build({ env: { EIS_URL: eis.url, EIS_TOKEN: token, EIS_TIMEOUT_MS: '300' } });
  });
  afterAll(async () => {
    await eis.close();
  });

  tenderContract(() => app);

  it('asked the gateway only what was recorded', () => {
    expect(eis.unrecorded).toEqual([]);
  });

  it('says the EIS is unavailable: 502 on a failure or a broken answer, 504 when slow', async () => {
    const api = client(app, { token: (await registeredAgent(app)).token });
    const url = '/v1/tender/read/short/0173100007926000041';
    try {
      eis.mode.value = 'fail';
      expect(await api.get(url)).toMatchObject({ status: 502, body: { code: 50200, message: unavailable } });
      eis.mode.value = 'garbage';
      expect(await api.get(url)).toMatchObject({ status: 502, body: { code: 50200, message: unavailable } });
      eis.mode.value = 'hang';
      expect(await api.get(url)).toMatchObject({ status: 504, body: { code: 50400, message: unavailable } });
    } finally {
      eis.mode.value = 'replay';
    }
    const wrongKey = await ctx.build({ env: { EIS_URL: eis.url, EIS_TOKEN: 'another-key-00000' } });
    const refused = await client(wrongKey, { token: (await registeredAgent(wrongKey)).token }).get(url);
    expect(refused).toMatchObject({ status: 502, body: { message: unavailable } });
  });
});

describe('EIS notice mapping', () => {
  it.each(loadEisFixtures().filter((f) => f.response.status === 200).map((f) => [f.description, f] as const))(
    '%s maps to the same tender as the shipped record of that number',
    (_description, fixture) => {
      const mapped = eisNoticeToTender(fixture.response.body);
      const shipped = findTender(mapped.notification_number!)!;
      expect(shipped).not.toBeNull();
      const { uuid, ...rest } = mapped;
      const { uuid: _shippedUuid, ...expected } = shipped;
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(eisNoticeToTender(fixture.response.body).uuid).toBe(uuid);
      expect(rest).toEqual(expected);
    },
  );
});
