/**
 * Reads a number from a form value: a number, or a string with spaces between thousands and a comma
 * or dot for decimals ("1 234,5"). Anything else, including an empty string, gives null.
 */
export function numberValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const compact = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(compact)) return null;
  return Number(compact);
}
