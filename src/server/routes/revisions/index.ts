import type { FastifyPluginAsync } from 'fastify';
import { isPeriod, periodOf } from '../../../domain/revisions/period';
import type { ActState, OperatorFormBody } from '../../../domain/wire/revisionWire';
import { access } from '../../access/routeAccess';
import { authOf } from '../../fastifyTypes';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/envelope';
import { moveActByOperator } from '../../revisions/actMoves';
import { actDocumentsOf } from '../../revisions/actDocuments';
import { actWires } from '../../revisions/actView';
import { formActs } from '../../revisions/formActs';
import { readActDetails, readAgentRevisions, readOperatorActs } from '../../revisions/revisionReads';
import { revisionTexts } from '../../revisions/texts';
import { actUuidBodySchema, actUuidParamsSchema, formActsSchema, operatorActsSchema } from './schema';

/** The most acts one page of the desk holds. */
const maxPageSize = 100;

type ActUuidBody = { Body: { act_uuid: string } };

/**
 * Mutual settlements (docs/revisions.md): the agent's acts and the open period, an act with its lines, and the
 * operator's desk of acts — forming a period, sending an act, marking it paid. The agent's read is guarded by
 * «Просмотр взаиморасчётов» (config/permissions.json); an act's read lets an operator through to any act and
 * checks the permission of an agent's member itself.
 */
const revisionRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  app.get('/v2/revision/read/agent', { config: access.signedIn }, async (request) => ok(await readAgentRevisions(db(), authOf(request))));

  app.get<{ Params: { uuid: string } }>('/v2/revision/read/act/:uuid', { config: access.signedIn, schema: actUuidParamsSchema }, async (request) =>
    ok(await readActDetails(db(), authOf(request), request.params.uuid)),
  );

  app.get<{ Querystring: { period?: string; state?: ActState; organization_uuid?: string; page?: string; page_size?: string } }>(
    '/v2/revision/read/admin/acts',
    { config: access.operator, schema: operatorActsSchema },
    async (request) => {
      const { period, state, organization_uuid, page, page_size } = request.query;
      const pageSize = Math.min(maxPageSize, Number(page_size ?? 20));
      return ok(await readOperatorActs(db(), { period, state, organizationUuid: organization_uuid, page: Number(page ?? 1), pageSize }));
    },
  );

  app.post<{ Body: OperatorFormBody }>('/v2/revision/write/admin/form', { config: access.operator, schema: formActsSchema }, async (request) => {
    const { period, organization_uuid } = request.body;
    if (!isPeriod(period) || period > periodOf(new Date())) throw AppError.badRequest(revisionTexts.badPeriod);
    const formed = await formActs(db(), { documents: actDocumentsOf(app), hub: app.hub }, { period, organizationUuid: organization_uuid, who: authOf(request) });
    const acts = formed.length === 0 ? [] : await db().selectFrom('revision_act').selectAll().where('uuid', 'in', formed.map((act) => act.actUuid)).orderBy('seq').execute();
    return ok({ items: await actWires(db(), acts) });
  });

  app.post<ActUuidBody>('/v2/revision/write/admin/send', { config: access.operator, schema: actUuidBodySchema }, async (request) =>
    ok(await moveActByOperator(db(), app.hub, 'send', request.body.act_uuid, authOf(request))),
  );

  app.post<ActUuidBody>('/v2/revision/write/admin/paid', { config: access.operator, schema: actUuidBodySchema }, async (request) =>
    ok(await moveActByOperator(db(), app.hub, 'paid', request.body.act_uuid, authOf(request))),
  );
};

export default revisionRoutes;
