import { banksConfig, findBankSettings, type BankSettings } from '../../domain/banks';
import { isUuid } from '../../domain/isUuid';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import type { VisibleRequest } from '../requests/requestRecord';
import { getRequestForUser } from '../requests/requestRepository';
import { subRequestColumns, type SubRequestRow } from '../subrequests/subRequestRecord';
import { lockSubRequest } from '../subrequests/subRequestRepository';
import { currentOffersOf, selectOffers, type OfferRow } from './offerRecord';
import { visibleToClient } from './offerView';
import { offerTexts } from './texts';

/** An offer version with everything a decision about it reads. */
export interface OfferContext {
  /** The version the caller named. */
  offer: OfferRow;
  /** The newest version of the same bank's offer. */
  current: OfferRow;
  versions: number;
  sub: SubRequestRow;
  request: VisibleRequest;
  bank: BankSettings;
}

/** A bank's settings; a bank missing from the config is logged once per call and gets the empty settings. */
export function bankOf(uuid: string): BankSettings {
  return findBankSettings(banksConfig.banks, uuid, { error: (message, context) => console.error(message, context) });
}

/**
 * The offer version with this uuid as the viewer may see it. With `lock` (inside a transaction) the
 * bank's sub-request row is locked first, so two changes of one bank's offer run one after the other.
 * @throws AppError 404 'Предложение не найдено' for a uuid naming no offer, 404 'Заявка не найдена'
 *   when the offer belongs to a request of another organisation
 */
export async function offerContext(db: Executor, viewer: RequestViewer, offerUuid: string, options: { lock: boolean }): Promise<OfferContext> {
  if (!isUuid(offerUuid)) throw AppError.notFound(offerTexts.offerNotFound);
  const owner = await db
    .selectFrom('bg_offer as o')
    .innerJoin('bg_subrequest as s', 's.id', 'o.subrequest_id')
    .select(['s.uuid as subrequest_uuid', 's.request_id'])
    .where('o.uuid', '=', offerUuid)
    .executeTakeFirst();
  if (!owner) throw AppError.notFound(offerTexts.offerNotFound);
  const request = await getRequestForUser(db, viewer, Number(owner.request_id));
  const sub = options.lock
    ? await lockSubRequest(db, owner.subrequest_uuid)
    : await db.selectFrom('bg_subrequest').select(subRequestColumns).where('uuid', '=', owner.subrequest_uuid).executeTakeFirstOrThrow();
  const offer = await selectOffers(db).where('o.uuid', '=', offerUuid).executeTakeFirstOrThrow();
  const current = (await currentOffersOf(db, [String(sub.id)])).get(String(sub.id));
  if (!current) throw AppError.notFound(offerTexts.offerNotFound);
  return { offer, current: current.offer, versions: current.versions, sub, request, bank: bankOf(sub.bank_uuid) };
}

/** A client of an agent's request learns nothing of an offer the agent has not sent him yet. @throws AppError 404 */
export function assertSeen(context: OfferContext): void {
  if (context.request.access === 'client' && !visibleToClient(context.sub)) throw AppError.notFound(offerTexts.offerNotFound);
}

/** The viewer acts for the organisation that keeps the request, as an agent. @throws AppError 403 */
export function assertAgentOwner(request: VisibleRequest, viewer: RequestViewer): void {
  if (!isAgentOwner(request, viewer)) throw AppError.forbidden(offerTexts.agentOnly);
}

/** The viewer acts for the organisation that keeps the request (agent or a client filing its own). @throws AppError 403 */
export function assertOwner(request: VisibleRequest): void {
  if (request.access !== 'owner') throw AppError.forbidden(offerTexts.ownerOnly);
}

/** Whether the viewer sees the request as the agent who keeps it (and so sees the bank's own commission). */
export function isAgentOwner(request: VisibleRequest, viewer: RequestViewer): boolean {
  return request.access === 'owner' && viewer.actor === 'agent';
}

/** Refuses a change through a version that is no longer the newest: the user decided on terms that changed. @throws AppError 409 */
export function assertCurrent(context: OfferContext): void {
  if (context.offer.id !== context.current.id) throw AppError.conflict(offerTexts.notCurrent);
}
