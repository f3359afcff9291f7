import type { BankSettings, FinancePeriod } from '../banks';
import { byPeriodNumber } from './financePeriods';

/** A finance period some selected bank wants filled, with the banks (short names) that want it. */
export interface PeriodRequirement {
  readonly period: FinancePeriod;
  readonly banks: readonly string[];
}

/**
 * The finance periods the selected banks require (spec-2 §5.6): the union of their `finance_periods`
 * from config/banks.json, period1 first, each naming the banks that require it in the banks' order
 * as given. No selected bank with periods means no finance step.
 */
export function requiredPeriods(selectedBanks: readonly BankSettings[]): PeriodRequirement[] {
  const banksByPeriod = new Map<FinancePeriod, string[]>();
  for (const bank of selectedBanks) {
    for (const period of bank.finance_periods) {
      const banks = banksByPeriod.get(period) ?? [];
      if (!banks.includes(bank.middle_name)) banks.push(bank.middle_name);
      banksByPeriod.set(period, banks);
    }
  }
  return byPeriodNumber(
    [...banksByPeriod].map(([period, banks]) => ({ period, banks })),
    (requirement) => requirement.period,
  );
}
