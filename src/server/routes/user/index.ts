import type { FastifyPluginAsync } from 'fastify';
import { confirmRecovery, requestRecovery } from '../../accounts/recovery';
import { ok } from '../../http/envelope';
import { requestMeta } from '../../http/requestMeta';
import { confirmRecoverSchema, recoverSchema } from './schema';
import { access } from '../../access/routeAccess';

const userRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { login: string } }>('/v1/user/write/recover', { schema: recoverSchema, config: access.public }, async (request) =>
    ok(await requestRecovery(app.accounts, request.body, requestMeta(request))),
  );

  app.post<{ Body: { login: string; code: string; password: string } }>('/v1/user/write/confirm-recover', { schema: confirmRecoverSchema, config: access.public }, async (request) =>
    ok(await confirmRecovery(app.accounts, request.body, requestMeta(request))),
  );
};

export default userRoutes;
