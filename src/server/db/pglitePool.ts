import type { PGlite } from '@electric-sql/pglite';

interface QueryResult {
  command: string | undefined;
  rowCount: number | undefined;
  rows: unknown[];
}

/** The part of a `pg` pool client that Kysely's PostgresDialect uses. */
export interface PoolClientLike {
  query(sql: string, parameters: readonly unknown[]): Promise<QueryResult>;
  release(): void;
}

/**
 * A `pg`-pool-shaped wrapper around one PGlite instance, so Kysely's own PostgresDialect drives it.
 * PGlite is a single connection: the lock hands it to one borrower at a time, which keeps a
 * transaction's statements together (Kysely holds the client from BEGIN to COMMIT).
 */
export class PglitePool {
  readonly #db: PGlite;
  #tail: Promise<void> = Promise.resolve();
  #ended = false;

  constructor(db: PGlite) {
    this.#db = db;
  }

  async connect(): Promise<PoolClientLike> {
    if (this.#ended) throw new Error('PGlite pool is closed');
    let unlock!: () => void;
    const previous = this.#tail;
    this.#tail = new Promise<void>((resolve) => (unlock = resolve));
    await previous;
    let released = false;
    const db = this.#db;
    return {
      async query(sql, parameters) {
        // Without parameters the simple protocol runs, which also accepts several statements (a
        // migration file); its last result is the one Kysely wants.
        const result = parameters.length === 0 ? (await db.exec(sql)).at(-1) : await db.query(sql, [...parameters]);
        return { command: result?.command, rowCount: result?.rowCount ?? result?.affectedRows, rows: result?.rows ?? [] };
      },
      release() {
        if (released) return;
        released = true;
        unlock();
      },
    };
  }

  /** Waits for the current borrower, then closes PGlite. */
  async end(): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    await this.#tail;
    await this.#db.close();
  }
}
