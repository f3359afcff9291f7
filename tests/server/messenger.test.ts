import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Messenger, OutgoingMessage } from '../../src/server/messenger/messenger';
import { OutboxMessenger } from '../../src/server/messenger/outboxMessenger';
import { SmsGatewayMessenger } from '../../src/server/messenger/smsGatewayMessenger';
import { SmtpMessenger } from '../../src/server/messenger/smtpMessenger';
import { latestCode, randomIp, registeredAgent, registrationForm } from './helpers/accounts';
import { mailText, startFakeSmsGateway, startFakeSmtpServer } from './helpers/fakeCarriers';
import { client, forEachDatabase } from './helpers/serverContext';

type Smtp = Awaited<ReturnType<typeof startFakeSmtpServer>>;
type Gateway = Awaited<ReturnType<typeof startFakeSmsGateway>>;

let smtp: Smtp;
let gateway: Gateway;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  gateway = await startFakeSmsGateway();
});
afterAll(async () => {
  await smtp.close();
  await gateway.close();
});

const email: OutgoingMessage = {
  channel: 'email',
  to: 'anna@example.ru',
  subject: 'Код подтверждения регистрации',
  text: 'Код подтверждения: 482913',
  purpose: 'registration',
  code: '482913',
};
const sms: OutgoingMessage = { channel: 'sms', to: '79001234567', subject: 'Код для входа', text: 'Код для входа: 771204', purpose: 'phone_login', code: '771204' };

/** Where a message ended up, as each carrier sees it: the one contract the suite checks. */
interface Adapter {
  name: string;
  channel: OutgoingMessage['channel'];
  make(): Messenger;
  /** The text the carrier received for the last message, or undefined. */
  delivered(): string | undefined;
  expectedState: 'sent' | 'stored';
}

const logLines: string[] = [];
const adapters: Adapter[] = [
  {
    name: 'outbox (dev: printed with the code)',
    channel: 'email',
    make: () => new OutboxMessenger({ info: (_object: unknown, message?: string) => void logLines.push(message ?? ''), warn: () => undefined } as never, true),
    delivered: () => logLines.at(-1),
    expectedState: 'stored',
  },
  {
    name: 'SMTP to a local server',
    channel: 'email',
    make: () => new SmtpMessenger(smtp.url, 'Платформа <no-reply@garant.local>', 2000),
    delivered: () => {
      const mail = smtp.mails.at(-1);
      return mail && mailText(mail);
    },
    expectedState: 'sent',
  },
  {
    name: 'SMS gateway over HTTP',
    channel: 'sms',
    make: () => new SmsGatewayMessenger(gateway.url, 'gateway-token-1', 2000),
    delivered: () => gateway.received.at(-1)?.body.text,
    expectedState: 'sent',
  },
];

describe.each(adapters)('messenger contract: $name', (adapter) => {
  it('delivers the text with its code and reports the state', async () => {
    const message = adapter.channel === 'email' ? email : sms;
    const receipt = await adapter.make().send(message);
    expect(receipt.state).toBe(adapter.expectedState);
    expect(adapter.delivered()).toContain(message.code);
  });
});

describe('real carriers in detail', () => {
  it('SMTP puts sender, recipient and subject on the letter', async () => {
    await new SmtpMessenger(smtp.url, 'Платформа <no-reply@garant.local>', 2000).send(email);
    const mail = smtp.mails.at(-1)!;
    expect(mail.from).toContain('no-reply@garant.local');
    expect(mail.to.join()).toContain('anna@example.ru');
    expect(mail.data).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('the SMS gateway gets the bearer token and JSON {to, text}, and its id is kept', async () => {
    const receipt = await new SmsGatewayMessenger(gateway.url, 'gateway-token-1', 2000).send(sms);
    expect(gateway.received.at(-1)).toEqual({ authorization: 'Bearer gateway-token-1', body: { to: '79001234567', text: 'Код для входа: 771204' } });
    expect(receipt.carrierId).toBe(`sms-${gateway.received.length}`);
  });

  it('a failing or silent gateway is an error, not a success', async () => {
    const messenger = new SmsGatewayMessenger(gateway.url, 'gateway-token-1', 300);
    gateway.mode.value = 'fail';
    await expect(messenger.send(sms)).rejects.toThrow(/503/);
    gateway.mode.value = 'hang';
    await expect(messenger.send(sms)).rejects.toThrow();
    gateway.mode.value = 'ok';
  });

  it('an unreachable SMTP server is an error', async () => {
    await expect(new SmtpMessenger('smtp://127.0.0.1:9', 'a@b.ru', 500).send(email)).rejects.toThrow();
  });

  it('each carrier refuses the other channel', async () => {
    await expect(new SmtpMessenger(smtp.url, 'a@b.ru', 500).send(sms)).rejects.toThrow();
    await expect(new SmsGatewayMessenger(gateway.url, 'gateway-token-1', 500).send(email)).rejects.toThrow();
  });

  it('the outbox never prints a code in prod', async () => {
    const lines: string[] = [];
    const log = { info: (_o: unknown, m?: string) => void lines.push(`info ${m}`), warn: (o: unknown, m?: string) => void lines.push(`warn ${JSON.stringify(o)} ${m}`) };
    expect((await new OutboxMessenger(log as never, false).send(email)).state).toBe('stored');
    expect(lines.join('\n')).not.toContain('482913');
  });
});

forEachDatabase('messages of the platform through configured carriers', (ctx) => {
  it('records each message with its delivery state; the carriers are chosen by SMTP_URL and SMS_GATEWAY_URL', async () => {
    const app = await ctx.build({ env: { SMTP_URL: smtp.url, SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_TOKEN: 'gateway-token-1' } });
    const form = registrationForm();
    const api = client(app, { ip: randomIp() });
    await api.post('/v1/registration/write/agent', form);
    await app.accounts.postOffice.idle();
    const code = await latestCode(app, form.email);
    expect(mailText(smtp.mails.at(-1)!)).toContain(code);
    const row = await ctx.database.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', form.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'email', state: 'sent', attempts: 1, purpose: 'registration', last_error: null });

    await api.post(`/v1/confirm/write/${code}`);
    await api.post('/v1/login/write/send/phone/code', { phone: form.phone });
    await app.accounts.postOffice.idle();
    const smsCode = await latestCode(app, form.phone);
    expect(gateway.received.at(-1)?.body).toEqual({ to: form.phone, text: expect.stringContaining(smsCode) });
  });

  it('marks a message failed with the reason when the carrier fails, and the request still succeeds', async () => {
    const app = await ctx.build({ env: { SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_TOKEN: 'gateway-token-1' } });
    const { form } = await registeredAgent(app);
    gateway.mode.value = 'fail';
    try {
      const answer = await client(app, { ip: randomIp() }).post('/v1/login/write/send/phone/code', { phone: form.phone });
      expect(answer.body).toEqual({ code: 20000, data: { sent: true } });
      await app.accounts.postOffice.idle();
    } finally {
      gateway.mode.value = 'ok';
    }
    const row = await ctx.database.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', form.phone).executeTakeFirstOrThrow();
    expect(row.state).toBe('failed');
    expect(row.last_error).toMatch(/503/);
  });

  it('keeps no readable code in the outbox in prod', async () => {
    const app = await ctx.build({ env: { APP_ENVIRONMENT: 'prod' } });
    const form = registrationForm();
    await client(app, { ip: randomIp() }).post('/v1/registration/write/agent', form);
    await app.accounts.postOffice.idle();
    const row = await ctx.database.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', form.email).executeTakeFirstOrThrow();
    expect(row.code).toBeNull();
    expect(row.body).not.toMatch(/\d{6}/);
    expect(row.state).toBe('stored');
  });
});
