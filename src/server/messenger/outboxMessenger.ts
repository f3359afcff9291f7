import type { FastifyBaseLogger } from 'fastify';
import { devCodeBanner, devCodeLine } from './devCodeBanner';
import type { DeliveryReceipt, Messenger, OutgoingMessage } from './messenger';

/** The purpose prefix of the notifications' messages (`notification:<kind>`). */
export const notificationPurpose = 'notification:';

/**
 * The default when no carrier is configured: the message stays in the outbox table. In dev and demo the
 * message is also logged with its code, and printed framed where the server runs at a terminal (`print`; a
 * notification only logged, in one line),
 * so a person without a mail server can finish registration; in prod only the fact of a held message is
 * logged, never the code.
 */
export class OutboxMessenger implements Messenger {
  readonly name = 'outbox';

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    private readonly revealCodes: boolean,
    /** Where a revealed code is printed framed (the terminal of `npm start`); only logged without it. */
    private readonly print?: (text: string) => void,
  ) {}

  async send(message: OutgoingMessage): Promise<DeliveryReceipt> {
    if (this.revealCodes && !message.purpose.startsWith(notificationPurpose)) {
      this.log.info({ channel: message.channel, to: message.to, purpose: message.purpose, code: message.code }, `${devCodeLine(message)}. ${message.text}`);
      this.print?.(devCodeBanner(message));
    } else if (this.revealCodes) {
      // A notification (docs/notifications.md) has no code or link to hunt for: one line; its text is in the dev outbox.
      this.log.info({ channel: message.channel, to: message.to, purpose: message.purpose }, `СООБЩЕНИЕ для ${message.to}: ${message.subject || message.text}`);
    } else {
      this.log.warn({ channel: message.channel, purpose: message.purpose }, 'Сообщение сохранено в outbox: доставка не настроена (SMTP_URL, SMS_GATEWAY_URL)');
    }
    return { state: 'stored' };
  }
}
