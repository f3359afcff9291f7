import { sql } from 'kysely';
import type { Db } from './schema';

/** How long spent records are kept before housekeeping deletes them. */
export const retention = {
  rateLimitDays: 1,
  codeDays: 7,
  sessionDays: 30,
  ecpChallengeDays: 1,
} as const;

/**
 * Deletes rate-limit windows, one-time codes, signature challenges and sessions that can no longer matter, so these tables
 * stay small however long the platform runs. Each statement is its own transaction; running it on
 * several instances at once is harmless.
 */
export async function cleanUpSpentRecords(db: Db): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_started_at', '<', sql<Date>`now() - make_interval(days => ${retention.rateLimitDays})`)
    .execute();
  await db
    .deleteFrom('verification_codes')
    .where('expires_at', '<', sql<Date>`now() - make_interval(days => ${retention.codeDays})`)
    .execute();
  await db
    .deleteFrom('ecp_challenge')
    .where('expires_at', '<', sql<Date>`now() - make_interval(days => ${retention.ecpChallengeDays})`)
    .execute();
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', sql<Date>`now() - make_interval(days => ${retention.sessionDays})`),
        eb('revoked_at', '<', sql<Date>`now() - make_interval(days => ${retention.sessionDays})`),
      ]),
    )
    .execute();
}
