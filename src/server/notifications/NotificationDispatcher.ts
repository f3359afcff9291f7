import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { bankShortName } from '../../domain/bankShortName';
import { notificationChannelsFor } from '../../domain/notifications/notificationChannelsFor';
import { kindOfRule, notificationsConfig, type NotificationsConfig } from '../../domain/notifications/notificationKinds';
import { notificationMessage } from '../../domain/notifications/notificationMessage';
import { settingsFromChoices, type StoredChoice } from '../../domain/notifications/notificationSettings';
import { shippedStatusTable } from '../../domain/statusTable';
import { createPushRuleFor } from '../../domain/toastFor';
import type { Channel, Db, Executor } from '../db/schema';
import type { OutgoingMessage } from '../messenger/messenger';
import { notificationPurpose } from '../messenger/outboxMessenger';
import type { PostOffice } from '../messenger/postOffice';
import { notificationRecipients, type NotificationRecipient } from './notificationRecipients';
import { notificationServerTexts } from './texts';

export interface DispatcherDeps {
  db: Db;
  postOffice: Pick<PostOffice, 'record' | 'deliver'>;
  /** Where people reach the platform: the links of the messages start with it. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  config?: NotificationsConfig;
}

/** One event as stored. */
interface EventRow {
  id: string | number;
  request_id: string;
  bank_uuid: string | null;
  status: string;
  created_at: Date;
}

/** A message recorded in the outbox within the event's transaction, delivered after the commit. */
interface Queued {
  id: number;
  message: OutgoingMessage;
}

const ruleFor = createPushRuleFor(shippedStatusTable);

/** Where a channel's message goes for a recipient, or null when it cannot reach him. */
function addressOf(recipient: NotificationRecipient, channel: Channel): string | null {
  if (channel === 'email') return recipient.emailConfirmed && recipient.login.includes('@') ? recipient.login : null;
  return recipient.phone;
}

/**
 * Sends the e-mails and SMS of the notification events (docs/notifications.md). Each event is handled in
 * its own transaction, taken with `for update skip locked` so that instances share the queue: its
 * recipients are read, each one's settings decide the channels (`notificationChannelsFor`), and for each
 * recipient and channel a row of notification_deliveries is inserted — `on conflict do nothing` — with
 * the outbox message in the same transaction. A replayed event or a second instance finds the rows and
 * queues nothing: once per event, recipient and channel. The post office delivers after the commit.
 */
export class NotificationDispatcher {
  readonly #deps: DispatcherDeps;
  readonly #config: NotificationsConfig;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  constructor(deps: DispatcherDeps) {
    this.#deps = deps;
    this.#config = deps.config ?? notificationsConfig;
  }

  /**
   * Handles every due event. A call while a run is under way joins it and makes it look once more, so
   * an event committed meanwhile is not left for the next poll.
   */
  drain(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    const run = async (): Promise<void> => {
      do {
        this.#again = false;
        while (!this.#stopped && (await this.#handleNext()));
      } while (this.#again && !this.#stopped);
    };
    this.#running = run().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  /** Starts a drain in the background (the hub's event, the poll); a failure is only logged. */
  schedule(): void {
    if (this.#stopped) return;
    this.drain().catch((error: unknown) => this.#deps.log.error({ err: error }, notificationServerTexts.drainFailed));
  }

  /** Stops taking events and waits for the one under way. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#running?.catch(() => undefined);
  }

  /** Handles the oldest due event; false when there was none (or the queue cannot be read now). */
  async #handleNext(): Promise<boolean> {
    const { db } = this.#deps;
    let taken: EventRow | undefined;
    let queued: Queued[] = [];
    try {
      const handled = await db.transaction().execute(async (trx) => {
        taken = await trx
          .selectFrom('notification_events')
          .select(['id', 'request_id', 'bank_uuid', 'status', 'created_at'])
          .where('handled_at', 'is', null)
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!taken) return false;
        const staleBefore = Date.now() - this.#config.delivery.staleAfterHours * 3600_000;
        // After a long stop the news is old: the request shows it, a letter about it would only confuse.
        queued = taken.created_at.getTime() < staleBefore ? [] : await this.#queue(trx, taken);
        await trx
          .updateTable('notification_events')
          .set((eb) => ({ handled_at: sql<Date>`now()`, attempts: eb('attempts', '+', 1), last_error: null }))
          .where('id', '=', String(taken.id))
          .execute();
        return true;
      });
      for (const item of queued) this.#deps.postOffice.deliver(item.id, item.message);
      return handled;
    } catch (error) {
      const event = taken;
      if (!event) {
        this.#deps.log.error({ err: error }, notificationServerTexts.queueUnreadable);
        return false;
      }
      this.#deps.log.error({ err: error, notificationEvent: String(event.id) }, notificationServerTexts.eventFailed);
      const text = error instanceof Error ? error.message : String(error);
      try {
        await db
          .updateTable('notification_events')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: text.slice(0, 1000), next_attempt_at: sql<Date>`now() + make_interval(secs => ${this.#config.delivery.retrySeconds})` }))
          .where('id', '=', String(event.id))
          .execute();
        return true;
      } catch {
        return false;
      }
    }
  }

  /** Records the messages of one event in the outbox, once per recipient and channel. */
  async #queue(trx: Executor, event: EventRow): Promise<Queued[]> {
    const recipients = await notificationRecipients(trx, event.request_id);
    if (recipients.length === 0) return [];
    const choices = await trx
      .selectFrom('notification_settings')
      .select(['user_id', 'kind', 'channel', 'enabled'])
      .where(
        'user_id',
        'in',
        recipients.map((recipient) => recipient.userId),
      )
      .execute();
    const choicesOf = new Map<number, StoredChoice[]>();
    for (const choice of choices) choicesOf.set(choice.user_id, [...(choicesOf.get(choice.user_id) ?? []), choice]);

    const requestNumber = Number(event.request_id);
    const bankName = bankShortName(event.bank_uuid, notificationServerTexts.someBank);
    const planned: { recipient: NotificationRecipient; channel: Channel; message: OutgoingMessage }[] = [];
    for (const recipient of recipients) {
      const rule = ruleFor(event.status, recipient.cabinet === 'client' ? 'client' : 'partner');
      const kind = rule ? kindOfRule(rule.id, this.#config) : undefined;
      if (!rule?.toast || kind === undefined) continue;
      const settings = settingsFromChoices(choicesOf.get(recipient.userId) ?? [], this.#config);
      const channels = notificationChannelsFor({ rule, settings, disabled: recipient.disabledNotifications }, this.#config);
      const origin = `${this.#deps.publicUrl}/${recipient.cabinet}`;
      const texts = notificationMessage(
        { toast: rule.toast, requestNumber, bankName, link: `${origin}/requests?selected=${requestNumber}`, settingsLink: `${origin}/profile/manage-notification` },
        this.#config,
      );
      for (const channel of channels) {
        if (channel === 'app') continue;
        const to = addressOf(recipient, channel);
        if (!to) continue;
        const text = channel === 'email' ? texts.emailText : texts.smsText;
        planned.push({ recipient, channel, message: { channel, to, subject: channel === 'email' ? texts.subject : '', text, purpose: `${notificationPurpose}${kind}` } });
      }
    }
    if (planned.length === 0) return [];

    const inserted = await trx
      .insertInto('notification_deliveries')
      .values(planned.map(({ recipient, channel }) => ({ event_id: String(event.id), user_id: recipient.userId, channel })))
      .onConflict((oc) => oc.columns(['event_id', 'user_id', 'channel']).doNothing())
      .returning(['user_id', 'channel'])
      .execute();
    const fresh = new Set(inserted.map((row) => `${row.user_id}/${row.channel}`));
    const queued: Queued[] = [];
    for (const item of planned) {
      if (!fresh.has(`${item.recipient.userId}/${item.channel}`)) continue;
      const id = await this.#deps.postOffice.record(trx, item.message);
      await trx
        .updateTable('notification_deliveries')
        .set({ outbox_message_id: id })
        .where('event_id', '=', String(event.id))
        .where('user_id', '=', item.recipient.userId)
        .where('channel', '=', item.channel)
        .execute();
      queued.push({ id, message: item.message });
    }
    return queued;
  }
}
