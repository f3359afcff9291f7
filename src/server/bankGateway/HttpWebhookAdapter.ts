import { createHmac } from 'node:crypto';
import type { BankWebhookBody } from '../../domain/wire/bankApiWire';
import type { BankAdapter } from './BankAdapter';
import type { OutboxItem } from './bankOutbox';

/** Where a real bank takes its webhooks and the secret both sides sign with. */
export interface WebhookTarget {
  url: string;
  secret: string;
  /** A slow bank is abandoned after this many milliseconds and retried later. */
  timeoutMs?: number;
}

/** Headers of a webhook delivery (docs/bank-api.md). */
export const webhookHeaders = { eventId: 'x-garant-event-id', timestamp: 'x-garant-timestamp', signature: 'x-garant-signature' } as const;

/** "sha256=" + hex HMAC-SHA256 of `${timestamp}.${body}`: what the bank recomputes to trust a delivery. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Delivers to a real bank: POSTs the event as JSON to the bank's URL, signed with HMAC-SHA256 and
 * stamped with the time (so a replayed old delivery can be refused by the bank). Any 2xx is delivery;
 * another status, a network error or a timeout is a failure the gateway retries.
 */
export class HttpWebhookAdapter implements BankAdapter {
  readonly name: string;

  constructor(
    private readonly target: WebhookTarget,
    private readonly now: () => number = Date.now,
  ) {
    this.name = `webhook ${new URL(target.url).host}`;
  }

  async deliver(event: OutboxItem): Promise<void> {
    const delivery: BankWebhookBody = { id: event.id, bank_uuid: event.bank_uuid, subrequest_uuid: event.subrequest_uuid, event: event.event, payload: event.payload, created_at: event.created_at };
    const body = JSON.stringify(delivery);
    const timestamp = String(Math.floor(this.now() / 1000));
    const response = await fetch(this.target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [webhookHeaders.eventId]: event.id,
        [webhookHeaders.timestamp]: timestamp,
        [webhookHeaders.signature]: webhookSignature(this.target.secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(this.target.timeoutMs ?? 10_000),
      redirect: 'error',
    });
    // The body is not needed; reading it frees the connection for reuse.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  }
}
