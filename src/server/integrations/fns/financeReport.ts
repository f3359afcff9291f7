import type { FinanceLinesConfig } from './financeLines';
import { financeTexts } from './texts';

/** A period of the report: period1 is the latest year. */
export interface FinancePeriod {
  code: string;
  year: number;
  /** The reporting date of the year, YYYY-MM-DD. */
  date: string;
}

/** A finance report read from one file. Values are in thousands of rubles, as in the statements. */
export interface FinanceReport {
  periods: FinancePeriod[];
  /** Line code -> period code -> value; only lines that have a value in some period. */
  lines: Record<string, Record<string, number>>;
  /** Where the values came from: an uploaded file of either format, or the register's own answer. */
  source: 'fns_xml' | 'girbo_xlsx' | 'bfo_register';
  warnings: string[];
  /** Who the statements belong to, when the file says. */
  company?: { inn?: string; kpp?: string; name?: string };
}

/** Values by line code and year, as a reader collects them before periods are numbered. */
export type ValuesByYear = Map<string, Map<number, number>>;

function formatThousands(value: number): string {
  return value.toLocaleString('ru-RU').replace(/\u00a0/g, ' ');
}

/**
 * Numbers the years (latest first, at most `periodCount`), lays the values out by period code and
 * adds the balance warning when assets and liabilities disagree beyond the tolerance.
 */
export function buildFinanceReport(
  values: ValuesByYear,
  source: FinanceReport['source'],
  warnings: string[],
  config: FinanceLinesConfig,
): FinanceReport {
  const years = new Set<number>();
  for (const byYear of values.values()) for (const year of byYear.keys()) years.add(year);
  const ordered = [...years].sort((a, b) => b - a);
  if (ordered.length > config.periodCount) warnings.push(financeTexts.tooManyPeriods(ordered.length, config.periodCount));
  const periods = ordered.slice(0, config.periodCount).map((year, index) => ({
    code: `period${index + 1}`,
    year,
    date: `${year}-12-31`,
  }));
  const lines: Record<string, Record<string, number>> = {};
  for (const code of Object.keys(config.lines)) {
    const byYear = values.get(code);
    if (!byYear) continue;
    const row: Record<string, number> = {};
    for (const period of periods) {
      const value = byYear.get(period.year);
      if (value !== undefined) row[period.code] = value;
    }
    if (Object.keys(row).length > 0) lines[code] = row;
  }
  const { assets, liabilities, tolerance } = config.balanceCheck;
  for (const period of periods) {
    const a = lines[assets]?.[period.code];
    const l = lines[liabilities]?.[period.code];
    if (a !== undefined && l !== undefined && Math.abs(a - l) > tolerance) {
      warnings.push(financeTexts.balanceMismatch(period.year, assets, formatThousands(a), liabilities, formatThousands(l)));
    }
  }
  return { periods, lines, source, warnings };
}
