import { sql } from 'kysely';
import type { OperatorBannerWire, PublishBannerBody } from '../../domain/wire/bannersWire';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { bannerText, sanitizeBannerHtml } from './sanitizeBannerHtml';
import { bannerTexts } from './texts';

function listQuery(db: Executor) {
  return db
    .selectFrom('banner as b')
    .innerJoin('users as u', 'u.id', 'b.created_by')
    .select(['b.id', 'b.content', 'b.type', 'b.closable', 'b.audience', 'b.organization_inn', 'b.created_at', 'b.withdrawn_at'])
    .select(sql<string>`concat_ws(' ', u.last_name, u.first_name)`.as('created_by'))
    .select((eb) => eb.selectFrom('banner_closure as c').select(sql<string>`count(*)::text`.as('n')).whereRef('c.banner_id', '=', 'b.id').as('closed_count'));
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['executeTakeFirstOrThrow']>>;

function toWire(row: ListRow): OperatorBannerWire {
  return {
    id: Number(row.id),
    content: row.content,
    type: row.type,
    closable: row.closable,
    audience: row.audience,
    organization_inn: row.organization_inn,
    created_at: new Date(row.created_at).toISOString(),
    created_by: row.created_by,
    withdrawn_at: row.withdrawn_at === null ? null : new Date(row.withdrawn_at).toISOString(),
    closed_count: Number(row.closed_count ?? 0),
  };
}

/** GET /v2/notification/read/admin/alerts: every plate, the live ones first, then the newest. */
export async function listBannersForOperator(db: Db): Promise<OperatorBannerWire[]> {
  const rows = await listQuery(db)
    .orderBy(sql`b.withdrawn_at is null`, 'desc')
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(200)
    .execute();
  return rows.map(toWire);
}

/**
 * POST /v2/notification/write/admin/alerts: the operator publishes a plate. The HTML is sanitised here,
 * once, and stored so; a plate with no text left after that is 400. A plate for one organisation names
 * an INN some organisation has, else 404.
 */
export async function publishBanner(db: Db, operatorUserId: number, body: PublishBannerBody): Promise<OperatorBannerWire> {
  const content = sanitizeBannerHtml(body.content);
  if (bannerText(content) === '') throw AppError.badRequest(bannerTexts.empty);
  const inn = body.organization_inn?.trim() || null;
  return db.transaction().execute(async (trx) => {
    if (inn !== null) {
      const known = await trx.selectFrom('organizations').select('id').where('inn', '=', inn).executeTakeFirst();
      if (!known) throw AppError.notFound(bannerTexts.organizationNotFound(inn));
    }
    const { id } = await trx
      .insertInto('banner')
      .values({ content, type: body.type, closable: body.closable, audience: body.audience, organization_inn: inn, created_by: operatorUserId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return toWire(await listQuery(trx).where('b.id', '=', id).executeTakeFirstOrThrow());
  });
}

/** POST /v2/notification/write/admin/alerts/{id}/withdraw: the plate is no longer shown to anybody. */
export async function withdrawBanner(db: Db, operatorUserId: number, id: number): Promise<OperatorBannerWire> {
  return db.transaction().execute(async (trx) => {
    const banner = await trx.selectFrom('banner').select(['id', 'withdrawn_at']).where('id', '=', String(id)).forUpdate().executeTakeFirst();
    if (!banner) throw AppError.notFound(bannerTexts.notFound);
    if (banner.withdrawn_at !== null) throw AppError.conflict(bannerTexts.alreadyWithdrawn);
    await trx.updateTable('banner').set({ withdrawn_at: sql<Date>`clock_timestamp()`, withdrawn_by: operatorUserId }).where('id', '=', banner.id).execute();
    return toWire(await listQuery(trx).where('b.id', '=', banner.id).executeTakeFirstOrThrow());
  });
}
