import type { FastifyPluginAsync } from 'fastify';
import type { PublishBannerBody } from '../../../domain/wire/bannersWire';
import { access } from '../../access/routeAccess';
import { listBannersForOperator, publishBanner, withdrawBanner } from '../../banners/operatorBanners';
import { closeBanner, readBanners } from '../../banners/viewerBanners';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { bannerIdSchema, publishBannerSchema } from './schema';

type WithId = { Params: { id: string } };

/**
 * The banner plates (spec-2 §4.4; docs/operator-desk.md): a signed-in user reads the plates addressed to
 * him and closes one by id; a platform operator lists, publishes and withdraws them.
 */
const notificationRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  app.get('/v2/notification/read/alerts', { config: access.signedIn }, async (request) => ok(await readBanners(db(), authOf(request))));

  app.post<WithId>('/v2/notification/write/alerts/:id/wast', { config: access.signedIn, schema: bannerIdSchema }, async (request) =>
    ok(await closeBanner(db(), authOf(request), Number(request.params.id))),
  );

  app.get('/v2/notification/read/admin/alerts', { config: access.operator }, async () => ok(await listBannersForOperator(db())));

  app.post<{ Body: PublishBannerBody }>('/v2/notification/write/admin/alerts', { config: access.operator, schema: publishBannerSchema }, async (request) =>
    ok(await publishBanner(db(), authOf(request).userId, request.body)),
  );

  app.post<WithId>('/v2/notification/write/admin/alerts/:id/withdraw', { config: access.operator, schema: bannerIdSchema }, async (request) =>
    ok(await withdrawBanner(db(), authOf(request).userId, Number(request.params.id))),
  );
};

export default notificationRoutes;
