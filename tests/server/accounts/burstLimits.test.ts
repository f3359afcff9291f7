import { describe, expect, it, vi } from 'vitest';
import { latestCode, randomIp, registeredAgent } from '../helpers/accounts';
import { client, forEachDatabase, type JsonAnswer } from '../helpers/serverContext';

// The real checks, counted: every password verification (argon2) and every code lookup made.
const checks = vi.hoisted(() => ({ passwords: 0, codes: { registration: 0, recovery: 0, phone_login: 0 } as Record<string, number> }));

vi.mock('../../../src/server/accounts/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/server/accounts/passwords')>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      checks.passwords += 1;
      return real.verifyPassword(hash, password);
    },
    verifyAgainstDecoy: (password: string) => {
      checks.passwords += 1;
      return real.verifyAgainstDecoy(password);
    },
  };
});

vi.mock('../../../src/server/accounts/codes', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/server/accounts/codes')>();
  return {
    ...real,
    findLiveCode: (...args: Parameters<typeof real.findLiveCode>) => {
      checks.codes[args[1]] = (checks.codes[args[1]] ?? 0) + 1;
      return real.findLiveCode(...args);
    },
  };
});

const burst = 100;

function statuses(answers: readonly JsonAnswer[]): { passed: number; limited: number; other: number[] } {
  const passed = answers.filter((answer) => answer.status !== 429).length;
  const others = answers.filter((answer) => answer.status !== 429 && answer.status !== 400).map((answer) => answer.status);
  for (const answer of answers.filter((a) => a.status === 429)) expect(answer.body).toMatchObject({ code: 42900, message: expect.stringMatching(/^Слишком много попыток/) });
  return { passed, limited: answers.length - passed, other: others };
}

function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

forEachDatabase('rate limits under parallel bursts', (ctx) => {
  describe('password sign-in', () => {
    it(`lets ${burst} parallel wrong passwords for one account reach at most 5 password checks`, async () => {
      const { form } = await registeredAgent(ctx.app);
      checks.passwords = 0;
      const answers = await Promise.all(
        Array.from({ length: burst }, () => client(ctx.app, { ip: randomIp() }).post('/v1/login/write/creds', { email: form.email, password: 'Wrong2026', actor: 'agent' })),
      );
      const { passed, limited, other } = statuses(answers);
      console.log(`[${ctx.kind}] login burst per account: ${passed} answered 400, ${limited} answered 429, ${checks.passwords} password checks`);
      expect(other).toEqual([]);
      expect(passed).toBe(5);
      expect(checks.passwords).toBe(5);
    });

    it(`lets ${burst} parallel wrong passwords from one address reach at most 20 password checks`, async () => {
      const ip = randomIp();
      checks.passwords = 0;
      const answers = await Promise.all(
        Array.from({ length: burst }, (_, index) =>
          client(ctx.app, { ip }).post('/v1/login/write/creds', { email: `nobody.${index}.${ip}@example.ru`, password: 'Wrong2026', actor: 'agent' }),
        ),
      );
      const { passed, limited } = statuses(answers);
      console.log(`[${ctx.kind}] login burst per address: ${passed} answered 400, ${limited} answered 429, ${checks.passwords} password checks`);
      expect(passed).toBe(20);
      expect(checks.passwords).toBe(20);
    });
  });

  describe('recovery codes', () => {
    it(`lets ${burst} parallel wrong codes for one account reach at most 5 code comparisons`, async () => {
      const { form } = await registeredAgent(ctx.app);
      const api = client(ctx.app, { ip: randomIp() });
      await api.post('/v1/user/write/recover', { login: form.email });
      await ctx.app.accounts.postOffice.idle();
      const code = await latestCode(ctx.app, form.email);
      checks.codes.recovery = 0;
      const answers = await Promise.all(
        Array.from({ length: burst }, () =>
          client(ctx.app, { ip: randomIp() }).post('/v1/user/write/confirm-recover', { login: form.email, code: wrongCodeFor(code), password: 'Another2027' }),
        ),
      );
      const { passed, limited, other } = statuses(answers);
      console.log(`[${ctx.kind}] recovery burst per account: ${passed} answered 400, ${limited} answered 429, ${checks.codes.recovery} code lookups`);
      expect(other).toEqual([]);
      expect(passed).toBe(5);
      expect(checks.codes.recovery).toBe(5);
      // The account stays locked even for the right code until the window passes.
      expect((await api.post('/v1/user/write/confirm-recover', { login: form.email, code, password: 'Another2027' })).status).toBe(429);
    });

    it(`lets ${burst} parallel wrong codes from one address reach at most 20 code comparisons`, async () => {
      const ip = randomIp();
      checks.codes.recovery = 0;
      const answers = await Promise.all(
        Array.from({ length: burst }, (_, index) =>
          client(ctx.app, { ip }).post('/v1/user/write/confirm-recover', { login: `someone.${index}@example.ru`, code: '123456', password: 'Another2027' }),
        ),
      );
      const { passed, limited } = statuses(answers);
      console.log(`[${ctx.kind}] recovery burst per address: ${passed} answered 400, ${limited} answered 429, ${checks.codes.recovery} code lookups`);
      expect(passed).toBe(20);
      expect(checks.codes.recovery).toBe(20);
    });

    it("never matches another account's live code", async () => {
      const owner = await registeredAgent(ctx.app);
      const other = await registeredAgent(ctx.app);
      const api = client(ctx.app, { ip: randomIp() });
      await api.post('/v1/user/write/recover', { login: owner.form.email });
      await ctx.app.accounts.postOffice.idle();
      const code = await latestCode(ctx.app, owner.form.email);
      const stolen = await api.post('/v1/user/write/confirm-recover', { login: other.form.email, code, password: 'Another2027' });
      expect(stolen.status).toBe(400);
      expect(stolen.body).toEqual({ code: 40000, message: 'Неверный или просроченный код подтверждения' });
      expect((await api.post('/v1/user/write/confirm-recover', { login: owner.form.email, code, password: 'Another2027' })).status).toBe(200);
    });
  });

  describe('phone codes', () => {
    it(`lets ${burst} parallel wrong SMS codes for one phone reach at most 5 code comparisons`, async () => {
      const { form } = await registeredAgent(ctx.app);
      await client(ctx.app, { ip: randomIp() }).post('/v1/login/write/send/phone/code', { phone: form.phone });
      await ctx.app.accounts.postOffice.idle();
      const code = await latestCode(ctx.app, form.phone);
      checks.codes.phone_login = 0;
      const answers = await Promise.all(
        Array.from({ length: burst }, (_, index) =>
          client(ctx.app, { ip: randomIp() }).post(index % 2 === 0 ? '/v1/login/write/phone' : '/v1/login/write/check/phone/code', { phone: form.phone, code: wrongCodeFor(code) }),
        ),
      );
      const { passed, limited, other } = statuses(answers);
      console.log(`[${ctx.kind}] phone-code burst: ${passed} answered, ${limited} answered 429, ${checks.codes.phone_login} code lookups`);
      expect(other.filter((status) => status !== 200)).toEqual([]);
      expect(passed).toBe(5);
      expect(checks.codes.phone_login).toBe(5);
    });
  });

  describe('registration codes', () => {
    it(`lets ${burst} parallel wrong confirmation codes from one address reach at most 20 lookups`, async () => {
      const ip = randomIp();
      checks.codes.registration = 0;
      const answers = await Promise.all(
        Array.from({ length: burst }, (_, index) => client(ctx.app, { ip }).post(`/v1/confirm/write/${String(index).padStart(6, '9')}`)),
      );
      const { passed, limited } = statuses(answers);
      console.log(`[${ctx.kind}] confirmation burst per address: ${passed} answered 400, ${limited} answered 429, ${checks.codes.registration} code lookups`);
      expect(passed).toBe(20);
      expect(checks.codes.registration).toBe(20);
    });
  });
});
