import { formatNumber } from './formatNumber';

/**
 * Formats a sum of money rounded to kopecks (spec-2 §9): "1 234 567,50", with the currency symbol
 * after a space when given ("1 234 567,50 ₽"). Non-finite values give an empty string.
 */
export function formatMoney(value: number, symbol?: string): string {
  const text = formatNumber(value, { minFractionDigits: 2, maxFractionDigits: 2 });
  return text && symbol ? `${text} ${symbol}` : text;
}
