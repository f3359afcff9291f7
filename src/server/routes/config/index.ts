import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { access } from '../../access/routeAccess';

/** GET /v1/config/read/app (open): the switches of config/app.json the browser reads. */
const configRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/config/read/app', { config: access.public }, async () => {
    const { registration, phone_registration, environment, credentials_type, default_avatar, old_version_link, allowed_email_domains, logger, mock_server } =
      app.config.app;
    return ok({ registration, phone_registration, environment, credentials_type, default_avatar, old_version_link, allowed_email_domains, logger, mock_server });
  });
};

export default configRoutes;
