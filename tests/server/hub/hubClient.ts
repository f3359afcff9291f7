import type { AddressInfo } from 'node:net';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll } from 'vitest';

/** Listens on a random local port and returns the base address. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

/** The real SignalR client, set up as the browser's (JSON protocol over WebSockets). */
export function hubConnection(
  baseUrl: string,
  token: string | null,
  options: { reconnect?: boolean; serverTimeoutMs?: number; keepAliveMs?: number } = {},
): HubConnection {
  let builder = new HubConnectionBuilder()
    .withUrl(`${baseUrl}/hubs/notifications`, {
      transport: HttpTransportType.WebSockets,
      ...(token === null ? {} : { accessTokenFactory: () => token }),
    })
    .configureLogging(LogLevel.None);
  if (options.reconnect) builder = builder.withAutomaticReconnect([0, 2000, 10000, 30000]);
  const connection = builder.build();
  connection.serverTimeoutInMilliseconds = options.serverTimeoutMs ?? 30000;
  connection.keepAliveIntervalInMilliseconds = options.keepAliveMs ?? 15000;
  return connection;
}

/** Collects every call of one hub method. */
export function collect(connection: HubConnection, target: string): unknown[] {
  const received: unknown[] = [];
  connection.on(target, (payload: unknown) => received.push(payload));
  return received;
}

/** Waits until the condition holds, polling; fails after the timeout. */
export async function eventually(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A suite's hub: the app of `ctx` listening on a local port, a second instance on the same database
 * (for pushes and endings that come from another instance), and the started connections, stopped
 * after each test.
 */
export function hubTestBed(ctx: { app: FastifyInstance; build(): Promise<FastifyInstance> }) {
  const open: HubConnection[] = [];
  const bed = {
    baseUrl: '',
    otherInstance: undefined as unknown as FastifyInstance,
    /** The real client of a signed-in user, started. */
    async connect(token: string): Promise<HubConnection> {
      const connection = hubConnection(bed.baseUrl, token);
      open.push(connection);
      await connection.start();
      return connection;
    },
  };
  beforeAll(async () => {
    bed.baseUrl = await listen(ctx.app);
    bed.otherInstance = await ctx.build();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((connection) => connection.stop()));
  });
  return bed;
}
