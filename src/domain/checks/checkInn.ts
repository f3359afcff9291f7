import { weightedSum } from './digits';

/** Which kind of taxpayer an INN must belong to: any, a legal entity (10 digits) or a person / sole trader (12). */
export type InnKind = 'any' | 'legal' | 'individual';

const messages = {
  digits: 'ИНН должен состоять только из цифр',
  lengthAny: 'ИНН должен содержать 10 цифр (организация) или 12 цифр (ИП, физическое лицо)',
  lengthLegal: 'ИНН организации должен содержать 10 цифр',
  lengthIndividual: 'ИНН ИП или физического лица должен содержать 12 цифр',
  checksum: 'Неверный ИНН: не сходится контрольное число',
} as const;

const legalWeights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const individualWeights11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const individualWeights12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function controlDigit(value: string, weights: readonly number[]): number {
  return (weightedSum(value, weights) % 11) % 10;
}

function checksumHolds(inn: string): boolean {
  if (inn.length === 10) return controlDigit(inn, legalWeights) === Number(inn[9]);
  return (
    controlDigit(inn, individualWeights11) === Number(inn[10]) &&
    controlDigit(inn, individualWeights12) === Number(inn[11])
  );
}

/**
 * Checks a taxpayer number (ИНН): 10 digits for an organisation, 12 for a person or sole trader,
 * with the control digits of the Federal Tax Service algorithm.
 * @returns a Russian message describing the problem, or null when the INN is valid.
 */
export function checkInn(inn: string, kind: InnKind = 'any'): string | null {
  if (!/^\d*$/.test(inn)) return messages.digits;
  const lengthOk = kind === 'legal' ? inn.length === 10 : kind === 'individual' ? inn.length === 12 : inn.length === 10 || inn.length === 12;
  if (!lengthOk) {
    return kind === 'legal' ? messages.lengthLegal : kind === 'individual' ? messages.lengthIndividual : messages.lengthAny;
  }
  return checksumHolds(inn) ? null : messages.checksum;
}

/** True when {@link checkInn} finds nothing wrong. */
export function isValidInn(inn: string, kind: InnKind = 'any'): boolean {
  return checkInn(inn, kind) === null;
}
