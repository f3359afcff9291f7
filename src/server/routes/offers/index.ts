import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isUuid } from '../../../domain/isUuid';
import type { AcceptOfferBody, ChangeCommissionBody, SendOfferApproveBody } from '../../../domain/wire/offersWire';
import { authOf } from '../../fastifyTypes';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/envelope';
import { acceptInfo, acceptOffer, pickupInfo } from '../../offers/acceptOffer';
import { changeCommission } from '../../offers/changeCommission';
import { listOffers, listOfferVersions } from '../../offers/listOffers';
import { additionalAgreementsOfOffers } from '../../offers/offerAgreements';
import { sendOfferForApproval } from '../../offers/sendOfferForApproval';
import { offerTexts } from '../../offers/texts';
import { requestNotFound } from '../../requests/requestAccess';
import { parseRequestNumber } from '../../requests/requestNumber';
import { acceptOfferSchema, additionalAgreementsSchema, agentOffersSchema, changeCommissionSchema, sendOfferApproveSchema } from './schema';
import { access } from '../../access/routeAccess';
import { fileStoreFromConfig } from '../../storage/fileStoreFromConfig';

type WithId = { Params: { id: string } };

function requestNumberOf(request: FastifyRequest<WithId>): number {
  const id = parseRequestNumber(request.params.id);
  if (id === null) throw requestNotFound();
  return id;
}

/** An offer uuid of the path, or the 404 a malformed one gets (it names no offer). */
function offerUuidOf(request: FastifyRequest<WithId>): string {
  if (!isUuid(request.params.id)) throw AppError.notFound(offerTexts.offerNotFound);
  return request.params.id;
}

/**
 * Offers of the banks, their versions, the agent's commission change and sending to the client, and
 * the accept page (issue 6). Every call needs a signed-in user; an offer of another organisation's
 * request is 404, an agent's call made by a client 403.
 */
const offerRoutes: FastifyPluginAsync = async (app) => {
  const auth = { config: access.signedIn };
  const db = () => app.database.db;
  const deps = () => ({ hub: app.hub });
  const store = fileStoreFromConfig(app.config);

  app.get<WithId & { Querystring: { with_req?: string } }>('/v2/bgrequest/read/:id/offer/agent', { ...auth, schema: agentOffersSchema }, async (request) => {
    const withRequest = request.query.with_req === 'true' || request.query.with_req === '1';
    return ok(await listOffers(db(), authOf(request), requestNumberOf(request), 'agent', withRequest));
  });

  app.get<WithId>('/v1/bgrequest/read/:id/offer/client', auth, async (request) => ok(await listOffers(db(), authOf(request), requestNumberOf(request), 'client')));

  app.get<WithId>('/v2/bgrequest/read/offer/:id/versions', auth, async (request) => ok(await listOfferVersions(db(), authOf(request), offerUuidOf(request), 'agent')));
  app.get<WithId>('/v1/bgrequest/read/offer/:id/versions', auth, async (request) => ok(await listOfferVersions(db(), authOf(request), offerUuidOf(request), 'client')));

  app.post<{ Body: ChangeCommissionBody }>('/v1/bgrequest/write/changecomission', { ...auth, schema: changeCommissionSchema }, async (request) =>
    ok(await changeCommission(db(), deps(), authOf(request), request.body)),
  );

  app.post<{ Body: SendOfferApproveBody }>('/v1/bgrequest/write/sendofferapprove', { ...auth, schema: sendOfferApproveSchema }, async (request) =>
    ok(await sendOfferForApproval(db(), deps(), authOf(request), request.body)),
  );

  app.get<WithId>('/v1/bgrequest/read/offer/:id/accept-info', auth, async (request) => ok(await acceptInfo(db(), authOf(request), offerUuidOf(request))));
  app.get<WithId>('/v1/bgrequest/read/offer/:id/pickup/info', auth, async (request) => ok(await pickupInfo(db(), authOf(request), offerUuidOf(request))));

  app.post<{ Body: { uuids: string[] } }>('/v1/bgrequest/read/offer/additional-agreements', { ...auth, schema: additionalAgreementsSchema }, async (request) =>
    ok(await additionalAgreementsOfOffers(db(), authOf(request), request.body.uuids)),
  );

  app.post<{ Body: AcceptOfferBody }>('/v1/bgrequest/write/offer/accept', { ...auth, schema: acceptOfferSchema }, async (request) =>
    ok(await acceptOffer({ db: db(), store, move: deps() }, authOf(request), request.body)),
  );
};

export default offerRoutes;
