import constants from '../../../config/constants.json';
import type { BankSettings, FinancePeriod } from '../banks';
import { byPeriodNumber, isFinancePeriod } from './financePeriods';
import { requiredPeriods } from './requiredPeriods';

const shown = constants.finance.periods.shown.filter(isFinancePeriod);
const shownForSoleTrader = constants.finance.periods.shownForSoleTrader.filter(isFinancePeriod);

/**
 * The finance periods the form shows as columns (spec-2 §9): always the first, for a sole entrepreneur
 * also the fifth (config/constants.json `finance.periods`), and every period a selected bank requires,
 * so that no required period is hidden from the user who must fill it.
 */
export function shownPeriods(selectedBanks: readonly BankSettings[], isIp: boolean): FinancePeriod[] {
  const periods = new Set<FinancePeriod>(isIp ? shownForSoleTrader : shown);
  for (const requirement of requiredPeriods(selectedBanks)) periods.add(requirement.period);
  return byPeriodNumber([...periods], (period) => period);
}
