import type { BanksConfig, BankSettings } from '../banks';
import { byPeriodNumber } from '../finance/financePeriods';
import { bankConditions } from './bankConditions';
import { bankRequirements, periodLabels } from './bankRequirements';
import { bankCatalogueTexts } from './texts';

/** The fewest and the most banks compared side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export type ComparisonSection = keyof typeof bankCatalogueTexts.sections;

/** One row of the comparison: a condition (text per bank) or a requirement (required by each bank or not). */
export type ComparisonRow =
  | { readonly section: 'conditions'; readonly key: string; readonly label: string; readonly values: readonly string[]; readonly differs: boolean }
  | { readonly section: 'documents' | 'periods' | 'stopFactors'; readonly key: string; readonly label: string; readonly values: readonly boolean[]; readonly differs: boolean };

function differs(values: readonly (string | boolean)[]): boolean {
  return values.some((value) => value !== values[0]);
}

/**
 * The banks side by side (the requirements page): their conditions row by row, then every document,
 * finance period and stop factor any of them requires, marked per bank. Documents follow the shared
 * list of config/banks.json, periods the report's order, stop factors the first bank that names them.
 * `differs` marks the rows where the banks are not alike.
 */
export function compareBanks(banks: readonly BankSettings[], config: Pick<BanksConfig, 'document_types'>, today: string): ComparisonRow[] {
  const conditions = banks.map(bankConditions);
  const requirements = banks.map((bank) => bankRequirements(bank, today));
  const rows: ComparisonRow[] = [];
  for (const [index, condition] of (conditions[0] ?? []).entries()) {
    const values = conditions.map((list) => list[index]?.value ?? '');
    rows.push({ section: 'conditions', key: condition.key, label: condition.label, values, differs: differs(values) });
  }

  const documentTypes = new Set(requirements.flatMap((item) => item.documents.map((document) => document.type)));
  const typeOrder = Object.keys(config.document_types);
  const orderOf = (type: string) => (typeOrder.includes(type) ? typeOrder.indexOf(type) : typeOrder.length);
  for (const type of [...documentTypes].sort((a, b) => orderOf(a) - orderOf(b))) {
    const values = requirements.map((item) => item.documents.some((document) => document.type === type));
    rows.push({ section: 'documents', key: type, label: config.document_types[type]?.name ?? type, values, differs: differs(values) });
  }

  const labels = periodLabels(today);
  const periods = byPeriodNumber([...new Set(banks.flatMap((bank) => bank.finance_periods))], (period) => period);
  for (const period of periods) {
    const values = banks.map((bank) => bank.finance_periods.includes(period));
    rows.push({ section: 'periods', key: period, label: labels.get(period) ?? period, values, differs: differs(values) });
  }

  const reasons = new Map<string, string>();
  for (const item of requirements) for (const factor of item.stopFactors) if (!reasons.has(factor.key)) reasons.set(factor.key, factor.reason);
  for (const [key, reason] of reasons) {
    const values = requirements.map((item) => item.stopFactors.some((factor) => factor.key === key));
    rows.push({ section: 'stopFactors', key, label: reason, values, differs: differs(values) });
  }
  return rows;
}
