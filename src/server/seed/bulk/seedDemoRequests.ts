import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { refreshListTabs } from '../../requestList/listTabs';
import { bulkOwners } from './bulkOwners';
import { insertBatch } from './insertBatch';
import { planBatch } from './planBatch';
import { seededRandom } from './seededRandom';

/** The demo list: enough requests of the demo agent's organisation for real paging. */
export const demoRequestCount = 150;
const demoSeed = 20_260_150;
const seedLockKey = 7_331_003;

/**
 * Gives the demo agent's organisation a living request list once: 150 requests of the last 60 days in
 * every raw status, with offers, demands, claims and status histories. The set is drawn from a fixed
 * seed, so its first request's uuid is known: when that request exists the set is there and nothing is
 * added. Returns the new requests' numbers (empty when the set was already there).
 */
export async function seedDemoRequests(db: Db, now: Date = new Date()): Promise<string[]> {
  const owners = await bulkOwners(db, 'broker');
  const planned = planBatch(seededRandom(demoSeed), demoRequestCount, { owners, now, spanDays: 60 });
  return db.transaction().execute(async (trx) => {
    // Two instances starting at once on one PostgreSQL: the second waits and finds the set.
    await sql`select pg_advisory_xact_lock(${seedLockKey})`.execute(trx);
    const first = planned[0]!.uuid;
    const existing = await trx.selectFrom('bg_request').select('id').where('uuid', '=', first).executeTakeFirst();
    if (existing) return [];
    const { requestIds } = await insertBatch(trx, planned);
    await refreshListTabs(trx, requestIds);
    return requestIds;
  });
}
