import constants from '../../../config/constants.json';
import { numberValue } from './numberValue';

/** Cap on the founders' total share, in percent (spec-2 §5.4, §9; config/constants.json). */
export const sharesCap: number = constants.sharesCapPercent;

// The spec's own wording (spec-2 §5.4), with the cap in place.
const message = (max: number): string => `Совокупная доля учредителей не должна быть более ${max}%.`;

// Shares are entered with up to a few decimals; comparing in millionths keeps 33.33 + 33.33 + 33.34 at 100.
const scale = 1_000_000;

/**
 * Sums the share field of every founder (missing or non-numeric shares count as zero; their own field
 * reports them) and checks the total does not exceed the cap.
 * @returns the spec's Russian message, or null when the total fits.
 */
export function checkSharesTotal(founders: readonly unknown[], field = 'percent', max = sharesCap): string | null {
  let total = 0;
  for (const founder of founders) {
    if (founder === null || typeof founder !== 'object') continue;
    total += Math.round((numberValue((founder as Record<string, unknown>)[field]) ?? 0) * scale);
  }
  if (total <= Math.round(max * scale)) return null;
  return message(max);
}

/** True when {@link checkSharesTotal} finds nothing wrong. */
export function isValidSharesTotal(founders: readonly unknown[], field = 'percent', max = sharesCap): boolean {
  return checkSharesTotal(founders, field, max) === null;
}
