import { describe, expect, it } from 'vitest';
import { localDay, reportingDateLabel, reportingPeriods } from '../../../src/domain/finance/reportingPeriods';

const labels = (today: string): Record<string, string> => Object.fromEntries(reportingPeriods(today).map(({ period, label }) => [period, label]));

describe('reportingPeriods: the last closed reporting dates on a given day (config/constants.json finance.periods.calendar)', () => {
  it.each<[string, string, Record<string, string>]>([
    [
      'late November: the 9 months are closed (due 25 October), the last year since 1 April',
      '2026-11-27',
      {
        period1: '9 месяцев 2026',
        period2: '6 месяцев 2026',
        period3: '3 месяца 2026',
        period4: '9 месяцев 2025',
        period5: '2025 год',
        period6: '2024 год',
        period7: '2023 год',
        period8: '2022 год',
      },
    ],
    ['on the 9 months deadline day they are not closed yet', '2026-10-25', { period1: '6 месяцев 2026', period4: '6 месяцев 2025', period5: '2025 год' }],
    ['the day after the deadline they are', '2026-10-26', { period1: '9 месяцев 2026', period5: '2025 год' }],
    ['on 31 March the last year is not due yet: the year before is the last closed one', '2026-03-31', { period1: '9 месяцев 2025', period5: '2024 год', period6: '2023 год' }],
    ['from 1 April the last year is closed', '2026-04-01', { period1: '9 месяцев 2025', period5: '2025 год' }],
    ['3 months are closed after 25 April', '2026-04-26', { period1: '3 месяца 2026', period2: '9 месяцев 2025', period3: '6 месяцев 2025', period5: '2025 год' }],
    ['6 months are closed after 25 July', '2026-07-26', { period1: '6 месяцев 2026', period2: '3 месяца 2026' }],
    ['in January the 9 months of the last year are the latest interim date', '2027-01-10', { period1: '9 месяцев 2026', period5: '2025 год' }],
    ['a year turns over on 1 January', '2026-12-31', { period1: '9 месяцев 2026', period5: '2025 год' }],
  ])('%s (%s)', (_case, today, expected) => {
    expect(labels(today)).toMatchObject(expected);
  });

  it('gives every one of the eight periods a date that ends its period, the latest first in each series', () => {
    const periods = reportingPeriods('2026-11-27');
    expect(periods.map((p) => p.period)).toEqual(['period1', 'period2', 'period3', 'period4', 'period5', 'period6', 'period7', 'period8']);
    expect(periods.find((p) => p.period === 'period1')).toEqual({ period: 'period1', date: '2026-09-30', year: 2026, label: '9 месяцев 2026' });
    expect(periods.find((p) => p.period === 'period5')).toEqual({ period: 'period5', date: '2025-12-31', year: 2025, label: '2025 год' });
    const interim = periods.slice(0, 4).map((p) => p.date);
    expect([...interim].sort().reverse()).toEqual(interim);
  });
});

describe('reportingDateLabel: a reporting date by its name', () => {
  it.each<[string, string | null]>([
    ['2026-03-31', '3 месяца 2026'],
    ['2026-06-30', '6 месяцев 2026'],
    ['2026-09-30', '9 месяцев 2026'],
    ['2025-12-31', '2025 год'],
    ['2026-09-29', null],
    ['2026-05-31', null],
    ['31.12.2025', null],
    ['', null],
  ])('%s -> %s', (date, expected) => {
    expect(reportingDateLabel(date)).toBe(expected);
  });
});

describe('localDay', () => {
  it('is the calendar day where the user is', () => {
    expect(localDay(new Date(2026, 10, 27, 23, 59))).toBe('2026-11-27');
  });
});
