/** Digits of a Russian number after the country code: (XXX) XXX-XX-XX. */
const nationalDigits = 10;

/**
 * The phone as the mask `+7 (___) ___-__-__` shows it while it is typed (spec-2 §5.3, §9): the digits
 * are laid into the mask as far as they go, with no trailing separators, so deleting a character
 * deletes a digit. A leading 8 or 7 is the country code (8 999 … is how a Russian number is often
 * written); a number typed without it gets +7. A number that starts with «+» and another country code
 * (+375 …) is not a Russian number and stays as typed: the mask would break it. Empty input gives ''.
 */
export function maskPhone(input: string): string {
  const trimmed = input.trim();
  if (/^\+[0-689]/.test(trimmed)) return trimmed;
  let digits = trimmed.replace(/\D/g, '');
  if (digits === '') return '';
  if (digits.startsWith('7') || digits.startsWith('8')) digits = digits.slice(1);
  digits = digits.slice(0, nationalDigits);
  let text = '+7';
  if (digits.length > 0) text += ` (${digits.slice(0, 3)}`;
  if (digits.length >= 3) text += ')';
  if (digits.length > 3) text += ` ${digits.slice(3, 6)}`;
  if (digits.length > 6) text += `-${digits.slice(6, 8)}`;
  if (digits.length > 8) text += `-${digits.slice(8, 10)}`;
  return text;
}
