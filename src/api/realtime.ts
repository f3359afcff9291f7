import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { ActState } from '../domain/wire/revisionWire';

/** The hub's path under the API base (spec-2 §7.7; never shown to the user). */
export const HUB_PATH = 'hubs/notifications';

/** Spec-2 §9 "Real-time reconnect delays": 0, 2 s, 10 s, 30 s, then stop. */
export const RECONNECT_DELAYS_MS = [0, 2000, 10000, 30000] as const;
export const SERVER_TIMEOUT_MS = 30000;
export const KEEP_ALIVE_MS = 15000;

/** The five connection states of the real-time channel (spec-1 "Push events"). */
export type RealtimeState = 'Disconnected' | 'Connecting' | 'Connected' | 'Reconnecting' | 'Disconnecting';

/** RequestStatusChanged: a request's status moved (spec-2 §4). */
export interface RequestStatusChangedEvent {
  status: string;
  requestId: string;
  /** The bank's key. */
  fkoKey: string | null;
  bank_uuid: string | null;
  bank_name: string | null;
}

/** NewChatMessage: a bank chat of a request has a new message. */
export interface NewChatMessageEvent {
  requestId: string;
  fkoKey: string | null;
}

/** RevisionActChanged: an act of mutual settlements of the user's organisation was formed or moved (docs/revisions.md). */
export interface RevisionActChangedEvent {
  actUuid: string;
  /** YYYY-MM */
  period: string;
  state: ActState;
}

export interface RealtimeEvents {
  RequestStatusChanged: RequestStatusChangedEvent;
  NewChatMessage: NewChatMessageEvent;
  RevisionActChanged: RevisionActChangedEvent;
}

export type RealtimeEventName = keyof RealtimeEvents;

/** The real-time channel as the runtime sees it; the SignalR client behind it lives only here. */
export interface RealtimeConnection {
  readonly state: RealtimeState;
  start(): Promise<void>;
  stop(): Promise<void>;
  on<K extends RealtimeEventName>(event: K, handler: (payload: RealtimeEvents[K]) => void): void;
  onReconnecting(handler: (error?: Error) => void): void;
  onReconnected(handler: () => void): void;
  onClose(handler: (error?: Error) => void): void;
}

export interface RealtimeSettings {
  /** API base address (config `api_base`): `/…` or `http(s)://…`. */
  baseURL: string;
  /** The bearer token from local storage, read at every (re)connect. */
  token(): string | null;
}

/** The hub's full address under the API base, with exactly one slash between them. */
export function hubUrl(baseURL: string): string {
  return `${baseURL.replace(/\/+$/, '')}/${HUB_PATH}`;
}

/** The SignalR connection with the spec's reconnect delays, timeouts and the bearer token. */
export function createRealtimeConnection(settings: RealtimeSettings): RealtimeConnection {
  const connection: HubConnection = new HubConnectionBuilder()
    .withUrl(hubUrl(settings.baseURL), {
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => settings.token() ?? '',
    })
    .withAutomaticReconnect([...RECONNECT_DELAYS_MS])
    .configureLogging(LogLevel.None)
    .build();
  connection.serverTimeoutInMilliseconds = SERVER_TIMEOUT_MS;
  connection.keepAliveIntervalInMilliseconds = KEEP_ALIVE_MS;
  return {
    get state() {
      return connection.state as RealtimeState;
    },
    start: () => connection.start(),
    stop: () => connection.stop(),
    on: (event, handler) => connection.on(event, handler as (payload: unknown) => void),
    onReconnecting: (handler) => connection.onreconnecting(handler),
    onReconnected: (handler) => connection.onreconnected(() => handler()),
    onClose: (handler) => connection.onclose(handler),
  };
}
