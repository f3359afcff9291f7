/**
 * Money of the settlements (docs/revisions.md): amounts are integer kopecks in a JS number, checked to be
 * safe integers (exact up to ±90 071 992 547 409,91 ₽), and every product with a percent is done in BigInt,
 * so no sum ever passes through floating point.
 */

const maxKopecks = BigInt(Number.MAX_SAFE_INTEGER);

/** Throws when `kopecks` is not an exact integer amount (a fraction or beyond the safe range). */
export function assertKopecks(kopecks: number, what = 'сумма'): number {
  if (!Number.isSafeInteger(kopecks)) throw new RangeError(`${what}: ожидались целые копейки, получено ${String(kopecks)}`);
  return kopecks;
}

// "7 312 500,00", "4850.15", "-1 000", "12,5 ₽": groups of three split by a space (also no-break or
// narrow), a comma or a point before at most two kopeck digits.
const amountPattern = /^([-−])?(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?(?:\s*₽)?$/;

/**
 * Kopecks of a rouble amount written by a person or a bank ("7 312 500,00" → 731250000), read digit by
 * digit; null when the text is not an amount, has more than two kopeck digits (they would need a rounding
 * nobody asked for) or is beyond the safe range.
 */
export function parseRoubles(text: string): number | null {
  const match = amountPattern.exec(text.trim());
  if (!match) return null;
  const [, minus, whole = '', fraction = ''] = match;
  const magnitude = BigInt(whole.replace(/\D/g, '') + fraction.padEnd(2, '0'));
  if (magnitude > maxKopecks) return null;
  const kopecks = Number(magnitude);
  return minus && kopecks !== 0 ? -kopecks : kopecks;
}

/**
 * "7 312 500,00 ₽" for 731250000 kopecks: plain spaces between thousands as spec-2 §9 writes them (as
 * formatMoney does), a comma before the kopecks, a hyphen-minus for a negative line; `symbol` null leaves
 * the currency out (columns of a table that name it in the header).
 */
export function formatKopecks(kopecks: number, symbol: string | null = '₽'): string {
  assertKopecks(kopecks);
  const digits = String(Math.abs(kopecks)).padStart(3, '0');
  const roubles = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const text = `${kopecks < 0 ? '-' : ''}${roubles},${digits.slice(-2)}`;
  return symbol === null ? text : `${text} ${symbol}`;
}

/**
 * The one rounding rule of the settlements: `numerator / denominator` rounded to a whole number, half away
 * from zero (0,5 kopeck → 1 kopeck, −0,5 → −1). It is the arithmetic rounding Russian accounting uses
 * (1C's default, the rule of НК РФ ст. 52 п. 6 at kopeck scale), and being symmetric it keeps a reversal
 * the exact negative of what it reverses.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('делитель должен быть положительным');
  const magnitude = numerator < 0n ? -numerator : numerator;
  const quotient = magnitude / denominator;
  const rounded = (magnitude % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  return numerator < 0n ? -rounded : rounded;
}

const percentPattern = /^(\d{1,3})(?:\.(\d{1,6}))?$/;

/**
 * `percent` % of `kopecks`, rounded by {@link divideRounded}: the percent is a decimal string ("27.5", as
 * the tariff table and the wire keep rates) read as an exact fraction, never as a float.
 */
export function percentOf(kopecks: number, percent: string): number {
  assertKopecks(kopecks);
  const match = percentPattern.exec(percent);
  if (!match) throw new RangeError(`ставка «${percent}» не число процентов`);
  const [, whole = '', fraction = ''] = match;
  const rate = BigInt(whole + fraction);
  const scale = 100n * 10n ** BigInt(fraction.length);
  const result = divideRounded(BigInt(kopecks) * rate, scale);
  return assertKopecks(Number(result), 'результат');
}
