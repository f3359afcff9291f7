import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import type { NotificatorsCountWire, RequestListPageWire, RequestListQueryWire, RequestTabWire } from '../src/domain/wire/requestListWire';
import { openDatabase, type DatabaseOptions } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { seedBulkRequests } from '../src/server/seed/bulk/seedBulkRequests';
import { demoUsers } from '../src/server/seed/demoData';
import { seedDemo } from '../src/server/seed/seedDemo';
import { ms, quantile, type BenchResult } from './benchModule';
import { socketClient } from './support/socketClient';

/**
 * The request list under load: 100 000 requests seeded into a fresh PostgreSQL database, the real server
 * in a child process (bench/support/listServer.ts), the demo agent signed in. Budgets: the list page at
 * no less than a quarter of the requests per second of a bare route of the same process, its p99 within
 * 5 × its p50, the tab counts in one query over the requests, and the same page on PGlite (same data)
 * within 1.5 × PostgreSQL's p50 for a single client.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const requests = Number(process.env.BENCH_LIST_REQUESTS ?? 100_000);
/** An already seeded database to measure again (kept afterwards), instead of seeding a fresh one. */
const reuseUrl = process.env.BENCH_LIST_DATABASE_URL;
const pgliteRequests = Number(process.env.BENCH_LIST_PGLITE_REQUESTS ?? requests);
const concurrency = 16;
// A route of a fresh process answers at a third of its pace for its first several thousand calls (the
// JIT, the young generation growing): each measure warms its own route first, so a page and the bare
// route are both compared warm, and 10 000 calls make a p99 of 100 samples.
const warmup = Number(process.env.BENCH_LIST_WARMUP ?? 10_000);
const measured = Number(process.env.BENCH_LIST_CALLS ?? 10_000);
/** The reference figures without a budget (through fetch, and pages built anew at some 60 a second) take fewer calls. */
const referenceWarmup = 200;
const referenceMeasured = 2000;
const sequentialWarmup = 30;
const sequentialMeasured = 300;
const deepPage = 200;
/** The same generator seed and clock for both databases: PGlite gets the very requests PostgreSQL got. */
const seed = 20_261_122;
const dataNow = new Date();

interface Server {
  child: ChildProcess;
  base: string;
  ask<T>(command: { type: string }, answer: string): Promise<T>;
}

async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const child = fork(path.join(here, 'support', 'listServer.ts'), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiters = new Map<string, (message: Record<string, unknown>) => void>();
  child.on('message', (message: Record<string, unknown>) => {
    const type = String(message['type']);
    if (type === 'error') console.error(message['message']);
    waiters.get(type)?.(message);
    waiters.delete(type);
  });
  const wait = (type: string) => new Promise<Record<string, unknown>>((resolve, reject) => {
    waiters.set(type, resolve);
    child.once('exit', (code) => reject(new Error(`сервер бенчмарка завершился с кодом ${code}`)));
  });
  const ready = await wait('ready');
  return {
    child,
    base: `http://127.0.0.1:${String(ready['port'])}`,
    ask: async <T>(command: { type: string }, answer: string) => {
      const waiting = wait(answer);
      child.send(command);
      return (await waiting) as T;
    },
  };
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  await server.ask({ type: 'stop' }, 'stopped').catch(() => server.child.kill('SIGKILL'));
}

async function call<T>(server: Server, method: 'GET' | 'POST', url: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${server.base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

async function signIn(server: Server): Promise<string> {
  const agent = demoUsers[0]!;
  const answer = await call<{ token: string }>(server, 'POST', '/v1/login/write/creds', null, { email: agent.login, password: agent.password, actor: 'agent' });
  return answer.token;
}

interface Load {
  perSecond: number;
  p50: number;
  p99: number;
}

/** `count` calls after `warm` of warm-up, `parallel` at a time over keep-alive connections. */
async function load(parallel: number, warm: number, count: number, run: () => Promise<unknown>): Promise<Load> {
  const pass = async (total: number, samples: number[] | null) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next < total) {
          next += 1;
          const started = performance.now();
          await run();
          samples?.push(performance.now() - started);
        }
      }),
    );
  };
  await pass(warm, null);
  const samples: number[] = [];
  const started = performance.now();
  await pass(count, samples);
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return { perSecond: count / seconds, p50: quantile(samples, 0.5), p99: quantile(samples, 0.99) };
}

async function seedInto(options: DatabaseOptions, count: number): Promise<number> {
  const database = await openDatabase(options);
  try {
    await migrate(database.db);
    await seedDemo(database.db);
    const done = await seedBulkRequests(database.db, { requests: count, seed, now: dataNow });
    // As after any bulk load: otherwise PostgreSQL's autovacuum takes up the freshly written tables
    // while the pages are measured, and its CPU shows in their p99.
    await sql`vacuum analyze`.execute(database.db);
    return done.elapsedMs;
  } finally {
    await database.close();
  }
}

const list = (query: Partial<RequestListQueryWire>): RequestListQueryWire => ({ tab: 'all', page_number: 1, page_size: 50, ...query });
const perSecond = (value: number) => `${value.toFixed(0)} в с`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} с`;

export default async function bench(): Promise<BenchResult> {
  const name = `Список заявок: ${requests.toLocaleString('ru-RU')} заявок, ${concurrency} клиентов, страница против пустого маршрута; PGlite против PostgreSQL`;
  // Printed as they come too: the whole run takes minutes.
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    console.log(`  … ${line}`);
  };
  let ok = true;
  const databaseName = `bench_list_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'bench-list-'));
  let server: Server | undefined;
  await admin.connect();
  try {
    let url = reuseUrl ?? `${serverUrl}/${databaseName}`;
    if (reuseUrl === undefined) {
      await admin.query(`create database ${databaseName}`);
      url = `${serverUrl}/${databaseName}`;
      const seededPg = await seedInto({ kind: 'postgres', url }, requests);
      say(`Заполнение PostgreSQL: ${requests.toLocaleString('ru-RU')} заявок за ${seconds(seededPg)}`);
    } else {
      say(`PostgreSQL: уже заполненная база ${reuseUrl}`);
    }

    server = await startServer({ BENCH_DATABASE_URL: url });
    const token = await signIn(server);
    const pgServer = server;
    const first = await call<RequestListPageWire>(pgServer, 'POST', '/v1/grid/read/list/groupped', token, list({}));
    const counts = await call<NotificatorsCountWire>(pgServer, 'GET', '/v2/grid/read/list/notificators-count', token);
    const narrow = (Object.entries(counts.counts) as Array<[RequestTabWire, number]>).filter(([tab, n]) => tab !== 'all' && n > 0).sort((a, b) => a[1] - b[1])[0]![0];
    say(`Демо-агент видит ${first.total.toLocaleString('ru-RU')} заявок; вкладки: ${Object.entries(counts.counts).map(([tab, n]) => `${tab} ${n}`).join(', ')}`);

    // A browser's headers: it takes the page compressed, as the server keeps it.
    const lean = socketClient(pgServer.base, { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' });
    const bareCall = lean.prepare('GET', '/v1/bench/bare');
    // The bare route is measured before and after each page and the faster of the two is the baseline: a
    // machine that slows down or speeds up during the run (PostgreSQL's own work after the seeding, the
    // JIT) then never flatters the page.
    const bareLoad = () => load(concurrency, warmup, measured, () => lean.send(bareCall));
    let bare = await bareLoad();
    say(`Пустой маршрут: ${perSecond(bare.perSecond)}, p50 ${ms(bare.p50)}, p99 ${ms(bare.p99)}`);
    const pages: Array<[string, RequestListQueryWire]> = [
      ['вкладка «все», стр. 1', list({})],
      [`вкладка «все», стр. ${deepPage}`, list({ page_number: deepPage })],
      [`вкладка «${narrow}», стр. 1`, list({ tab: narrow })],
    ];
    for (const [label, query] of pages) {
      // The answer decoded and parsed once: a full page of the query, not an error that happens to be fast.
      const checked = await call<RequestListPageWire>(pgServer, 'POST', '/v1/grid/read/list/groupped', token, query);
      if (checked.rows.length !== Math.max(0, Math.min(query.page_size, checked.total - (query.page_number - 1) * query.page_size))) throw new Error(`${label}: неполная страница`);
      const pageCall = lean.prepare('POST', '/v1/grid/read/list/groupped', query);
      const measuredPage = await load(concurrency, warmup, measured, () => lean.send(pageCall));
      const bareAfter = await bareLoad();
      const baseline = Math.max(bare.perSecond, bareAfter.perSecond);
      bare = bareAfter;
      const share = measuredPage.perSecond / baseline;
      const spread = measuredPage.p99 / measuredPage.p50;
      const held = share >= 0.25 && spread <= 5;
      ok &&= held;
      say(
        `${label}: ${perSecond(measuredPage.perSecond)} (${(share * 100).toFixed(1)} % пустого маршрута, ${perSecond(baseline)} — лучший из замеров до и после; бюджет ≥ 25 %), ` +
          `p50 ${ms(measuredPage.p50)}, p99 ${ms(measuredPage.p99)} (p99/p50 ${spread.toFixed(2)}, бюджет ≤ 5)${held ? '' : ' — вне бюджета'}`,
      );
    }
    // For reference, without a budget: the same through fetch, decoding and parsing each answer, as
    // the earlier runs of this benchmark measured (there the client's own thread is the limit).
    const bareFetch = await load(concurrency, referenceWarmup, referenceMeasured, () => call(pgServer, 'GET', '/v1/bench/bare', null));
    const pageFetch = await load(concurrency, referenceWarmup, referenceMeasured, () => call(pgServer, 'POST', '/v1/grid/read/list/groupped', token, list({})));
    say(
      `Справочно, клиент fetch с разбором JSON: пустой маршрут ${perSecond(bareFetch.perSecond)}, вкладка «все», стр. 1 ${perSecond(pageFetch.perSecond)} ` +
        `(${((pageFetch.perSecond / bareFetch.perSecond) * 100).toFixed(1)} %)`,
    );

    // The same pages read again are answered from the kept copy while the list stands still; walking
    // through the first 250 pages in turn builds each anew (more pages than the server keeps), the cost
    // of a first look or of a list that has just changed.
    const pagesOfAll = Math.max(1, Math.min(250, Math.floor(Math.ceil(first.total / 50) / 2)));
    // Each walk has pages of its own, so one walk never finds pages another left kept.
    const fresh = (walk: number) => {
      let next = 0;
      return () => list({ page_number: walk * pagesOfAll + (next++ % pagesOfAll) + 1 });
    };
    const freshPgPage = fresh(0);
    const built = await load(concurrency, referenceWarmup, referenceMeasured, () => lean.send(lean.prepare('POST', '/v1/grid/read/list/groupped', freshPgPage())));
    say(
      `каждая страница строится заново (стр. 1…${pagesOfAll} по очереди): ${perSecond(built.perSecond)} (${((built.perSecond / bare.perSecond) * 100).toFixed(1)} % пустого), ` +
        `p50 ${ms(built.p50)}, p99 ${ms(built.p99)} — справочно, без бюджета`,
    );

    await pgServer.ask({ type: 'queries' }, 'recording');
    await call(pgServer, 'GET', '/v2/grid/read/list/notificators-count', token);
    const countQueries = (await pgServer.ask<{ queries: string[] }>({ type: 'recorded' }, 'recorded')).queries;
    // Read once before: the walk above may have pushed page 1 out, and this line is about a kept page.
    await call(pgServer, 'POST', '/v1/grid/read/list/groupped', token, list({}));
    await pgServer.ask({ type: 'queries' }, 'recording');
    await call(pgServer, 'POST', '/v1/grid/read/list/groupped', token, list({}));
    const pageQueries = (await pgServer.ask<{ queries: string[] }>({ type: 'recorded' }, 'recorded')).queries;
    // The session check reads the organisation's list version (bg_list_version) beside the session: not the requests.
    const overRequests = (queries: string[]) => queries.filter((query) => /\bbg_(?!list_version\b)/.test(query)).length;
    const countsHeld = overRequests(countQueries) === 1;
    ok &&= countsHeld;
    say(`Счётчики вкладок: запросов к БД за вызов — ${countQueries.length}, из них по заявкам — ${overRequests(countQueries)} (бюджет: 1)${countsHeld ? '' : ' — вне бюджета'}; [${countQueries.join(' | ')}]`);
    say(`Сохранённая страница списка: запросов к БД за вызов — ${pageQueries.length}, из них по заявкам — ${overRequests(pageQueries)}`);

    const sequentialPg = await load(1, sequentialWarmup, sequentialMeasured, () => call(pgServer, 'POST', '/v1/grid/read/list/groupped', token, list({})));
    const freshPgSequential = fresh(1);
    const sequentialBuiltPg = await load(1, sequentialWarmup, sequentialMeasured, () => call(pgServer, 'POST', '/v1/grid/read/list/groupped', token, freshPgSequential()));
    lean.close();
    await stopServer(pgServer);
    server = undefined;

    const seededLite = await seedInto({ kind: 'pglite', dataDir: pgliteDir }, pgliteRequests);
    say(`Заполнение PGlite: ${pgliteRequests.toLocaleString('ru-RU')} заявок за ${seconds(seededLite)}${pgliteRequests === requests ? ' (те же заявки, что в PostgreSQL)' : ''}`);
    server = await startServer({ BENCH_PGLITE_DIR: pgliteDir });
    const liteServer = server;
    const liteToken = await signIn(liteServer);
    // Warmed as the PostgreSQL server was by the loads above, then measured alike; 16 clients for reference.
    const liteLean = socketClient(liteServer.base, { authorization: `Bearer ${liteToken}`, 'accept-encoding': 'gzip, deflate, br' });
    const litePage = liteLean.prepare('POST', '/v1/grid/read/list/groupped', list({}));
    const liteLoad = await load(concurrency, warmup, measured, () => liteLean.send(litePage));
    liteLean.close();
    say(`PGlite, ${concurrency} клиентов, вкладка «все», стр. 1: ${perSecond(liteLoad.perSecond)}, p50 ${ms(liteLoad.p50)}, p99 ${ms(liteLoad.p99)} — справочно, без бюджета`);
    const sequentialLite = await load(1, sequentialWarmup, sequentialMeasured, () => call(liteServer, 'POST', '/v1/grid/read/list/groupped', liteToken, list({})));
    const freshLiteSequential = fresh(1);
    const sequentialBuiltLite = await load(1, sequentialWarmup, sequentialMeasured, () => call(liteServer, 'POST', '/v1/grid/read/list/groupped', liteToken, freshLiteSequential()));
    for (const [label, pgLoad, liteLoad] of [
      ['вкладка «все», стр. 1', sequentialPg, sequentialLite],
      ['страницы, построенные заново', sequentialBuiltPg, sequentialBuiltLite],
    ] as const) {
      const liteRatio = liteLoad.p50 / pgLoad.p50;
      const liteHeld = liteRatio <= 1.5;
      ok &&= liteHeld;
      say(
        `Один клиент, ${label}: PostgreSQL p50 ${ms(pgLoad.p50)}, p99 ${ms(pgLoad.p99)}; PGlite p50 ${ms(liteLoad.p50)}, p99 ${ms(liteLoad.p99)}; ` +
          `PGlite/PostgreSQL ${liteRatio.toFixed(2)} (бюджет ≤ 1.5)${liteHeld ? '' : ' — вне бюджета'}`,
      );
    }
    return { name, lines, ok };
  } finally {
    await stopServer(server);
    await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
    await admin.end();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}
