import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOgrn, isValidOgrn } from '../../../src/domain/checks/checkOgrn';
import { completions, singleDigitMutants } from './mutants';
import { realOrganisations } from './realRequisites';

// Public sample OGRNIP used in the FNS documentation.
const ogrnip = '304500116000157';

describe('checkOgrn', () => {
  it.each(realOrganisations)('accepts the OGRN of $name', ({ ogrn }) => {
    expect(checkOgrn(ogrn)).toBeNull();
    expect(checkOgrn(ogrn, 'legal')).toBeNull();
  });

  it('accepts an OGRNIP', () => {
    expect(checkOgrn(ogrnip)).toBeNull();
    expect(checkOgrn(ogrnip, 'individual')).toBeNull();
  });

  // As with the INN, remainders 0 and 10 share the control digit 0, the one blind spot of the rule.
  it.each([...realOrganisations.map((o) => o.ogrn), ogrnip])('catches one-digit typos in %s', (ogrn) => {
    const survivors = singleDigitMutants(ogrn).filter((m) => isValidOgrn(m));
    if (!ogrn.endsWith('0')) expect(survivors).toEqual([]);
    for (const survivor of survivors) expect(survivor.endsWith('0')).toBe(true);
    const controlTypos = singleDigitMutants(ogrn).filter((m) => m.slice(0, -1) === ogrn.slice(0, -1));
    for (const typo of controlTypos) expect(checkOgrn(typo)).toMatch(/^Неверный ОГРН(ИП)?: не сходится контрольное число$/);
  });

  it('has exactly one control digit for any 12 or 14 leading digits', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\d{12}$/), fc.stringMatching(/^\d{14}$/)), (body) =>
        completions(body, 1).filter((ogrn) => isValidOgrn(ogrn)).length === 1,
      ),
    );
  });

  it.each([
    ['102770013219', 'any', 'ОГРН должен содержать 13 цифр, ОГРНИП — 15 цифр'],
    ['10277001321951', 'any', 'ОГРН должен содержать 13 цифр, ОГРНИП — 15 цифр'],
    ['1027700132195 ', 'any', 'ОГРН должен состоять только из цифр'],
    [ogrnip, 'legal', 'ОГРН организации должен содержать 13 цифр'],
    ['1027700132195', 'individual', 'ОГРНИП должен содержать 15 цифр'],
    ['1027700132196', 'any', 'Неверный ОГРН: не сходится контрольное число'],
    ['304500116000158', 'individual', 'Неверный ОГРНИП: не сходится контрольное число'],
  ] as const)('rejects %j (%s) with «%s»', (ogrn, kind, message) => {
    expect(checkOgrn(ogrn, kind)).toBe(message);
  });
});
