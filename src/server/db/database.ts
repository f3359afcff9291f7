import path from 'node:path';
import fs from 'node:fs/promises';
import { Kysely, PostgresDialect, type KyselyConfig, type PostgresPool } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './dataDirLock';
import { PglitePool } from './pglitePool';
import { withPreparedStatements } from './preparedStatements';
import type { DB } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: Kysely on top, and how to close what lies beneath. */
export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Kysely<DB>;
  /** PostgreSQL's connection string, for clients of their own (the hub's LISTEN). */
  readonly url?: string;
  /** The embedded instance (PGlite only), for its notifications (the hub's LISTEN). */
  readonly pglite?: PGlite;
  close(): Promise<void>;
}

/** What every kind of database may be opened with. */
interface CommonOptions {
  /** Hears the text of every statement sent, compiled or raw (diagnostics, the list benchmark's count). */
  onQuery?: (sql: string) => void;
}

export type DatabaseOptions = CommonOptions &
  (
    | { kind: 'postgres'; url: string; maxConnections?: number }
    | { kind: 'pglite'; dataDir: string }
    | { kind: 'pglite'; loadDataDir: Blob; dataDir?: undefined }
  );

/** How long a call waits for a pooled connection before it is answered 503. */
export const connectTimeoutMs = 5000;

function logOf(options: CommonOptions): KyselyConfig['log'] {
  const { onQuery } = options;
  return onQuery ? (event) => onQuery(event.query.sql) : undefined;
}

/**
 * Opens PostgreSQL through `pg`, or the embedded PGlite (data kept in `<dataDir>`, or started from a
 * dump for tests), both behind Kysely's own PostgresDialect.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      // A database that does not answer fails the call in a few seconds (503) instead of holding it.
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    });
    // A client that loses its server must not crash the process, idle or checked out (a transaction
    // between two statements when PostgreSQL restarts, fails over or terminates the backend): the query
    // in flight or the next one fails with the cause, and the pool drops the client on release.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) as unknown as PostgresPool }), log: logOf(options) });
    return { kind: 'postgres', db, url: options.url, close: () => db.destroy() };
  }
  let instance: PGlite;
  let lock: DataDirLock | null = null;
  if (options.dataDir !== undefined) {
    await fs.mkdir(path.dirname(path.resolve(options.dataDir)), { recursive: true });
    lock = lockDataDir(options.dataDir);
    try {
      instance = await PGlite.create({ dataDir: options.dataDir });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    instance = await PGlite.create({ loadDataDir: options.loadDataDir });
  }
  const pool = new PglitePool(instance);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as unknown as PostgresPool }), log: logOf(options) });
  return {
    kind: 'pglite',
    db,
    pglite: instance,
    close: async () => {
      try {
        await db.destroy();
      } finally {
        lock?.release();
      }
    },
  };
}
