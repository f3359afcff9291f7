import { sql } from 'kysely';
import type { Db } from './schema';

/** How long readiness waits for `select 1`: a load balancer asks often and must not pile up calls. */
export const readinessTimeoutMs = 2000;

/**
 * Whether the database answers `select 1` within the timeout. Never throws: a closed pool, a refused
 * connection and a silent server are all a plain false.
 */
export async function databaseAnswers(db: Db, timeoutMs: number = readinessTimeoutMs): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = sql<{ one: number }>`select 1 as one`.execute(db).then(
    (result) => result.rows[0]?.one === 1,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
