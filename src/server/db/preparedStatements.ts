import { createHash } from 'node:crypto';
import type pg from 'pg';

/** `/* prepared:<name> *\/` anywhere in a statement's text marks it for a named prepared statement. */
const marker = /\/\* prepared:([a-z_]+) \*\//;

/**
 * The prepared statement a statement's text asks for, or null for an ordinary one. The name carries a
 * digest of the text, so two texts under one marker never collide on a connection.
 */
export function preparedStatementName(text: string): string | null {
  const found = marker.exec(text);
  if (!found) return null;
  // Marked statements are a handful of fixed texts asked on nearly every call: each is hashed once.
  let name = preparedNames.get(text);
  if (name === undefined) {
    name = `${found[1]}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
    if (preparedNames.size < 1000) preparedNames.set(text, name);
  }
  return name;
}

const preparedNames = new Map<string, string>();

/**
 * A `pg` pool whose clients run marked statements as named prepared statements: PostgreSQL parses and
 * plans them once per connection and then runs the kept plan. Only statements that look a row up by its
 * key and run on nearly every call are marked (the session check, the list version): their plan is the
 * same for any parameter, while a statement whose best plan depends on its parameters (the list page)
 * keeps being planned afresh.
 */
export function withPreparedStatements(pool: pg.Pool) {
  // The pool hands the same client out again and again: it is wrapped once.
  const wrapped = new WeakSet<pg.PoolClient>();
  return {
    async connect(): Promise<pg.PoolClient> {
      const client = await pool.connect();
      if (wrapped.has(client)) return client;
      wrapped.add(client);
      const query = client.query.bind(client) as (config: pg.QueryConfig | string, values?: unknown[]) => Promise<pg.QueryResult>;
      const prepared = (text: pg.QueryConfig | string, values?: unknown[]) => {
        const name = typeof text === 'string' ? preparedStatementName(text) : null;
        return name === null ? query(text, values) : query({ name, text: text as string, values });
      };
      return Object.assign(client, { query: prepared }) as pg.PoolClient;
    },
    end: () => pool.end(),
  };
}

/**
 * A parameter written as an SQL literal for EXECUTE, or null when it cannot be written safely (then the
 * statement runs the ordinary way). Strings are quoted with quotes doubled, which is the whole escaping
 * under standard_conforming_strings (on since PostgreSQL 9.1, and checked before the first PREPARE).
 */
export function sqlLiteral(value: unknown): string | null {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return value.includes('\0') ? null : `'${value.replaceAll("'", "''")}'`;
  return null;
}
