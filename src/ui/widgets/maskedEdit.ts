/**
 * The text of a masked field after an edit. A mask puts separators the person did not type; a
 * Backspace just after one («+7 (999) |») would delete only the separator, which the mask then puts
 * back, and the key would seem dead. When an edit shortens the text but leaves its digits as they
 * were, the digit before the caret goes instead.
 */
export function maskedEdit(previous: string, next: string, caret: number | null, mask: (text: string) => string): string {
  const digits = (text: string) => text.replace(/\D/g, '');
  if (next.length < previous.length && digits(next) === digits(previous)) {
    const at = Math.min(caret ?? next.length, next.length);
    const before = next.slice(0, at);
    const index = before.search(/\d(?=\D*$)/);
    if (index !== -1) return mask(next.slice(0, index) + next.slice(index + 1));
  }
  return mask(next);
}
