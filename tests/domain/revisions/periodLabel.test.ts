import { describe, expect, it } from 'vitest';
import { parsePeriod, periodBounds, periodLabel } from '../../../src/domain/revisions/periodLabel';

describe('periodLabel and periodBounds: the month of an act as documents print it', () => {
  it.each<[string, string, string, string]>([
    ['2026-01', 'январь 2026 г.', '2026-01-01', '2026-01-31'],
    ['2026-02', 'февраль 2026 г.', '2026-02-01', '2026-02-28'],
    ['2028-02', 'февраль 2028 г.', '2028-02-01', '2028-02-29'],
    ['2026-04', 'апрель 2026 г.', '2026-04-01', '2026-04-30'],
    ['2026-11', 'ноябрь 2026 г.', '2026-11-01', '2026-11-30'],
    ['2026-12', 'декабрь 2026 г.', '2026-12-01', '2026-12-31'],
  ])('%s → %s, %s…%s', (period, label, from, to) => {
    expect(periodLabel(period)).toBe(label);
    expect(periodBounds(period)).toEqual({ from, to });
  });

  it.each(['2026-13', '2026-00', '2026-1', '2026-11-01', '', 'ноябрь'])('refuses %j', (period) => {
    expect(parsePeriod(period)).toBeNull();
    expect(() => periodLabel(period)).toThrow(RangeError);
    expect(() => periodBounds(period)).toThrow(RangeError);
  });
});
