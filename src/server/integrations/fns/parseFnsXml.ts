import { FinanceFileError } from './FinanceFileError';
import { buildFinanceReport, type FinanceReport, type ValuesByYear } from './financeReport';
import type { FinanceLinesConfig } from './financeLines';
import { parseAmount } from './parseAmount';
import { childNamed, parseXml, type XmlElement } from './parseXml';
import { financeTexts } from './texts';

/** OKEI unit codes -> how many thousands of rubles one unit is. */
const unitScale: Readonly<Record<string, number>> = { '384': 1, '385': 1000, '383': 0.001 };

function elementAt(form: XmlElement, path: string): XmlElement | undefined {
  let node: XmlElement | undefined = form;
  for (const name of path.split('/')) {
    node = node && childNamed(node, name);
  }
  return node;
}

function unitOf(document: XmlElement, forms: readonly XmlElement[], warnings: string[]): number {
  const okei = [document, ...forms].map((node) => node.attributes['ОКЕИ']).find((value) => value !== undefined) ?? '384';
  const scale = unitScale[okei];
  if (scale === undefined) throw new FinanceFileError('bad_content', financeTexts.unknownUnit(okei));
  if (okei === '383') warnings.push(financeTexts.convertedFromRubles);
  if (okei === '385') warnings.push(financeTexts.convertedFromMillions);
  return scale;
}

/** Paths of elements that carry amounts but that no report line reads: a sign the format moved on. */
function unmappedPaths(form: XmlElement, known: ReadonlySet<string>, amountAttributes: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const visit = (node: XmlElement, path: string) => {
    for (const child of node.children) {
      const childPath = path ? `${path}/${child.name}` : child.name;
      const hasAmounts = Object.keys(child.attributes).some((name) => amountAttributes.has(name));
      if (hasAmounts && !known.has(childPath)) found.push(`${form.name}/${childPath}`);
      visit(child, childPath);
    }
  };
  visit(form, '');
  return found;
}

/**
 * Reads the tax office's electronic accounting statements (KND 0710099): the balance sheet (form
 * 0710001) and the statement of financial results (form 0710002) of the file's document, mapping
 * each element to its line code through config/finance-lines.json.
 */
export function parseFnsXml(text: string, config: FinanceLinesConfig): FinanceReport {
  const root = parseXml(text);
  const document = root.name === 'Файл' ? childNamed(root, 'Документ') : undefined;
  if (!document) throw new FinanceFileError('not_recognized', financeTexts.notFnsXml);
  const knd = document.attributes['КНД'];
  if (knd !== undefined && knd !== '0710099') throw new FinanceFileError('not_recognized', financeTexts.wrongKnd(knd));
  const formElements = new Map<string, XmlElement>();
  for (const [key, form] of Object.entries(config.forms)) {
    const element = form.fnsElements.map((name) => childNamed(document, name)).find((found) => found !== undefined);
    if (!element) throw new FinanceFileError('missing_form', financeTexts.missingForm(form.okud, form.name));
    formElements.set(key, element);
  }
  // Newer versions put the reporting year on Документ, older ones on each form.
  const yearText = document.attributes['ОтчетГод'] ?? [...formElements.values()].map((form) => form.attributes['ОтчетГод']).find((value) => value !== undefined);
  const year = Number(yearText);
  if (!Number.isInteger(year) || year < 1990 || year > 2100) throw new FinanceFileError('bad_content', financeTexts.noYear);

  const warnings: string[] = [];
  const scale = unitOf(document, [...formElements.values()], warnings);
  const values: ValuesByYear = new Map();
  const knownPaths = new Map<string, Set<string>>();

  for (const [code, line] of Object.entries(config.lines)) {
    const form = config.forms[line.form];
    const formElement = formElements.get(line.form)!;
    const paths = knownPaths.get(line.form) ?? new Set<string>();
    knownPaths.set(line.form, paths);
    for (const path of line.fnsXml) paths.add(path);
    const element = line.fnsXml.map((path) => elementAt(formElement, path)).find((node) => node !== undefined);
    if (!element) continue;
    for (const period of form.periods) {
      const raw = element.attributes[period.attribute];
      if (raw === undefined) continue;
      const periodYear = year - period.yearsBack;
      const amount = parseAmount(raw);
      if (amount === undefined) throw new FinanceFileError('not_a_number', financeTexts.notNumber(code, line.name, periodYear, raw));
      if (amount === null) continue;
      const value = Math.round(amount * scale * 1000) / 1000;
      const byYear = values.get(code) ?? new Map<number, number>();
      byYear.set(periodYear, line.expense ? Math.abs(value) : value);
      values.set(code, byYear);
    }
  }

  for (const [key, formElement] of formElements) {
    const form = config.forms[key as keyof typeof config.forms];
    const attributes = new Set(form.periods.map((period) => period.attribute));
    const unmapped = unmappedPaths(formElement, knownPaths.get(key) ?? new Set(), attributes);
    if (unmapped.length > 0) warnings.push(financeTexts.unmappedElements(unmapped));
  }

  const report = buildFinanceReport(values, 'fns_xml', warnings, config);
  const taxpayer = childNamed(document, 'СвНП');
  const legal = taxpayer && childNamed(taxpayer, 'НПЮЛ');
  const person = taxpayer && childNamed(taxpayer, 'НПФЛ');
  const inn = legal?.attributes['ИННЮЛ'] ?? person?.attributes['ИННФЛ'];
  if (inn !== undefined) {
    report.company = { inn };
    if (legal?.attributes['КПП']) report.company.kpp = legal.attributes['КПП'];
    if (legal?.attributes['НаимОрг']) report.company.name = legal.attributes['НаимОрг'];
  }
  return report;
}
