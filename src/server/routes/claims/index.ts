import type { FastifyPluginAsync } from 'fastify';
import type { ClaimChangesBody } from '../../../domain/wire/offersWire';
import { claimDocuments, claimPage, claimSignLink, quoteClaimCommission, sendClaim } from '../../claims/claims';
import { banksConfig, banksForEnvironment } from '../../../domain/banks';
import { fileStoreFromConfig } from '../../storage/fileStoreFromConfig';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { money } from '../offers/schema';
import { access } from '../../access/routeAccess';

type WithId = { Params: { id: string } };

/** POST …/comission/forchanges and …/bgrequest/claim: the changes of the guarantee a claim asks for. */
const claimChangesSchema = {
  body: {
    type: 'object',
    required: ['subrequest_uuid', 'text'],
    properties: {
      subrequest_uuid: { title: 'Заявка в банк', type: 'string', format: 'uuid' },
      sum: money('Новая сумма гарантии'),
      date_to: { title: 'Новая дата окончания гарантии', type: 'string', maxLength: 10 },
      text: { title: 'Описание изменений', type: 'string', maxLength: 4000 },
    },
  },
} as const;

/**
 * Claims for changes of an issued guarantee (issue 6; spec-1 §4 "Claims"): the claim page, the
 * commission for the changes, sending the claim, the bank's documents to sign. Agent and client alike;
 * another organisation's request is 404.
 */
const claimRoutes: FastifyPluginAsync = async (app) => {
  const auth = { config: access.signedIn };
  const db = () => app.database.db;
  const store = fileStoreFromConfig(app.config);
  const banks = banksForEnvironment(banksConfig.banks, app.config.app.environment);

  app.get<WithId>('/v1/bgsubrequest/read/:id/claim', auth, async (request) => ok(await claimPage(db(), authOf(request), request.params.id)));
  app.post<{ Body: ClaimChangesBody }>('/v1/bgsubrequest/read/comission/forchanges', { ...auth, schema: claimChangesSchema }, async (request) =>
    ok(await quoteClaimCommission(db(), authOf(request), request.body)),
  );
  app.post<{ Body: ClaimChangesBody }>('/v1/bgrequest/write/bgrequest/claim', { ...auth, schema: claimChangesSchema }, async (request) =>
    ok(await sendClaim(db(), { hub: app.hub }, authOf(request), request.body)),
  );
  app.get<WithId>('/v1/claim/read/docstosign/:id', auth, async (request) => ok(await claimDocuments({ db: db(), store }, authOf(request), request.params.id)));
  app.post<WithId>('/v2/bgrequest/write/sign-link/claim/:id', auth, async (request) =>
    ok(await claimSignLink({ db: db(), store, banks, origin: app.config.server.publicUrl }, authOf(request), request.params.id)),
  );
};

export default claimRoutes;
