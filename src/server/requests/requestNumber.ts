/** The largest request number a bigint identity can hold. */
const maxRequestNumber = 9_223_372_036_854_775_807n;

/**
 * The request number in a path ('/…/tender/123'), or null when the text is not one: empty, zero,
 * signed, fractional, with spaces or letters ('undefined', 'null' from a browser that had no number),
 * or beyond what the identity column holds.
 */
export function parseRequestNumber(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9][0-9]{0,18}$/.test(text)) return null;
  if (BigInt(text) > maxRequestNumber) return null;
  const value = Number(text);
  // Numbers past 2^53 are not safe in JSON; no request gets there, so none can be asked for either.
  return Number.isSafeInteger(value) ? value : null;
}
