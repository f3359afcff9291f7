import { describe, expect, it } from 'vitest';
import { actNumber, parseActNumber } from '../../../src/domain/revisions/actNumber';
import { invoiceNumber, parseInvoiceNumber } from '../../../src/domain/revisions/invoiceNumber';

describe('actNumber: «А», the period and the place in it', () => {
  it.each<[string, number, string]>([
    ['2026-11', 3, 'А-2026-11-0003'],
    ['2026-01', 1, 'А-2026-01-0001'],
    ['2026-12', 9_999, 'А-2026-12-9999'],
    ['2026-12', 10_000, 'А-2026-12-10000'],
  ])('%s, %j → %s', (period, sequence, number) => {
    expect(actNumber(period, sequence)).toBe(number);
    expect(number.charCodeAt(0)).toBe(0x0410); // the Cyrillic А of the contract, not a Latin A
    expect(parseActNumber(number)).toEqual({ period, sequence });
  });

  it.each<[string, number]>([
    ['2026-13', 1],
    ['2026-1', 1],
    ['2026-11-01', 1],
    ['2026-11', 0],
    ['2026-11', -1],
    ['2026-11', 1.5],
  ])('refuses %s, %j', (period, sequence) => {
    expect(() => actNumber(period, sequence)).toThrow(RangeError);
  });

  it.each(['A-2026-11-0003', 'А-2026-11-00003', 'А-2026-11-003', 'А-2026-13-0001', 'А-2026-11-0000', '2026-0007', ''])('does not read %j as an act number', (text) => {
    expect(parseActNumber(text)).toBeNull();
  });
});

describe('invoiceNumber: the year and the place in it', () => {
  it.each<[number, number, string]>([
    [2026, 7, '2026-0007'],
    [2027, 1, '2027-0001'],
    [2026, 12_345, '2026-12345'],
  ])('%j, %j → %s', (year, sequence, number) => {
    expect(invoiceNumber(year, sequence)).toBe(number);
    expect(parseInvoiceNumber(number)).toEqual({ year, sequence });
  });

  it.each<[number, number]>([
    [26, 1],
    [2026.5, 1],
    [2026, 0],
    [2026, 2.5],
  ])('refuses %j, %j', (year, sequence) => {
    expect(() => invoiceNumber(year, sequence)).toThrow(RangeError);
  });

  it.each(['2026-007', '2026-00007', '2026-0000', '1999-0001', 'А-2026-11-0003', '2026/0007'])('does not read %j as an invoice number', (text) => {
    expect(parseInvoiceNumber(text)).toBeNull();
  });
});
