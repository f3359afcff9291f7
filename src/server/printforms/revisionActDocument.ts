import { legalParties } from '../../domain/legal/fillParties';
import { periodBounds } from '../../domain/revisions/periodBounds';
import type { ActLineWire, RevisionActWire } from '../../domain/wire/revisionWire';
import { accessionPrintTexts } from './accessionTexts';
import { organizationRows } from './accessionDocument';
import { dictionaryLabel } from './dictionaryLabel';
import { formatDate, initialsOf } from './format';
import { contentWidth, documentFrame, pageFooter, pageHeader, requisitesTable, section, sectionHeading, signatureBlock, type Content } from './layout';
import type { PrintableOrganization } from './PrintableOrganization';
import { monthOf, money, moscowDateOf, operatorRequisites, signedKopecksInWords, withoutNds } from './revisionFormat';
import { revisionTexts } from './revisionTexts';
import { printTexts } from './texts';

/** What the act prints of its wire record: the number, the month, the totals and the day it was formed. */
export type PrintableAct = Pick<RevisionActWire, 'number' | 'period' | 'totals' | 'formed_at'>;

const t = revisionTexts.act;

const rule = '#b8c2cc';
const grid = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => rule,
  vLineColor: () => rule,
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

const cell = (text: string, extra: object = {}) => ({ text, fontSize: 7.5, ...extra });
const amount = (kopecks: number) => cell(money(kopecks), { alignment: 'right', noWrap: true });

function lineRow(line: ActLineWire, index: number): Content[] {
  const kind = line.kind === 'payment' ? [] : [{ text: `\n${revisionTexts.kinds[line.kind]}`, italics: true, color: '#3a3f45' }];
  const type = dictionaryLabel('guaranteeTypes', line.guarantee_type) ?? line.guarantee_type;
  const reward: Content[] = [{ text: money(line.reward_kopecks), bold: true }];
  if (line.markup_kopecks !== 0) reward.push({ text: `\n${t.markup(money(line.markup_kopecks))}`, fontSize: 6.5, color: '#3a3f45' });
  return [
    cell(String(index + 1), { alignment: 'right' }),
    cell('', { text: [{ text: t.request(line.request_id) }, ...kind] }),
    cell(moscowDateOf(line.accrued_at)),
    cell('', { text: [{ text: line.client.name }, { text: `\n${printTexts.labels.inn} ${line.client.inn}`, color: '#3a3f45' }] }),
    cell('', { text: [{ text: line.bank.name }, { text: `\n${type}`, color: '#3a3f45' }] }),
    amount(line.guarantee_sum_kopecks),
    amount(line.bank_commission_kopecks),
    amount(line.client_commission_kopecks),
    cell(line.rate_percent.replace('.', ','), { alignment: 'right' }),
    cell('', { text: reward, alignment: 'right' }),
  ];
}

function linesTable(lines: readonly ActLineWire[]): Content {
  if (lines.length === 0) return { text: t.noLines, style: 'paragraph' };
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [16, 50, 44, '*', 118, 68, 64, 64, 34, 74],
      body: [t.columns.map((text) => ({ text, style: 'head', fontSize: 7.5 })), ...lines.map(lineRow)],
    },
    layout: grid,
  };
}

function totalsTable(act: PrintableAct): Content {
  const { totals } = act;
  const nds = totals.nds_label === withoutNds ? t.totals.noNds : t.totals.nds(totals.nds_label);
  const row = (label: string, kopecks: number | null, bold = false) => [
    { text: label, style: 'label', bold, fillColor: '#f3f5f8' },
    { text: kopecks === null ? printTexts.empty : money(kopecks), alignment: 'right', bold },
  ];
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 260,
        table: {
          widths: ['*', 100],
          body: [
            row(t.totals.reward, totals.reward_kopecks),
            row(nds, totals.nds_label === withoutNds ? null : totals.nds_kopecks),
            row(t.totals.total, totals.total_kopecks, true),
          ],
        },
        layout: grid,
      },
    ],
  };
}

function inWords(act: PrintableAct): Content[] {
  const { totals } = act;
  const nds = totals.nds_label === withoutNds ? revisionTexts.noNds : t.ndsIncluded(totals.nds_label, money(totals.nds_kopecks));
  const paragraphs: Content[] = [
    { text: t.inWords(money(totals.total_kopecks)), style: 'paragraph', margin: [0, 8, 0, 0] },
    { text: revisionTexts.endSentence(`${signedKopecksInWords(totals.total_kopecks)}, ${nds}`), bold: true, style: 'paragraph' },
  ];
  if (totals.total_kopecks < 0) paragraphs.push({ text: t.negative, style: 'paragraph' });
  return paragraphs;
}

/**
 * The act of the agent's services for a month («акт об оказанных услугах (отчёт Агента)», clause 4.2 of
 * the agency agreement): the parties, every accrual of the period as a line (request, client, bank and
 * type, guarantee sum, both commissions, rate, reward with its markup), the totals with NDS as the act
 * was formed and the total in words, then both parties' signatures. A4 on its side: ten columns of
 * figures do not fit an upright page legibly. Built from the wire records the cabinets read, so the
 * printed act and the screen cannot disagree.
 */
export function revisionActDocument(act: PrintableAct, lines: readonly ActLineWire[], agent: PrintableOrganization, options: { today: string }) {
  const { from, to } = periodBounds(act.period);
  const month = monthOf(act.period);
  const formedOn = moscowDateOf(act.formed_at);
  const operator = legalParties.operator;
  const partyRows: [string, string][] = [
    [revisionTexts.operator, operatorRequisites()],
    ...organizationRows(agent)
      .filter(([label]) => label !== accessionPrintTexts.labels.registeredOn)
      .map(([label, value], index): [string, string] => [index === 0 ? revisionTexts.agent : label, value]),
  ];
  const agentPost = agent.signer.post ?? (agent.is_ip ? revisionTexts.entrepreneurPost : revisionTexts.representativePost);
  const content: Content[] = [
    { text: t.title(act.number), style: 'title' },
    { text: t.subtitle(month), style: 'subtitle' },
    { text: t.dated(formedOn), style: 'number', margin: [0, 4, 0, 10] },
    { text: t.intro(operator.fullNameInstrumental ?? operator.name ?? '', agent.name, formatDate(from), formatDate(to)), style: 'paragraph' },
    section(t.sections.parties, requisitesTable(partyRows), partyRows.length),
    sectionHeading(t.sections.lines),
    linesTable(lines),
    { text: t.rules, fontSize: 7.5, color: '#3a3f45', alignment: 'justify', margin: [0, 4, 0, 0] },
    {
      unbreakable: true,
      stack: [sectionHeading(t.sections.totals), totalsTable(act), ...inWords(act), { text: t.accepted, style: 'paragraph' }],
    },
    signatureBlock(`${revisionTexts.fromAgent}: ${agentPost}`, initialsOf(agent.signer), printTexts.signedOn(options.today), !agent.is_ip),
    signatureBlock(`${revisionTexts.fromOperator}: ${revisionTexts.operatorPost}`, '', '', true),
    { text: accessionPrintTexts.electronic, fontSize: 7.5, color: '#3a3f45', alignment: 'justify', margin: [0, 14, 0, 0] },
  ];
  return documentFrame(
    `${t.heading(act.number)} ${t.subtitle(month)}`,
    pageHeader(`${agent.name}, ${printTexts.labels.inn} ${agent.inn}`, `${t.heading(act.number)} ${t.dated(formedOn)}`, contentWidth.landscape),
    pageFooter(options.today),
    content,
    'landscape',
  );
}
