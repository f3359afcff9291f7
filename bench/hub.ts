import type WebSocket from 'ws';
import { ms, quantile, type BenchResult } from './benchModule';
import { agentToken, arrive, hubClient, measure, measureBare, newArrivals, startServer, stopServer } from './support/hubBench';

/** Budgets of the banks issue: event p95 within 100 ms at 500 clients, at most 10 KB per idle connection. */
const clients = 500;
const budgetP95Ms = 100;
const budgetBytesPerConnection = 10 * 1024;
const changes = 40;

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
    const token = await agentToken(base);
    const arrivals = newArrivals();

    const before = await server.ask<{ heapUsed: number; external: number; gc: boolean }>({ type: 'memory' }, 'memory');
    for (let i = 0; i < clients; i += 1) sockets.push(await hubClient(base, token, { RequestStatusChanged: () => arrive(arrivals) }));
    const after = await server.ask<{ heapUsed: number; external: number }>({ type: 'memory' }, 'memory');
    const perConnection = (after.heapUsed + after.external - (before.heapUsed + before.external)) / clients;

    // Warm-up: the first changes compile queries and fill caches.
    const move = (seq: number) => server.ask<void>({ type: 'move', seq }, 'moved');
    await measure(changes, clients, move, arrivals);
    arrivals.samples = [];
    const hubSamples = await measure(changes, clients, move, arrivals);
    const bareSamples = await measureBare(server, barePort, clients, changes);

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
    await stopServer(server);
  }
}
