import { describe, expect, it } from 'vitest';
import { moscowPeriodOf, periodTitle, previousPeriod } from '../../../src/domain/revisions/periodTitle';

describe('periodTitle: a month as a heading', () => {
  it.each([
    ['2026-11', 'Ноябрь 2026'],
    ['2026-01', 'Январь 2026'],
    ['2025-12', 'Декабрь 2025'],
    ['2026-13', '2026-13'],
    ['ноябрь', 'ноябрь'],
  ])('%s → %s', (period, title) => expect(periodTitle(period)).toBe(title));
});

describe('moscowPeriodOf: the Moscow month of a moment', () => {
  it.each([
    ['2026-11-30T20:59:59.999Z', '2026-11'],
    ['2026-11-30T21:00:00.000Z', '2026-12'],
    ['2026-12-31T21:00:00.000Z', '2027-01'],
  ])('%s → %s', (iso, period) => expect(moscowPeriodOf(Date.parse(iso))).toBe(period));
});

describe('previousPeriod', () => {
  it.each([
    ['2026-11', '2026-10'],
    ['2026-01', '2025-12'],
    ['2026-10', '2026-09'],
  ])('%s → %s', (period, previous) => expect(previousPeriod(period)).toBe(previous));
});
