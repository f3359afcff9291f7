import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { requestNotFound } from '../../requests/requestAccess';
import { parseRequestNumber } from '../../requests/requestNumber';
import { readParameters, saveParameters } from '../../requestForm/entityForms';
import { requestIdField } from '../bgrequest/formSchema';
import { access } from '../../access/routeAccess';

/** POST /v1/bgparameters/write: `parameters` are the guarantee step's data (schemas/steps/guaranty-detail-info). */
const writeSchema = {
  body: { type: 'object', required: ['request_id', 'parameters'], properties: { request_id: requestIdField, parameters: { title: 'Параметры гарантии' } } },
} as const;

/** The guarantee parameters of a request (spec-2 §7.2): saved as the guarantee step, read back with the start date of today. */
const bgParametersRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { request_id: number; parameters: unknown } }>('/v1/bgparameters/write', { config: access.signedIn, schema: writeSchema }, async (request) =>
    ok(await saveParameters(app.database.db, authOf(request), request.body.request_id, request.body.parameters)),
  );

  app.get<{ Params: { id: string } }>('/v1/bgparameters/read/:id', { config: access.signedIn }, async (request) => {
    const id = parseRequestNumber(request.params.id);
    if (id === null) throw requestNotFound();
    return ok(await readParameters(app.database.db, authOf(request), id));
  });
};

export default bgParametersRoutes;
