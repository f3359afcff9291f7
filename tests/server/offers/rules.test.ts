import { describe, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { commissionForChanges } from '../../../src/server/claims/commissionForChanges';
import { calendarDay, daysBetween } from '../../../src/server/offers/calendar';
import { commissionBounds } from '../../../src/server/offers/changeCommission';
import { approvalProblems } from '../../../src/server/offers/discussion/discussion';
import { fromKopecks, moneyWords, toKopecks } from '../../../src/server/offers/money';
import { offerRules } from '../../../src/server/offers/offerRules';

describe('money', () => {
  it.each([
    [15000, 1_500_000n],
    [0.1 + 0.2, 30n],
    ['15000', 1_500_000n],
    ['15 000,5', 1_500_050n],
    ['15000.05', 1_500_005n],
    ['0', 0n],
  ] as const)('reads %j as %s kopecks', (value, kopecks) => expect(toKopecks(value)).toBe(kopecks));

  it.each([['-1'], ['1.005'], ['abc'], [''], ['1e5'], [Number.NaN], [-5], ['123456789012345']])('refuses %j', (value) => expect(toKopecks(value)).toBeNull());

  it('writes kopecks for the wire and for a Russian reader', () => {
    expect(fromKopecks(123_456_789n)).toBe('1234567.89');
    expect(fromKopecks(5n)).toBe('0.05');
    expect(moneyWords(123_456_789n)).toBe('1 234 567,89');
  });
});

describe('calendar', () => {
  it('takes only real days', () => {
    expect(calendarDay('2028-02-29')).toBe('2028-02-29');
    expect(calendarDay('2027-02-29')).toBeNull();
    expect(calendarDay('01.12.2026')).toBeNull();
    expect(calendarDay(null)).toBeNull();
    expect(daysBetween('2026-12-01', '2027-12-01')).toBe(365);
  });
});

describe('commission bounds of the agent', () => {
  it.each([
    // bank commission, sum → min, max (kopecks)
    [5_000_000n, 100_000_000n, 5_000_000n, 20_000_000n],
    [0n, 100_000_000n, 0n, 20_000_000n],
    // A bank asking more than a fifth of the sum: the agent may keep the bank's price, no less and no more.
    [30_000_000n, 100_000_000n, 30_000_000n, 30_000_000n],
  ])('bank %s, sum %s → [%s, %s]', (bank, sum, min, max) => expect(commissionBounds(bank, sum)).toEqual({ min, max }));
});

describe('commission for the changes of a claim', () => {
  const issued = { sum: 100_000_000n, dateFrom: '2026-12-01', dateTo: '2027-12-01', duration: 365, commission: 5_000_000n };
  it.each([
    ['nothing added', {}, '1000.00'],
    ['a smaller sum', { newSum: 50_000_000n }, '1000.00'],
    ['half more sum', { newSum: 150_000_000n }, '25000.00'],
    ['73 more days (a fifth)', { newDateTo: '2028-02-12' }, '10000.00'],
    ['more sum and days', { newSum: 120_000_000n, newDateTo: '2028-02-12' }, '22000.00'],
    ['a growth worth less than the minimum', { newSum: 100_100_000n }, '1000.00'],
  ] as const)('%s', (_name, change, commission) => {
    expect(commissionForChanges({ ...issued, newSum: issued.sum, newDateTo: issued.dateTo, ...change }).commission).toBe(commission);
  });

  it('uses the duration when the dates are unknown', () => {
    expect(commissionForChanges({ ...issued, dateFrom: null, dateTo: null, newSum: 200_000_000n, newDateTo: null }).commission).toBe('50000.00');
  });
});

describe('terms asked of a bank in a discussion', () => {
  const offer = { sum: '1000000.00', duration: 365 };
  it('names each field that is wrong', () => {
    expect(approvalProblems({ date_from: '2026-12-01', date_to: '2027-12-01', sum: '1000000' }, offer, '2026-11-22')).toEqual([]);
    expect(approvalProblems({ date_from: '2026-11-21', date_to: '2027-11-01', sum: 0 }, offer, '2026-11-22').map((p) => p.field)).toEqual(['date_from', 'sum']);
    expect(approvalProblems({ date_from: '2026-12-01', date_to: '2027-12-02', sum: 1 }, offer, '2026-11-22').map((p) => p.field)).toEqual(['date_to']);
    expect(approvalProblems({ date_from: 'x', date_to: 'y', sum: 'z' }, offer, '2026-11-22').map((p) => p.field)).toEqual(['date_from', 'date_to', 'sum']);
  });
});

describe('config/offers.json against the banks', () => {
  it('names pickup offices only of banks that issue paper, and agreements only of known banks', () => {
    const byUuid = new Map(banksConfig.banks.map((bank) => [bank.uuid, bank]));
    for (const uuid of Object.keys(offerRules.pickupOffices)) expect(byUuid.get(uuid)?.delivery.enabled, uuid).toBe(true);
    for (const rule of offerRules.additionalAgreements) {
      if (Array.isArray(rule.banks)) for (const uuid of rule.banks) expect(byUuid.has(uuid), uuid).toBe(true);
    }
    expect(new Set(offerRules.additionalAgreements.map((rule) => rule.uuid)).size).toBe(offerRules.additionalAgreements.length);
  });
});
