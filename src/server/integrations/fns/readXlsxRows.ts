import { FinanceFileError } from './FinanceFileError';
import { descendantsNamed, parseXml, type XmlElement } from './parseXml';
import type { ZipArchive } from '../../zip/openZip';
import { financeTexts } from './texts';

/** A cell as the reader needs it: a number, a text, or nothing. */
export type Cell = number | string | null;

/** One worksheet of a book: its rows with cells placed by column (A is 0). */
export interface Sheet {
  path: string;
  rows: Cell[][];
}

function utf8(archive: ZipArchive, name: string): string | null {
  const bytes = archive.read(name);
  if (bytes === null) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new FinanceFileError('broken_zip', financeTexts.brokenZip);
  }
}

/** Parses a part of the book; a fault names the part, since the person sees one file, not its parts. */
function parsePart(archive: ZipArchive, name: string): XmlElement | null {
  const text = utf8(archive, name);
  if (text === null) return null;
  try {
    return parseXml(text);
  } catch (error) {
    if (error instanceof FinanceFileError && error.reason === 'broken_xml') {
      throw new FinanceFileError('broken_zip', financeTexts.brokenXlsxPart(name, error.message.replace(/^Повреждённый XML: /, '')));
    }
    throw error;
  }
}

/** Text of a string item: plain <t>, or the runs <r><t> of rich text, without phonetic hints. */
function stringItemText(item: XmlElement): string {
  return item.children
    .flatMap((child) => (child.name === 't' ? [child] : child.name === 'r' ? child.children.filter((run) => run.name === 't') : []))
    .map((t) => t.text)
    .join('');
}

function columnIndex(reference: string | undefined): number | null {
  const letters = reference ? /^([A-Z]+)\d*$/.exec(reference)?.[1] : undefined;
  if (!letters) return null;
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

function cellValue(cell: XmlElement, shared: readonly string[]): Cell {
  const type = cell.attributes['t'] ?? 'n';
  const valueElement = cell.children.find((child) => child.name === 'v');
  if (type === 'inlineStr') {
    const inline = cell.children.find((child) => child.name === 'is');
    return inline ? stringItemText(inline) : null;
  }
  if (!valueElement) return null;
  const raw = valueElement.text;
  if (type === 's') return shared[Number(raw)] ?? null;
  if (type === 'str' || type === 'e') return raw;
  if (type === 'b') return raw === '1' ? 'ИСТИНА' : 'ЛОЖЬ';
  const number = Number(raw);
  return raw.trim() !== '' && Number.isFinite(number) ? number : raw;
}

function sheetNumber(path: string): number {
  return Number(/sheet(\d+)\.xml$/.exec(path)?.[1] ?? 0);
}

/**
 * Reads every worksheet of an xlsx book into rows of cells, resolving shared strings. Formulas are
 * read by their cached values, which is what Excel and the register's export store.
 */
export function readXlsxRows(archive: ZipArchive): Sheet[] {
  if (!archive.names.includes('xl/workbook.xml')) throw new FinanceFileError('not_recognized', financeTexts.notXlsx);
  const sharedRoot = parsePart(archive, 'xl/sharedStrings.xml');
  const shared = sharedRoot ? sharedRoot.children.filter((child) => child.name === 'si').map(stringItemText) : [];
  const sheetPaths = archive.names.filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name)).sort((a, b) => sheetNumber(a) - sheetNumber(b));
  return sheetPaths.map((path) => {
    const root = parsePart(archive, path)!;
    const rows: Cell[][] = [];
    for (const row of descendantsNamed(root, 'row')) {
      const rowNumber = Number(row.attributes['r']);
      const index = Number.isInteger(rowNumber) && rowNumber > 0 ? rowNumber - 1 : rows.length;
      const cells: Cell[] = [];
      for (const cell of row.children.filter((child) => child.name === 'c')) {
        const column = columnIndex(cell.attributes['r']) ?? cells.length;
        cells[column] = cellValue(cell, shared);
      }
      rows[index] = Array.from(cells, (cell) => cell ?? null);
    }
    return { path, rows: Array.from(rows, (row) => row ?? []) };
  });
}
