import type { FastifyPluginAsync } from 'fastify';
import { confirmRegistration } from '../../accounts/confirmation';
import { ok } from '../../http/envelope';
import { requestMeta } from '../../http/requestMeta';
import { confirmSchema } from './schema';
import { access } from '../../access/routeAccess';

const confirmRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { code: string } }>('/v1/confirm/write/:code', { schema: confirmSchema, config: access.public }, async (request) =>
    ok(await confirmRegistration(app.accounts, request.params.code, requestMeta(request))),
  );
};

export default confirmRoutes;
