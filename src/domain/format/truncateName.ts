const ellipsis = '…';

/**
 * Shortens a name to at most `maxLength` characters, ending with an ellipsis when cut (spec-2 §9):
 * "ООО «Ромашка и партнёры»" -> "ООО «Ромашка…". Spaces before the ellipsis are dropped; surrogate
 * pairs are never split.
 */
export function truncateName(name: string, maxLength: number): string {
  const chars = Array.from(name.trim());
  if (chars.length <= maxLength) return chars.join('');
  if (maxLength < 1) return '';
  return chars.slice(0, maxLength - 1).join('').trimEnd() + ellipsis;
}
