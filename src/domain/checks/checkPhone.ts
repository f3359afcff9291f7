import constants from '../../../config/constants.json';

/** Least number of digits in a phone number (spec-2 §5.3, §9; config/constants.json). */
export const phoneMinDigits: number = constants.fieldSizes.phoneMinDigits;

const messages = {
  characters: 'Телефон может содержать только цифры, пробелы, скобки, дефисы и знак +',
  length: `Телефон должен содержать не менее ${phoneMinDigits} цифр, например +7 999 123-45-67`,
} as const;

/**
 * Checks a phone number as typed by a person: formatting characters are allowed, and at least
 * 11 digits must be present (country code included).
 * @returns a Russian message, or null when the phone is acceptable.
 */
export function checkPhone(phone: string): string | null {
  if (!/^[\d\s+()-]*$/.test(phone)) return messages.characters;
  return phone.replace(/\D/g, '').length >= phoneMinDigits ? null : messages.length;
}

/** True when {@link checkPhone} finds nothing wrong. */
export function isValidPhone(phone: string): boolean {
  return checkPhone(phone) === null;
}
