/**
 * Whether two form values hold the same data, a property set to `undefined` counting as absent: rjsf
 * reports a cleared field as `undefined`, the store keeps or drops the key, and both mean «empty».
 */
export function sameFormData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameFormData(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key of Object.keys(left)) if (!sameFormData(left[key], right[key])) return false;
  for (const key of Object.keys(right)) if (!(key in left) && right[key] !== undefined) return false;
  return true;
}
