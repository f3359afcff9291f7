import { describe, expect, it } from 'vitest';
import type { ConsentLinkWire } from '../../../src/domain/wire/banksWire';
import { ConfigError, loadConfig } from '../../../src/server/config/loadConfig';
import { completeRequest } from '../helpers/completeRequest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { absolutBank } from '../requestForm/formFixtures';
import { dataDirEnv, signedInAgent } from '../requests/requestFixtures';

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('listening address and public address settings', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).server.host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).server.host).toBe('0.0.0.0');
  });

  it('takes PUBLIC_URL as the origin of links, http://localhost:<PORT> by default', () => {
    expect(loadConfig({}).server.publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '9000' }).server.publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://garant.example.ru/' }).server.publicUrl).toBe('https://garant.example.ru');
  });

  it('refuses a PUBLIC_URL that is not a bare origin, in Russian', () => {
    const problem = 'Переменная окружения PUBLIC_URL (публичный адрес платформы): должно быть адресом вида https://garant.example.ru (схема, домен и порт, без пути)';
    for (const bad of ['garant.example.ru', 'ftp://garant.example.ru', 'https://garant.example.ru/agent', 'https://x.ru?next=1', 'http://:80']) {
      expect(problemsOf({ PUBLIC_URL: bad }), bad).toEqual([problem]);
    }
  });
});

forEachDatabase(
  'what a reachable server hands out',
  (ctx) => {
    describe('the dev outbox', () => {
      it('answers a loopback peer (IPv4, IPv6 and IPv4-mapped)', async () => {
        for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
          const answer = await client(ctx.app, { ip }).get('/v1/dev/read/outbox?to=nobody@example.ru');
          expect(answer.status, ip).toBe(200);
        }
      });

      it('is an unknown route to any other peer, whatever X-Forwarded-For says', async () => {
        const unknown = await client(ctx.app, { ip: '10.1.2.3' }).get('/v1/dev/read/no-such-route');
        const outbox = await client(ctx.app, { ip: '10.1.2.3' }).get('/v1/dev/read/outbox?to=nobody@example.ru');
        expect(outbox.status).toBe(404);
        expect(outbox.body).toEqual(unknown.body);
        expect(outbox.body).toEqual({ code: 40400, message: 'Ресурс не найден' });

        const proxied = await ctx.build({ env: { TRUST_PROXY: 'true' } });
        const forged = await proxied.inject({
          method: 'GET',
          url: '/v1/dev/read/outbox?to=nobody@example.ru',
          headers: { 'x-forwarded-for': '127.0.0.1' },
          remoteAddress: '192.168.5.6',
        });
        expect(forged.statusCode).toBe(404);
        expect(forged.json()).toEqual({ code: 40400, message: 'Ресурс не найден' });
      });
    });

    describe('links', () => {
      it('builds the consent link from PUBLIC_URL; a forged Host header changes nothing', async () => {
        const app = await ctx.build({ env: { PUBLIC_URL: 'https://garant.example.ru' } });
        const agent = await signedInAgent(app);
        const request = await completeRequest(app, agent, { banks: [absolutBank] });
        const api = client(app, { token: agent.token });
        await api.get(`/v1/bgrequest/read/${request.id}/subrequests`);
        const sent = await api.post('/v2/bgrequest/write/send', { fko_uuids: [absolutBank], request_id: request.id, signed: false });
        expect(sent.status, sent.body.message).toBe(200);
        const answer = await app.inject({
          method: 'POST',
          url: `/v2/bgrequest/write/${request.id}/consent/link`,
          headers: { authorization: `Bearer ${agent.token}`, host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' },
        });
        expect(answer.statusCode).toBe(200);
        const link = (answer.json() as { data: ConsentLinkWire }).data;
        expect(link.url).toBe(`https://garant.example.ru/consent/${link.token}`);
      });
    });
  },
  { env: dataDirEnv() },
);
