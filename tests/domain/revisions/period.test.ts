import { describe, expect, it } from 'vitest';
import { isPeriod, periodLabel, periodOf, previousPeriod } from '../../../src/domain/revisions/period';

describe('periods', () => {
  it.each([
    ['2026-06-30T20:59:59Z', '2026-06'],
    ['2026-06-30T21:00:00Z', '2026-07'],
    ['2026-12-31T21:30:00Z', '2027-01'],
  ])('the Moscow month of %s is %s', (moment, period) => expect(periodOf(moment)).toBe(period));

  it.each([
    ['2026-01', '2025-12'],
    ['2026-11', '2026-10'],
  ])('before %s comes %s', (period, previous) => expect(previousPeriod(period)).toBe(previous));

  it.each([
    ['2026-11', true],
    ['2026-13', false],
    ['2026-1', false],
    ['1999-12', false],
  ])('%s is a period: %s', (text, expected) => expect(isPeriod(text)).toBe(expected));

  it('names the month in Russian', () => expect(periodLabel('2026-11')).toBe('ноябрь 2026'));
});
