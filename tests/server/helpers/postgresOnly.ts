import { describe } from 'vitest';

/**
 * Declares a suite that needs a real PostgreSQL (several processes on one database, advisory locks):
 * it runs when DATABASE_URL is set and is otherwise declared skipped with one printed line, so a
 * machine without PostgreSQL still passes and says what it did not run.
 */
export function describeOnPostgres(title: string, define: () => void): void {
  const missing = !process.env.DATABASE_URL;
  if (missing) console.log(`Skipped "${title}": it needs a real PostgreSQL and DATABASE_URL is not set`);
  describe.skipIf(missing)(title, define);
}
