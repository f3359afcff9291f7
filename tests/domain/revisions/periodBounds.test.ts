import { describe, expect, it } from 'vitest';
import { periodBounds } from '../../../src/domain/revisions/periodBounds';

describe('periodBounds: the first and the last day of an act’s month', () => {
  it.each<[string, string, string]>([
    ['2026-01', '2026-01-01', '2026-01-31'],
    ['2026-02', '2026-02-01', '2026-02-28'],
    ['2028-02', '2028-02-01', '2028-02-29'],
    ['2100-02', '2100-02-01', '2100-02-28'],
    ['2026-04', '2026-04-01', '2026-04-30'],
    ['2026-11', '2026-11-01', '2026-11-30'],
    ['2026-12', '2026-12-01', '2026-12-31'],
  ])('%s → %s…%s', (period, from, to) => {
    expect(periodBounds(period)).toEqual({ from, to });
  });

  it.each(['2026-13', '2026-00', '2026-1', '2026-11-01', '', 'ноябрь'])('refuses %j', (period) => {
    expect(() => periodBounds(period)).toThrow(RangeError);
  });
});
