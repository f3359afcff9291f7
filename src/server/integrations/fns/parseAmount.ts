import { numberValue } from '../../../domain/checks/numberValue';

/**
 * Reads an amount as statements write it: '1 234', '-56', '(1 234)' for a value in parentheses,
 * '12,5' with a decimal comma. A dash or an empty cell is no value (null); anything else that is not
 * a number is undefined, for the caller to report.
 */
export function parseAmount(raw: string): number | null | undefined {
  const text = raw.replace(/\s/g, '');
  if (text === '' || /^[-–—xXхХ]$/.test(text)) return null;
  const parenthesized = /^\(.*\)$/.test(text);
  const value = numberValue((parenthesized ? text.slice(1, -1) : text).replace(/^[–—]/, '-'));
  if (value === null) return undefined;
  return parenthesized ? -Math.abs(value) : value;
}
