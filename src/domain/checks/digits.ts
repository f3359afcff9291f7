/**
 * Sum of the digits of `value` multiplied by the weights, position by position.
 * Russian registry numbers (INN, SNILS, bank accounts) all use weighted digit sums.
 */
export function weightedSum(value: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) {
    sum += Number(value.charCodeAt(i) - 48) * (weights[i] ?? 0);
  }
  return sum;
}

/**
 * Remainder of a long decimal number written as a string, computed digit by digit so that
 * numbers beyond 2^53 (OGRNIP has 14 significant digits before the check digit) stay exact.
 */
export function decimalRemainder(value: string, divisor: number): number {
  let rest = 0;
  for (const ch of value) rest = (rest * 10 + (ch.charCodeAt(0) - 48)) % divisor;
  return rest;
}
