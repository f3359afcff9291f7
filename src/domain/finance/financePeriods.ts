import constants from '../../../config/constants.json';
import type { FinancePeriod } from '../banks';

/** How many periods a finance report keeps: period1 … period8 (spec-2 §9). */
export const financePeriodCount: number = constants.finance.periods.count;

/** The number of a period code: period5 -> 5; NaN for anything else. */
export function periodNumber(period: string): number {
  const match = /^period([1-9]\d*)$/.exec(period);
  return match ? Number(match[1]) : Number.NaN;
}

/** Whether a string is one of the report's period codes. */
export function isFinancePeriod(value: string): value is FinancePeriod {
  const n = periodNumber(value);
  return n >= 1 && n <= financePeriodCount;
}

/** Period codes in report order, period1 (the latest) first. */
export function byPeriodNumber<T>(items: readonly T[], periodOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => periodNumber(periodOf(a)) - periodNumber(periodOf(b)));
}
