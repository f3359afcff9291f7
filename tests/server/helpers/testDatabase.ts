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
  const key = migrationsKey();
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

/**
 * A migrated PostgreSQL database kept as a template, one per set of migrations: a suite's database is
 * copied from it (`create database … template …`) instead of being migrated again. Made under a
 * temporary name and renamed, so parallel test files never copy a half-migrated one. Templates of other
 * sets of migrations stay (another checkout on the same server may be using one; each is a few MB).
 */
let templateName: Promise<string> | undefined;
function migratedTemplate(url: string): Promise<string> {
  templateName ??= makeMigratedTemplate(url);
  return templateName;
}

async function makeMigratedTemplate(url: string): Promise<string> {
  const name = `t_template_${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const existing = await admin.query(`select 1 from pg_database where datname = $1`, [name]);
    if (existing.rowCount) return name;
    const building = `${name}_building_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, building), maxConnections: 1 });
    await migrate(database.db);
    await database.close();
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch {
      // Another test file finished the same template first: its copy is as good as ours.
      await admin.query(`drop database if exists ${building} with (force)`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** A short hash of the migrations' versions and text: a new or changed migration makes a new template. */
function migrationsKey(): string {
  return createHash('sha256')
    .update(
      listMigrations()
        .map((migration) => `${migration.version}:${migration.sql}`)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 16);
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
  const migrated = options.migrated !== false;
  const template = migrated ? await migratedTemplate(url) : 'template1';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, name), maxConnections: 4 });
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
