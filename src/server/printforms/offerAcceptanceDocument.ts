import { dealPartiesTable, periodOf } from './dealParties';
import { formatMoney } from './format';
import { documentFrame, pageFooter, pageHeader, requisitesTable, section, signatureBlock, type Content } from './layout';
import type { PrintableDeal, PrintableOfferTerms } from './PrintableDeal';
import { rublesInWords } from './rublesInWords';
import { printTexts } from './texts';

const { labels } = printTexts;
const texts = printTexts.offerAcceptance;

const rubles = (value: string) => `${formatMoney(Number(value))} ${printTexts.currencies.rub}`;

/**
 * The principal's acceptance of a bank's offer («Согласие с условиями предложения», акцепт): the
 * parties, the offer's terms as accepted (sum, commission, term), the form and delivery of the
 * guarantee and the statements confirmed. The principal signs it with a qualified signature; the bank
 * gets it, signed, with the acceptance.
 */
export function offerAcceptanceDocument(deal: PrintableDeal, offer: PrintableOfferTerms, options: { today: string }) {
  const guaranteeRows: [string, string][] = [
    [labels.sum, rubles(offer.sum)],
    [labels.sumInWords, rublesInWords(Number(offer.sum))],
    [texts.commission, rubles(offer.commission)],
    [texts.term, `${periodOf(offer.date_from, offer.date_to)} (${texts.termDays(offer.duration)})`],
  ];
  const deliveryRows: [string, string][] = [[texts.delivery, offer.delivery ?? texts.byBank]];
  if (offer.delivery_address) deliveryRows.push([texts.deliveryAddress, offer.delivery_address]);
  if (offer.delivery_cost !== null && offer.delivery_address) deliveryRows.push([texts.deliveryCost, rubles(offer.delivery_cost)]);
  const statements: Content = offer.statements.length > 0 ? { ul: offer.statements.map((text) => ({ text, style: 'paragraph' })) } : { text: texts.noStatements, style: 'paragraph' };
  const principal = deal.principal.name;
  const content: Content[] = [
    { text: printTexts.application.to(deal.bank.bank_name), alignment: 'right', fontSize: 9.5, margin: [0, 0, 0, 14] },
    { text: texts.title, style: 'title' },
    { text: texts.subtitle, style: 'subtitle' },
    { text: texts.number(deal.requestNumber, offer.version), style: 'number', margin: [0, 4, 0, 12] },
    { text: texts.intro(principal, deal.bank.bank_name), style: 'paragraph' },
    section(texts.sections.parties, dealPartiesTable(deal, texts), 5),
    section(texts.sections.guarantee, requisitesTable(guaranteeRows), guaranteeRows.length),
    section(texts.sections.delivery, requisitesTable(deliveryRows), deliveryRows.length),
    signatureBlock(deal.signer?.post ?? '', deal.signer?.initials ?? '', printTexts.signedOn(options.today), !deal.principal.is_ip, [
      section(texts.sections.statements, statements, offer.statements.length + 1),
      { text: texts.closing, style: 'paragraph', margin: [0, 8, 0, 0] },
    ]),
  ];
  return documentFrame(
    `${texts.heading} ${texts.number(deal.requestNumber, offer.version)}`,
    pageHeader(`${principal}, ${labels.inn} ${deal.principal.inn}`, texts.heading),
    pageFooter(options.today),
    content,
  );
}
