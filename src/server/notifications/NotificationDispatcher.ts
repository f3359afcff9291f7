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

/** Events handled in one transaction: a send to every bank of config/banks.json fits in one. */
const batchSize = 50;

/** A message to record: its event, recipient and channel. */
interface Planned {
  event: EventRow;
  recipient: NotificationRecipient;
  channel: Channel;
  message: OutgoingMessage;
}

/** Where a channel's message goes for a recipient, or null when it cannot reach him. */
function addressOf(recipient: NotificationRecipient, channel: Channel): string | null {
  if (channel === 'email') return recipient.emailConfirmed && recipient.login.includes('@') ? recipient.login : null;
  return recipient.phone;
}

/**
 * Sends the e-mails and SMS of the notification events (docs/notifications.md). Due events are handled
 * in batches, each in one transaction, taken with `for update skip locked` so that instances share the
 * queue: their recipients are read, each one's settings decide the channels (`notificationChannelsFor`), and for each
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

  /**
   * Handles the oldest due events, up to a batch, in one transaction; false when there were none (or the
   * queue cannot be read now). A send to 22 banks makes 22 events at once: one transaction reads their
   * request's recipients and settings once, instead of 22 transactions queuing on the database. A batch
   * that fails is handled again one event at a time, so a bad event waits for its retry alone.
   */
  async #handleNext(): Promise<boolean> {
    const { db } = this.#deps;
    let taken: EventRow[] = [];
    let queued: Queued[] = [];
    try {
      const handled = await db.transaction().execute(async (trx) => {
        taken = await this.#takeDue(trx, batchSize);
        if (taken.length === 0) return false;
        queued = await this.#queueAll(trx, taken);
        await this.#markHandled(trx, taken);
        return true;
      });
      for (const item of queued) this.#deps.postOffice.deliver(item.id, item.message);
      // Lets the requests that made the events go on between batches.
      await new Promise((resolve) => setImmediate(resolve));
      return handled;
    } catch (error) {
      if (taken.length === 0) {
        this.#deps.log.error({ err: error }, notificationServerTexts.queueUnreadable);
        return false;
      }
      for (const event of taken) if (!(await this.#handleOne(event.id))) return false;
      return true;
    }
  }

  /** Handles one event by its id in its own transaction, marking a failure for its retry. */
  async #handleOne(id: string | number): Promise<boolean> {
    const { db } = this.#deps;
    let queued: Queued[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        const [event] = await this.#takeDue(trx, 1, id);
        if (!event) return;
        queued = await this.#queueAll(trx, [event]);
        await this.#markHandled(trx, [event]);
      });
      for (const item of queued) this.#deps.postOffice.deliver(item.id, item.message);
      return true;
    } catch (error) {
      this.#deps.log.error({ err: error, notificationEvent: String(id) }, notificationServerTexts.eventFailed);
      const text = error instanceof Error ? error.message : String(error);
      try {
        await db
          .updateTable('notification_events')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: text.slice(0, 1000), next_attempt_at: sql<Date>`now() + make_interval(secs => ${this.#config.delivery.retrySeconds})` }))
          .where('id', '=', String(id))
          .execute();
        return true;
      } catch {
        return false;
      }
    }
  }

  /** The oldest due events (or the one named), locked for this transaction; rows another instance holds are skipped. */
  #takeDue(trx: Executor, limit: number, id?: string | number): Promise<EventRow[]> {
    let query = trx
      .selectFrom('notification_events')
      .select(['id', 'request_id', 'bank_uuid', 'status', 'created_at'])
      .where('handled_at', 'is', null)
      .where('next_attempt_at', '<=', sql<Date>`now()`);
    if (id !== undefined) query = query.where('id', '=', String(id));
    return query.orderBy('id').limit(limit).forUpdate().skipLocked().execute();
  }

  async #markHandled(trx: Executor, events: readonly EventRow[]): Promise<void> {
    await trx
      .updateTable('notification_events')
      .set((eb) => ({ handled_at: sql<Date>`now()`, attempts: eb('attempts', '+', 1), last_error: null }))
      .where(
        'id',
        'in',
        events.map((event) => String(event.id)),
      )
      .execute();
  }

  /**
   * The messages of the events, once per event, recipient and channel: each request's recipients and
   * their settings are read once for all its events. After a long stop the news is old: the request
   * shows it, a letter about it would only confuse, so a stale event is marked handled with nothing sent.
   */
  async #queueAll(trx: Executor, events: readonly EventRow[]): Promise<Queued[]> {
    const staleBefore = Date.now() - this.#config.delivery.staleAfterHours * 3600_000;
    const fresh = events.filter((event) => event.created_at.getTime() >= staleBefore);
    if (fresh.length === 0) return [];
    const recipientsOf = new Map<string, NotificationRecipient[]>();
    for (const event of fresh) {
      const key = String(event.request_id);
      if (!recipientsOf.has(key)) recipientsOf.set(key, await notificationRecipients(trx, key));
    }
    const userIds = [...new Set([...recipientsOf.values()].flat().map((recipient) => recipient.userId))];
    if (userIds.length === 0) return [];
    const choices = await trx.selectFrom('notification_settings').select(['user_id', 'kind', 'channel', 'enabled']).where('user_id', 'in', userIds).execute();
    const choicesOf = new Map<number, StoredChoice[]>();
    for (const choice of choices) choicesOf.set(choice.user_id, [...(choicesOf.get(choice.user_id) ?? []), choice]);
    const planned = fresh.flatMap((event) => this.#plan(event, recipientsOf.get(String(event.request_id)) ?? [], choicesOf));
    if (planned.length === 0) return [];

    const inserted = await trx
      .insertInto('notification_deliveries')
      .values(planned.map(({ event, recipient, channel }) => ({ event_id: String(event.id), user_id: recipient.userId, channel })))
      .onConflict((oc) => oc.columns(['event_id', 'user_id', 'channel']).doNothing())
      .returning(['event_id', 'user_id', 'channel'])
      .execute();
    const isNew = new Set(inserted.map((row) => `${String(row.event_id)}/${row.user_id}/${row.channel}`));
    const queued: Queued[] = [];
    for (const item of planned) {
      if (!isNew.has(`${String(item.event.id)}/${item.recipient.userId}/${item.channel}`)) continue;
      const id = await this.#deps.postOffice.record(trx, item.message);
      await trx
        .updateTable('notification_deliveries')
        .set({ outbox_message_id: id })
        .where('event_id', '=', String(item.event.id))
        .where('user_id', '=', item.recipient.userId)
        .where('channel', '=', item.channel)
        .execute();
      queued.push({ id, message: item.message });
    }
    return queued;
  }

  /** What one event sends: for each recipient the channels his settings choose, with the message's text. */
  #plan(event: EventRow, recipients: readonly NotificationRecipient[], choicesOf: ReadonlyMap<number, StoredChoice[]>): Planned[] {
    const requestNumber = Number(event.request_id);
    const bankName = bankShortName(event.bank_uuid, notificationServerTexts.someBank);
    const planned: Planned[] = [];
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
        planned.push({ event, recipient, channel, message: { channel, to, subject: channel === 'email' ? texts.subject : '', text, purpose: `${notificationPurpose}${kind}` } });
      }
    }
    return planned;
  }
}
