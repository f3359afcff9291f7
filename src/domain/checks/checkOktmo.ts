const message = 'ОКТМО должен содержать 8 или 11 цифр';

/**
 * Checks a municipal territory code (ОКТМО): 8 digits for a municipality, 11 for a settlement
 * (spec-2 §5.3).
 * @returns a Russian message, or null when the code is well-formed.
 */
export function checkOktmo(oktmo: string): string | null {
  return /^(\d{8}|\d{11})$/.test(oktmo) ? null : message;
}

/** True when {@link checkOktmo} finds nothing wrong. */
export function isValidOktmo(oktmo: string): boolean {
  return checkOktmo(oktmo) === null;
}
