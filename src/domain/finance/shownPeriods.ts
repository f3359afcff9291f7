import constants from '../../../config/constants.json';
import type { BankSettings, FinancePeriod } from '../banks';
import { byPeriodNumber, isFinancePeriod } from './financePeriods';
import { requiredPeriods } from './requiredPeriods';

const shown = constants.finance.periods.shown.filter(isFinancePeriod);
const shownForSoleTrader = constants.finance.periods.shownForSoleTrader.filter(isFinancePeriod);

/**
 * The finance periods the form shows as columns: the periods the selected banks need, and nothing else
 * (a column no bank reads is a column the applicant types for nothing). With no bank asking for any,
 * spec-2 §9's default: the first, for a sole entrepreneur also the fifth (config/constants.json
 * `finance.periods`) — the finance step itself is hidden then, but a read-only view still has columns.
 */
export function shownPeriods(selectedBanks: readonly BankSettings[], isIp: boolean): FinancePeriod[] {
  const required = requiredPeriods(selectedBanks).map((requirement) => requirement.period);
  if (required.length > 0) return required;
  return byPeriodNumber([...(isIp ? shownForSoleTrader : shown)], (period) => period);
}
