import type { FastifyBaseLogger } from 'fastify';
import type { Channel, Executor, Db } from '../db/schema';
import type { Messenger, OutgoingMessage } from './messenger';

/** Messengers by channel: the configured carrier, or the outbox when there is none. */
export type MessengersByChannel = Record<Channel, Messenger>;

/**
 * Records each message in the outbox inside the caller's transaction, then delivers it after commit
 * through the messenger of its channel and stores the outcome. Delivery runs in the background so the
 * answer time does not reveal whether a message was sent (account enumeration); `idle()` waits for it.
 */
export class PostOffice {
  readonly #pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly messengers: MessengersByChannel,
    private readonly log: FastifyBaseLogger,
    /** In prod the outbox keeps no readable codes. */
    private readonly keepCodes: boolean,
  ) {}

  /** Adds a message to the outbox within `trx`; returns its id for {@link deliver}. */
  async record(trx: Executor, message: OutgoingMessage): Promise<number> {
    const code = message.code ?? null;
    const row = await trx
      .insertInto('outbox_messages')
      .values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: this.keepCodes || !code ? message.text : message.text.split(code).join('••••••'),
        purpose: message.purpose,
        code: this.keepCodes ? code : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Starts delivering recorded messages (call after the transaction committed). */
  deliver(id: number, message: OutgoingMessage): void {
    const job = this.#deliver(id, message).finally(() => this.#pending.delete(job));
    this.#pending.add(job);
  }

  async #deliver(id: number, message: OutgoingMessage): Promise<void> {
    const messenger = this.messengers[message.channel];
    try {
      const receipt = await messenger.send(message);
      await this.db
        .updateTable('outbox_messages')
        .set((eb) => ({ state: receipt.state, attempts: eb('attempts', '+', 1), delivered_at: new Date(), last_error: null }))
        .where('id', '=', id)
        .execute();
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      this.log.error({ err: error, outboxId: id, messenger: messenger.name }, 'Не удалось доставить сообщение');
      await this.db
        .updateTable('outbox_messages')
        .set((eb) => ({ state: 'failed', attempts: eb('attempts', '+', 1), last_error: text.slice(0, 1000) }))
        .where('id', '=', id)
        .execute()
        .catch((updateError: unknown) => this.log.error({ err: updateError, outboxId: id }, 'Не удалось записать состояние доставки'));
    }
  }

  /** Resolves when every started delivery has finished. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}
