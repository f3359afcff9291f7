import { expect, it } from 'vitest';
import { client, forEachDatabase } from './helpers/serverContext';
import { bodyLimitBytes } from '../../src/server/app';

forEachDatabase('envelope and unknown routes', (ctx) => {
  it('wraps a success in {code: 20000, data}', async () => {
    const answer = await client(ctx.app).get('/v1/config/read/app');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 20000,
      data: {
        registration: true,
        phone_registration: true,
        environment: 'dev',
        credentials_type: 'email',
        default_avatar: 'avatar.svg',
        old_version_link: null,
        allowed_email_domains: [],
        logger: false,
        mock_server: false,
      },
    });
  });

  it.each(['/v1/nothing/here', '/v2/bgrequest/read/banks/unknown', '/bank-api/v1/x', '/suggestions/api/4_1/rs/suggest/unknown', '/hubs/none', '/v1'])(
    'answers an unknown API path %s with the 404 envelope, not HTML',
    async (url) => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await ctx.app.inject({ method, url });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/application\/json/);
        expect(response.json()).toEqual({ code: 40400, message: 'Ресурс не найден' });
      }
    },
  );

  it('answers a known path with the wrong method with the 404 envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/login/write/creds' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 40400, message: 'Ресурс не найден' });
  });

  it('answers malformed JSON, an empty JSON body and a foreign content type with 400 in Russian', async () => {
    const malformed = await ctx.app.inject({ method: 'POST', url: '/v1/login/write/creds', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 40002, message: 'Тело запроса не является корректным JSON' });

    const empty = await ctx.app.inject({ method: 'POST', url: '/v1/login/write/creds', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe(40002);

    const form = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login/write/creds',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.ru',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual({ code: 40003, message: 'Неподдерживаемый тип содержимого: отправьте данные в формате application/json' });
  });

  it('answers an oversized body with 413 in Russian', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login/write/creds',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.ru', password: 'x'.repeat(bodyLimitBytes), actor: 'agent' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 41300, message: 'Слишком большой запрос' });
  });

  it('hides an unexpected failure behind a bare 500 and logs it with the request id', async () => {
    const lines: string[] = [];
    const app = await ctx.build({
      ready: false,
      options: {
        logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
      },
    });
    // A route that fails the way a bug would: the 500 must not leak its text or stack.
    app.get('/v1/__test__/boom', async () => {
      throw new Error('secret internal detail');
    });
    const response = await app.inject({ method: 'GET', url: '/v1/__test__/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 50000, message: 'Внутренняя ошибка сервера' });
    expect(response.body).not.toContain('secret');
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; err?: { message?: string } });
    expect(logged.some((entry) => entry.err?.message === 'secret internal detail' && typeof entry.reqId === 'string')).toBe(true);
  });

  it('answers a request without a token, with a bad token and with a forged token with 401 in Russian', async () => {
    const api = client(ctx.app);
    for (const token of [undefined, 'nonsense', 'eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiJ4In0.c2lnbmF0dXJl']) {
      const answer = await api.get('/v1/currentuser/read', token === undefined ? {} : { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 40100, message: 'Сессия истекла, войдите снова' });
    }
  });

  it('does not serve the dev outbox in prod', async () => {
    const prod = await ctx.build({ env: { APP_ENVIRONMENT: 'prod' } });
    const answer = await client(prod).get('/v1/dev/read/outbox?to=a@b.ru');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(40400);
  });
});
