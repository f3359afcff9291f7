import { sql } from 'kysely';
import type { BannerWire } from '../../domain/wire/bannersWire';
import type { AuthContext } from '../accounts/sessions';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { bannerTexts } from './texts';

type Viewer = Pick<AuthContext, 'userId' | 'organizationId' | 'actor'>;

/**
 * The live plates addressed to the viewer: not withdrawn, for his cabinet's audience (an agent's
 * session: `agents`, a client's: `clients`, and `all`), for every organisation or for his by INN.
 */
function addressedTo(db: Executor, viewer: Viewer) {
  const audience = viewer.actor === 'client' ? 'clients' : 'agents';
  const inn = db.selectFrom('organizations').select('inn').where('id', '=', viewer.organizationId);
  return db
    .selectFrom('banner as b')
    .where('b.withdrawn_at', 'is', null)
    .where('b.audience', 'in', ['all', audience])
    .where((eb) => eb.or([eb('b.organization_inn', 'is', null), eb('b.organization_inn', '=', inn)]));
}

/**
 * GET /v2/notification/read/alerts (spec-2 §4.4): the plates the viewer has not closed, newest first,
 * with the content as stored (sanitised when published).
 */
export async function readBanners(db: Db, viewer: Viewer): Promise<BannerWire[]> {
  const rows = await addressedTo(db, viewer)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('banner_closure as c').select('c.banner_id').whereRef('c.banner_id', '=', 'b.id').where('c.user_id', '=', viewer.userId))),
    )
    .select(['b.id', 'b.content', 'b.type', 'b.closable'])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), content: row.content, type: row.type, closable: row.closable }));
}

/**
 * POST /v2/notification/write/alerts/{id}/wast: the viewer closes a plate, for good and on every device.
 * A plate that is not addressed to him (or does not exist, or was withdrawn) is 404; one that cannot be
 * closed is 409. Closing twice is closing once.
 */
export async function closeBanner(db: Db, viewer: Viewer, id: number): Promise<{ id: number; closed: true }> {
  return db.transaction().execute(async (trx) => {
    const banner = await addressedTo(trx, viewer).select(['b.id', 'b.closable']).where('b.id', '=', String(id)).executeTakeFirst();
    if (!banner) throw AppError.notFound(bannerTexts.notFound);
    if (!banner.closable) throw AppError.conflict(bannerTexts.notClosable);
    await trx
      .insertInto('banner_closure')
      .values({ banner_id: banner.id, user_id: viewer.userId, closed_at: sql<Date>`clock_timestamp()` })
      .onConflict((oc) => oc.columns(['user_id', 'banner_id']).doNothing())
      .execute();
    return { id, closed: true };
  });
}
