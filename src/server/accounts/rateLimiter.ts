import { sql } from 'kysely';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { Limit } from './limits';

interface WindowRow {
  hits: number;
  retry_after: number;
}

/**
 * Fixed-window counters kept in the database, so every server instance sees the same counts. A bucket
 * is a string such as 'login:account:ivanov@example.ru'.
 */
export class RateLimiter {
  constructor(private readonly db: Executor) {}

  /** Fails with 429 when the bucket already has `max` hits in its current window. */
  async ensureBelow(bucket: string, limit: Limit): Promise<void> {
    const { rows } = await sql<WindowRow>`
      select hits, extract(epoch from (window_started_at + make_interval(secs => ${limit.windowSeconds}) - now()))::float8 as retry_after
      from rate_limits
      where bucket = ${bucket} and window_started_at > now() - make_interval(secs => ${limit.windowSeconds})`.execute(this.db);
    const row = rows[0];
    if (row && row.hits >= limit.max) throw AppError.tooManyAttempts(row.retry_after);
  }

  /** Counts one hit; fails with 429 when the hit goes over `max`. */
  async hit(bucket: string, limit: Limit): Promise<void> {
    const row = await this.record(bucket, limit);
    if (row.hits > limit.max) throw AppError.tooManyAttempts(row.retry_after);
  }

  /** Counts one hit without failing (a failed login is counted, then answered with its own message). */
  async record(bucket: string, limit: Limit): Promise<WindowRow> {
    const window = sql`make_interval(secs => ${limit.windowSeconds})`;
    const { rows } = await sql<WindowRow>`
      insert into rate_limits as r (bucket, window_started_at, hits) values (${bucket}, now(), 1)
      on conflict (bucket) do update set
        hits = case when r.window_started_at <= now() - ${window} then 1 else r.hits + 1 end,
        window_started_at = case when r.window_started_at <= now() - ${window} then now() else r.window_started_at end
      returning hits, extract(epoch from (window_started_at + ${window} - now()))::float8 as retry_after`.execute(this.db);
    const row = rows[0];
    if (!row) throw new Error('rate limit upsert returned nothing');
    return row;
  }

  async reset(bucket: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
  }
}
