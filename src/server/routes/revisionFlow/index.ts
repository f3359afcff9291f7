import type { FastifyPluginAsync } from 'fastify';
import type { AccountDetailsWire, ActSignBody, GenerateInvoiceBody, RevisionMessageBody } from '../../../domain/wire/revisionWire';
import { access } from '../../access/routeAccess';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { readAccountDetails, saveAccountDetails } from '../../revisions/accountDetailsStore';
import { actXlsx } from '../../revisions/actXlsx';
import { generateInvoice } from '../../revisions/generateInvoice';
import { postRevisionMessage, readRevisionChat } from '../../revisions/revisionChat';
import { agentSignActs, operatorSignAct } from '../../revisions/signActs';
import { contentDisposition } from '../../storage/contentDisposition';
import { fileStoreFromConfig } from '../../storage/fileStoreFromConfig';
import { accountDetailsSchema, actParamsSchema, agentSignSchema, generateInvoiceSchema, operatorSignSchema, revisionMessageSchema } from './schema';

const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The settlements' documents and their signing (docs/revisions.md): the agent's account details, his
 * invoice for a signed act, the agent's and the operator's signatures of acts, the act's chat with its
 * dispute, and the act's lines as xlsx. An agent's calls are guarded by `revision_view`
 * (config/permissions.json); the operator's signature by the operator's access.
 */
const revisionFlowRoutes: FastifyPluginAsync = async (app) => {
  const signedIn = { config: access.signedIn };
  const operator = { config: access.operator };
  const db = () => app.database.db;
  const store = fileStoreFromConfig(app.config);

  app.get('/v2/revision/read/account/details', signedIn, async (request) => ok(await readAccountDetails(db(), authOf(request))));

  app.post<{ Body: AccountDetailsWire }>('/v2/revision/write/account/details', { ...signedIn, schema: accountDetailsSchema }, async (request) =>
    ok(await saveAccountDetails(db(), authOf(request), request.body)),
  );

  app.post<{ Body: GenerateInvoiceBody }>('/v2/revision/write/generate/account', { ...signedIn, schema: generateInvoiceSchema }, async (request) =>
    ok(await generateInvoice(db(), store, authOf(request), request.body)),
  );

  app.post<{ Body: ActSignBody }>('/v1/revision/write/act/agent-sign', { ...signedIn, schema: agentSignSchema }, async (request) =>
    ok(await agentSignActs(db(), app.hub, authOf(request), request.body)),
  );

  app.post<{ Body: { act_uuid: string; scope_uuid: string } }>('/v2/revision/write/admin/sign', { ...operator, schema: operatorSignSchema }, async (request) =>
    ok(await operatorSignAct(db(), app.hub, authOf(request), request.body)),
  );

  app.post<{ Body: RevisionMessageBody }>('/v2/revision/write/chat/message', { ...signedIn, schema: revisionMessageSchema }, async (request) =>
    ok(await postRevisionMessage(db(), app.hub, authOf(request), request.body)),
  );

  app.get<{ Params: { uuid: string } }>('/v2/revision/read/chat/:uuid', { ...signedIn, schema: actParamsSchema }, async (request) =>
    ok(await readRevisionChat(db(), authOf(request), request.params.uuid)),
  );

  app.get<{ Params: { uuid: string } }>('/v2/revision/read/act/:uuid/xlsx', { ...signedIn, schema: actParamsSchema }, async (request, reply) => {
    const { name, bytes } = await actXlsx(db(), authOf(request), request.params.uuid);
    return reply.header('content-type', xlsxMime).header('content-disposition', contentDisposition(name, 'attachment')).header('cache-control', 'no-store').send(bytes);
  });
};

export default revisionFlowRoutes;
