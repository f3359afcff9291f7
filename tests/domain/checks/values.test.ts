import { describe, expect, it } from 'vitest';
import { addDays, addYears, compareCalendarDates, parseCalendarDate } from '../../../src/domain/checks/calendarDate';
import { numberValue } from '../../../src/domain/checks/numberValue';

describe('numberValue', () => {
  it.each([
    [12, 12],
    ['12', 12],
    ['1 234,56', 1234.56],
    ['1\u00a0234.5', 1234.5],
    ['-7', -7],
    ['', null],
    ['12,3,4', null],
    ['abc', null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (value, expected) => {
    expect(numberValue(value)).toBe(expected);
  });
});

describe('calendar dates', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2024-02-29T00:00:00.000Z', { year: 2024, month: 2, day: 29 }],
    ['29.02.2024', { year: 2024, month: 2, day: 29 }],
    ['2023-02-29', null],
    ['31.04.2024', null],
    ['2024-13-01', null],
    ['2024-1-01', null],
    ['', null],
    [20240101, null],
  ])('parses %j', (value, expected) => {
    expect(parseCalendarDate(value)).toEqual(expected);
  });

  it('moves 29 February to 28 February in a common year (Civil Code art. 192)', () => {
    expect(addYears({ year: 2008, month: 2, day: 29 }, 14)).toEqual({ year: 2022, month: 2, day: 28 });
    expect(addYears({ year: 2008, month: 2, day: 29 }, 16)).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('adds days across months and years', () => {
    expect(addDays({ year: 2025, month: 12, day: 15 }, 90)).toEqual({ year: 2026, month: 3, day: 15 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('orders dates', () => {
    expect(compareCalendarDates({ year: 2024, month: 1, day: 31 }, { year: 2024, month: 2, day: 1 })).toBeLessThan(0);
    expect(compareCalendarDates({ year: 2024, month: 2, day: 1 }, { year: 2024, month: 2, day: 1 })).toBe(0);
    expect(compareCalendarDates({ year: 2025, month: 1, day: 1 }, { year: 2024, month: 12, day: 31 })).toBeGreaterThan(0);
  });
});
