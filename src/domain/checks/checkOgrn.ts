import { decimalRemainder } from './digits';

/** Which registration number is expected: any, ОГРН of an organisation (13 digits) or ОГРНИП of a sole trader (15). */
export type OgrnKind = 'any' | 'legal' | 'individual';

const messages = {
  digits: 'ОГРН должен состоять только из цифр',
  lengthAny: 'ОГРН должен содержать 13 цифр, ОГРНИП — 15 цифр',
  lengthLegal: 'ОГРН организации должен содержать 13 цифр',
  lengthIndividual: 'ОГРНИП должен содержать 15 цифр',
  checksumLegal: 'Неверный ОГРН: не сходится контрольное число',
  checksumIndividual: 'Неверный ОГРНИП: не сходится контрольное число',
} as const;

/**
 * Checks a primary state registration number: ОГРН (13 digits, the last is the remainder of the first
 * twelve divided by 11, taken mod 10) or ОГРНИП (15 digits, remainder of the first fourteen by 13, mod 10).
 * @returns a Russian message, or null when the number is valid.
 */
export function checkOgrn(ogrn: string, kind: OgrnKind = 'any'): string | null {
  if (!/^\d*$/.test(ogrn)) return messages.digits;
  const legal = ogrn.length === 13;
  const individual = ogrn.length === 15;
  if (kind === 'legal' && !legal) return messages.lengthLegal;
  if (kind === 'individual' && !individual) return messages.lengthIndividual;
  if (!legal && !individual) return messages.lengthAny;
  const body = ogrn.slice(0, -1);
  const control = (decimalRemainder(body, legal ? 11 : 13) % 10).toString();
  if (control === ogrn.slice(-1)) return null;
  return legal ? messages.checksumLegal : messages.checksumIndividual;
}

/** True when {@link checkOgrn} finds nothing wrong. */
export function isValidOgrn(ogrn: string, kind: OgrnKind = 'any'): boolean {
  return checkOgrn(ogrn, kind) === null;
}
