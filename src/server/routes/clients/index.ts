import type { FastifyPluginAsync } from 'fastify';
import { access } from '../../access/routeAccess';
import { inviteClient } from '../../clients/clientInvitation';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { requestNotFound } from '../../requests/requestAccess';
import { parseRequestNumber } from '../../requests/requestNumber';
import { fields } from '../commonFields';

/** POST /v2/bgrequest/write/{id}/client/invite: the agent shows the request to its client by e-mail. */
const clientRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id?: string }; Body: { email: string } }>(
    '/v2/bgrequest/write/:id/client/invite',
    { config: access.signedIn, schema: { body: { title: 'Приглашение клиента', type: 'object', required: ['email'], properties: { email: fields.email } } } },
    async (request) => {
      const id = parseRequestNumber(request.params.id);
      if (id === null) throw requestNotFound();
      return ok(await inviteClient(app.accounts, authOf(request), id, request.body.email));
    },
  );
};

export default clientRoutes;
