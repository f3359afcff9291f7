import type { AdditionalAgreementsWire } from '../../domain/wire/offersWire';
import type { Executor } from '../db/schema';
import type { RequestViewer } from '../requests/requestAccess';
import { additionalAgreementsFor } from './additionalAgreements';
import { assertSeen, offerContext } from './offerContext';

/**
 * POST /v1/bgrequest/read/offer/additional-agreements: the statements to confirm for each named
 * offer. An offer is answered only to whom the other offer calls show it: a client of an agent's
 * request meets an offer the agent has not sent him as an unknown one (404).
 */
export async function additionalAgreementsOfOffers(db: Executor, viewer: RequestViewer, offerUuids: readonly string[]): Promise<AdditionalAgreementsWire> {
  const answer: AdditionalAgreementsWire = { offers: [] };
  for (const uuid of new Set(offerUuids)) {
    const context = await offerContext(db, viewer, uuid, { lock: false });
    assertSeen(context);
    answer.offers.push({ offerUuid: uuid, agreements: additionalAgreementsFor(context.bank) });
  }
  return answer;
}
