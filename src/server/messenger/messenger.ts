import type { Channel, DeliveryState } from '../db/schema';

/** What the messenger is asked to deliver. `code` is the one-time code the text contains, if any. */
export interface OutgoingMessage {
  channel: Channel;
  to: string;
  subject: string;
  text: string;
  purpose: 'registration' | 'recovery' | 'phone_login' | string;
  code?: string | null;
}

/** How a delivery ended: handed to a real carrier ('sent') or kept in the outbox only ('stored'). */
export interface DeliveryReceipt {
  state: Extract<DeliveryState, 'sent' | 'stored'>;
  /** The carrier's id of the message, when it gives one. */
  carrierId?: string;
}

/**
 * One interface for every way a message leaves the platform: SMTP, an SMS gateway, or the outbox
 * alone. A failed delivery throws; the caller records the failure.
 */
export interface Messenger {
  readonly name: string;
  send(message: OutgoingMessage): Promise<DeliveryReceipt>;
}
