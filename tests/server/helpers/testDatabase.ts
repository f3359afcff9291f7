import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseKind } from '../../../src/server/db/database';
import { listMigrations, migrate } from '../../../src/server/db/migrate';
import { PglitePool } from '../../../src/server/db/pglitePool';
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import type { DB } from '../../../src/server/db/schema';

/**
 * A migrated PGlite data directory, made once per set of migrations and kept in the temp folder:
 * starting a test database from it takes about half a second instead of three.
 */
export async function migratedDump(): Promise<Blob> {
  const migrations = listMigrations();
  const key = createHash('sha256')
    .update(migrations.map((migration) => `${migration.version}:${migration.sql}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(os.tmpdir(), `garant-pglite-migrated-${key}.tgz`);
  if (!fs.existsSync(file)) {
    const instance = await PGlite.create();
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new PglitePool(instance) as unknown as PostgresPool }) });
    await migrate(db, migrations);
    const dump = await instance.dumpDataDir('gzip');
    await db.destroy();
    // Written aside and renamed, so a parallel test file never reads half a dump.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

/** A fresh, migrated database for one test file, and how to get rid of it. */
export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Opens a fresh database of the given kind: PGlite from the dump, or a new PostgreSQL database t_<random>. */
export async function openTestDatabase(kind: DatabaseKind, options: { migrated?: boolean } = {}): Promise<TestDatabase & { url?: string }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', loadDataDir: await migratedDump() });
    return { database, dispose: () => database.close() };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, name), maxConnections: 4 });
  if (options.migrated !== false) await migrate(database.db);
  return {
    database,
    url: withDatabaseName(url, name),
    async dispose() {
      await database.close();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

/** The kinds of database the server suites run against: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}
