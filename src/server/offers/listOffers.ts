import { banksConfig, sortByBankOrder } from '../../domain/banks';
import type { OffersWire, OfferVersionsWire } from '../../domain/wire/offersWire';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { getRequestForUser } from '../requests/requestRepository';
import { listSubRequests } from '../subrequests/subRequestRepository';
import { bankOf, isAgentOwner, offerContext } from './offerContext';
import { currentOffersOf, offerVersionsOf } from './offerRecord';
import { offerVersionWire, offerWire, requestWire, visibleToClient } from './offerView';
import { offerTexts } from './texts';

/** Which list is asked for: the agent's (with the bank's own commission) or the client's. */
export type OfferAudience = 'agent' | 'client';

/**
 * Each bank's current offer for a request (GET …/offer/agent and …/offer/client), in the fixed bank
 * order. The agent's list is for the agent who keeps the request: a client is refused it (403), since
 * it shows what the bank asks beside what the client pays.
 */
export async function listOffers(db: Executor, viewer: RequestViewer, requestId: number, audience: OfferAudience, withRequest = false): Promise<OffersWire> {
  const request = await getRequestForUser(db, viewer, requestId);
  const agentOwner = isAgentOwner(request, viewer);
  if (audience === 'agent' && !agentOwner) throw AppError.forbidden(offerTexts.agentOnly);
  const subs = await listSubRequests(db, requestId);
  const offers = await currentOffersOf(db, subs.map((sub) => String(sub.id)));
  const view = { agentOwner: audience === 'agent', owner: request.access === 'owner' };
  const withOffers = subs.flatMap((sub) => {
    const found = offers.get(String(sub.id));
    if (!found || (request.access === 'client' && !visibleToClient(sub))) return [];
    return [{ sub, found, bank: bankOf(sub.bank_uuid) }];
  });
  return {
    requestId,
    offers: sortByBankOrder(withOffers, (item) => item.bank.uuid, banksConfig.banks).map(({ sub, found, bank }) => offerWire(found.offer, found.versions, sub, bank, view)),
    ...(withRequest ? { request: requestWire(request) } : {}),
  };
}

/** Every version of a bank's offer, newest first (the versions curtain), named by any of its versions. */
export async function listOfferVersions(db: Executor, viewer: RequestViewer, offerUuid: string, audience: OfferAudience): Promise<OfferVersionsWire> {
  const context = await offerContext(db, viewer, offerUuid, { lock: false });
  const agentOwner = isAgentOwner(context.request, viewer);
  if (audience === 'agent' && !agentOwner) throw AppError.forbidden(offerTexts.agentOnly);
  if (context.request.access === 'client' && !visibleToClient(context.sub)) throw AppError.notFound(offerTexts.offerNotFound);
  const versions = await offerVersionsOf(db, String(context.sub.id));
  return { currentOfferUuid: context.current.uuid, versions: versions.map((row) => offerVersionWire(row, audience === 'agent')) };
}
