import type { FastifyPluginAsync } from 'fastify';
import { normalizeEmail, normalizePhone } from '../../accounts/normalize';
import { ok } from '../../http/envelope';
import { onlyFromLoopback } from './loopback';
import { outboxSchema } from './schema';
import { access } from '../../access/routeAccess';

/**
 * GET /v1/dev/read/outbox (dev and demo only; not registered in prod, so it is a plain 404 there):
 * the latest messages to an address with their codes, so end-to-end tests and a new user without a
 * mail server can finish registration. It hands out live codes, so it answers only a peer on this
 * machine (the person who started the server); anyone else gets the 404 of an unknown route.
 */
const devRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { to: string } }>('/v1/dev/read/outbox', { schema: outboxSchema, onRequest: onlyFromLoopback, config: access.public }, async (request) => {
    const to = request.query.to.includes('@') ? normalizeEmail(request.query.to) : normalizePhone(request.query.to);
    const rows = await app.database.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'channel', 'subject', 'body', 'purpose', 'code', 'state', 'created_at'])
      .where('recipient', '=', to)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
    return ok(
      rows.map((row) => ({
        to: row.recipient,
        channel: row.channel,
        subject: row.subject,
        text: row.body,
        purpose: row.purpose,
        code: row.code,
        state: row.state,
        created_at: row.created_at.toISOString(),
      })),
    );
  });
};

export default devRoutes;
