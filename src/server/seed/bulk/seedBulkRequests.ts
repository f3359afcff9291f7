import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { refreshListTabs } from '../../requestList/listTabs';
import { bulkOwners } from './bulkOwners';
import { insertBatch, type BatchCounts } from './insertBatch';
import { planBatch } from './planBatch';
import { seededRandom } from './seededRandom';

/** How many requests to make and how they spread. */
export interface BulkSeedOptions {
  requests: number;
  /** Requests per transaction. */
  batchSize?: number;
  /** The generator's seed: a fixed one gives the same data (the demo set); by default a new one each run. */
  seed?: number;
  /** The latest moment of the data; now by default. */
  now?: Date;
  /** How far back the requests were created, in days (three years by default). */
  spanDays?: number;
  /** Seed only this demo organisation (its key in demoData); by default most go to the demo agent's, some to the others. */
  organization?: string;
  /** Told after each committed batch. */
  onBatch?: (done: BatchCounts & { elapsedMs: number }) => void;
}

/**
 * Adds N realistic requests to the database in batches, one transaction per batch with the list's tab
 * flags of its requests (a second run adds N more).
 */
export async function seedBulkRequests(db: Db, options: BulkSeedOptions): Promise<BatchCounts & { elapsedMs: number }> {
  const started = performance.now();
  const random = seededRandom(options.seed ?? Math.floor(Math.random() * 2 ** 32));
  const owners = await bulkOwners(db, options.organization);
  const now = options.now ?? new Date();
  const spanDays = options.spanDays ?? 3 * 365;
  const batchSize = options.batchSize ?? 5000;
  const total: BatchCounts = { requests: 0, subRequests: 0, history: 0, offers: 0 };
  for (let done = 0; done < options.requests; done += batchSize) {
    const planned = planBatch(random, Math.min(batchSize, options.requests - done), { owners, now, spanDays });
    const counts = await db.transaction().execute(async (trx) => {
      const written = await insertBatch(trx, planned);
      // Each batch commits with its tab flags, so the list is right even if a run stops half-way.
      await refreshListTabs(trx, written.requestIds);
      return written;
    });
    total.requests += counts.requests;
    total.subRequests += counts.subRequests;
    total.history += counts.history;
    total.offers += counts.offers;
    options.onBatch?.({ ...total, elapsedMs: performance.now() - started });
  }
  // A bulk load leaves the visibility map unset and the planner's statistics stale until autovacuum comes
  // round: the list's index-only counts would read every heap page (ten times slower at 100 000 requests).
  await sql`vacuum analyze bg_request, bg_request_step, bg_subrequest, bg_subrequest_status, bg_offer, bg_demand, bg_claim`.execute(db);
  return { ...total, elapsedMs: performance.now() - started };
}
