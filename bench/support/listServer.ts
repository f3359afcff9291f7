import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config/loadConfig';
import { openDatabase, type Database } from '../../src/server/db/database';

/**
 * The server side of bench/requestList.ts: the real app on an already seeded database (PostgreSQL by
 * BENCH_DATABASE_URL, else PGlite in BENCH_PGLITE_DIR), listening on a free port, plus the baseline —
 * `GET /v1/bench/bare` answering a constant — registered on the same Fastify instance, so both go through
 * the same process, plugins and hooks. The route lives only here, never in the product's app. Every SQL
 * statement the app sends is heard by the database's `onQuery`; over IPC: 'queries' starts a record, 'recorded'
 * answers what was sent since, 'stop' closes.
 */
type Command = { type: 'queries' } | { type: 'recorded' } | { type: 'stop' };

const send = (message: unknown) => process.send?.(message);

let recording: string[] | null = null;
/** What a statement does and the tables it names: enough to tell the list's own queries from the session check. */
function recordQuery(text: string): void {
  if (!recording) return;
  const tables = [...new Set([...text.matchAll(/\b(bg_[a-z_]+|users|sessions|memberships|organizations|[a-z_]+_permissions)\b/g)].map((match) => match[1]!))];
  recording.push(`${/^\s*(?:\/\*.*?\*\/\s*)?(\w+)/s.exec(text)?.[1] ?? '?'}: ${tables.join(', ')}`);
}

const database: Database = process.env.BENCH_DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL, maxConnections: 16, onQuery: recordQuery })
  : await openDatabase({ kind: 'pglite', dataDir: process.env.BENCH_PGLITE_DIR ?? '', onQuery: recordQuery });
const config = loadConfig({ APP_ENVIRONMENT: 'dev', DIST_DIR: path.join(os.tmpdir(), 'garant-no-dist-here') });
const app = await buildApp({ config, database, logger: false });
app.get('/v1/bench/bare', async () => ({ code: 20000, data: { ok: true } }));
await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', (command: Command) => {
  void (async () => {
    if (command.type === 'queries') {
      recording = [];
      send({ type: 'recording' });
    } else if (command.type === 'recorded') {
      send({ type: 'recorded', queries: recording ?? [] });
      recording = null;
    } else {
      await app.close();
      await database.close();
      send({ type: 'stopped' });
      process.exit(0);
    }
  })().catch((error: unknown) => send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
});

send({ type: 'ready', port: (app.server.address() as AddressInfo).port });
