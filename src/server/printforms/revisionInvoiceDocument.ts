import type { AccountDetailsWire, InvoiceWire } from '../../domain/wire/revisionWire';
import { formatDate, initialsOf, orEmpty } from './format';
import { documentFrame, pageFooter, pageHeader, signatureBlock, type Content } from './layout';
import type { PrintableOrganization } from './PrintableOrganization';
import type { PrintableAct } from './revisionActDocument';
import { monthOf, money, moscowDateOf, operatorRequisites, signedKopecksInWords, withoutNds } from './revisionFormat';
import { revisionTexts } from './revisionTexts';
import { printTexts } from './texts';

const t = revisionTexts.invoice;

const rule = '#8a949e';
const box = {
  hLineWidth: () => 0.6,
  vLineWidth: () => 0.6,
  hLineColor: () => rule,
  vLineColor: () => rule,
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

const caption = (text: string) => ({ text: `\n${text}`, fontSize: 7, color: '#6b7280' });

/**
 * The payee's bank block in the shape every Russian accountant knows from a payment order: the bank and
 * its BIK and correspondent account on top, the payee, its INN/KPP and settlement account below — so the
 * payer's clerk copies the figures into the order without a search.
 */
function bankBlock(agent: PrintableOrganization, details: AccountDetailsWire): Content {
  return {
    table: {
      widths: [120, 120, 40, '*'],
      body: [
        [{ text: [details.bank_name, caption(t.payeeBank)], colSpan: 2, rowSpan: 2 }, {}, t.bik, details.bik],
        [{}, {}, t.account, details.cor_account],
        [`${t.inn} ${agent.inn}`, agent.is_ip ? '' : `${t.kpp} ${orEmpty(agent.kpp)}`, { text: t.account, rowSpan: 2 }, { text: details.cur_account, rowSpan: 2 }],
        [{ text: [agent.name, caption(t.payee)], colSpan: 2 }, {}, {}, {}],
      ],
    },
    layout: box,
  };
}

function partyRow(label: string, value: string): Content {
  return { columns: [{ width: 130, text: `${label}:`, fontSize: 9.5 }, { width: '*', text: value, fontSize: 9.5, bold: true }], margin: [0, 0, 0, 6] };
}

function itemsTable(act: PrintableAct): Content {
  const reward = money(act.totals.reward_kopecks);
  const right = (text: string) => ({ text, alignment: 'right' });
  return {
    table: {
      headerRows: 1,
      widths: [18, '*', 38, 30, 72, 72],
      body: [
        t.columns.map((text) => ({ text, style: 'head', alignment: 'center' })),
        [right('1'), t.line(act.number, monthOf(act.period)), right('1'), t.unit, right(reward), right(reward)],
      ],
    },
    layout: box,
  };
}

function totalsRows(act: PrintableAct): Content {
  const { totals } = act;
  const rows: [string, string][] = [[t.totals.sum, money(totals.reward_kopecks)]];
  rows.push(totals.nds_label === withoutNds ? [t.totals.noNds, printTexts.empty] : [t.totals.ndsOnTop(totals.nds_label), money(totals.nds_kopecks)]);
  rows.push([t.totals.total, money(totals.total_kopecks)]);
  return {
    margin: [0, 6, 0, 0],
    table: {
      widths: ['*', 90],
      body: rows.map(([label, value]) => [
        { text: `${label}:`, alignment: 'right', bold: true },
        { text: value, alignment: 'right', bold: true },
      ]),
    },
    layout: 'noBorders',
  };
}

/**
 * The agent's invoice for a signed act («счёт на оплату», clause 4.3 of the agency agreement): the
 * payee's bank block from the account details as they were when the invoice was made, the number and
 * date, the agent as the supplier and the operator as the payer, one line — the agent's reward by the
 * act for its month — NDS on top when the agent pays it, the total and the total in words, the payment's
 * purpose, the head's signature.
 */
export function revisionInvoiceDocument(
  invoice: Pick<InvoiceWire, 'number' | 'date'>,
  act: PrintableAct,
  agent: PrintableOrganization,
  details: AccountDetailsWire,
  options: { today: string },
) {
  const date = formatDate(invoice.date);
  const { totals } = act;
  const supplier = [agent.name, `${t.inn} ${agent.inn}`, agent.is_ip ? null : `${t.kpp} ${orEmpty(agent.kpp)}`].filter(Boolean).join(', ');
  const ndsWords = totals.nds_label === withoutNds ? revisionTexts.noNds : t.ndsPurpose(totals.nds_label, money(totals.nds_kopecks));
  const content: Content[] = [
    bankBlock(agent, details),
    { text: t.title(invoice.number, date), fontSize: 14, bold: true, margin: [0, 18, 0, 4] },
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 493, y2: 0, lineWidth: 1.2 }], margin: [0, 0, 0, 10] },
    partyRow(t.supplier, supplier),
    partyRow(t.payer, operatorRequisites()),
    partyRow(t.basis, t.basisText(act.number, moscowDateOf(act.formed_at))),
    { text: '', margin: [0, 4, 0, 0] },
    itemsTable(act),
    totalsRows(act),
    { text: t.count(money(totals.total_kopecks)), margin: [0, 8, 0, 0] },
    { text: revisionTexts.endSentence(signedKopecksInWords(totals.total_kopecks)), bold: true },
    { text: revisionTexts.endSentence(t.purpose(invoice.number, date, ndsWords)), margin: [0, 8, 0, 0], fontSize: 8.5, color: '#3a3f45' },
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 493, y2: 0, lineWidth: 1.2 }], margin: [0, 10, 0, 0] },
    signatureBlock(agent.is_ip ? revisionTexts.entrepreneurPost : (agent.signer.post ?? t.head), initialsOf(agent.signer), printTexts.signedOn(date), !agent.is_ip),
  ];
  return documentFrame(t.title(invoice.number, date), pageHeader(`${agent.name}, ${t.inn} ${agent.inn}`, t.heading(invoice.number)), pageFooter(options.today), content);
}
