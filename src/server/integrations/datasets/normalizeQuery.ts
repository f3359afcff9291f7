// Physical key positions of the Russian ЙЦУКЕН layout for the Latin QWERTY keys: a query typed with the
// wrong layout ("cPth" for "сбер") must still find what the user meant.
const latinKeys = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const cyrillicKeys = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const latinToCyrillic = new Map<string, string>();
for (let i = 0; i < latinKeys.length; i += 1) latinToCyrillic.set(latinKeys[i]!, cyrillicKeys[i]!);

/** Lower case, ё as е, every run of non-letters/non-digits as one space (quotes, dashes, dots, commas). */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Splits a text into normalised words. */
export function tokenize(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * The same keystrokes read in the Russian layout, or null when the text has no Latin letters to convert.
 * Converts before normalising, since the keys for х, ъ, ж, э, б, ю, ё are punctuation in QWERTY.
 */
export function switchKeyboardLayout(text: string): string | null {
  const lower = text.toLowerCase();
  if (!/[a-z]/.test(lower)) return null;
  let out = '';
  for (const ch of lower) out += latinToCyrillic.get(ch) ?? ch;
  return out;
}

/** Only the digits of a text ('770-001' -> '770001'). */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}
