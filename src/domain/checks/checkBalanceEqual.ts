import constants from '../../../config/constants.json';
import { numberValue } from './numberValue';

/** Allowed difference between balance lines 1600 and 1700 (spec-2 §5.6, §9; config/constants.json). */
export const balanceTolerance: number = constants.finance.balanceTolerance;

/**
 * Checks that two lines of a balance sheet agree within a tolerance: by default total assets
 * (line 1600) and total liabilities (line 1700). When either line is not filled in yet nothing is
 * reported: the required-line rule speaks for empty lines.
 * @returns a Russian message, or null when the lines agree.
 */
export function checkBalanceEqual(
  lines: Readonly<Record<string, unknown>>,
  left = '1600',
  right = '1700',
  tolerance = balanceTolerance,
): string | null {
  const a = numberValue(lines[left]);
  const b = numberValue(lines[right]);
  if (a === null || b === null) return null;
  if (Math.abs(a - b) <= tolerance) return null;
  return `Баланс не сходится: строка ${left} должна быть равна строке ${right} (допустимое расхождение — ${tolerance})`;
}

/** True when {@link checkBalanceEqual} finds nothing wrong. */
export function isValidBalanceEqual(
  lines: Readonly<Record<string, unknown>>,
  left = '1600',
  right = '1700',
  tolerance = balanceTolerance,
): boolean {
  return checkBalanceEqual(lines, left, right, tolerance) === null;
}
