import ExcelJS from 'exceljs';
import { accrualDate } from '../../domain/revisions/accrualDate';
import type { ActLineWire, RevisionActWire } from '../../domain/wire/revisionWire';
import { dictionaryLabel } from './dictionaryLabel';
import { revisionTexts } from './revisionTexts';
import { monthOf, withoutNds } from './revisionFormat';
import { printTexts } from './texts';

const t = revisionTexts.xlsx;

/** What the workbook prints of the act beside its lines. */
export type WorkbookAct = Pick<RevisionActWire, 'number' | 'period' | 'totals' | 'organization'>;

// Excel keeps numbers as doubles whatever we do; kopecks / 100 is the double nearest the exact amount,
// and the format shows it to the kopeck, so a SUM over the column gives the act's figure.
const roubles = (kopecks: number) => kopecks / 100;
const moneyFormat = '#,##0.00';
const headerRow = 4;

// Widths in characters, one per column of revisionTexts.xlsx.columns.
const widths = [5, 10, 20, 11, 40, 14, 26, 36, 17, 16, 16, 9, 14, 17];
const moneyColumns = [9, 10, 11, 13, 14];

/** A calendar date for Excel: midnight UTC of the Moscow day, which Excel shows as that day. */
function excelDate(moment: string): Date {
  return new Date(`${accrualDate(moment)}T00:00:00.000Z`);
}

/**
 * The act's lines as an xlsx workbook for the agent's accountant: a title, the organisation, then one
 * row per accrual with every figure as a number (not text), so it sorts, filters and sums in Excel as
 * the act does; the totals below — the reward as a SUM over the column (its value stored as well, for
 * viewers that do not recompute), the act's NDS as the act was formed, and the total.
 */
export async function actLinesWorkbook(act: WorkbookAct, lines: readonly ActLineWire[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = printTexts.producer;
  const sheet = workbook.addWorksheet(t.sheet, { views: [{ state: 'frozen', ySplit: headerRow }] });
  sheet.columns = widths.map((width) => ({ width }));

  sheet.getCell('A1').value = t.title(act.number, monthOf(act.period));
  sheet.getCell('A1').font = { bold: true, size: 13 };
  sheet.getCell('A2').value = t.organization(act.organization.name, act.organization.inn);

  const header = sheet.getRow(headerRow);
  header.values = [...t.columns];
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'middle' };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF3F5F8' } };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FFB8C2CC' } } };
  });

  lines.forEach((line, index) => {
    const row = sheet.getRow(headerRow + 1 + index);
    row.values = [
      index + 1,
      line.request_id,
      revisionTexts.kinds[line.kind],
      excelDate(line.accrued_at),
      line.client.name,
      line.client.inn,
      line.bank.name,
      dictionaryLabel('guaranteeTypes', line.guarantee_type) ?? line.guarantee_type,
      roubles(line.guarantee_sum_kopecks),
      roubles(line.bank_commission_kopecks),
      roubles(line.client_commission_kopecks),
      Number(line.rate_percent),
      roubles(line.markup_kopecks),
      roubles(line.reward_kopecks),
    ];
    row.getCell(4).numFmt = 'dd.mm.yyyy';
    for (const column of moneyColumns) row.getCell(column).numFmt = moneyFormat;
  });

  const first = headerRow + 1;
  const last = headerRow + lines.length;
  const totalsAt = last + 2;
  const { totals } = act;
  const rewardCell = `N${totalsAt}`;
  const ndsCell = `N${totalsAt + 1}`;
  const put = (offset: number, label: string, value: ExcelJS.CellValue) => {
    const row = sheet.getRow(totalsAt + offset);
    row.getCell(13).value = label;
    row.getCell(13).alignment = { horizontal: 'right' };
    row.getCell(14).value = value;
    row.getCell(14).numFmt = moneyFormat;
    row.font = { bold: offset !== 1 };
  };
  put(0, t.reward, lines.length > 0 ? { formula: `SUM(N${first}:N${last})`, result: roubles(totals.reward_kopecks) } : 0);
  put(1, totals.nds_label === withoutNds ? t.noNds : t.nds(totals.nds_label), roubles(totals.nds_kopecks));
  put(2, t.total, { formula: `${rewardCell}+${ndsCell}`, result: roubles(totals.total_kopecks) });

  if (lines.length > 0) sheet.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: last, column: widths.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
