import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const fileName = /^(\d{3})_([a-z0-9_]+)\.sql$/;

/** Key of the advisory lock that keeps two instances starting at once from migrating together. */
const migrationLockKey = 7_331_001;

/** The numbered SQL files under db/migrations, in order. */
export function listMigrations(dir: string = migrationsDir): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .map((file) => ({ file, match: fileName.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      version: Number(match[1]),
      name: match[2] ?? file,
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`Миграции должны идти по порядку без пропусков: ожидалась ${index + 1}, найдена ${migration.version}`);
    }
  });
  return migrations;
}

/**
 * Applies the pending migrations in one transaction, under an advisory lock, and records each one.
 * Returns the versions it applied.
 */
export async function migrate(db: Kysely<DB>, migrations: readonly Migration[] = listMigrations()): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${migrationLockKey})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const applied = new Set((await trx.selectFrom('schema_migrations').select('version').execute()).map((row) => row.version));
    const done: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await sql.raw(migration.sql).execute(trx);
      await trx.insertInto('schema_migrations').values({ version: migration.version, name: migration.name }).execute();
      done.push(migration.version);
    }
    return done;
  });
}
