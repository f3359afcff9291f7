import { randomBytes, randomUUID } from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import type { Executor } from '../db/schema';
import type { FanOut, HubEvent } from './fanOut';
import { hears, type HubPublication, type HubTarget } from './hubEvents';
import { handshakeAnswer, messageType, parseClientMessage, splitRecords, toRecord } from './hubProtocol';
import { hubTexts } from './hubTexts';
import type { LiveSession } from './liveSessions';

/** Intervals of the hub (spec-2 §9: keep-alive 15 s against the client's 30 s server timeout). */
export const hubTimings = {
  pingIntervalMs: 15_000,
  /** A negotiated connection token not used by then is forgotten. */
  negotiationTtlMs: 60_000,
  /** A socket that has not shaken hands by then is closed. */
  handshakeTimeoutMs: 15_000,
  /** Unfinished text a client may leave waiting for its record separator. */
  maxBufferedChars: 64 * 1024,
  /** Events one connection keeps while its session is read again; a read takes milliseconds. */
  maxHeldEvents: 256,
} as const;

/** One open WebSocket: only what routing and the sweep need, no timers of its own. */
interface Connection {
  readonly socket: WebSocket;
  readonly connectionId: string;
  readonly sessionId: string;
  organizationUuid: string;
  userId: number;
  /** Its member sees only his own requests, and hears only the events about them (`hears`). */
  narrowed: boolean;
  /** Its member's permission keys: an event may ask for one (`hears`). */
  permissions: readonly string[];
  handshaken: boolean;
  /**
   * Reads of its session under way since it was reported ended or changed: its events wait in `held`
   * meanwhile and are delivered, or dropped, by what the read finds.
   */
  rechecks: number;
  held: HubEvent[];
  /** Such a read failed: no events until a later read answers (the sweep's at the latest). */
  unchecked: boolean;
  /** The number of the read it was last set from: an answer of an earlier read, arriving late, is ignored. */
  readNumber: number;
  buffered: string;
  readonly openedAt: number;
}

interface Negotiation {
  connectionId: string;
  sessionId: string;
  expiresAt: number;
}

export interface HubDependencies {
  fanOut: FanOut;
  /** Live sessions among the given ids, with the organisation each works in. */
  liveSessions(sessionIds: readonly string[]): Promise<Map<string, LiveSession>>;
  onError(error: unknown, message: string): void;
  now?: () => number;
}

/** Writes what must commit with published events; `executor` is the publisher's (absent: outside a transaction). */
export type PublicationRecorder = (publications: readonly HubPublication[], executor: Executor | undefined) => Promise<void>;

/** The hub protocol's record of an event: its method called with its payload. */
function eventRecord(event: HubEvent): string {
  return toRecord({ type: messageType.invocation, target: event.target, arguments: [event.payload] });
}

/**
 * The notification hub: negotiations, open connections grouped by organisation, one shared ping
 * interval that also drops revoked sessions, and delivery of events that arrive through the fan-out.
 */
export class NotificationHub {
  readonly #deps: HubDependencies;
  readonly #now: () => number;
  readonly #connections = new Set<Connection>();
  readonly #byOrganization = new Map<string, Set<Connection>>();
  readonly #negotiations = new Map<string, Negotiation>();
  #interval: NodeJS.Timeout | null = null;
  /** Reads of sessions sent so far, each numbered in order. */
  #reads = 0;
  /** The number of reads sent when a session was last reported ended or changed. */
  #lastReport = 0;
  #sweeping: Promise<void> | null = null;
  #closed = false;
  /** In-process listeners of every event this instance receives (the bank simulator wakes on them). */
  readonly #listeners = new Set<(event: HubEvent) => void>();
  readonly #recorders = new Set<PublicationRecorder>();

  constructor(deps: HubDependencies) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  async start(): Promise<void> {
    await this.#deps.fanOut.start((event) => this.deliver(event));
    this.#interval = setInterval(() => void this.sweep(), hubTimings.pingIntervalMs);
    this.#interval.unref();
  }

  /**
   * Calls `listener` with every event this instance receives, its own and other instances' alike, after
   * their transactions committed; returns the way to stop listening.
   */
  onEvent(listener: (event: HubEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Publishes an event to every instance's connections; inside a transaction it leaves on commit. */
  publish<T extends HubTarget>(publication: HubPublication<T>, executor?: Executor): Promise<void> {
    return this.publishAll([publication], executor);
  }

  /**
   * Adds a recorder: it writes, through the publisher's own executor, what must commit together with
   * the events (the notifications' outbox, docs/notifications.md); returns the way to remove it.
   */
  addRecorder(recorder: PublicationRecorder): () => void {
    this.#recorders.add(recorder);
    return () => this.#recorders.delete(recorder);
  }

  /** Publishes several events in one round trip, in order; inside a transaction they leave on commit. */
  async publishAll(publications: readonly HubPublication[], executor?: Executor): Promise<void> {
    for (const recorder of this.#recorders) await recorder(publications, executor);
    const events = publications.map((publication): HubEvent => ({
      organizationUuids: [...publication.organizationUuids],
      ...(publication.requestUsers === null ? {} : { requestUsers: [...publication.requestUsers] }),
      ...(publication.permission === undefined ? {} : { permission: publication.permission }),
      target: publication.target,
      payload: publication.payload,
    }));
    await this.#deps.fanOut.publish(events, executor);
  }

  /** Answer of `negotiate` for a signed-in session (negotiate protocol version 1). */
  negotiate(sessionId: string) {
    const connectionId = randomUUID();
    const connectionToken = randomBytes(24).toString('base64url');
    this.#negotiations.set(connectionToken, { connectionId, sessionId, expiresAt: this.#now() + hubTimings.negotiationTtlMs });
    return {
      negotiateVersion: 1,
      connectionId,
      connectionToken,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    };
  }

  /** The connection id of a token negotiated by this very session, used once. */
  claimNegotiation(connectionToken: string, sessionId: string): string | null {
    const negotiation = this.#negotiations.get(connectionToken);
    if (!negotiation || negotiation.sessionId !== sessionId || negotiation.expiresAt < this.#now()) return null;
    this.#negotiations.delete(connectionToken);
    return negotiation.connectionId;
  }

  get connectionCount(): number {
    return this.#connections.size;
  }

  /** One session as an upgrade checks it, with the number of the read for `attach`. */
  async readSession(sessionId: string): Promise<{ session: LiveSession | undefined; readNumber: number }> {
    const readNumber = ++this.#reads;
    return { session: (await this.#deps.liveSessions([sessionId])).get(sessionId), readNumber };
  }

  /** Takes over an upgraded socket of a session read by `readSession`. */
  attach(socket: WebSocket, connectionId: string, sessionId: string, session: LiveSession, readNumber: number): void {
    if (this.#closed) {
      socket.close(1001);
      return;
    }
    const connection: Connection = {
      socket,
      connectionId,
      sessionId,
      organizationUuid: session.organizationUuid,
      userId: session.userId,
      narrowed: session.narrowed,
      permissions: session.permissions,
      handshaken: false,
      rechecks: 0,
      held: [],
      unchecked: false,
      readNumber,
      buffered: '',
      openedAt: this.#now(),
    };
    this.#connections.add(connection);
    this.#group(connection);
    socket.on('message', (data, isBinary) => this.#receive(connection, data, isBinary));
    socket.on('close', () => this.#forget(connection));
    socket.on('error', () => this.#forget(connection));
    // A change reported between the read and now missed this connection: read its session again.
    if (this.#lastReport >= readNumber) void this.#recheck([sessionId]);
  }

  /**
   * Sends an event to the local connections of its organisations that may hear it (`hears`); reads
   * the sessions it reports ended or changed again, closing the ended ones.
   */
  deliver(event: HubEvent): void {
    for (const listener of this.#listeners) listener(event);
    const reported = [...(event.endedSessions ?? []), ...(event.changedSessions ?? [])];
    if (reported.length > 0) void this.#recheck(reported);
    let record: string | null = null;
    const sent = new Set<Connection>();
    for (const uuid of event.organizationUuids) {
      for (const connection of this.#byOrganization.get(uuid) ?? []) {
        if (!connection.handshaken || sent.has(connection)) continue;
        sent.add(connection);
        if (connection.rechecks > 0) {
          if (connection.held.length < hubTimings.maxHeldEvents) connection.held.push(event);
        } else if (!connection.unchecked && hears(connection, event)) {
          record ??= eventRecord(event);
          this.#send(connection, record);
        }
      }
    }
  }

  /**
   * One round of the shared interval: drops revoked sessions and follows organisation switches,
   * closes sockets that never shook hands, forgets stale negotiations, and pings the rest. `now`
   * lets a check look ahead in time.
   */
  sweep(now: number = this.#now()): Promise<void> {
    this.#sweeping ??= this.#sweepOnce(now).finally(() => (this.#sweeping = null));
    return this.#sweeping;
  }

  async #sweepOnce(now: number): Promise<void> {
    for (const [token, negotiation] of this.#negotiations) if (negotiation.expiresAt < now) this.#negotiations.delete(token);
    const connections = [...this.#connections];
    const readNumber = ++this.#reads;
    let live: Map<string, LiveSession> | null;
    try {
      live = await this.#deps.liveSessions([...new Set(connections.map((connection) => connection.sessionId))]);
    } catch (error) {
      // Without an answer no one is dropped or changed; the pings still keep the sockets alive.
      this.#deps.onError(error, 'Не удалось проверить сессии подключений к хабу');
      live = null;
    }
    const ping = toRecord({ type: messageType.ping });
    for (const connection of connections) {
      const session = live ? live.get(connection.sessionId) : null;
      if (session === undefined) {
        this.#end(connection, { error: hubTexts.sessionEnded, allowReconnect: false });
      } else if (!connection.handshaken) {
        if (now - connection.openedAt >= hubTimings.handshakeTimeoutMs) this.#end(connection, { error: hubTexts.handshakeTimeout });
      } else {
        if (session) this.#apply(connection, session, readNumber);
        this.#send(connection, ping);
      }
    }
  }

  /**
   * Reads the named sessions again at once: closes the local connections of those no longer live (a
   * logout, a revocation, a disabled user, a lost membership), so no event reaches them after it, and
   * takes the organisation and the narrowing of the others (a permission granted or revoked, an
   * organisation switched). Until the answer comes their events wait, so the next event after the
   * change is delivered by the session as it now is.
   */
  async #recheck(sessionIds: readonly string[]): Promise<void> {
    this.#lastReport = this.#reads;
    const named = new Set(sessionIds);
    const affected = [...this.#connections].filter((connection) => named.has(connection.sessionId));
    if (affected.length === 0) return;
    for (const connection of affected) connection.rechecks += 1;
    const readNumber = ++this.#reads;
    let live: Map<string, LiveSession>;
    try {
      live = await this.#deps.liveSessions([...new Set(affected.map((connection) => connection.sessionId))]);
    } catch (error) {
      // Without an answer these sessions hear nothing; the periodic sweep decides later.
      this.#deps.onError(error, 'Не удалось проверить изменённые сессии подключений к хабу');
      for (const connection of affected) {
        connection.rechecks -= 1;
        connection.unchecked = true;
        connection.readNumber = Math.max(connection.readNumber, readNumber);
        connection.held = [];
      }
      return;
    }
    for (const connection of affected) {
      connection.rechecks -= 1;
      const session = live.get(connection.sessionId);
      if (session === undefined) this.#end(connection, { error: hubTexts.sessionEnded, allowReconnect: false });
      else this.#apply(connection, session, readNumber);
    }
  }

  /** Takes a read's answer for a connection unless a later read's is already there; then delivers what waited. */
  #apply(connection: Connection, session: LiveSession, readNumber: number): void {
    if (readNumber > connection.readNumber) {
      connection.readNumber = readNumber;
      connection.unchecked = false;
      connection.userId = session.userId;
      connection.narrowed = session.narrowed;
      connection.permissions = session.permissions;
      if (session.organizationUuid !== connection.organizationUuid) {
        this.#ungroup(connection);
        connection.organizationUuid = session.organizationUuid;
        this.#group(connection);
      }
    }
    if (connection.rechecks > 0) return;
    const held = connection.held;
    connection.held = [];
    if (connection.unchecked) return;
    for (const event of held) {
      if (event.organizationUuids.includes(connection.organizationUuid) && hears(connection, event)) this.#send(connection, eventRecord(event));
    }
  }

  /**
   * Tells every client the server is going away (they may reconnect) and waits briefly for the
   * sockets to close.
   */
  async closeAll(options: { stop?: boolean } = {}): Promise<void> {
    if (options.stop) {
      this.#closed = true;
      if (this.#interval) clearInterval(this.#interval);
      this.#interval = null;
    }
    const closing = [...this.#connections].map(
      (connection) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            connection.socket.terminate();
            resolve();
          }, 1000);
          connection.socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          this.#end(connection, { error: hubTexts.serverStopping, allowReconnect: true });
        }),
    );
    await Promise.all(closing);
  }

  /** Stops the hub for good: every socket closed, the fan-out stopped. */
  async stop(): Promise<void> {
    await this.closeAll({ stop: true });
    await this.#deps.fanOut.stop();
  }

  #receive(connection: Connection, data: RawData, isBinary: boolean): void {
    if (!connection.handshaken && isBinary) {
      this.#send(connection, toRecord({ error: hubTexts.binaryHandshake }));
      connection.socket.close(1002);
      return;
    }
    connection.buffered += Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]).toString('utf8');
    const { records, rest } = splitRecords(connection.buffered);
    connection.buffered = rest;
    if (rest.length > hubTimings.maxBufferedChars) {
      this.#end(connection, { error: hubTexts.tooLarge });
      return;
    }
    for (const record of records) {
      if (connection.socket.readyState !== connection.socket.OPEN) return;
      if (!connection.handshaken) this.#handshake(connection, record);
      else this.#handle(connection, record);
    }
  }

  #handshake(connection: Connection, record: string): void {
    const answer = handshakeAnswer(record);
    if (!answer.ok) {
      this.#send(connection, toRecord({ error: answer.error }));
      connection.socket.close(1002);
      return;
    }
    connection.handshaken = true;
    this.#send(connection, toRecord({}));
  }

  #handle(connection: Connection, record: string): void {
    const message = parseClientMessage(record);
    if (!message) {
      this.#end(connection, { error: hubTexts.badMessage });
      return;
    }
    switch (message.type) {
      case messageType.invocation:
      case messageType.streamInvocation:
        // The hub has no methods for clients to call; a caller that waits for an answer gets one.
        if (message.invocationId !== undefined) {
          this.#send(connection, toRecord({ type: messageType.completion, invocationId: message.invocationId, error: hubTexts.unknownMethod(message.target ?? '') }));
        }
        return;
      case messageType.close:
        connection.socket.close(1000);
        return;
      default:
        // Pings, cancellations and stream items need no answer from a hub without client methods.
        return;
    }
  }

  #end(connection: Connection, close: { error?: string; allowReconnect?: boolean }): void {
    if (connection.handshaken) this.#send(connection, toRecord({ type: messageType.close, ...close }));
    connection.socket.close(1000);
    this.#forget(connection);
  }

  #send(connection: Connection, record: string): void {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(record);
  }

  #group(connection: Connection): void {
    let group = this.#byOrganization.get(connection.organizationUuid);
    if (!group) {
      group = new Set();
      this.#byOrganization.set(connection.organizationUuid, group);
    }
    group.add(connection);
  }

  #ungroup(connection: Connection): void {
    const group = this.#byOrganization.get(connection.organizationUuid);
    group?.delete(connection);
    if (group?.size === 0) this.#byOrganization.delete(connection.organizationUuid);
  }

  #forget(connection: Connection): void {
    if (!this.#connections.delete(connection)) return;
    this.#ungroup(connection);
  }
}
