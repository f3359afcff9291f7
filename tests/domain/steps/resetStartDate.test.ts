import { describe, expect, it } from 'vitest';
import { resetStartDate } from '../../../src/domain/steps/resetStartDate';

// Noon local time, so the calendar date is the same in every time zone the tests run in.
const today = new Date(2026, 10, 22, 12, 0, 0);

describe('resetStartDate: an empty or past start date becomes today', () => {
  it.each([
    ['empty', '', '2026-11-22'],
    ['missing', undefined, '2026-11-22'],
    ['null', null, '2026-11-22'],
    ['yesterday', '2026-11-21', '2026-11-22'],
    ['last year', '2025-12-31', '2026-11-22'],
    ['not a date', '2026-02-30', '2026-11-22'],
    ['a display date in the past', '01.11.2026', '2026-11-22'],
    ['today stays', '2026-11-22', '2026-11-22'],
    ['tomorrow stays', '2026-11-23', '2026-11-23'],
    ['a display date in the future stays as written', '01.12.2026', '01.12.2026'],
  ])('%s', (_case, dateFrom, expected) => {
    expect(resetStartDate({ dateFrom, sum: 100 }, today)).toEqual({ dateFrom: expected, sum: 100 });
  });

  it('returns the same object when nothing moves', () => {
    const params = { dateFrom: '2026-12-01', customers: [{ order_num: 1, date_from: '2026-12-01' }] };
    expect(resetStartDate(params, today)).toBe(params);
  });

  it('moves joint customers whose date is earlier than today, and leaves the others alone', () => {
    const params = {
      dateFrom: '2026-11-01',
      customers: [
        { order_num: 1, date_from: '2026-10-15', sum: 10 },
        { order_num: 2, date_from: '2026-12-10', sum: 20 },
        { order_num: 3, sum: 30 },
        { order_num: 4, date_from: '2026-11-22', sum: 40 },
      ],
    };
    expect(resetStartDate(params, today)).toEqual({
      dateFrom: '2026-11-22',
      customers: [
        { order_num: 1, date_from: '2026-11-22', sum: 10 },
        { order_num: 2, date_from: '2026-12-10', sum: 20 },
        { order_num: 3, sum: 30 },
        { order_num: 4, date_from: '2026-11-22', sum: 40 },
      ],
    });
    expect(params.customers[0]?.date_from).toBe('2026-10-15');
  });

  it('moves a past customer date even when the guarantee date is in the future', () => {
    expect(resetStartDate({ dateFrom: '2026-12-01', customers: [{ date_from: '2026-11-20' }] }, today)).toEqual({
      dateFrom: '2026-12-01',
      customers: [{ date_from: '2026-11-22' }],
    });
  });

  it('uses the local calendar date of the moment given', () => {
    expect(resetStartDate({ dateFrom: '' }, new Date(2027, 0, 1, 0, 5)).dateFrom).toBe('2027-01-01');
    expect(resetStartDate({ dateFrom: '' }, new Date(2026, 11, 31, 23, 55)).dateFrom).toBe('2026-12-31');
  });
});
