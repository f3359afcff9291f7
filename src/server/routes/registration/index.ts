import type { FastifyPluginAsync } from 'fastify';
import { registerAgent, registerClient, type AgentRegistration, type ClientRegistration } from '../../accounts/registration';
import { ok } from '../../http/envelope';
import { requestMeta } from '../../http/requestMeta';
import { registerAgentSchema } from './schema';
import { access } from '../../access/routeAccess';

const registrationRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: AgentRegistration }>('/v1/registration/write/agent', { schema: registerAgentSchema, config: access.public }, async (request) =>
    ok(await registerAgent(app.accounts, request.body, requestMeta(request))),
  );

  app.post<{ Body: ClientRegistration }>('/v1/registration/write/client', { schema: registerAgentSchema, config: access.public }, async (request) =>
    ok(await registerClient(app.accounts, request.body, requestMeta(request))),
  );
};

export default registrationRoutes;
