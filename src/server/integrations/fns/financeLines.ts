import config from '../../../../config/finance-lines.json';

export type FinanceGroup = 'assets' | 'liabilities' | 'income';
export type FinanceForm = 'balance' | 'financialResults';

/** One line of the finance report (config/finance-lines.json). */
export interface FinanceLine {
  name: string;
  group: FinanceGroup;
  form: FinanceForm;
  total: boolean;
  /** Shown in parentheses on paper, kept as a positive number. */
  expense: boolean;
  required: { legal: boolean; ip: boolean };
  requiredFromGuaranteeSum?: number;
  /** Element paths inside the form element of the tax office XML. */
  fnsXml: readonly string[];
}

export interface FinanceFormSpec {
  okud: string;
  name: string;
  fnsElement: string;
  periods: readonly { attribute: string; yearsBack: number }[];
}

/** The shape of config/finance-lines.json. */
export interface FinanceLinesConfig {
  unit: string;
  periodCount: number;
  balanceCheck: { assets: string; liabilities: string; tolerance: number };
  groups: Readonly<Record<FinanceGroup, { name: string; order: number }>>;
  forms: Readonly<Record<FinanceForm, FinanceFormSpec>>;
  lines: Readonly<Record<string, FinanceLine>>;
}

/** The shipped finance lines; the checker has validated the file against its meta-schema. */
export const financeLines = config as FinanceLinesConfig;
