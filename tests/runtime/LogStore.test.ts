import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../src/api';
import { REQUEST_ROOT_NOT_LOADED } from '../../src/runtime/requestForm/RequestFormStore';
import { LogStore } from '../../src/runtime/LogStore';
import { fail, ok } from '../api/support/scriptedAdapter';
import { flush, makeLiveRoot } from './banks/support';
import { ManualClock, MemoryLogger } from './support/harness';

function makeLog(on = true) {
  const console = new MemoryLogger();
  const state = { on };
  const log = new LogStore({ clock: new ManualClock(), console, enabled: () => state.on, capacity: 3 });
  return { log, console, state };
}

describe('the browser`s log (spec-2 §9)', () => {
  it('records nothing while the logger switch is off; the console hears everything either way', () => {
    const { log, console, state } = makeLog(false);
    log.loggerFor('app').error('Не найдены настройки для банка', { bankUuid: 'x' });
    expect(log.entries).toEqual([]);
    expect(console.entries).toEqual(['Не найдены настройки для банка']);
    state.on = true;
    log.loggerFor('app').error('Не найдены настройки для банка', { bankUuid: 'x', bankName: 'Банк' });
    expect(log.entries).toMatchObject([{ level: 'error', source: 'app', message: 'Не найдены настройки для банка', details: '{"bankUuid":"x","bankName":"Банк"}' }]);
  });

  it('keeps the newest entries up to its capacity', () => {
    const { log } = makeLog();
    for (const n of [1, 2, 3, 4, 5]) log.record('info', 'app', `запись ${n}`);
    expect(log.entries.map((entry) => entry.message)).toEqual(['запись 3', 'запись 4', 'запись 5']);
  });

  it('a refusal is a warning, a server error or no answer an error, with the call and the server`s message', () => {
    const { log } = makeLog();
    log.recordFailure(new ApiFailure({ source: 'http', status: 403, code: 40300, serverMessage: 'Доступ запрещён', call: 'GET /v1/user/read/full/1' }));
    log.recordFailure(new ApiFailure({ source: 'network', call: 'GET /v1/currentuser/read' }));
    expect(log.entries).toMatchObject([
      { level: 'warning', source: 'call', message: 'Сбой вызова GET /v1/user/read/full/1', details: '{"status":403,"code":40300,"source":"http","message":"Доступ запрещён"}' },
      { level: 'error', source: 'call', message: 'Сбой вызова GET /v1/currentuser/read' },
    ]);
  });

  it('hub states and uncaught errors', () => {
    const { log } = makeLog();
    log.recordHubState('Reconnecting');
    log.recordUncaught(new TypeError('x is undefined'));
    expect(log.entries).toMatchObject([
      { level: 'warning', source: 'hub', message: 'Хаб уведомлений: связь потеряна, переподключается' },
      { level: 'error', source: 'error', message: 'x is undefined', details: 'TypeError: x is undefined' },
    ]);
  });

  it('exports CSV with a dated file name', () => {
    const { log } = makeLog();
    log.record('error', 'app', 'requestRoot не загружен');
    expect(log.csv()).toContain(';ошибка;приложение;requestRoot не загружен;');
    expect(log.fileName()).toMatch(/^журнал-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    log.clear();
    expect(log.entries).toEqual([]);
  });
});

describe('the log in the running app', () => {
  it('with the switch on: every failed call (silent ones too), the hub`s states and the stores` messages', async () => {
    const { root } = makeLiveRoot({
      'GET /v1/config/read/app': ok({ logger: true }),
      'GET /v2/user/read/docs/sign': fail(500, 'Внутренняя ошибка сервера'),
    });
    await root.start();
    await flush();
    await root.api.readAppConfig();
    await createDocumentsCall(root).catch(() => undefined);
    root.ports.logger.error(REQUEST_ROOT_NOT_LOADED, { requestId: 7 });
    const messages = root.log.entries.map((entry) => `${entry.source}: ${entry.message}`);
    expect(messages).toContain('hub: Хаб уведомлений: подключается');
    expect(messages).toContain('hub: Хаб уведомлений: подключён');
    expect(messages).toContain('call: Сбой вызова GET /v2/user/read/docs/sign');
    expect(messages).toContain('app: requestRoot не загружен');
  });

  it('with the switch off (the default): nothing is kept', async () => {
    const { root, logger } = makeLiveRoot({ 'GET /v2/user/read/docs/sign': fail(500) });
    await root.start();
    await createDocumentsCall(root).catch(() => undefined);
    root.ports.logger.error(REQUEST_ROOT_NOT_LOADED);
    expect(root.log.entries).toEqual([]);
    expect(logger.entries).toContain(REQUEST_ROOT_NOT_LOADED);
  });
});

async function createDocumentsCall(root: ReturnType<typeof makeLiveRoot>['root']) {
  const { createAccessionApi } = await import('../../src/api');
  return createAccessionApi(root.http).readDocuments({ silent: true });
}
