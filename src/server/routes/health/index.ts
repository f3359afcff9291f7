import type { FastifyPluginAsync } from 'fastify';
import { databaseAnswers } from '../../db/databaseAnswers';
import { databaseTexts } from '../../db/texts';
import { access } from '../../access/routeAccess';
import { ok } from '../../http/envelope';
import { errorCodes } from '../../http/errorCodes';

/**
 * Probes for a load balancer or an orchestrator, open and never cached:
 * - GET /health/live: the process runs and serves HTTP (200 while it does; restart it when this fails);
 * - GET /health/ready: the database answers `select 1` in time (200), else 503 in the envelope (take
 *   the instance out of rotation until it answers again; do not restart it for this).
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  const startedAt = Date.now();

  app.get('/health/live', { config: access.public }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok({ status: 'live', uptime_s: Math.floor((Date.now() - startedAt) / 1000) });
  });

  app.get('/health/ready', { config: access.public }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (await databaseAnswers(app.database.db)) return ok({ status: 'ready', database: app.database.kind });
    return reply.code(503).send({ code: errorCodes.databaseUnavailable, message: databaseTexts.notAnswering });
  });
};

export default healthRoutes;
