import type { FastifyPluginAsync } from 'fastify';
import { banksConfig, banksForEnvironment } from '../../../domain/banks';
import type { DeskQueueKind } from '../../../domain/wire/operatorDeskWire';
import { access } from '../../access/routeAccess';
import { readDeskQueue } from '../../desk/deskQueue';
import { readDeskStaff } from '../../desk/deskStaff';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { requestNotFound } from '../../requests/requestAccess';
import { parseRequestNumber } from '../../requests/requestNumber';
import { deskQueueSchema } from './schema';

/** The most requests one page of a queue holds. */
const maxPageSize = 100;

/**
 * The operator's desk (docs/operator-desk.md): its queues over every organisation and the staff of a
 * request's organisation to hand it over to. Only platform operators; the verdicts, the manager and
 * the return from the client go through the calls of routes/banks, which let an operator through.
 */
const deskRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  const banks = banksForEnvironment(banksConfig.banks, app.config.app.environment);

  app.get<{ Querystring: { queue?: DeskQueueKind; page?: string; page_size?: string; request_id?: string } }>(
    '/v2/bgrequest/read/admin/desk',
    { config: access.operator, schema: deskQueueSchema },
    async (request) => {
      const { queue = 'verification', page, page_size, request_id } = request.query;
      const pageSize = Math.min(maxPageSize, Number(page_size ?? 20));
      const requestId = request_id === undefined ? null : parseRequestNumber(request_id);
      return ok(await readDeskQueue(db(), authOf(request), { queue, page: Number(page ?? 1), pageSize, requestId }, banks));
    },
  );

  app.get<{ Params: { id: string } }>('/v2/bgrequest/read/admin/desk/:id/staff', { config: access.operator }, async (request) => {
    const id = parseRequestNumber(request.params.id);
    if (id === null) throw requestNotFound();
    return ok(await readDeskStaff(db(), id));
  });
};

export default deskRoutes;
