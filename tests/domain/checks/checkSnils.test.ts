import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSnils, isValidSnils } from '../../../src/domain/checks/checkSnils';
import { completions, singleDigitMutants } from './mutants';

// Sample SNILS numbers printed in Pension Fund materials.
const samples = ['112-233-445 95', '11223344595', '112233445 95', '112-233-445-95'];

describe('checkSnils', () => {
  it.each(samples)('accepts %j', (snils) => {
    expect(checkSnils(snils)).toBeNull();
  });

  it('has exactly one control number for any 9 digits above 001-001-998', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001999, max: 999999999 }), (n) => {
        const body = String(n).padStart(9, '0');
        return completions(body, 2).filter((snils) => isValidSnils(snils)).length === 1;
      }),
      { numRuns: 60 },
    );
  });

  // Sums of 100 and 101 both give control 00: that pair is the only typo the rule cannot see.
  it('catches one-digit typos unless the control number is 00', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001999, max: 999999999 }), (n) => {
        const body = String(n).padStart(9, '0');
        const snils = completions(body, 2).find((s) => isValidSnils(s)) ?? '';
        const survivors = singleDigitMutants(snils).filter((m) => Number(m.slice(0, 9)) > 1001998 && isValidSnils(m));
        return survivors.every((s) => s.endsWith('00') && snils.endsWith('00'));
      }),
      { numRuns: 60 },
    );
  });

  it('does not check the control number of the earliest numbers, as the Pension Fund rule says', () => {
    expect(checkSnils('001-001-998 77')).toBeNull();
  });

  it.each([
    ['112-233-445 96', 'Неверный СНИЛС: не сходится контрольное число'],
    ['112-233-445', 'СНИЛС должен содержать 11 цифр (формат 123-456-789 01)'],
    ['1122334459', 'СНИЛС должен содержать 11 цифр (формат 123-456-789 01)'],
    ['112.233.445 95', 'СНИЛС должен содержать 11 цифр (формат 123-456-789 01)'],
    ['', 'СНИЛС должен содержать 11 цифр (формат 123-456-789 01)'],
  ])('rejects %j', (snils, message) => {
    expect(checkSnils(snils)).toBe(message);
  });
});
