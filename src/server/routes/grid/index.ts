import type { FastifyPluginAsync } from 'fastify';
import { banksConfig, banksForEnvironment } from '../../../domain/banks';
import type { RequestListQueryWire, RequestSearchQueryWire } from '../../../domain/wire/requestListWire';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { acceptedEncoding, ListPageCache } from '../../requestList/listPageCache';
import { notificatorsCount } from '../../requestList/notificatorsCount';
import { requestListPage } from '../../requestList/requestListPage';
import { requestSearch } from '../../requestList/requestSearch';
import { countsSchema, listSchema, searchSchema } from './schema';
import { access } from '../../access/routeAccess';

/**
 * The request list (spec-2 §7.6): a page of a tab, the search of clients and numbers, and the number
 * of requests per tab. Every call needs a signed-in user and sees only what the list's scope allows.
 */
const gridRoutes: FastifyPluginAsync = async (app) => {
  const auth = { config: access.signedIn };
  const db = () => app.database.db;
  const banks = banksForEnvironment(banksConfig.banks, app.config.app.environment);

  const pages = new ListPageCache();

  // The page is kept compressed (listPageCache.ts): the app's on-the-fly compression has nothing to do here.
  app.post<{ Body: RequestListQueryWire }>('/v1/grid/read/list/groupped', { ...auth, schema: listSchema, compress: false }, async (request, reply) => {
    const viewer = authOf(request);
    const body = await pages.read(viewer, request.body, () => requestListPage(db(), viewer, banks, request.body), viewer.listVersion);
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding === null) return reply.send(body.json);
    return reply.header('content-encoding', encoding).send(body.in(encoding));
  });

  app.post<{ Body: RequestSearchQueryWire }>('/v1/grid/read/search', { ...auth, schema: searchSchema }, async (request) =>
    ok(await requestSearch(db(), authOf(request), request.body)),
  );

  app.get<{ Querystring: { show_my?: string } }>('/v2/grid/read/list/notificators-count', { ...auth, schema: countsSchema }, async (request) => {
    const showMy = request.query.show_my === undefined || request.query.show_my === 'true' || request.query.show_my === '1';
    return ok(await notificatorsCount(db(), authOf(request), showMy));
  });
};

export default gridRoutes;
