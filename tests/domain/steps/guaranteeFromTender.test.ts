import { describe, expect, it } from 'vitest';
import { guaranteeFromTender, prefillGuarantee, type TenderTerms } from '../../../src/domain/steps/guaranteeFromTender';

// The shipped 44-FZ tender 0173100007926000041 (src/server/integrations/datasets/tenders.json).
const tender: TenderTerms = {
  max_price: 48500000,
  participation_sum_bg: 485000,
  execution_sum_bg: 2425000,
  gw_bg_sum: null,
  participation_end_date: '2026-02-26',
  contract_date: '2026-03-16',
  execution_to: '2026-09-30',
};
const today = new Date(2026, 0, 20);

describe('guaranteeFromTender (config/tender-prefill.json)', () => {
  it.each([
    ['y', { sum: 485000, contractSum: 48500000, dateTo: '2026-04-26' }],
    ['i_with_a', { sum: 2425000, contractSum: 48500000, dateTo: '2026-10-30' }],
    ['i_without_a', { sum: 2425000, contractSum: 48500000, dateTo: '2026-10-30' }],
    ['va', { contractSum: 48500000, dateTo: '2026-10-30' }],
    ['go', { contractSum: 48500000 }],
    [undefined, { contractSum: 48500000 }],
    ['unknown', { contractSum: 48500000 }],
  ])('stage %j -> %j', (stage, expected) => {
    expect(guaranteeFromTender(tender, stage, today)).toEqual(expected);
  });

  it('gives nothing without a purchase, and no zero or missing sums', () => {
    expect(guaranteeFromTender(null, 'y', today)).toEqual({});
    expect(guaranteeFromTender(undefined, 'y', today)).toEqual({});
    expect(guaranteeFromTender({ max_price: 0, participation_sum_bg: null }, 'y', today)).toEqual({});
  });

  it('offers no end date that is already past, and keeps a month-end inside the month', () => {
    expect(guaranteeFromTender(tender, 'y', new Date(2026, 5, 1)).dateTo).toBeUndefined();
    expect(guaranteeFromTender({ execution_to: '2026-01-31' }, 'i_with_a', today).dateTo).toBe('2026-02-28');
    expect(guaranteeFromTender({ execution_to: '2026-12-15' }, 'i_with_a', today).dateTo).toBe('2027-01-15');
    expect(guaranteeFromTender({ execution_to: 'не дата' }, 'i_with_a', today).dateTo).toBeUndefined();
  });
});

describe('prefillGuarantee never replaces what is there', () => {
  it.each([
    [{}, { sum: 1, contractSum: 2 }, { sum: 1, contractSum: 2 }],
    [{ sum: 7 }, { sum: 1, contractSum: 2 }, { sum: 7, contractSum: 2 }],
    [{ sum: 0 }, { sum: 1 }, { sum: 0 }],
    [{ dateTo: '' }, { dateTo: '2026-10-30' }, { dateTo: '2026-10-30' }],
    [{ dateTo: null }, { dateTo: '2026-10-30' }, { dateTo: '2026-10-30' }],
    [{ stage: 'y' }, {}, { stage: 'y' }],
  ])('%j under %j -> %j', (data, fromTender, expected) => {
    expect(prefillGuarantee(data, fromTender)).toEqual(expected);
  });
});
