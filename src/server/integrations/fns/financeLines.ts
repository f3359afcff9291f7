import config from '../../../../config/finance-lines.json';
import constants from '../../../../config/constants.json';

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
  /** Required when the guarantee sum reaches the threshold of config/constants.json. */
  requiredAboveSumThreshold?: boolean;
  /** Element paths inside the form element of the tax office XML. */
  fnsXml: readonly string[];
}

export interface FinanceFormSpec {
  okud: string;
  name: string;
  /** Names of the form element in the versions of the format (ФинРез now, ПрибУб before). */
  fnsElements: readonly string[];
  periods: readonly { attribute: string; yearsBack: number }[];
}

/** The shape of config/finance-lines.json, with the figures it shares with config/constants.json. */
export interface FinanceLinesConfig {
  unit: string;
  /** How many periods a report keeps (period1..periodN). */
  periodCount: number;
  balanceCheck: { assets: string; liabilities: string; tolerance: number };
  groups: Readonly<Record<FinanceGroup, { name: string; order: number }>>;
  forms: Readonly<Record<FinanceForm, FinanceFormSpec>>;
  lines: Readonly<Record<string, FinanceLine>>;
}

/**
 * The shipped finance lines; the checker has validated the file against its meta-schema. The period
 * count and the balance tolerance are business constants and come from config/constants.json.
 */
export const financeLines: FinanceLinesConfig = {
  ...(config as Omit<FinanceLinesConfig, 'periodCount' | 'balanceCheck'>),
  periodCount: constants.finance.periods.count,
  balanceCheck: { ...config.balanceCheck, tolerance: constants.finance.balanceTolerance },
};
