import type { BankSettings } from '../../domain/banks';
import type { Executor } from '../db/schema';
import { offerAcceptanceDocument } from '../printforms/offerAcceptanceDocument';
import type { PrintableOfferTerms } from '../printforms/PrintableDeal';
import { renderPdf } from '../printforms/renderPdf';
import { printTexts } from '../printforms/texts';
import { printableDealOf } from '../requests/printableDealOf';
import type { RequestRecord } from '../requests/requestRecord';
import { moneyText } from './money';
import type { OfferRow } from './offerRecord';
import { offerRules } from './offerRules';

/** storage_file type of the platform's acceptance form, kept in the sub-request's scope beside the bank's files. */
export const offerAcceptanceType = 'offer_acceptance';

/** What the principal chose on acceptance: the form and delivery, the statements confirmed (uuid and title). */
export interface AcceptanceChoice {
  delivery_type: 'digital' | 'paper' | null;
  delivery_method: 'pickup' | 'courier_delivery' | null;
  delivery_address: string | null;
  delivery_cost: string | null;
  agreements: { uuid: string; title: string }[];
}

const moscowDay = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' });

/** The form and delivery in words, as the accept page names them. */
function deliveryWords(choice: AcceptanceChoice): string | null {
  const labels = offerRules.delivery;
  if (choice.delivery_type === 'digital') return labels.digitalLabel;
  if (choice.delivery_type !== 'paper') return null;
  const method = choice.delivery_method === 'pickup' ? labels.pickupLabel : choice.delivery_method === 'courier_delivery' ? labels.courierLabel : null;
  return method ? `${labels.paperLabel}: ${method.toLowerCase()}` : labels.paperLabel;
}

/** The choice an accepted version keeps (bg_offer's delivery columns and additional_agreements). */
export function choiceOf(offer: OfferRow): AcceptanceChoice {
  const agreements = Array.isArray(offer.additional_agreements) ? (offer.additional_agreements as { uuid: string; title: string }[]) : [];
  return { delivery_type: offer.delivery_type, delivery_method: offer.delivery_method, delivery_address: offer.delivery_address, delivery_cost: offer.delivery_cost, agreements };
}

/**
 * Renders the acceptance of an offer version with the principal's choice («Согласие с условиями
 * предложения», pdfmake as the application's print forms): what the principal signs is exactly the
 * version and the choice he accepted.
 */
export async function renderOfferAcceptance(db: Executor, request: RequestRecord, bank: BankSettings, offer: OfferRow, choice: AcceptanceChoice, now: Date): Promise<{ fileName: string; pdf: Buffer }> {
  const deal = await printableDealOf(db, request, bank, now);
  const terms: PrintableOfferTerms = {
    version: offer.version,
    sum: moneyText(offer.sum),
    commission: moneyText(offer.commission),
    duration: offer.duration,
    date_from: offer.date_from,
    date_to: offer.date_to,
    delivery: deliveryWords(choice),
    delivery_address: choice.delivery_address,
    delivery_cost: choice.delivery_cost,
    statements: choice.agreements.map((agreement) => agreement.title),
  };
  const pdf = await renderPdf(offerAcceptanceDocument(deal, terms, { today: moscowDay.format(now) }));
  return { fileName: printTexts.offerAcceptance.fileName(request.id), pdf };
}
