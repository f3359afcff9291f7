import { describe, expect, it } from 'vitest';
import { banksFor } from '../../../src/runtime/banks/banksFor';
import { ok } from '../../api/support/scriptedAdapter';
import { flush, listFixture, makeLiveRoot, subFixture } from '../banks/support';
import { banksConfig } from '../../../src/domain/banks';
import { requestFormFor } from '../../../src/runtime/requestForm/requestFormFor';

describe('the two messages spec-2 §8 logs', () => {
  it('«Не найдены настройки для банка»: once per unknown bank of a request, with its name and id; known banks are quiet', async () => {
    const sber = banksConfig.banks[0]!;
    const { root, logger } = makeLiveRoot({
      'GET /v1/config/read/app': ok({ logger: true }),
      'GET /v1/bgrequest/read/42/subrequests': ok(
        listFixture([subFixture({ bank_uuid: 'b0000000-0000-4000-8000-00000000dead', bank_name: 'Банк Неизвестный' }), subFixture({ uuid: 'a0000000-0000-4000-8000-000000000002', bank_uuid: sber.uuid, bank_name: sber.bank_name })]),
      ),
      'GET /v2/bgrequest/read/banks': ok({ banks: [] }),
    });
    await root.start();
    const store = banksFor(root, 42);
    await store.load();
    await store.reload();
    expect(logger.entries.filter((message) => message === 'Не найдены настройки для банка')).toHaveLength(1);
    expect(root.log.entries.filter((entry) => entry.message === 'Не найдены настройки для банка')).toMatchObject([
      { level: 'error', source: 'app', details: '{"bankUuid":"b0000000-0000-4000-8000-00000000dead","bankName":"Банк Неизвестный"}' },
    ]);
  });

  it('«requestRoot не загружен»: the banks arrive before the request`s root', async () => {
    const { root, logger } = makeLiveRoot({ 'GET /v1/config/read/app': ok({ logger: true }) });
    await root.start();
    const form = requestFormFor(root, 42);
    form.subRequestsLoaded(true);
    await flush();
    expect(logger.entries).toContain('requestRoot не загружен');
    expect(root.log.entries.filter((entry) => entry.message === 'requestRoot не загружен')).toMatchObject([{ details: '{"requestId":42}' }]);
  });
});
