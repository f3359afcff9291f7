import { sql } from 'kysely';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { Limit } from './limits';

interface WindowRow {
  hits: number;
  retry_after: number;
}

/** A bucket and the limit that applies to it. */
export interface Guard {
  bucket: string;
  limit: Limit;
}

/** A hit taken from a bucket's window, so it can be given back in that same window. */
interface TakenHit {
  bucket: string;
  /** The window's start as PostgreSQL prints it (microseconds kept, so equality holds). */
  windowStartedAt: string;
}

/**
 * Attempts taken before the work they guard (a password check, a code comparison). A failed attempt
 * simply stays counted; a successful one is given back, so only failures use up the limit.
 */
export class Attempt {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly taken: readonly TakenHit[],
  ) {}

  /** The attempt succeeded: its hits no longer count. */
  async succeeded(): Promise<void> {
    for (const hit of this.taken) await this.limiter.giveBack(hit);
  }
}

/**
 * Fixed-window counters kept in the database, so every server instance sees the same counts. A bucket
 * is a string such as 'login:account:ivanov@example.ru'.
 */
export class RateLimiter {
  constructor(private readonly db: Executor) {}

  /**
   * Takes one hit from every bucket, or none: the count and the decision are one statement per bucket
   * (the row lock of the upsert orders parallel callers), so N parallel attempts never get more than
   * `max` hits through. Fails with 429 when any bucket is full; the hits taken before it are given back.
   */
  async take(guards: readonly Guard[]): Promise<Attempt> {
    const taken: TakenHit[] = [];
    for (const guard of guards) {
      const hit = await this.takeOne(guard);
      if (hit === null) {
        for (const earlier of taken) await this.giveBack(earlier);
        throw AppError.tooManyAttempts(await this.retryAfter(guard));
      }
      taken.push(hit);
    }
    return new Attempt(this, taken);
  }

  /** Counts one hit; fails with 429 when the bucket is already full (the refused hit is not counted). */
  async hit(bucket: string, limit: Limit): Promise<void> {
    await this.take([{ bucket, limit }]);
  }

  async reset(bucket: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
  }

  /** Gives a hit back to the window it was taken from (a newer window is left alone). */
  async giveBack(hit: TakenHit): Promise<void> {
    await sql`
      update rate_limits set hits = hits - 1
      where bucket = ${hit.bucket} and window_started_at = ${hit.windowStartedAt}::timestamptz and hits > 0`.execute(this.db);
  }

  /**
   * The upsert updates only while the window has room (or has expired); a full bucket matches the
   * conflict but not the WHERE, so no row comes back and the hit is refused.
   */
  private async takeOne({ bucket, limit }: Guard): Promise<TakenHit | null> {
    const window = sql`make_interval(secs => ${limit.windowSeconds})`;
    const { rows } = await sql<{ started: string }>`
      insert into rate_limits as r (bucket, window_started_at, hits) values (${bucket}, now(), 1)
      on conflict (bucket) do update set
        hits = case when r.window_started_at <= now() - ${window} then 1 else r.hits + 1 end,
        window_started_at = case when r.window_started_at <= now() - ${window} then now() else r.window_started_at end
      where r.hits < ${limit.max} or r.window_started_at <= now() - ${window}
      returning window_started_at::text as started`.execute(this.db);
    const row = rows[0];
    return row ? { bucket, windowStartedAt: row.started } : null;
  }

  private async retryAfter({ bucket, limit }: Guard): Promise<number> {
    const { rows } = await sql<WindowRow>`
      select hits, extract(epoch from (window_started_at + make_interval(secs => ${limit.windowSeconds}) - now()))::float8 as retry_after
      from rate_limits where bucket = ${bucket}`.execute(this.db);
    return Math.max(1, rows[0]?.retry_after ?? limit.windowSeconds);
  }
}
