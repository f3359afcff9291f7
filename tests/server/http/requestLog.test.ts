import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { defaultLogger } from '../../../src/server/app';
import { requestLogLevel, requestLogPolicies, type RequestLogLevel } from '../../../src/server/http/requestLog';
import { latestCode, randomIp, registrationForm } from '../helpers/accounts';
import { client, forEachDatabase } from '../helpers/serverContext';

describe('the level of an answered call', () => {
  const cases: [environment: keyof typeof requestLogPolicies, statusCode: number, ms: number, level: RequestLogLevel][] = [
    ['demo', 200, 12, 'debug'],
    ['dev', 204, 999, 'debug'],
    ['demo', 200, 1000, 'warn'],
    ['demo', 404, 5, 'info'],
    ['demo', 409, 2500, 'warn'],
    ['demo', 500, 5, 'error'],
    ['dev', 503, 4000, 'error'],
    ['prod', 200, 12, 'info'],
    ['prod', 401, 12, 'info'],
    ['prod', 200, 1500, 'warn'],
    ['prod', 500, 3, 'error'],
  ];
  it.each(cases)('%s: %i in %i ms → %s', (environment, statusCode, ms, level) => {
    expect(requestLogLevel({ statusCode, ms }, requestLogPolicies[environment])).toBe(level);
  });
});

/** A log written into memory, as `npm start` writes it to the terminal (JSON lines at LOG_LEVEL=info). */
function memoryLog() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: { ...(defaultLogger('info') as object), stream }, text: () => chunks.join(''), bytes: () => Buffer.byteLength(chunks.join('')) };
}

forEachDatabase('the log of a demo server', (ctx) => {
  const log = memoryLog();
  const printed: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    // The shipped scenarios of every bank at the real pace, as `npm start` plays them.
    app = await ctx.build({ env: { APP_ENVIRONMENT: 'demo' }, options: { logger: log.logger, printDevCode: (text) => void printed.push(text), bankSide: { simulator: { speed: 1 } } } });
  });

  it('stays under 1 KB over an idle spell of the simulated banks and forty ordinary calls (before: two lines a call, 370 KB a minute)', async () => {
    const before = log.bytes();
    const api = client(app, { ip: randomIp() });
    for (let index = 0; index < 40; index += 1) expect((await api.get('/v1/config/read/app')).status).toBe(200);
    // Three idle seconds: the simulator's first pass falls in them (a second after the start).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const grown = log.text().slice(before);
    expect(Buffer.byteLength(grown), grown.slice(0, 2000)).toBeLessThan(1024);
  });

  it('logs a refused call as one info line naming the method, the path without its query and the status', async () => {
    const before = log.text().length;
    expect((await client(app, { ip: randomIp() }).get('/v1/no-such-call?access_token=secret')).status).toBe(404);
    const lines = log
      .text()
      .slice(before)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string; res?: { statusCode: number } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, res: { statusCode: 404 } });
    expect(lines[0]!.msg).toMatch(/^GET \/v1\/no-such-call → 404 за \d+ мс$/);
    expect(log.text()).not.toContain('secret');
  });

  it('prints the confirmation code framed, naming the e-mail, and logs the same line', async () => {
    const form = registrationForm();
    expect((await client(app, { ip: randomIp() }).post('/v1/registration/write/agent', form)).status).toBe(200);
    await app.accounts.postOffice.idle();
    const code = await latestCode(app, form.email);
    const banner = printed.find((text) => text.includes(form.email));
    expect(banner).toBeDefined();
    const [, rule, line, closing] = banner!.split('\n');
    expect(line).toContain(`КОД ${code} — подтверждение регистрации, e-mail ${form.email}`);
    expect(rule).toMatch(/^═{40,}$/);
    expect(closing).toBe(rule);
    expect(log.text()).toContain(`КОД ${code} — подтверждение регистрации, e-mail ${form.email}`);
  });
});
