import { describe, expect, it } from 'vitest';
import type { RealtimeConnection, RealtimeEventName, RealtimeEvents, RealtimeState } from '../../src/api/realtime';
import type { Clock, Logger } from '../../src/runtime/ports';
import { HUB_START_FAILED, RealtimeStore, START_RETRY_MS } from '../../src/runtime/RealtimeStore';

/** A clock whose time moves only when the test says so. */
class ManualClock implements Clock {
  private time = 0;
  private timers: { id: number; at: number; callback: () => void }[] = [];
  private nextId = 1;
  now(): number {
    return this.time;
  }
  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timers.push({ id, at: this.time + ms, callback });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }
  get pending(): number {
    return this.timers.length;
  }
  advance(ms: number): void {
    this.time += ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= this.time).sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      this.timers = this.timers.filter((timer) => timer !== due);
      due.callback();
    }
  }
}

/** The connection port driven by the test, behaving as the SignalR client does towards its owner. */
class ScriptedConnection implements RealtimeConnection {
  state: RealtimeState = 'Disconnected';
  starts = 0;
  private pendingStart: { resolve: () => void; reject: (error: Error) => void } | null = null;
  private readonly handlers = new Map<string, (payload: never) => void>();
  private reconnecting: ((error?: Error) => void)[] = [];
  private reconnected: (() => void)[] = [];
  private closed: ((error?: Error) => void)[] = [];

  start(): Promise<void> {
    this.starts += 1;
    this.state = 'Connecting';
    return new Promise((resolve, reject) => (this.pendingStart = { resolve, reject }));
  }
  async stop(): Promise<void> {
    this.state = 'Disconnecting';
    // The socket closes on a later turn, and only then is onclose told.
    await new Promise((resolve) => setTimeout(resolve, 0));
    this.state = 'Disconnected';
    for (const handler of this.closed) handler();
  }
  on<K extends RealtimeEventName>(event: K, handler: (payload: RealtimeEvents[K]) => void): void {
    this.handlers.set(event, handler as (payload: never) => void);
  }
  onReconnecting(handler: (error?: Error) => void): void {
    this.reconnecting.push(handler);
  }
  onReconnected(handler: () => void): void {
    this.reconnected.push(handler);
  }
  onClose(handler: (error?: Error) => void): void {
    this.closed.push(handler);
  }

  async succeed(): Promise<void> {
    this.state = 'Connected';
    this.pendingStart?.resolve();
    await Promise.resolve();
  }
  async fail(): Promise<void> {
    this.state = 'Disconnected';
    this.pendingStart?.reject(new Error('negotiate failed'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  emit<K extends RealtimeEventName>(event: K, payload: RealtimeEvents[K]): void {
    (this.handlers.get(event) as ((payload: RealtimeEvents[K]) => void) | undefined)?.(payload);
  }
  lose(): void {
    this.state = 'Reconnecting';
    for (const handler of this.reconnecting) handler(new Error('lost'));
  }
  regain(): void {
    this.state = 'Connected';
    for (const handler of this.reconnected) handler();
  }
  giveUp(): void {
    this.state = 'Disconnected';
    for (const handler of this.closed) handler(new Error('gave up'));
  }
}

function setup() {
  const clock = new ManualClock();
  const logged: string[] = [];
  const logger: Logger = { error: (message) => logged.push(message) };
  const connection = new ScriptedConnection();
  const store = new RealtimeStore(connection, { clock, logger });
  return { clock, logged, connection, store };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RealtimeStore', () => {
  it('goes Disconnected -> Connecting -> Connected on a successful start', async () => {
    const { store, connection } = setup();
    expect(store.state).toBe('Disconnected');
    store.start();
    expect(store.state).toBe('Connecting');
    await connection.succeed();
    await flush();
    expect(store.state).toBe('Connected');
    expect(store.isConnected).toBe(true);
    store.start();
    expect(connection.starts).toBe(1);
  });

  it('logs a failed start as critical and tries again every 5 s until it connects', async () => {
    const { store, connection, clock, logged } = setup();
    store.start();
    await connection.fail();
    expect(store.state).toBe('Disconnected');
    expect(logged).toEqual([HUB_START_FAILED]);
    clock.advance(START_RETRY_MS - 1);
    expect(connection.starts).toBe(1);
    clock.advance(1);
    expect(connection.starts).toBe(2);
    expect(store.state).toBe('Connecting');
    await connection.fail();
    clock.advance(START_RETRY_MS);
    expect(connection.starts).toBe(3);
    await connection.succeed();
    await flush();
    expect(store.state).toBe('Connected');
    expect(logged).toHaveLength(2);
    expect(clock.pending).toBe(0);
  });

  it('stop cancels a pending retry and passes through Disconnecting', async () => {
    const { store, connection, clock } = setup();
    store.start();
    await connection.fail();
    expect(clock.pending).toBe(1);
    await store.stop();
    expect(clock.pending).toBe(0);
    clock.advance(START_RETRY_MS * 3);
    expect(connection.starts).toBe(1);

    store.start();
    await connection.succeed();
    await flush();
    const stopping = store.stop();
    expect(store.state).toBe('Disconnecting');
    await stopping;
    expect(store.state).toBe('Disconnected');
  });

  it('follows reconnecting and runs the reconnect hooks so open views refetch', async () => {
    const { store, connection } = setup();
    const refetched: string[] = [];
    store.start();
    await connection.succeed();
    await flush();
    store.onReconnected(() => refetched.push('sidebar'));
    const unsubscribe = store.onReconnected(() => refetched.push('chat'));
    expect(refetched).toEqual([]);
    connection.lose();
    expect(store.state).toBe('Reconnecting');
    connection.regain();
    expect(store.state).toBe('Connected');
    expect(refetched).toEqual(['sidebar', 'chat']);
    unsubscribe();
    connection.lose();
    connection.regain();
    expect(refetched).toEqual(['sidebar', 'chat', 'sidebar']);
  });

  it('runs a hook registered before the first connection once it connects: what it shows was read unheard', async () => {
    const { store, connection } = setup();
    const refetched: string[] = [];
    store.onReconnected(() => refetched.push('panel'));
    store.start();
    expect(refetched).toEqual([]);
    await connection.succeed();
    await flush();
    expect(refetched).toEqual(['panel']);
    // Connected since: a view opened now hears every event, so nothing more runs until a reconnect.
    store.onReconnected(() => refetched.push('list'));
    expect(refetched).toEqual(['panel']);
    connection.lose();
    connection.regain();
    expect(refetched).toEqual(['panel', 'panel', 'list']);
  });

  it('owes every hook a run after the channel closed, paid when a later start connects', async () => {
    const { store, connection } = setup();
    const refetched: string[] = [];
    store.start();
    await connection.succeed();
    await flush();
    store.onReconnected(() => refetched.push('panel'));
    connection.lose();
    connection.giveUp();
    store.start();
    expect(refetched).toEqual([]);
    await connection.succeed();
    await flush();
    expect(refetched).toEqual(['panel']);
  });

  it('after reconnecting gives up it is Disconnected and a later start connects anew', async () => {
    const { store, connection } = setup();
    store.start();
    await connection.succeed();
    await flush();
    connection.lose();
    connection.giveUp();
    expect(store.state).toBe('Disconnected');
    store.start();
    expect(connection.starts).toBe(2);
  });

  it('dispatches RequestStatusChanged and NewChatMessage to their subscribers only', async () => {
    const { store, connection, logged } = setup();
    const statuses: unknown[] = [];
    const chats: unknown[] = [];
    const stopStatuses = store.subscribe('RequestStatusChanged', (event) => statuses.push(event.status));
    store.subscribe('NewChatMessage', (event) => chats.push(event.requestId));
    store.subscribe('RequestStatusChanged', () => {
      throw new Error('broken subscriber');
    });
    connection.emit('RequestStatusChanged', { status: 'offer_sent', requestId: '42', fkoKey: 'b', bank_uuid: 'u', bank_name: 'Банк' });
    connection.emit('NewChatMessage', { requestId: '43', fkoKey: 'b' });
    expect(statuses).toEqual(['offer_sent']);
    expect(chats).toEqual(['43']);
    expect(logged).toHaveLength(1);
    stopStatuses();
    connection.emit('RequestStatusChanged', { status: 'canceled', requestId: '42', fkoKey: 'b', bank_uuid: 'u', bank_name: 'Банк' });
    expect(statuses).toEqual(['offer_sent']);
  });
});
