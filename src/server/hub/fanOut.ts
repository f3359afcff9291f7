import { sql } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Executor } from '../db/schema';

/** One event for the browsers: a hub method called on every connection of the named organisations. */
export interface HubEvent {
  organizationUuids: readonly string[];
  target: string;
  payload: unknown;
  /** For an event about a request, its creator and manager (`HubAudience.requestUsers`); absent: no request. */
  requestUsers?: readonly number[];
  /** Only the members holding this permission key hear it (`HubAudience.permission`); absent: any member. */
  permission?: string;
  /**
   * Sessions that just ended or lost their organisation (sent by the database's triggers, migration
   * 013): their connections are checked again and closed at once.
   */
  endedSessions?: readonly string[];
  /**
   * Sessions whose permissions or organisation changed (triggers of migration 014): read again before
   * their connections hear the next event, which waits for it.
   */
  changedSessions?: readonly string[];
}

/** How an event published on one server instance reaches the connections of every instance. */
export interface FanOut {
  start(deliver: (event: HubEvent) => void): Promise<void>;
  /** With a transaction, the events leave when (and only if) it commits. */
  publish(events: readonly HubEvent[], executor?: Executor): Promise<void>;
  stop(): Promise<void>;
}

/** The PostgreSQL channel the hub's events travel on between instances. */
export const hubChannel = 'hub_notifications';

/**
 * Pauses before the listening client reconnects after it lost the server: the first soon (a terminated
 * backend comes back at once), then doubling up to half a minute while the server stays away, so a
 * long outage is not hammered; a LISTEN that succeeds starts the series again.
 */
export const relistenDelaysMs = { first: 250, max: 30_000 } as const;

export function relistenDelay(attempt: number): number {
  return Math.min(relistenDelaysMs.max, relistenDelaysMs.first * 2 ** Math.max(0, attempt));
}

function parseEvent(text: string | undefined): HubEvent | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof HubEvent, unknown>>;
    if (!Array.isArray(value.organizationUuids) || typeof value.target !== 'string') return null;
    const strings = (list: readonly unknown[]) => list.filter((item): item is string => typeof item === 'string');
    const event: HubEvent = { organizationUuids: strings(value.organizationUuids), target: value.target, payload: value.payload };
    // An event that names its request's users but not as a list is heard by no narrowed member.
    if (value.requestUsers !== undefined) event.requestUsers = Array.isArray(value.requestUsers) ? value.requestUsers.filter((item): item is number => typeof item === 'number') : [];
    // An event that asks for a permission not as a key is dropped: a malformed ask fails closed.
    if (value.permission !== undefined) {
      if (typeof value.permission !== 'string') return null;
      event.permission = value.permission;
    }
    if (Array.isArray(value.endedSessions)) event.endedSessions = strings(value.endedSessions);
    if (Array.isArray(value.changedSessions)) event.changedSessions = strings(value.changedSessions);
    return event;
  } catch {
    return null;
  }
}

/**
 * NOTIFY through the given executor: inside a transaction PostgreSQL sends it on commit, never on
 * rollback. Several events go in one round trip (a request sent to 22 banks is 22 events).
 */
async function notify(events: readonly HubEvent[], executor: Executor): Promise<void> {
  if (events.length === 0) return;
  if (events.length === 1) {
    await sql`select pg_notify(${hubChannel}, ${JSON.stringify(events[0])})`.execute(executor);
    return;
  }
  const texts = JSON.stringify(events.map((event) => JSON.stringify(event)));
  await sql`select pg_notify(${hubChannel}, event) from jsonb_array_elements_text(${texts}::jsonb) as event`.execute(executor);
}

/**
 * PostgreSQL: NOTIFY through the publisher's own executor (so a transaction delays it to the commit)
 * and one dedicated client per instance that LISTENs and hands every event to the local hub — the
 * publishing instance included, so there is one path for all.
 */
export class PostgresFanOut implements FanOut {
  readonly #url: string;
  readonly #db: Executor;
  readonly #onError: (error: unknown) => void;
  #client: pg.Client | null = null;
  #deliver: ((event: HubEvent) => void) | null = null;
  #stopped = false;
  #retry: NodeJS.Timeout | null = null;
  /** Reconnects tried since the last LISTEN that succeeded. */
  #attempt = 0;
  /** LISTENs that succeeded after a loss (for logs and tests). */
  relistened = 0;

  constructor(url: string, db: Executor, onError: (error: unknown) => void) {
    this.#url = url;
    this.#db = db;
    this.#onError = onError;
  }

  async start(deliver: (event: HubEvent) => void): Promise<void> {
    this.#deliver = deliver;
    await this.#listen();
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#url });
    client.on('notification', (message) => {
      const event = message.channel === hubChannel ? parseEvent(message.payload) : null;
      if (event) this.#deliver?.(event);
    });
    client.on('error', (error) => {
      this.#onError(error);
      this.#scheduleRelisten(client);
    });
    client.on('end', () => this.#scheduleRelisten(client));
    this.#client = client;
    await client.connect();
    await client.query(`listen ${hubChannel}`);
    if (this.#attempt > 0) this.relistened += 1;
    this.#attempt = 0;
  }

  #scheduleRelisten(client: pg.Client): void {
    if (this.#stopped || this.#client !== client || this.#retry) return;
    this.#client = null;
    // A client that failed half-way (connected, LISTEN refused) is closed so its socket does not linger.
    client.end().catch(() => undefined);
    const delay = relistenDelay(this.#attempt);
    this.#attempt += 1;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      if (this.#stopped) return;
      this.#listen().catch((error: unknown) => {
        this.#onError(error);
        if (this.#client) this.#scheduleRelisten(this.#client);
      });
    }, delay);
    this.#retry.unref();
  }

  publish(events: readonly HubEvent[], executor: Executor = this.#db): Promise<void> {
    return notify(events, executor);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    if (client) await client.end().catch(() => undefined);
  }
}

/**
 * PGlite: the same NOTIFY as on PostgreSQL (so a transaction holds the event until its commit), heard
 * on the embedded instance itself. LISTEN goes through Kysely, so it waits for any open transaction
 * instead of landing inside it. Every app on the instance hears every event; stopping one app only
 * drops its own callback, the others keep listening.
 */
export class PgliteFanOut implements FanOut {
  readonly #instance: PGlite;
  readonly #db: Executor;
  #unsubscribe: (() => void) | null = null;

  constructor(instance: PGlite, db: Executor) {
    this.#instance = instance;
    this.#db = db;
  }

  async start(deliver: (event: HubEvent) => void): Promise<void> {
    await sql.raw(`listen ${hubChannel}`).execute(this.#db);
    this.#unsubscribe = this.#instance.onNotification((channel, payload) => {
      const event = channel === hubChannel ? parseEvent(payload) : null;
      if (event) deliver(event);
    });
  }

  publish(events: readonly HubEvent[], executor: Executor = this.#db): Promise<void> {
    return notify(events, executor);
  }

  async stop(): Promise<void> {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }
}
