import type { FastifyPluginAsync } from 'fastify';
import { loadOrganization } from '../../accounts/userEntity';
import { authOf } from '../../fastifyTypes';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/envelope';
import { access } from '../../access/routeAccess';

const organizationRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/organization/read/current', { config: access.signedIn }, async (request) => {
    const organization = await loadOrganization(app.database.db, authOf(request).organizationId);
    if (!organization) throw AppError.unauthorized();
    return ok(organization);
  });
};

export default organizationRoutes;
