import type { DeliveryReceipt, Messenger, OutgoingMessage } from './messenger';

/**
 * SMS through an HTTP gateway: POST JSON {to, text} with a bearer token, a 2xx answer means accepted.
 * The answer's `id` (if any) is kept as the carrier id.
 */
export class SmsGatewayMessenger implements Messenger {
  readonly name = 'sms-gateway';

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(message: OutgoingMessage): Promise<DeliveryReceipt> {
    if (message.channel !== 'sms') throw new Error(`SMS-шлюз не доставляет сообщения канала ${message.channel}`);
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`SMS-шлюз ответил ${response.status}: ${body.slice(0, 200)}`);
    let carrierId: string | undefined;
    try {
      const parsed = JSON.parse(body) as { id?: unknown };
      if (typeof parsed.id === 'string' || typeof parsed.id === 'number') carrierId = String(parsed.id);
    } catch {
      // A gateway may answer with plain text; acceptance is the status code.
    }
    return carrierId === undefined ? { state: 'sent' } : { state: 'sent', carrierId };
  }
}
