import type { FastifyPluginAsync } from 'fastify';
import { loadMemberships, loadUserView } from '../../accounts/userEntity';
import { authOf } from '../../fastifyTypes';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/envelope';
import { access } from '../../access/routeAccess';

const currentUserRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/currentuser/read', { config: access.signedIn }, async (request) => {
    const auth = authOf(request);
    const user = await loadUserView(app.database.db, auth.userId, auth.organizationId, auth.actor, app.accounts.accession);
    if (!user) throw AppError.unauthorized();
    return ok(user);
  });

  app.get('/v1/currentuser/read/organizations', { config: access.signedIn }, async (request) => {
    const auth = authOf(request);
    return ok(await loadMemberships(app.database.db, auth.userId, auth.organizationId));
  });
};

export default currentUserRoutes;
