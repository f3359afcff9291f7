import { weightedSum } from './digits';

// Bank of Russia regulation on account numbering: weights 7, 1, 3 repeated over the 23-digit key
// (three digits derived from the BIK followed by the 20-digit account); the sum must end with 0.
const weights = Array.from({ length: 23 }, (_, i) => [7, 1, 3][i % 3] ?? 0);

/** True when the 3-digit BIK-derived prefix and the 20-digit account give a weighted sum divisible by 10. */
export function accountKeyHolds(prefix: string, account: string): boolean {
  return weightedSum(prefix + account, weights) % 10 === 0;
}
