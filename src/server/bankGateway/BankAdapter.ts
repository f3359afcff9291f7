import type { OutboxItem } from './bankOutbox';

/**
 * How the platform tells one bank about an event (a sub-request sent, revoked, an offer accepted, a
 * claim sent …). `deliver` resolves when the bank has the event and rejects with a reason otherwise;
 * the gateway then retries with backoff. One adapter per bank, chosen by configuration.
 */
export interface BankAdapter {
  /** Shown in logs and in the outbox's last_error. */
  readonly name: string;
  deliver(event: OutboxItem): Promise<void>;
}
