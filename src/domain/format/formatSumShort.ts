import constants from '../../../config/constants.json';
import { formatNumber } from './formatNumber';

// Sums above this are shown in millions, with this unit (spec-2 §9; config/constants.json).
const million: number = constants.displayFormats.sumShortenedAbove;
const unit: string = constants.displayFormats.sumShortenedUnit;

/**
 * Formats a sum for tight places such as lists and bank cards (spec-2 §9): sums over one million are
 * shown in millions with up to two decimals ("1,5 млн", "12,35 млн"); smaller sums in full
 * ("950 000", "1 000 000"). The currency symbol, when given, follows after a space.
 */
export function formatSumShort(value: number, symbol?: string): string {
  const text = Math.abs(value) > million ? `${formatNumber(value / million)} ${unit}` : formatNumber(value);
  return text && symbol ? `${text} ${symbol}` : text;
}
