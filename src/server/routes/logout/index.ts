import type { FastifyPluginAsync } from 'fastify';
import { revokeSession } from '../../accounts/sessions';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { access } from '../../access/routeAccess';

/** POST /v1/logout/write: the session ends for every copy of its token. */
const logoutRoutes: FastifyPluginAsync = async (app) => {
  app.post('/v1/logout/write', { config: access.signedIn }, async (request) => {
    await revokeSession(app.database.db, authOf(request).sessionId);
    return ok({});
  });
};

export default logoutRoutes;
