import type { FastifyPluginAsync } from 'fastify';
import type { AuditListQueryWire } from '../../../domain/wire/auditWire';
import { access } from '../../access/routeAccess';
import { auditCsv } from '../../audit/auditCsv';
import { auditScopeOf } from '../../audit/auditScope';
import { auditEntriesForExport, auditFilters, readAuditLog } from '../../audit/readAuditLog';
import { auditTexts } from '../../audit/texts';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { contentDisposition } from '../../storage/contentDisposition';
import { auditCsvSchema, auditListSchema, type AuditCsvQuery } from './schema';

/**
 * The audit log (docs/audit.md): who read passport data and who did a binding action, when, from where.
 * A platform operator reads every organisation's entries, an organisation's administrator his own; a
 * manager or a client gets 403. No call changes or removes an entry: the log only grows.
 */
const auditRoutes: FastifyPluginAsync = async (app) => {
  const auth = { config: access.signedIn };
  const db = () => app.database.db;

  app.post<{ Body: AuditListQueryWire | null }>('/v1/audit/read/list', { ...auth, schema: auditListSchema }, async (request) => {
    const scope = await auditScopeOf(db(), authOf(request));
    return ok(await readAuditLog(db(), scope, request.body ?? {}));
  });

  app.get('/v1/audit/read/filters', auth, async (request) => ok(await auditFilters(db(), await auditScopeOf(db(), authOf(request)))));

  app.get<{ Querystring: AuditCsvQuery }>('/v1/audit/read/csv', { ...auth, schema: auditCsvSchema }, async (request, reply) => {
    const scope = await auditScopeOf(db(), authOf(request));
    const { user_id, request_id, ...rest } = request.query;
    const filters: AuditListQueryWire = { ...rest, ...(user_id ? { user_id: Number(user_id) } : {}), ...(request_id ? { request_id: Number(request_id) } : {}) };
    const entries = await auditEntriesForExport(db(), scope, filters);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(auditTexts.csvFileName(day), 'attachment'))
      .header('cache-control', 'no-store')
      .send(auditCsv(entries));
  });
};

export default auditRoutes;
