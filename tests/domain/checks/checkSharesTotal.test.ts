import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSharesTotal, isValidSharesTotal } from '../../../src/domain/checks/checkSharesTotal';

const message = 'Совокупная доля учредителей не должна быть более 100%.';

describe('checkSharesTotal', () => {
  it.each([
    [[], null],
    [[{ percent: 100 }], null],
    [[{ percent: 50 }, { percent: 50 }], null],
    [[{ percent: 33.33 }, { percent: 33.33 }, { percent: 33.34 }], null],
    [[{ percent: '60,5' }, { percent: '39.5' }], null],
    [[{ percent: 60 }, { name: 'без доли' }, null, 'x', { percent: '' }], null],
    [[{ percent: 100.01 }], message],
    [[{ percent: 50 }, { percent: '50,01' }], message],
    [[{ percent: 70 }, { percent: 20 }, { percent: 15 }], message],
  ])('%j -> %s', (founders, expected) => {
    expect(checkSharesTotal(founders)).toBe(expected);
  });

  it('reads another field and cap when told', () => {
    expect(checkSharesTotal([{ share: 30 }, { share: 30 }], 'share', 50)).toBe('Совокупная доля учредителей не должна быть более 50%.');
    expect(isValidSharesTotal([{ share: 30 }, { share: 20 }], 'share', 50)).toBe(true);
  });

  it('accepts any split of 100% into whole hundredths', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(10_000), { minLength: 1, maxLength: 12 }), (parts) => {
        const total = parts.reduce((a, b) => a + b, 0);
        if (total === 0) return true;
        let left = 10_000;
        const cents = parts.map((p, i) => (i === parts.length - 1 ? left : (left -= Math.floor((p * 10_000) / total), Math.floor((p * 10_000) / total))));
        return isValidSharesTotal(cents.map((c) => ({ percent: c / 100 })));
      }),
    );
  });
});
