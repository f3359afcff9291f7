import nodemailer, { type Transporter } from 'nodemailer';
import type { DeliveryReceipt, Messenger, OutgoingMessage } from './messenger';

/** E-mail through an SMTP server given as a URL (smtp://user:pass@host:port or smtps://…). */
export class SmtpMessenger implements Messenger {
  readonly name = 'smtp';
  readonly #transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    timeoutMs = 10_000,
  ) {
    const url = new URL(smtpUrl);
    const secure = url.protocol === 'smtps:';
    this.#transport = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(message: OutgoingMessage): Promise<DeliveryReceipt> {
    if (message.channel !== 'email') throw new Error(`SMTP не доставляет сообщения канала ${message.channel}`);
    const info = await this.#transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
    return { state: 'sent', carrierId: info.messageId };
  }

  close(): void {
    this.#transport.close();
  }
}
