import type { IssuedGuaranteeWire } from '../../domain/wire/offersWire';
import type { Executor } from '../db/schema';
import { moneyText } from '../offers/money';
import { acceptedOfferOf, currentOffersOf } from '../offers/offerRecord';
import type { SubRequestContext } from '../offers/subRequestContext';

/**
 * The guarantee as issued: the terms of the accepted offer (else the bank's newest one), with the end
 * date the bank reported on the sub-request when it did.
 */
export async function issuedGuarantee(db: Executor, context: Pick<SubRequestContext, 'sub' | 'dateTo'>): Promise<(IssuedGuaranteeWire & { duration: number }) | null> {
  const id = String(context.sub.id);
  const offer = (await acceptedOfferOf(db, id)) ?? (await currentOffersOf(db, [id])).get(id)?.offer;
  if (!offer) return null;
  return {
    sum: moneyText(offer.sum),
    date_from: offer.date_from,
    date_to: context.dateTo ?? offer.date_to,
    commission: moneyText(offer.commission),
    duration: offer.duration,
  };
}
