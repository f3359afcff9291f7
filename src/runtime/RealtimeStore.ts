import { makeAutoObservable } from 'mobx';
import type { RealtimeConnection, RealtimeEventName, RealtimeEvents, RealtimeState } from '../api/realtime';
import type { Clock, Logger } from './ports';

/** Spec-2 §9: a failed first start is tried again after 5 s (automatic reconnect does not cover it). */
export const START_RETRY_MS = 5000;

/** Spec-2 §8 "Notification hub connection fails": logged as critical. */
export const HUB_START_FAILED = 'Критическая ошибка: не удалось подключиться к хабу уведомлений, повтор через 5 секунд';
const HANDLER_FAILED = 'Обработчик события хаба уведомлений завершился ошибкой';

type Handler<K extends RealtimeEventName> = (payload: RealtimeEvents[K]) => void;

/** A reconnect hook, and whether it is owed a run when the channel next comes up. */
interface ReconnectHook {
  readonly run: () => void;
  /** Registered while the channel was down, or the channel closed since: events may have gone unheard. */
  owed: boolean;
}

/**
 * The real-time channel of the app: its connection state, a start that keeps trying every 5 s until
 * it succeeds or is stopped, the events dispatched to whoever subscribed, and a hook after every
 * reconnect so that stores refetch what is open (events sent while away are not replayed).
 *
 * A hook also runs once when a start connects, if it was registered while the channel was down: the
 * screen it guards was read before events could reach it, and an event sent in between is lost (seen:
 * a bank chosen in another tab while the first connection was still negotiating never showed).
 */
export class RealtimeStore {
  state: RealtimeState = 'Disconnected';
  private readonly connection: RealtimeConnection;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private wanted = false;
  private retry: unknown = null;
  private readonly handlers: { [K in RealtimeEventName]: Set<Handler<K>> } = { RequestStatusChanged: new Set(), NewChatMessage: new Set(), RevisionActChanged: new Set() };
  private readonly reconnectHooks = new Set<ReconnectHook>();

  constructor(connection: RealtimeConnection, ports: { clock: Clock; logger: Logger }) {
    this.connection = connection;
    this.clock = ports.clock;
    this.logger = ports.logger;
    makeAutoObservable<RealtimeStore, 'connection' | 'clock' | 'logger' | 'wanted' | 'retry' | 'handlers' | 'reconnectHooks'>(
      this,
      { connection: false, clock: false, logger: false, wanted: false, retry: false, handlers: false, reconnectHooks: false },
      { autoBind: true },
    );
    connection.on('RequestStatusChanged', (payload) => this.dispatch('RequestStatusChanged', payload));
    connection.on('NewChatMessage', (payload) => this.dispatch('NewChatMessage', payload));
    connection.on('RevisionActChanged', (payload) => this.dispatch('RevisionActChanged', payload));
    connection.onReconnecting(() => this.setState('Reconnecting'));
    connection.onReconnected(() => {
      this.setState('Connected');
      this.runHooks(() => true);
    });
    // Reconnecting gave up (or the server ended the session): a later start() begins anew.
    connection.onClose(() => this.closed());
  }

  get isConnected(): boolean {
    return this.state === 'Connected';
  }

  /** Connects (for a signed-in user); a failure is logged and tried again every 5 s. */
  start(): void {
    if (this.wanted) return;
    this.wanted = true;
    this.attempt();
  }

  /** Disconnects (sign-out) and cancels a pending retry. */
  async stop(): Promise<void> {
    this.wanted = false;
    this.cancelRetry();
    if (this.connection.state === 'Disconnected') {
      this.setState('Disconnected');
      return;
    }
    this.setState('Disconnecting');
    try {
      await this.connection.stop();
    } finally {
      this.setState('Disconnected');
    }
  }

  /** Calls the handler for every event of that name; returns an unsubscribe. */
  subscribe<K extends RealtimeEventName>(event: K, handler: Handler<K>): () => void {
    const set = this.handlers[event] as Set<Handler<K>>;
    set.add(handler);
    return () => set.delete(handler);
  }

  /** Runs the hook after every automatic reconnect; returns an unsubscribe. */
  onReconnected(hook: () => void): () => void {
    const entry: ReconnectHook = { run: hook, owed: this.state !== 'Connected' };
    this.reconnectHooks.add(entry);
    return () => this.reconnectHooks.delete(entry);
  }

  private attempt(): void {
    this.retry = null;
    if (!this.wanted) return;
    this.setState('Connecting');
    this.connection.start().then(
      () => {
        this.setState(this.wanted ? 'Connected' : this.connection.state);
        if (this.state === 'Connected') this.runHooks((hook) => hook.owed);
      },
      (error: unknown) => {
        this.setState('Disconnected');
        if (!this.wanted) return;
        this.logger.error(HUB_START_FAILED, error);
        this.retry = this.clock.setTimeout(this.attempt, START_RETRY_MS);
      },
    );
  }

  private closed(): void {
    for (const hook of this.reconnectHooks) hook.owed = true;
    this.wanted = false;
    this.cancelRetry();
    this.setState('Disconnected');
  }

  private cancelRetry(): void {
    if (this.retry !== null) this.clock.clearTimeout(this.retry);
    this.retry = null;
  }

  private runHooks(which: (hook: ReconnectHook) => boolean): void {
    for (const hook of [...this.reconnectHooks]) {
      if (!which(hook)) continue;
      hook.owed = false;
      this.safely(hook.run);
    }
  }

  private setState(state: RealtimeState): void {
    this.state = state;
  }

  private dispatch<K extends RealtimeEventName>(event: K, payload: RealtimeEvents[K]): void {
    for (const handler of [...(this.handlers[event] as Set<Handler<K>>)]) this.safely(() => handler(payload));
  }

  private safely(action: () => void): void {
    try {
      action();
    } catch (error) {
      this.logger.error(HANDLER_FAILED, error);
    }
  }
}
