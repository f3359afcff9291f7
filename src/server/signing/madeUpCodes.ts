import { createHash } from 'node:crypto';
import { isValidInn } from '../../domain/checks/checkInn';
import { isValidSnils } from '../../domain/checks/checkSnils';

/** `count` digits that follow from `seed` alone: the same person gets the same codes on every start. */
function digitsOf(seed: string, count: number): string {
  const bytes = createHash('sha256').update(seed).digest();
  return [...bytes.subarray(0, count)].map((byte) => String(byte % 10)).join('');
}

/** The first of the 100 two-digit endings that makes `body` a valid code. */
function withControl(body: string, valid: (code: string) => boolean): string {
  for (let control = 0; control < 100; control += 1) {
    const code = body + String(control).padStart(2, '0');
    if (valid(code)) return code;
  }
  throw new Error(`no control digits make ${body} valid`);
}

/**
 * A made-up СНИЛС with valid control digits, stable for a seed (a user's uuid): a test certificate of a
 * person needs one, and a real person's number must never be invented into a certificate.
 */
export function madeUpSnils(seed: string): string {
  // A leading 1 keeps the number above 001-001-998, the first whose control number is checked.
  return withControl(`1${digitsOf(`${seed}:snils`, 8)}`, isValidSnils);
}

/** A made-up 12-digit ИНН of a person (Moscow's region code) with valid control digits, stable for a seed. */
export function madeUpPersonInn(seed: string): string {
  return withControl(`77${digitsOf(`${seed}:inn`, 8)}`, (code) => isValidInn(code, 'individual'));
}
