import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { ms, quantile, type BenchResult } from './benchModule';

/** Budgets of the banks issue: event p95 within 100 ms at 500 clients, at most 10 KB per idle connection. */
const clients = 500;
const budgetP95Ms = 100;
const budgetBytesPerConnection = 10 * 1024;
const changes = 40;
const recordSeparator = '\u001e';

const here = path.dirname(fileURLToPath(import.meta.url));
const now = () => performance.timeOrigin + performance.now();

interface Server {
  child: ChildProcess;
  ask<T>(command: Record<string, unknown>, answer: string): Promise<T>;
}

async function startServer(): Promise<{ server: Server; port: number; barePort: number }> {
  const child = fork(path.join(here, 'support', 'hubServer.ts'), [], { execArgv: ['--import', 'tsx', '--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
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

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A hub client speaking the SignalR JSON protocol over a bare WebSocket (500 full clients would measure the client library). */
async function hubClient(base: string, token: string, onEvent: () => void): Promise<WebSocket> {
  const negotiation = await post<{ connectionToken: string }>(`http://${base}/hubs/notifications/negotiate?negotiateVersion=1`, {}, token);
  const socket = new WebSocket(`ws://${base}/hubs/notifications?id=${encodeURIComponent(negotiation.connectionToken)}&access_token=${encodeURIComponent(token)}`, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ protocol: 'json', version: 1 }) + recordSeparator));
    socket.once('message', (data: WebSocket.RawData) => (String(data as Buffer) === `{}${recordSeparator}` ? resolve() : reject(new Error(`handshake: ${String(data as Buffer)}`))));
  });
  socket.on('message', (data: WebSocket.RawData) => {
    for (const record of String(data as Buffer).split(recordSeparator)) {
      if (record.includes('"RequestStatusChanged"')) onEvent();
    }
  });
  return socket;
}

/** Sends `changes` triggers one after another and times, for every client, trigger → event arrival. */
async function measure(trigger: (seq: number) => Promise<void>, arrivals: { expected: number; startedAt: number; done: () => void; samples: number[] }): Promise<number[]> {
  for (let seq = 0; seq < changes; seq += 1) {
    const all = new Promise<void>((resolve) => {
      arrivals.expected = clients;
      arrivals.done = resolve;
    });
    arrivals.startedAt = now();
    await trigger(seq);
    await all;
  }
  return arrivals.samples.sort((a, b) => a - b);
}

/**
 * The hub under load, with the server in a child process: 500 connected clients of one organisation,
 * 40 sub-request status changes (a transaction with history and NOTIFY, fanned out by LISTEN), each
 * timed from the trigger to its arrival at every client; against a bare `ws` server sending one frame
 * to 500 sockets, in the same run. Memory: the server's heap + external after a full GC, before and
 * after the 500 idle connections.
 */
export default async function bench(): Promise<BenchResult> {
  const { server, port, barePort } = await startServer();
  const sockets: WebSocket[] = [];
  try {
    const base = `127.0.0.1:${port}`;
    const login = await post<{ data: { token: string } }>(`http://${base}/v1/login/write/creds`, { email: 'admin@garant-broker.ru', password: 'Garant2026', actor: 'agent' });
    const token = login.data.token;

    const arrivals = { expected: 0, startedAt: 0, done: () => undefined as void, samples: [] as number[] };
    const onEvent = () => {
      arrivals.samples.push(now() - arrivals.startedAt);
      arrivals.expected -= 1;
      if (arrivals.expected === 0) arrivals.done();
    };

    const before = await server.ask<{ heapUsed: number; external: number; gc: boolean }>({ type: 'memory' }, 'memory');
    for (let i = 0; i < clients; i += 1) sockets.push(await hubClient(base, token, onEvent));
    const after = await server.ask<{ heapUsed: number; external: number }>({ type: 'memory' }, 'memory');
    const perConnection = (after.heapUsed + after.external - (before.heapUsed + before.external)) / clients;

    // Warm-up: the first changes compile queries and fill caches.
    await measure((seq) => server.ask({ type: 'move', seq }, 'moved'), arrivals);
    arrivals.samples = [];
    const hubSamples = await measure((seq) => server.ask({ type: 'move', seq }, 'moved'), arrivals);

    const bareSockets: WebSocket[] = [];
    const bareArrivals = { expected: 0, startedAt: 0, done: () => undefined as void, samples: [] as number[] };
    for (let i = 0; i < clients; i += 1) {
      const socket = new WebSocket(`ws://127.0.0.1:${barePort}`, { perMessageDeflate: false });
      await new Promise((resolve) => socket.once('open', resolve));
      socket.on('message', () => {
        bareArrivals.samples.push(now() - bareArrivals.startedAt);
        bareArrivals.expected -= 1;
        if (bareArrivals.expected === 0) bareArrivals.done();
      });
      bareSockets.push(socket);
    }
    await measure((seq) => server.ask({ type: 'bare', seq }, 'sent'), bareArrivals);
    bareArrivals.samples = [];
    const bareSamples = await measure((seq) => server.ask({ type: 'bare', seq }, 'sent'), bareArrivals);
    for (const socket of bareSockets) socket.terminate();

    const p50 = quantile(hubSamples, 0.5);
    const p95 = quantile(hubSamples, 0.95);
    const b50 = quantile(bareSamples, 0.5);
    const b95 = quantile(bareSamples, 0.95);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} КБ`;
    return {
      name: `Хаб уведомлений: смена статуса → событие у ${clients} клиентов; память на соединение`,
      ok: p95 <= budgetP95Ms && perConnection <= budgetBytesPerConnection,
      lines: [
        `смен статуса: ${changes} (после ${changes} на разогрев), событий: ${hubSamples.length}`,
        `хаб (транзакция, история, NOTIFY/LISTEN, протокол SignalR): p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(hubSamples.at(-1)!)} (бюджет p95 ≤ ${budgetP95Ms} мс)`,
        `голый ws-сервер, один кадр на ${clients} сокетов: p50 ${ms(b50)}, p95 ${ms(b95)}; отношение p95 ${(p95 / b95).toFixed(1)}×`,
        `память сервера на простаивающее соединение (heap + external после GC${before.gc ? '' : ', без --expose-gc'}): ${kb(perConnection)} (бюджет ≤ 10 КБ)`,
      ],
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.ask({ type: 'stop' }, 'stopped').catch(() => undefined);
    server.child.kill();
  }
}
