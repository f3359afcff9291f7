import type { FastifyBaseLogger } from 'fastify';
import type { ServerSettings } from '../config/serverSettings';
import type { MessengersByChannel } from './postOffice';
import { OutboxMessenger } from './outboxMessenger';
import { SmsGatewayMessenger } from './smsGatewayMessenger';
import { SmtpMessenger } from './smtpMessenger';

/** The carrier of each channel, chosen by environment variables; the outbox where none is set. */
export function createMessengers(settings: ServerSettings, log: FastifyBaseLogger, revealCodes: boolean, print?: (text: string) => void): MessengersByChannel {
  const outbox = new OutboxMessenger(log, revealCodes, print);
  return {
    email: settings.smtpUrl ? new SmtpMessenger(settings.smtpUrl, settings.smtpFrom) : outbox,
    sms: settings.smsGatewayUrl && settings.smsGatewayToken ? new SmsGatewayMessenger(settings.smsGatewayUrl, settings.smsGatewayToken) : outbox,
  };
}
