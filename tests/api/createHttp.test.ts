import { describe, expect, it } from 'vitest';
import { ApiFailure, createHttp, createPlatformApi, readToken, removeToken, TOKEN_KEY, writeToken } from '../../src/api';
import { fail, MemoryStorage, ok, scriptedAdapter } from './support/scriptedAdapter';

function setUp(routes: Parameters<typeof scriptedAdapter>[0]) {
  const storage = new MemoryStorage();
  const network = scriptedAdapter(routes);
  const http = createHttp({ baseURL: '/', storage, adapter: network.adapter });
  return { storage, network, http, api: createPlatformApi(http) };
}

describe('token handling', () => {
  it('keeps the token under the one fixed key bg_token', () => {
    const storage = new MemoryStorage();
    expect(TOKEN_KEY).toBe('bg_token');
    expect(readToken(storage)).toBeNull();
    writeToken(storage, 'abc');
    expect(storage.getItem('bg_token')).toBe('abc');
    expect(readToken(storage)).toBe('abc');
    removeToken(storage);
    expect(readToken(storage)).toBeNull();
  });

  it('treats an empty stored value as no token', () => {
    const storage = new MemoryStorage();
    storage.setItem('bg_token', '');
    expect(readToken(storage)).toBeNull();
  });

  it('sends the stored token as a bearer header, read at call time', async () => {
    const { storage, network, api } = setUp({ 'GET /v1/currentuser/read': ok({ id: 1 }) });
    await api.readCurrentUser();
    expect(network.seen[0]?.authorization).toBeUndefined();
    writeToken(storage, 'jwt-1');
    await api.readCurrentUser();
    expect(network.seen[1]?.authorization).toBe('Bearer jwt-1');
    writeToken(storage, 'jwt-2');
    await api.readCurrentUser();
    expect(network.seen[2]?.authorization).toBe('Bearer jwt-2');
  });

  it('sends no token on anonymous calls (the documents route)', async () => {
    const { storage, network, http } = setUp({ 'GET /v1/x': ok(1) });
    writeToken(storage, 'jwt');
    await http.get('/v1/x', { anonymous: true });
    expect(network.seen[0]?.authorization).toBeUndefined();
  });
});

describe('the HTTP client', () => {
  it('returns the data of the envelope and sends the contract payloads', async () => {
    const { network, api } = setUp({
      'POST /v1/login/write/creds': ok({ token: 't', user: { id: 7 } }),
      'POST /v1/confirm/write/123456': ok({ confirmed: true, login: 'a@b.ru' }),
      'GET /v1/dev/read/outbox': ok([]),
    });
    await expect(api.loginByCredentials('a@b.ru', 'secret123', 'agent')).resolves.toEqual({ token: 't', user: { id: 7 } });
    expect(network.seen[0]?.body).toEqual({ email: 'a@b.ru', password: 'secret123', actor: 'agent' });
    await expect(api.confirmRegistration('123456')).resolves.toEqual({ confirmed: true, login: 'a@b.ru' });
    await api.readOutbox('a@b.ru');
    expect(network.seen[2]?.params).toEqual({ to: 'a@b.ru' });
  });

  const classified: [string, Parameters<typeof scriptedAdapter>[0][string], Partial<ApiFailure>][] = [
    ['400 with the server message', fail(400, 'Неверный e-mail или пароль'), { source: 'http', status: 400, code: 40000, message: 'Неверный e-mail или пароль' }],
    ['403 inactive account', fail(403, 'Ваша учетная запись неактивна, пожалуйста, обратитесь в техническую поддержку', 40301), { source: 'http', status: 403, code: 40301 }],
    ['500 without a message', fail(500), { source: 'http', status: 500, code: 50000, message: 'Ошибка', serverMessage: undefined }],
    ['200 with a failing envelope', { status: 200, body: { code: 40001, message: 'Поле «ИНН» заполнено неверно' } }, { source: 'envelope', code: 40001, message: 'Поле «ИНН» заполнено неверно' }],
    ['no answer', { network: 'down' }, { source: 'network', status: undefined }],
    ['an HTML error page', { status: 502, body: '<html>Bad Gateway</html>' }, { source: 'http', status: 502, message: 'Ошибка' }],
  ];
  it.each(classified)('rejects %s as a classified ApiFailure and tells the listeners', async (_name, reply, expected) => {
    const { http } = setUp({ 'POST /v1/x': reply });
    const told: ApiFailure[] = [];
    http.onFailure((failure) => told.push(failure));
    const error = await http.post('/v1/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiFailure);
    expect(error).toMatchObject(expected);
    expect((error as ApiFailure).call).toBe('POST /v1/x');
    expect(told).toEqual([error]);
  });

  it('does not tell the listeners about silent calls, and stops after unsubscribe', async () => {
    const { http } = setUp({ 'GET /v1/x': fail(400, 'Нет') });
    const told: ApiFailure[] = [];
    const stop = http.onFailure((failure) => told.push(failure));
    await http.get('/v1/x', { silent: true }).catch(() => undefined);
    expect(told).toHaveLength(0);
    await http.get('/v1/x').catch(() => undefined);
    expect(told).toHaveLength(1);
    stop();
    await http.get('/v1/x').catch(() => undefined);
    expect(told).toHaveLength(1);
  });

  it('does not report a call the caller aborted', async () => {
    const { http } = setUp({ 'GET /v1/x': ok(1) });
    const told: ApiFailure[] = [];
    http.onFailure((failure) => told.push(failure));
    const controller = new AbortController();
    controller.abort();
    const error = await http.get('/v1/x', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ source: 'cancelled' });
    expect(told).toHaveLength(0);
  });
});
