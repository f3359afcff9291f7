import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInn, isValidInn } from '../../../src/domain/checks/checkInn';
import { completions, singleDigitMutants } from './mutants';
import { realOrganisations } from './realRequisites';

// Public sample INN of a person, used in the FNS documentation.
const personInn = '500100732259';

describe('checkInn', () => {
  it.each(realOrganisations)('accepts the INN of $name', ({ inn }) => {
    expect(checkInn(inn)).toBeNull();
    expect(checkInn(inn, 'legal')).toBeNull();
    expect(isValidInn(inn)).toBe(true);
  });

  it('accepts a 12-digit INN of a person', () => {
    expect(checkInn(personInn)).toBeNull();
    expect(checkInn(personInn, 'individual')).toBeNull();
  });

  it.each(realOrganisations)('rejects every change of the control digit of $name', ({ inn }) => {
    for (const mutant of singleDigitMutants(inn).filter((m) => m.slice(0, -1) === inn.slice(0, -1))) {
      expect(checkInn(mutant)).toBe('Неверный ИНН: не сходится контрольное число');
    }
  });

  // The FNS algorithm takes the remainder mod 11 and then mod 10, so remainders 0 and 10 both give
  // the control digit 0: only an INN ending in 0 can survive a one-digit typo, and the survivor ends in 0 too.
  it.each([...realOrganisations.map((o) => o.inn), personInn])('catches one-digit typos in %s', (inn) => {
    const survivors = singleDigitMutants(inn).filter((m) => isValidInn(m));
    if (!inn.endsWith('0')) expect(survivors).toEqual([]);
    for (const survivor of survivors) expect(survivor.endsWith('0')).toBe(true);
  });

  it('has exactly one control digit for any 9 leading digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (body) => completions(body, 1).filter((inn) => isValidInn(inn)).length === 1),
    );
  });

  it('has exactly one pair of control digits for any 10 leading digits of a person INN', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (body) => completions(body, 2).filter((inn) => isValidInn(inn)).length === 1),
      { numRuns: 50 },
    );
  });

  it.each([
    ['770708389', 'any', 'ИНН должен содержать 10 цифр (организация) или 12 цифр (ИП, физическое лицо)'],
    ['', 'any', 'ИНН должен содержать 10 цифр (организация) или 12 цифр (ИП, физическое лицо)'],
    ['77070838931', 'any', 'ИНН должен содержать 10 цифр (организация) или 12 цифр (ИП, физическое лицо)'],
    ['7707 083893', 'any', 'ИНН должен состоять только из цифр'],
    ['77О7083893', 'any', 'ИНН должен состоять только из цифр'],
    [personInn, 'legal', 'ИНН организации должен содержать 10 цифр'],
    ['7707083893', 'individual', 'ИНН ИП или физического лица должен содержать 12 цифр'],
    ['500100732258', 'any', 'Неверный ИНН: не сходится контрольное число'],
    ['500100732249', 'individual', 'Неверный ИНН: не сходится контрольное число'],
  ] as const)('rejects %j (%s) with «%s»', (inn, kind, message) => {
    expect(checkInn(inn, kind)).toBe(message);
    expect(isValidInn(inn, kind)).toBe(false);
  });
});
