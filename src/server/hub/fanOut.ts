import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database';
import type { Executor } from '../db/schema';

/** One event for the browsers: a hub method called on every connection of the named organisations. */
export interface HubEvent {
  organizationUuids: readonly string[];
  target: string;
  payload: unknown;
}

/** How an event published on one server instance reaches the connections of every instance. */
export interface FanOut {
  start(deliver: (event: HubEvent) => void): Promise<void>;
  /** With a transaction, the event leaves when (and only if) it commits. */
  publish(event: HubEvent, executor?: Executor): Promise<void>;
  stop(): Promise<void>;
}

/** The PostgreSQL channel the hub's events travel on between instances. */
export const hubChannel = 'hub_notifications';

/** A reconnect pause for the listening client after it lost the server. */
const relistenDelayMs = 2000;

function parseEvent(text: string | undefined): HubEvent | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<HubEvent>;
    if (!Array.isArray(value.organizationUuids) || typeof value.target !== 'string') return null;
    return { organizationUuids: value.organizationUuids.filter((uuid): uuid is string => typeof uuid === 'string'), target: value.target, payload: value.payload };
  } catch {
    return null;
  }
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
  }

  #scheduleRelisten(client: pg.Client): void {
    if (this.#stopped || this.#client !== client || this.#retry) return;
    this.#client = null;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      if (this.#stopped) return;
      this.#listen().catch((error: unknown) => {
        this.#onError(error);
        if (this.#client) this.#scheduleRelisten(this.#client);
      });
    }, relistenDelayMs);
    this.#retry.unref();
  }

  async publish(event: HubEvent, executor: Executor = this.#db): Promise<void> {
    await sql`select pg_notify(${hubChannel}, ${JSON.stringify(event)})`.execute(executor);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    if (client) await client.end().catch(() => undefined);
  }
}

/** Hubs of the apps open on one embedded database: they all live in this process. */
const hubsByDatabase = new WeakMap<Database, Set<(event: HubEvent) => void>>();

/**
 * PGlite is one process: every app on the same database object shares the event directly. An event
 * published inside a transaction still leaves at once, since PGlite has no second instance to wait
 * for and the caller publishes after its change.
 */
export class InProcessFanOut implements FanOut {
  readonly #database: Database;
  #deliver: ((event: HubEvent) => void) | null = null;

  constructor(database: Database) {
    this.#database = database;
  }

  async start(deliver: (event: HubEvent) => void): Promise<void> {
    this.#deliver = deliver;
    let hubs = hubsByDatabase.get(this.#database);
    if (!hubs) {
      hubs = new Set();
      hubsByDatabase.set(this.#database, hubs);
    }
    hubs.add(deliver);
  }

  async publish(event: HubEvent): Promise<void> {
    // A copy, as over the wire: no receiver shares the publisher's objects.
    const copy = parseEvent(JSON.stringify(event));
    if (!copy) return;
    for (const deliver of hubsByDatabase.get(this.#database) ?? []) deliver(copy);
  }

  async stop(): Promise<void> {
    if (this.#deliver) hubsByDatabase.get(this.#database)?.delete(this.#deliver);
    this.#deliver = null;
  }
}
