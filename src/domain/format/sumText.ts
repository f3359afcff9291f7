import { formatNumber } from './formatNumber';

/** Kopecks are the smallest unit of a sum: two digits after the comma. */
const fractionDigits = 2;
/** More whole digits than this cannot be held exactly by a number with kopecks. */
const maxWholeDigits = 13;

/**
 * A sum as it is shown in its field (spec-2 §9): thousands spaced, a comma before kopecks —
 * 1234567.89 → «1 234 567,89», 1000 → «1 000». Not a finite number gives ''.
 */
export function sumText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, { maxFractionDigits: fractionDigits }) : '';
}

/**
 * The text of a sum field while it is typed: digits grouped by thousands with spaces as they come, a
 * dot or a comma taken as the comma before kopecks, at most two digits after it; anything else is
 * dropped (a pasted «1 234 567.89 ₽» becomes «1 234 567,89»). A leading zero is kept only before
 * the comma. Empty input gives ''.
 */
export function typedSumText(input: string): string {
  const cleaned = input.replace(/[^\d.,]/g, '');
  const separator = cleaned.search(/[.,]/);
  const wholeRaw = (separator === -1 ? cleaned : cleaned.slice(0, separator)).replace(/\D/g, '');
  const whole = wholeRaw.replace(/^0+(?=\d)/, '').slice(0, maxWholeDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  if (separator === -1) return grouped;
  const fraction = cleaned.slice(separator + 1).replace(/\D/g, '').slice(0, fractionDigits);
  return `${grouped === '' ? '0' : grouped},${fraction}`;
}

/**
 * The number a sum field's text stands for, rounded to kopecks: «1 234 567,89» → 1234567.89. Empty
 * text (or a lone comma) is no value: undefined, so the field's required rule speaks.
 */
export function parseSumText(text: string): number | undefined {
  const normalized = typedSumText(text).replace(/ /g, '').replace(',', '.');
  if (!/\d/.test(normalized)) return undefined;
  const value = Number(normalized.endsWith('.') ? normalized.slice(0, -1) : normalized);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : undefined;
}
