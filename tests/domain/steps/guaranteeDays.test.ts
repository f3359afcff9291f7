import { describe, expect, it } from 'vitest';
import { guaranteeDays } from '../../../src/domain/steps/guaranteeDays';

describe('guaranteeDays', () => {
  it.each([
    ['2026-11-26', '2027-03-31', 125],
    ['2026-11-26', '2026-11-27', 1],
    ['2027-02-28', '2027-03-01', 1],
    ['2028-02-28', '2028-03-01', 2],
    // Across the change to winter time elsewhere: calendar days, not hours.
    ['2026-10-24', '2026-10-26', 2],
    ['26.11.2026', '31.03.2027', 125],
    ['2026-11-26', '2026-11-26', null],
    ['2027-03-31', '2026-11-26', null],
    ['2026-11-26', '', null],
    [null, '2027-03-31', null],
    ['2026-02-30', '2027-03-31', null],
  ])('from %s to %s: %s', (from, to, days) => {
    expect(guaranteeDays(from, to)).toBe(days);
  });
});
