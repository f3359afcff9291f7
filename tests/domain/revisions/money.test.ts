import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertKopecks, divideRounded, formatKopecks, parseRoubles, percentOf } from '../../../src/domain/revisions/money';

const maxSafe = Number.MAX_SAFE_INTEGER;

describe('parseRoubles reads kopecks digit by digit', () => {
  it.each<[string, number | null]>([
    ['7 312 500,00', 731_250_000],
    ['4850.15', 485_015],
    ['4850', 485_000],
    ['4850,1', 485_010],
    ['0,01', 1],
    ['0', 0],
    ['00012', 1_200],
    ['-1 000,50', -100_050],
    ['−12,00', -1_200],
    ['-0,00', 0],
    ['10 000 000 000,00', 1_000_000_000_000],
    ['7\u00a0312\u00a0500,00', 731_250_000],
    ['7\u202f312\u202f500,00', 731_250_000],
    [' 12,34 ₽ ', 1_234],
    ['1 234,56₽', 123_456],
    ['0.29', 29],
    ['1.005', null],
    ['90 071 992 547 409,91', maxSafe],
    ['90 071 992 547 409,92', null],
    ['1,234', null],
    ['12 34', null],
    ['1 2345,00', null],
    ['1.000,00', null],
    ['1e5', null],
    ['+5', null],
    [',50', null],
    ['5,', null],
    ['', null],
    ['рубль', null],
  ])('%j → %j', (text, kopecks) => {
    const parsed = parseRoubles(text);
    expect(parsed).toBe(kopecks);
    if (parsed === 0) expect(Object.is(parsed, -0)).toBe(false);
  });
});

describe('formatKopecks', () => {
  it.each<[number, string]>([
    [731_250_000, '7 312 500,00 ₽'],
    [0, '0,00 ₽'],
    [1, '0,01 ₽'],
    [99, '0,99 ₽'],
    [100, '1,00 ₽'],
    [100_000, '1 000,00 ₽'],
    [-5, '-0,05 ₽'],
    [-123_456_789, '-1 234 567,89 ₽'],
    [1_000_000_000_000, '10 000 000 000,00 ₽'],
    [maxSafe, '90 071 992 547 409,91 ₽'],
    [-maxSafe, '-90 071 992 547 409,91 ₽'],
  ])('%j → %j', (kopecks, text) => {
    expect(formatKopecks(kopecks)).toBe(text);
  });

  it('leaves the symbol out for table columns', () => {
    expect(formatKopecks(485_015, null)).toBe('4 850,15');
  });

  it.each([1.5, Number.NaN, Infinity, 2 ** 53])('refuses %j, which is not whole kopecks', (value) => {
    expect(() => formatKopecks(value)).toThrow(RangeError);
    expect(() => assertKopecks(value)).toThrow(/целые копейки/);
  });

  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -maxSafe, max: maxSafe }), (kopecks) => {
        expect(parseRoubles(formatKopecks(kopecks))).toBe(kopecks);
        expect(parseRoubles(formatKopecks(kopecks, null))).toBe(kopecks);
      }),
    );
  });
});

describe('divideRounded: half away from zero', () => {
  it.each<[bigint, bigint, bigint]>([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [3n, 2n, 2n],
    [1n, 2n, 1n],
    [-1n, 2n, -1n],
    [4n, 3n, 1n],
    [5n, 3n, 2n],
    [-4n, 3n, -1n],
    [0n, 7n, 0n],
    [49n, 100n, 0n],
    [50n, 100n, 1n],
    [-49n, 100n, 0n],
    [-50n, 100n, -1n],
  ])('%s / %s → %s', (numerator, denominator, result) => {
    expect(divideRounded(numerator, denominator)).toBe(result);
  });

  it('refuses a zero or negative divisor', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
    expect(() => divideRounded(1n, -2n)).toThrow(RangeError);
  });
});

describe('percentOf rounds once, to the kopeck, half away from zero', () => {
  it.each<[number, string, number]>([
    [1_000, '30', 300],
    [1, '50', 1], // 0,5 kopeck → 1
    [-1, '50', -1], // −0,5 → −1 (Math.round would give −0)
    [3, '50', 2], // 1,5 → 2
    [5, '50', 3], // 2,5 → 3 (banker's rounding would give 2)
    [-5, '50', -3],
    [1, '49.99', 0],
    [1, '27.5', 0],
    [2, '25', 1], // 0,5 → 1
    [2, '24.99', 0],
    [10, '5', 1],
    [10, '4.99', 0],
    [7, '27.5', 2], // 1,925 → 2
    [200, '0.25', 1], // 0,5 → 1
    [199, '0.25', 0], // 0,4975 → 0
    [0, '30', 0],
    [123_456, '0', 0],
    [123_456, '100', 123_456],
    [731_250_000, '22.5', 164_531_250],
    [1_000_000_000_000, '27.5', 275_000_000_000], // 10 млрд ₽
    [1_000_000_000_001, '27.5', 275_000_000_000], // + 0,275 kopeck
    [1_000_000_000_002, '27.5', 275_000_000_001], // + 0,55 kopeck
    [999_999_999_999, '22', 220_000_000_000], // 219 999 999 999,78
    [-999_999_999_999, '22', -220_000_000_000],
    [maxSafe, '100', maxSafe],
    [100, '12.3456', 12],
    [4_050, '12.3456', 500], // 499,9968
  ])('%j × %s %% → %j', (kopecks, percent, result) => {
    expect(percentOf(kopecks, percent)).toBe(result);
  });

  it.each(['30%', '-5', 'abc', '1e2', '27,5', '.5', '1000', '1.1234567'])('refuses the rate %j', (percent) => {
    expect(() => percentOf(100, percent)).toThrow(RangeError);
  });

  it('refuses a result beyond whole safe kopecks and a fractional amount', () => {
    expect(() => percentOf(maxSafe, '101')).toThrow(RangeError);
    expect(() => percentOf(10.5, '30')).toThrow(RangeError);
  });

  it('is within half a kopeck of the exact value, ties away from zero, and symmetric', () => {
    const percent = fc
      .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 99 }))
      .map(([whole, hundredths]) => (hundredths === 0 ? String(whole) : `${whole}.${String(hundredths).padStart(2, '0')}`));
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000_00, max: 1_000_000_000_000_00 }), percent, (kopecks, rate) => {
        const result = percentOf(kopecks, rate);
        const [whole = '', fraction = ''] = rate.split('.');
        const scale = 100n * 10n ** BigInt(fraction.length);
        const exactTimesScale = BigInt(kopecks) * BigInt(whole + fraction);
        const error = BigInt(result) * scale - exactTimesScale;
        const twice = 2n * (error < 0n ? -error : error);
        expect(twice <= scale).toBe(true);
        // An exact half goes away from zero: the error then points the same way as the amount.
        if (twice === scale) expect(error > 0n).toBe(kopecks > 0);
        expect(percentOf(-kopecks, rate)).toBe(result === 0 ? 0 : -result);
      }),
    );
  });
});
