import type { BankSettings } from '../../domain/banks';
import { formatDate } from '../../domain/format/formatDate';
import { formatMoney } from '../../domain/format/formatMoney';
import type { SubRequestSigningPurposeWire } from '../../domain/wire/signingWire';
import { latestClaimOf } from '../claims/claimSigning';
import type { Executor } from '../db/schema';
import { acceptedOfferOf, currentOffersOf } from '../offers/offerRecord';
import type { SubRequestRow } from '../subrequests/subRequestRecord';
import { additionalDocumentsOf, pendingAdditional } from './additionalDocuments';
import { signingTexts } from './texts';

const t = signingTexts.details;
const rubles = (value: string | number) => formatMoney(Number(value), '₽');

/**
 * What a deal's link page tells before the documents, in words: the offer's terms being accepted,
 * the claim's changes being confirmed, how many of the bank's documents wait.
 */
export async function signLinkDetails(db: Executor, purpose: SubRequestSigningPurposeWire, sub: SubRequestRow, bank: BankSettings): Promise<{ label: string; value: string }[]> {
  const rows: { label: string; value: string }[] = [{ label: t.bank, value: bank.full_name }];
  if (purpose === 'offer') {
    const offer = (await acceptedOfferOf(db, String(sub.id))) ?? (await currentOffersOf(db, [String(sub.id)])).get(String(sub.id))?.offer;
    if (offer) {
      rows.push({ label: t.sum, value: rubles(offer.sum) }, { label: t.commission, value: rubles(offer.commission) });
      const period = offer.date_from && offer.date_to ? t.period(formatDate(offer.date_from), formatDate(offer.date_to)) : '';
      rows.push({ label: t.term, value: period ? t.termValue(period, offer.duration) : t.days(offer.duration) });
    }
  } else if (purpose === 'claim') {
    const claim = await latestClaimOf(db, sub.id);
    if (claim) {
      const changes = [claim.changes.sum ? t.newSum(rubles(claim.changes.sum)) : null, claim.changes.date_to ? t.newDateTo(formatDate(claim.changes.date_to)) : null, claim.changes.text ?? null].filter(Boolean);
      rows.push({ label: t.changes, value: changes.join('; ') });
      if (claim.commission !== null) rows.push({ label: t.claimCommission, value: rubles(claim.commission) });
    }
  } else {
    rows.push({ label: t.documents, value: String(pendingAdditional(await additionalDocumentsOf(db, sub)).length) });
  }
  return rows;
}
