import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { banksConfig } from '../../../src/domain/banks';
import { BankGateway, bankGatewayOptionsFromEnv, retryDelayMs } from '../../../src/server/bankGateway/BankGateway';
import { enqueueBankEvents } from '../../../src/server/bankGateway/bankOutbox';
import { webhookSignature } from '../../../src/server/bankGateway/HttpWebhookAdapter';
import { bankSideFromEnv } from '../../../src/server/bankGateway/registerBankSide';
import { ConfigError } from '../../../src/server/config/loadConfig';
import { forEachDatabase } from '../helpers/serverContext';

const [bankA, bankB, bankC] = banksConfig.banks;
if (!bankA || !bankB || !bankC) throw new Error('the shipped config has fewer than three banks');

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A bank's webhook endpoint on a local port: answers with whatever status the test sets. */
async function fakeBank() {
  const received: Received[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.statusCode = status;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/garant`,
    answer: (next: number) => void (status = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const secret = 'a-very-secret-webhook-key';
const silentLog = { warn: () => undefined, error: () => undefined, info: () => undefined, debug: () => undefined } as never;

describe('gateway settings from the environment', () => {
  it('reads webhooks by bank uuid or internal name', () => {
    const options = bankGatewayOptionsFromEnv({ BANK_WEBHOOKS: JSON.stringify({ [bankA.internal_name]: { url: 'https://bank.example/hook', secret } }), BANK_GATEWAY_INTERVAL_MS: '500' });
    expect(options).toEqual({ webhooks: { [bankA.uuid]: { url: 'https://bank.example/hook', secret, timeoutMs: undefined } }, intervalMs: 500 });
  });

  it('refuses bad settings in Russian', () => {
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        bankGatewayOptionsFromEnv(env);
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return [...(error as ConfigError).problems];
      }
    };
    expect(problems({ BANK_WEBHOOKS: '{' })[0]).toMatch(/^Переменная окружения BANK_WEBHOOKS: должна быть объектом JSON/);
    expect(problems({ BANK_WEBHOOKS: JSON.stringify({ nobank: { url: 'https://x', secret } }) })).toEqual(['Переменная окружения BANK_WEBHOOKS: банк «nobank» не найден в config/banks.json']);
    expect(problems({ BANK_WEBHOOKS: JSON.stringify({ [bankA.uuid]: { url: 'ftp://x', secret: 'short' } }) })).toHaveLength(2);
    expect(problems({ BANK_GATEWAY_INTERVAL_MS: 'soon' })).toHaveLength(1);
  });

  it('simulates in dev and demo unless switched off, never in prod, and checks SIMULATOR_SPEED', () => {
    expect(bankSideFromEnv({}, { environment: 'dev' }).simulator).toEqual({ speed: 1 });
    expect(bankSideFromEnv({ SIMULATOR_SPEED: '20' }, { environment: 'demo' }).simulator).toEqual({ speed: 20 });
    expect(bankSideFromEnv({ SIMULATOR: 'off' }, { environment: 'dev' }).simulator).toBe(false);
    expect(bankSideFromEnv({}, { environment: 'prod' }).simulator).toBe(false);
    expect(() => bankSideFromEnv({ SIMULATOR_SPEED: '-1' }, { environment: 'dev' })).toThrow(ConfigError);
  });

  it('backs off exponentially up to the cap', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 1000, 5000))).toEqual([1000, 2000, 4000, 5000]);
  });
});

forEachDatabase('bank gateway', (ctx) => {
  let bank: Awaited<ReturnType<typeof fakeBank>>;
  beforeAll(async () => {
    bank = await fakeBank();
  });
  afterAll(async () => {
    await bank.close();
  });

  const outboxRows = (subrequestUuid: string) =>
    ctx.database.db.selectFrom('bank_outbox').select(['id', 'event', 'attempts', 'last_error', 'delivered_at', 'next_attempt_at']).where('subrequest_uuid', '=', subrequestUuid).orderBy('id').execute();

  it('delivers a bank its events as signed webhooks, in order, and marks them delivered; other banks wait for polling', async () => {
    const gateway = new BankGateway(ctx.database.db, silentLog, { webhooks: { [bankA.uuid]: { url: bank.url, secret } } });
    const subrequestUuid = crypto.randomUUID();
    await enqueueBankEvents(ctx.database.db, [
      { bankUuid: bankA.uuid, subrequestUuid, event: 'subrequest_sent', payload: { number: 7 } },
      { bankUuid: bankA.uuid, subrequestUuid, event: 'offer_accepted' },
      { bankUuid: bankB.uuid, subrequestUuid, event: 'subrequest_sent' },
    ]);
    const before = bank.received.length;
    expect(await gateway.deliverDue()).toBe(2);
    const deliveries = bank.received.slice(before);
    expect(deliveries.map((delivery) => JSON.parse(delivery.body).event)).toEqual(['subrequest_sent', 'offer_accepted']);
    const [first] = deliveries;
    const body = JSON.parse(first!.body);
    expect(body).toMatchObject({ bank_uuid: bankA.uuid, subrequest_uuid: subrequestUuid, payload: { number: 7 } });
    expect(first!.headers['x-garant-event-id']).toBe(body.id);
    expect(first!.headers['x-garant-signature']).toBe(webhookSignature(secret, String(first!.headers['x-garant-timestamp']), first!.body));
    const rows = await outboxRows(subrequestUuid);
    expect(rows.map((row) => [row.event, row.attempts, row.delivered_at !== null])).toEqual([
      ['subrequest_sent', 1, true],
      ['offer_accepted', 1, true],
      ['subrequest_sent', 0, false],
    ]);
  });

  it('a failing bank: the reason is kept, the retry waits (backoff) and later events wait behind it, then all go in order', async () => {
    const gateway = new BankGateway(ctx.database.db, silentLog, { webhooks: { [bankA.uuid]: { url: bank.url, secret } }, retryBaseMs: 60_000 });
    const subrequestUuid = crypto.randomUUID();
    await enqueueBankEvents(ctx.database.db, [
      { bankUuid: bankA.uuid, subrequestUuid, event: 'subrequest_sent' },
      { bankUuid: bankA.uuid, subrequestUuid, event: 'claim_sent' },
    ]);
    bank.answer(503);
    expect(await gateway.deliverDue()).toBe(0);
    let rows = await outboxRows(subrequestUuid);
    expect(rows[0]).toMatchObject({ attempts: 1, delivered_at: null });
    expect(rows[0]!.last_error).toMatch(/^webhook 127\.0\.0\.1:\d+: HTTP 503$/);
    expect(rows[1]).toMatchObject({ attempts: 0, delivered_at: null });
    expect(rows[0]!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 50_000);

    // A new event of the same bank does not overtake the waiting ones.
    await enqueueBankEvents(ctx.database.db, [{ bankUuid: bankA.uuid, subrequestUuid, event: 'documents_signed' }]);
    bank.answer(200);
    const before = bank.received.length;
    expect(await gateway.deliverDue()).toBe(0);
    expect(bank.received.length).toBe(before);

    await ctx.database.db.updateTable('bank_outbox').set({ next_attempt_at: sql<Date>`now()` }).where('subrequest_uuid', '=', subrequestUuid).execute();
    expect(await gateway.deliverDue()).toBe(3);
    expect(bank.received.slice(before).map((delivery) => JSON.parse(delivery.body).event)).toEqual(['subrequest_sent', 'claim_sent', 'documents_signed']);
    rows = await outboxRows(subrequestUuid);
    expect(rows.map((row) => [row.attempts, row.last_error, row.delivered_at !== null])).toEqual([
      [2, null, true],
      [1, null, true],
      [1, null, true],
    ]);
  });

  it('an unreachable bank is a failure too, and the loop runs on its own and stops', async () => {
    const gateway = new BankGateway(ctx.database.db, silentLog, { webhooks: { [bankC.uuid]: { url: 'http://127.0.0.1:9/nothing', secret } }, intervalMs: 20 });
    const subrequestUuid = crypto.randomUUID();
    await enqueueBankEvents(ctx.database.db, [{ bankUuid: bankC.uuid, subrequestUuid, event: 'subrequest_revoked' }]);
    gateway.start();
    const started = Date.now();
    while (Date.now() - started < 5000 && (await outboxRows(subrequestUuid))[0]?.attempts === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await gateway.stop();
    const [row] = await outboxRows(subrequestUuid);
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toMatch(/^webhook 127\.0\.0\.1:9: /);
    expect(row?.delivered_at).toBeNull();
  });
});
