/**
 * The insurance number (СНИЛС) as the mask `___-___-___ __` shows it while it is typed: the first
 * eleven digits laid into the mask as far as they go, with no trailing separators. The result is the
 * form the schema's `ruSnils` check accepts (123-456-789 01). Empty input gives ''.
 */
export function maskSnils(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11);
  let text = digits.slice(0, 3);
  if (digits.length > 3) text += `-${digits.slice(3, 6)}`;
  if (digits.length > 6) text += `-${digits.slice(6, 9)}`;
  if (digits.length > 9) text += ` ${digits.slice(9, 11)}`;
  return text;
}
