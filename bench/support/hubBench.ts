import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

/**
 * What bench/hub.ts and bench/chatMessage.ts share: the server child (bench/support/hubServer.ts, spoken
 * to over IPC), a bare SignalR-protocol hub client, and the loop that times one trigger's arrival at
 * every client.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const recordSeparator = '\u001e';
export const now = () => performance.timeOrigin + performance.now();

export interface Server {
  child: ChildProcess;
  ask<T>(command: Record<string, unknown>, answer: string): Promise<T>;
}

/** Forks bench/support/hubServer.ts and waits for its 'ready' (the app's port and the bare ws server's). */
export async function startServer(): Promise<{ server: Server; port: number; barePort: number }> {
  const child = fork(path.join(here, 'hubServer.ts'), [], { execArgv: ['--import', 'tsx', '--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiters = new Map<string, (message: Record<string, unknown>) => void>();
  let failure: ((error: Error) => void) | null = null;
  child.on('message', (message: Record<string, unknown>) => {
    if (message.type === 'error') failure?.(new Error(String(message.message)));
    const waiter = waiters.get(String(message.type));
    if (waiter) {
      waiters.delete(String(message.type));
      waiter(message);
    }
  });
  const wait = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      failure = reject;
      waiters.set(type, (message) => resolve(message as T));
    });
  const ready = await wait<{ port: number; barePort: number }>('ready');
  const server: Server = {
    child,
    ask: <T>(command: Record<string, unknown>, answer: string) => {
      const answered = wait<T>(answer);
      child.send(command);
      return answered;
    },
  };
  return { server, port: ready.port, barePort: ready.barePort };
}

/** Stops the child the way it cleans up (app, bare server, database, temp folder), then kills it. */
export async function stopServer(server: Server): Promise<void> {
  await server.ask({ type: 'stop' }, 'stopped').catch(() => undefined);
  server.child.kill();
}

export async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The demo agent's bearer token. */
export async function agentToken(base: string): Promise<string> {
  const login = await post<{ data: { token: string } }>(`http://${base}/v1/login/write/creds`, { email: 'admin@garant-broker.ru', password: 'Garant2026', actor: 'agent' });
  return login.data.token;
}

/**
 * A hub client speaking the SignalR JSON protocol over a bare WebSocket (500 full clients would measure
 * the client library). `handlers` by hub target get each record (its JSON text, not parsed: the 500
 * clients only count arrivals, and parsing is left to those that need the arguments).
 */
export async function hubClient(base: string, token: string, handlers: Record<string, (record: string) => void>): Promise<WebSocket> {
  const negotiation = await post<{ connectionToken: string }>(`http://${base}/hubs/notifications/negotiate?negotiateVersion=1`, {}, token);
  const socket = new WebSocket(`ws://${base}/hubs/notifications?id=${encodeURIComponent(negotiation.connectionToken)}&access_token=${encodeURIComponent(token)}`, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ protocol: 'json', version: 1 }) + recordSeparator));
    socket.once('message', (data: WebSocket.RawData) => (String(data as Buffer) === `{}${recordSeparator}` ? resolve() : reject(new Error(`handshake: ${String(data as Buffer)}`))));
  });
  const targets = Object.entries(handlers).map(([target, handler]) => [`"${target}"`, handler] as const);
  socket.on('message', (data: WebSocket.RawData) => {
    for (const record of String(data as Buffer).split(recordSeparator)) {
      for (const [needle, handler] of targets) if (record.includes(needle)) handler(record);
    }
  });
  return socket;
}

/** Arrivals of one trigger: how many are still awaited, since when, and the samples (ms) so far. */
export interface Arrivals {
  expected: number;
  startedAt: number;
  done: () => void;
  samples: number[];
}

export const newArrivals = (): Arrivals => ({ expected: 0, startedAt: 0, done: () => undefined, samples: [] });

/** Records one arrival (trigger → now) and settles the trigger when it was the last one awaited. */
export function arrive(arrivals: Arrivals): void {
  if (arrivals.expected <= 0) return;
  arrivals.samples.push(now() - arrivals.startedAt);
  arrivals.expected -= 1;
  if (arrivals.expected === 0) arrivals.done();
}

/** Sends `count` triggers one after another and times, for each of `expected` arrivals, trigger → arrival. */
export async function measure(count: number, expected: number, trigger: (seq: number) => Promise<void>, arrivals: Arrivals): Promise<number[]> {
  for (let seq = 0; seq < count; seq += 1) {
    const all = new Promise<void>((resolve) => {
      arrivals.expected = expected;
      arrivals.done = resolve;
    });
    arrivals.startedAt = now();
    await trigger(seq);
    await all;
  }
  return arrivals.samples.sort((a, b) => a - b);
}

/** The baseline: `clients` sockets on the child's bare ws server, one frame to all of them per trigger, `count` after `count` of warm-up. */
export async function measureBare(server: Server, barePort: number, clients: number, count: number): Promise<number[]> {
  const sockets: WebSocket[] = [];
  const arrivals = newArrivals();
  try {
    for (let i = 0; i < clients; i += 1) {
      const socket = new WebSocket(`ws://127.0.0.1:${barePort}`, { perMessageDeflate: false });
      await new Promise((resolve) => socket.once('open', resolve));
      socket.on('message', () => arrive(arrivals));
      sockets.push(socket);
    }
    const trigger = (seq: number) => server.ask<void>({ type: 'bare', seq }, 'sent');
    await measure(count, clients, trigger, arrivals);
    arrivals.samples = [];
    return await measure(count, clients, trigger, arrivals);
  } finally {
    for (const socket of sockets) socket.terminate();
  }
}
