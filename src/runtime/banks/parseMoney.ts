/**
 * Reads a sum of money as people type it ('15 000,50', '15000.5', '1 500 000'): spaces (also
 * non-breaking) as thousands separators, a comma or a dot before at most two kopeck digits.
 * Null for anything else or a negative sum.
 */
export function parseMoney(text: string | number): number | null {
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? text : null;
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  return Number(compact);
}
