import { FinanceFileError } from './FinanceFileError';
import { buildFinanceReport, type FinanceReport, type ValuesByYear } from './financeReport';
import type { FinanceForm, FinanceLinesConfig } from './financeLines';
import { parseAmount } from './parseAmount';
import { readXlsxRows, type Cell, type Sheet } from './readXlsxRows';
import type { ZipArchive } from '../../zip/openZip';
import { financeTexts } from './texts';

interface Table {
  codeColumn: number;
  /** Column -> year of the values in it. */
  years: Map<number, number>;
  firstDataRow: number;
}

const innText = /ИНН\s*:?\s*(\d{12}|\d{10})(?!\d)/;
const codeHeader = /^код(\s+(строки|показателя))?$/i;
const yearPattern = /(?:^|\D)((?:19|20)\d{2})(?:\D|$)/;

function text(cell: Cell | undefined): string {
  return cell === null || cell === undefined ? '' : String(cell).trim();
}

/** Finds the header row with a 'Код' column and the years of the columns to its right. */
function findTable(sheet: Sheet): Table | null {
  for (let r = 0; r < sheet.rows.length; r += 1) {
    const row = sheet.rows[r]!;
    const codeColumn = row.findIndex((cell) => codeHeader.test(text(cell)));
    if (codeColumn < 0) continue;
    // Years may sit in the header row itself or in a row or two under it (two-level headers).
    for (let h = r; h <= Math.min(r + 2, sheet.rows.length - 1); h += 1) {
      const years = new Map<number, number>();
      const header = sheet.rows[h]!;
      for (let c = codeColumn + 1; c < header.length; c += 1) {
        const cell = header[c];
        const match = typeof cell === 'number' ? (Number.isInteger(cell) && cell >= 1900 && cell < 2100 ? String(cell) : undefined) : yearPattern.exec(text(cell))?.[1];
        if (match && ![...years.values()].includes(Number(match))) years.set(c, Number(match));
      }
      if (years.size > 0) return { codeColumn, years, firstDataRow: h + 1 };
    }
  }
  return null;
}

/**
 * Reads the xlsx export of the state register of accounting statements (ГИР БО, bo.nalog.ru): each
 * sheet has a 'Код' column with the line code and a column of values per year to its right.
 */
export function parseGirboXlsx(archive: ZipArchive, config: FinanceLinesConfig): FinanceReport {
  const sheets = readXlsxRows(archive);
  const values: ValuesByYear = new Map();
  const unknown = new Set<string>();
  const formsSeen = new Set<FinanceForm>();
  let tables = 0;
  let inn: string | undefined;

  for (const sheet of sheets) {
    const table = findTable(sheet);
    if (!table) continue;
    tables += 1;
    // The export names the taxpayer in the title rows above the table.
    for (const row of sheet.rows.slice(0, table.firstDataRow)) {
      inn ??= row.map((cell) => innText.exec(text(cell))?.[1]).find((found) => found !== undefined);
    }
    for (let r = table.firstDataRow; r < sheet.rows.length; r += 1) {
      const row = sheet.rows[r]!;
      const code = text(row[table.codeColumn]);
      if (!/^\d{4}$/.test(code)) continue;
      const line = config.lines[code];
      if (!line) {
        unknown.add(code);
        continue;
      }
      formsSeen.add(line.form);
      for (const [column, year] of table.years) {
        const cell = row[column] ?? null;
        const amount = typeof cell === 'number' ? cell : parseAmount(text(cell));
        if (amount === undefined) throw new FinanceFileError('not_a_number', financeTexts.notNumber(code, line.name, year, text(cell)));
        if (amount === null) continue;
        const byYear = values.get(code) ?? new Map<number, number>();
        // Expenses are shown in parentheses or with a minus; the report keeps them positive, as the XML does.
        byYear.set(year, line.expense ? Math.abs(amount) : amount);
        values.set(code, byYear);
      }
    }
  }

  if (tables === 0) throw new FinanceFileError('bad_content', financeTexts.noTable);
  for (const [key, form] of Object.entries(config.forms)) {
    if (!formsSeen.has(key as FinanceForm)) throw new FinanceFileError('missing_form', financeTexts.missingForm(form.okud, form.name));
  }
  const warnings: string[] = [];
  if (unknown.size > 0) warnings.push(financeTexts.unknownCodes([...unknown].sort()));
  const report = buildFinanceReport(values, 'girbo_xlsx', warnings, config);
  if (inn) report.company = { inn };
  return report;
}
