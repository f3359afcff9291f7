import { decodeXmlBytes } from './decodeXmlBytes';
import { FinanceFileError } from './FinanceFileError';
import type { FinanceReport } from './financeReport';
import { financeLines, type FinanceLinesConfig } from './financeLines';
import { parseFnsXml } from './parseFnsXml';
import { parseGirboXlsx } from './parseGirboXlsx';
import { openZip } from '../../zip/openZip';
import { xlsxZipRefusals } from './xlsxZipRefusals';
import { financeTexts } from './texts';

/** One uploaded file. The name and the declared type are only hints: the content decides. */
export interface FinanceFileInput {
  bytes: Uint8Array;
  fileName: string;
  mime?: string;
}

export interface ParseFinanceOptions {
  /** Largest file accepted, bytes; 4 MB by default (a real statement is well under 1 MB). */
  maxBytes?: number;
  /** Most bytes an xlsx may inflate to; 16 MB by default. */
  maxInflatedBytes?: number;
  /** The request's INN: the statements of another taxpayer are refused, naming both companies. */
  expectedInn?: string;
  /** The request's company name, named in that refusal. */
  expectedName?: string;
  lines?: FinanceLinesConfig;
}

const megabyte = 1_048_576;

type Kind = 'xml' | 'xlsx' | 'xls' | 'unknown';

function kindOf(bytes: Uint8Array): Kind {
  const head = Buffer.from(bytes.subarray(0, 8));
  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) return 'xlsx';
  if (head.length >= 8 && head.toString('hex') === 'd0cf11e0a1b11ae1') return 'xls';
  let at = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) at = 3;
  else if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return 'xml';
  while (at < bytes.length && at < 4096 && (bytes[at] === 0x20 || bytes[at] === 0x09 || bytes[at] === 0x0a || bytes[at] === 0x0d)) at += 1;
  if (bytes[at] !== 0x3c) return 'unknown';
  // A web page is markup too, but never a statement.
  const start = Buffer.from(bytes.subarray(at, at + 64)).toString('latin1');
  return /^<(!doctype\s+html|html[\s>])/i.test(start) ? 'unknown' : 'xml';
}

function nameSuggests(fileName: string): Kind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension === 'xml' || extension === 'xlsx' || extension === 'xls' ? extension : 'unknown';
}

/**
 * Reads one finance file: the tax office's XML statements (KND 0710099) or the register's xlsx export
 * (ГИР БО). The format is told by the content (magic bytes, then the XML itself), never by the name.
 * @throws FinanceFileError with a Russian message for an empty, oversized, unknown or damaged file
 */
export function parseFinanceFile(input: FinanceFileInput, options: ParseFinanceOptions = {}): FinanceReport {
  const maxBytes = options.maxBytes ?? 4 * megabyte;
  const config = options.lines ?? financeLines;
  const { bytes } = input;
  if (bytes.length === 0) throw new FinanceFileError('empty', financeTexts.empty);
  if (bytes.length > maxBytes) {
    throw new FinanceFileError('too_large', financeTexts.tooLarge(Math.round(maxBytes / megabyte), (bytes.length / megabyte).toFixed(1).replace('.', ',')));
  }
  const kind = kindOf(bytes);
  let report: FinanceReport;
  if (kind === 'xlsx') {
    const archive = openZip(bytes, { maxInflatedBytes: options.maxInflatedBytes ?? 16 * megabyte, maxEntries: 200, refusals: xlsxZipRefusals });
    report = parseGirboXlsx(archive, config);
  } else if (kind === 'xml') {
    report = parseFnsXml(decodeXmlBytes(bytes), config);
  } else if (kind === 'xls') {
    throw new FinanceFileError('not_recognized', financeTexts.legacyXls);
  } else {
    throw new FinanceFileError('not_recognized', financeTexts.notRecognized);
  }
  const named = nameSuggests(input.fileName);
  if (named !== 'unknown' && named !== kind) report.warnings.push(financeTexts.nameDisagrees(input.fileName, kind === 'xml' ? 'XML ФНС' : 'xlsx ГИР БО'));
  const fileInn = report.company?.inn;
  // Statements of another company in a request would be sent to banks as the applicant's: refused, not warned.
  if (options.expectedInn && fileInn && fileInn !== options.expectedInn) {
    throw new FinanceFileError('other_company', financeTexts.otherCompany({ inn: fileInn, name: report.company?.name }, { inn: options.expectedInn, name: options.expectedName }));
  }
  return report;
}
