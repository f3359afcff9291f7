import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { registeredAgent, registrationForm } from './helpers/accounts';
import { badBodies } from './helpers/badBodies';
import { forEachDatabase } from './helpers/serverContext';

/** Every endpoint that reads a body, with a body it accepts (the bad ones are made from it). */
const endpoints: ReadonlyArray<{ url: string; good: Record<string, unknown>; auth?: boolean }> = [
  { url: '/v1/registration/write/agent', good: registrationForm() },
  { url: '/v1/login/write/creds', good: { email: 'a@example.ru', password: 'Secret2026', actor: 'agent' } },
  { url: '/v1/login/write/send/phone/code', good: { phone: '+7 900 123-45-67' } },
  { url: '/v1/login/write/check/phone/code', good: { phone: '+7 900 123-45-67', code: '123456' } },
  { url: '/v1/login/write/phone', good: { phone: '+7 900 123-45-67', code: '123456', rememberme: true } },
  { url: '/v1/user/write/recover', good: { login: 'a@example.ru' } },
  { url: '/v1/user/write/confirm-recover', good: { login: 'a@example.ru', code: '123456', password: 'Secret2026' } },
  { url: '/v1/login/write/organization', good: { organization_uuid: '5f5102f3-c0c2-42d3-addb-b966cd2474e7' }, auth: true },
];

forEachDatabase('bad bodies on every endpoint', (ctx) => {
  let token = '';
  beforeAll(async () => {
    token = (await registeredAgent(ctx.app)).token;
  });

  const headers = (auth: boolean | undefined, contentType = 'application/json') => ({
    'content-type': contentType,
    ...(auth ? { authorization: `Bearer ${token}` } : {}),
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.url} refuses each bad body with 400 and a Russian message`, async () => {
      for (const bad of badBodies(endpoint.good, { nullable: ['middle_name'], optional: ['middle_name', 'rememberme'] })) {
        const response = await ctx.app.inject({ method: 'POST', url: endpoint.url, headers: headers(endpoint.auth, bad.contentType), payload: bad.payload });
        const body = response.json() as { code: number; message: string };
        expect({ case: bad.name, status: response.statusCode }).toEqual({ case: bad.name, status: 400 });
        expect([40000, 40001, 40002, 40003], bad.name).toContain(body.code);
        expect(body.message, bad.name).toMatch(/[А-Яа-яЁё]/);
        expect(body.message, bad.name).not.toMatch(/must|should|Unexpected|JSON at position/);
      }
    });

    it(`${endpoint.url} never answers 500 to arbitrary JSON`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
          const response = await ctx.app.inject({ method: 'POST', url: endpoint.url, headers: headers(endpoint.auth), payload: JSON.stringify(value) });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
          expect((response.json() as { message: string }).message).toMatch(/[А-Яа-яЁё]/);
        }),
        { numRuns: 40 },
      );
    });
  }

  it('refuses a long or broken path code and an outbox query without an address', async () => {
    const code = await ctx.app.inject({ method: 'POST', url: `/v1/confirm/write/${'9'.repeat(80)}` });
    expect(code.statusCode).toBe(400);
    expect(code.json()).toEqual({ code: 40001, message: 'Поле «Код подтверждения»: должно содержать не более 64 символов' });
    const overlong = await ctx.app.inject({ method: 'POST', url: `/v1/confirm/write/${'9'.repeat(500)}` });
    expect(overlong.statusCode).toBe(414);
    expect(overlong.json()).toEqual({ code: 41400, message: 'Слишком длинный адрес запроса' });
    const broken = await ctx.app.inject({ method: 'POST', url: '/v1/confirm/write/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 40004, message: 'Некорректный адрес запроса' });
    const outbox = await ctx.app.inject({ method: 'GET', url: '/v1/dev/read/outbox' });
    expect(outbox.statusCode).toBe(400);
    expect(outbox.json()).toEqual({ code: 40001, message: 'Поле «Получатель»: обязательно для заполнения' });
  });

  it('names the field by its Russian title', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/v1/registration/write/agent', registrationForm({ password: 'Ab1' }), 'Поле «Пароль»: должно содержать не менее 8 символов'],
      ['/v1/registration/write/agent', registrationForm({ last_name: '   ' }), 'Поле «Фамилия»: обязательно для заполнения'],
      ['/v1/registration/write/agent', registrationForm({ inn: '7705128469' }), 'Поле «ИНН»: неверный ИНН: не сходится контрольное число'],
      ['/v1/registration/write/agent', registrationForm({ phone: '12-34' }), 'Поле «Телефон»: телефон должен содержать не менее 11 цифр, например +7 999 123-45-67'],
      ['/v1/login/write/creds', { email: 'a@example.ru', password: 'x', actor: 'bank' }, 'Поле «Роль»: должно быть одним из значений: agent, client'],
      ['/v1/login/write/check/phone/code', { phone: '+79001234567', code: '12a456' }, 'Поле «Код подтверждения»: должно состоять из 6 цифр'],
    ];
    for (const [url, body, message] of cases) {
      const response = await ctx.app.inject({ method: 'POST', url, payload: body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 40001, message });
    }
  });
});
