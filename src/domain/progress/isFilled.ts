/**
 * Whether a form value counts as filled in for progress: text that is not blank, a finite number
 * (zero included: "0" is an answer in a finance line), any boolean (a yes/no question answered "no" is
 * answered), a non-empty list, an object with some filled value (an address pick, a suggestion).
 */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value).some(isFilled);
  return false;
}
