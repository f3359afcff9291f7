import { weightedSum } from './digits';

const messages = {
  format: 'СНИЛС должен содержать 11 цифр (формат 123-456-789 01)',
  checksum: 'Неверный СНИЛС: не сходится контрольное число',
} as const;

// Pension Fund rule: the checksum is verified only for numbers above 001-001-998.
const firstCheckedNumber = 1001998;
const weights = [9, 8, 7, 6, 5, 4, 3, 2, 1];

function controlNumber(body: string): number {
  const sum = weightedSum(body, weights);
  if (sum < 100) return sum;
  if (sum === 100 || sum === 101) return 0;
  const rest = sum % 101;
  return rest === 100 ? 0 : rest;
}

/**
 * Checks an insurance number (СНИЛС): 11 digits, written plainly or as 123-456-789 01, whose last two
 * digits are the control number of the first nine.
 * @returns a Russian message, or null when the SNILS is valid.
 */
export function checkSnils(snils: string): string | null {
  const normalized = /^\d{3}-?\d{3}-?\d{3}[ -]?\d{2}$/.test(snils) ? snils.replace(/\D/g, '') : '';
  if (normalized.length !== 11) return messages.format;
  const body = normalized.slice(0, 9);
  if (Number(body) <= firstCheckedNumber) return null;
  return controlNumber(body) === Number(normalized.slice(9)) ? null : messages.checksum;
}

/** True when {@link checkSnils} finds nothing wrong. */
export function isValidSnils(snils: string): boolean {
  return checkSnils(snils) === null;
}
