import constants from '../../../config/constants.json';

// Lengths of a municipality and a settlement code (spec-2 §5.3, §9; config/constants.json).
const lengths: readonly number[] = constants.fieldSizes.oktmo;
const pattern = new RegExp(`^(?:${lengths.map((n) => `\\d{${n}}`).join('|')})$`);
const message = `ОКТМО должен содержать ${lengths.join(' или ')} цифр`;

/**
 * Checks a municipal territory code (ОКТМО): 8 digits for a municipality, 11 for a settlement
 * (spec-2 §5.3).
 * @returns a Russian message, or null when the code is well-formed.
 */
export function checkOktmo(oktmo: string): string | null {
  return pattern.test(oktmo) ? null : message;
}

/** True when {@link checkOktmo} finds nothing wrong. */
export function isValidOktmo(oktmo: string): boolean {
  return checkOktmo(oktmo) === null;
}
