import { dealPartiesTable, periodOf } from './dealParties';
import { formatDate, formatMoney } from './format';
import { documentFrame, pageFooter, pageHeader, requisitesTable, section, signatureBlock, type Content } from './layout';
import type { PrintableClaimChanges, PrintableDeal } from './PrintableDeal';
import { printTexts } from './texts';

const { labels } = printTexts;
const texts = printTexts.claimConfirmation;
const offerTexts = printTexts.offerAcceptance;

const rubles = (value: string) => `${formatMoney(Number(value))} ${printTexts.currencies.rub}`;

/**
 * The principal's confirmation of a claim's changes the bank approved («Согласие с изменениями
 * условий гарантии», the client's side of the additional agreement): the guarantee as issued, the
 * changes, the commission for them and the bank's answer. Signed with a qualified signature, it
 * confirms the additional agreement for the bank (spec-1 «Claim: additional agreements confirmed by
 * client and bank»).
 */
export function claimConfirmationDocument(deal: PrintableDeal, claim: PrintableClaimChanges, options: { today: string }) {
  const issuedRows: [string, string][] = claim.guarantee
    ? [
        [labels.sum, rubles(claim.guarantee.sum)],
        [labels.period, periodOf(claim.guarantee.date_from, claim.guarantee.date_to)],
        [offerTexts.commission, rubles(claim.guarantee.commission)],
      ]
    : [[labels.sum, printTexts.empty]];
  const changeRows: [string, string][] = [
    [texts.newSum, claim.sum ? rubles(claim.sum) : texts.unchanged],
    [texts.newDateTo, claim.date_to ? formatDate(claim.date_to) : texts.unchanged],
    [texts.changesText, claim.text],
    [texts.commission, claim.commission ? rubles(claim.commission) : printTexts.empty],
  ];
  if (claim.bank_answer) changeRows.push([texts.bankAnswer, claim.bank_answer]);
  const date = formatDate(claim.created_at);
  const content: Content[] = [
    { text: printTexts.application.to(deal.bank.bank_name), alignment: 'right', fontSize: 9.5, margin: [0, 0, 0, 14] },
    { text: texts.title, style: 'title' },
    { text: texts.subtitle, style: 'subtitle' },
    { text: texts.number(deal.requestNumber, date), style: 'number', margin: [0, 4, 0, 12] },
    { text: texts.intro(deal.principal.name, deal.bank.bank_name), style: 'paragraph' },
    section(texts.sections.parties, dealPartiesTable(deal, offerTexts), 5),
    section(texts.sections.issued, requisitesTable(issuedRows), issuedRows.length),
    signatureBlock(deal.signer?.post ?? '', deal.signer?.initials ?? '', printTexts.signedOn(options.today), !deal.principal.is_ip, [
      section(texts.sections.changes, requisitesTable(changeRows), changeRows.length),
      { text: texts.closing, style: 'paragraph', margin: [0, 8, 0, 0] },
    ]),
  ];
  return documentFrame(
    `${texts.heading} ${texts.number(deal.requestNumber, date)}`,
    pageHeader(`${deal.principal.name}, ${labels.inn} ${deal.principal.inn}`, texts.heading),
    pageFooter(options.today),
    content,
  );
}
