import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import banksJson from '../../../config/banks.json';
import type { GuaranteeType } from '../../../src/domain/banks';
import { accrualDate } from '../../../src/domain/revisions/accrualDate';
import { percentOf } from '../../../src/domain/revisions/money';
import { tariffFor } from '../../../src/domain/revisions/tariffFor';
import { periodsOverlap, tariffOverlaps } from '../../../src/domain/revisions/tariffOverlaps';
import { tariffRows, type TariffRow } from '../../../src/domain/revisions/tariffTable';

const A = '443d3810-3559-5655-b150-8e7ba7e5adc7';
const B = '9fee5cae-0291-5434-ba9d-748f6a58e441';
const C = '65a0bc00-40e0-542e-b503-29eff0dce5d2';
const types: GuaranteeType[] = ['y', 'i_with_a', 'i_without_a', 'va', 'go'];

const row = (bank: string | null, type: GuaranteeType | null, from: string, to: string | undefined, rate: string, markup = true): TariffRow => ({
  bank,
  guarantee_type: type,
  from,
  ...(to === undefined ? {} : { to }),
  rate_percent: rate,
  markup_to_agent: markup,
});

const table: TariffRow[] = [
  row(null, null, '2025-01-01', undefined, '30'), // 0: default
  row(null, 'y', '2025-01-01', undefined, '35'), // 1: a type, any bank
  row(A, null, '2025-01-01', '2026-06-30', '25'), // 2: bank A until a new contract
  row(A, null, '2026-07-01', undefined, '22.5'), // 3: bank A after it
  row(A, 'y', '2026-03-01', '2026-03-31', '27.5'), // 4: bank A, bid security, one month
  row(B, 'go', '2026-01-01', undefined, '45', false), // 5: bank B, one type only
  row(null, null, '2024-01-01', '2024-12-31', '20'), // 6: the former default
];

describe('tariffFor takes the most specific row whose period holds the date', () => {
  it.each<[string, string, GuaranteeType, string, number | undefined]>([
    ['the last day of a period is in it', A, 'i_with_a', '2026-06-30', 2],
    ['the next period starts the next day', A, 'i_with_a', '2026-07-01', 3],
    ['bank beats type', A, 'y', '2026-02-28', 2],
    ['bank and type beat bank, from the first day', A, 'y', '2026-03-01', 4],
    ['… to the last day', A, 'y', '2026-03-31', 4],
    ['after the short row, the bank row again', A, 'y', '2026-04-01', 2],
    ['… and the bank row of the next period', A, 'y', '2026-08-01', 3],
    ['a bank+type row not started yet: the default', B, 'go', '2025-12-31', 0],
    ['bank+type from its first day', B, 'go', '2026-01-01', 5],
    ['a bank without its own row for the type: the type row', B, 'y', '2026-05-05', 1],
    ['a bank without any row: the default', C, 'va', '2026-05-05', 0],
    ['the former default for a deal paid in its time', C, 'va', '2024-06-01', 6],
    ['a type row not yet in force: the former default', C, 'y', '2024-06-01', 6],
    ['a bank row not yet in force: the former default', A, 'i_with_a', '2024-12-31', 6],
    ['nothing before every default', C, 'va', '2023-12-31', undefined],
  ])('%s', (_, bank, type, date, index) => {
    expect(tariffFor(table, bank, type, date)).toBe(index === undefined ? undefined : table[index]);
  });

  it('does not depend on the order of the rows', () => {
    const reversed = [...table].reverse();
    for (const date of ['2024-06-01', '2025-06-01', '2026-03-15', '2026-08-01']) {
      for (const bank of [A, B, C]) {
        for (const type of types) expect(tariffFor(reversed, bank, type, date)).toBe(tariffFor(table, bank, type, date));
      }
    }
  });

  it.each(['01.07.2026', '2026-7-1', '2026-07-01T00:00:00Z', ''])('refuses the date %j', (date) => {
    expect(() => tariffFor(table, A, 'y', date)).toThrow(RangeError);
  });

  it('a new rate from a date leaves the deals paid before it as they were', () => {
    const day = (min: string) => fc.date({ min: new Date(`${min}T00:00:00Z`), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    // The change comes after every row of the fixture has started, as a change of rates does.
    fc.assert(
      fc.property(day('2024-01-01'), day('2026-07-02'), fc.constantFrom(A, B, C), fc.constantFrom(...types), (paid, changeDay, bank, type) => {
        fc.pre(paid < changeDay);
        const previous = new Date(Date.parse(`${changeDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
        // Close every open row the day before and open new rates from the change day, as an operator would.
        const changed = [
          ...table.map((r) => (r.to === undefined ? { ...r, to: previous } : r)),
          row(bank, type, changeDay, undefined, '50'),
          row(bank, null, changeDay, undefined, '40'),
          row(null, null, changeDay, undefined, '10'),
        ];
        expect(tariffOverlaps(changed)).toEqual([]);
        const before = tariffFor(table, bank, type, paid);
        const after = tariffFor(changed, bank, type, paid);
        expect(after?.rate_percent).toBe(before?.rate_percent);
        expect(after?.markup_to_agent).toBe(before?.markup_to_agent);
      }),
    );
  });
});

describe('periodsOverlap: both ends included, no end is open', () => {
  it.each<[string, [string, string?], [string, string?], boolean]>([
    ['the same start, both open', ['2025-01-01'], ['2025-01-01'], true],
    ['adjacent: one ends the day before the other starts', ['2025-01-01', '2026-06-30'], ['2026-07-01'], false],
    ['adjacent, written the other way round', ['2026-07-01'], ['2025-01-01', '2026-06-30'], false],
    ['one shared day', ['2025-01-01', '2026-07-01'], ['2026-07-01'], true],
    ['one inside the other', ['2026-01-01', '2026-12-31'], ['2026-03-01', '2026-03-31'], true],
    ['a closed one under an open one started earlier', ['2026-03-01', '2026-03-31'], ['2025-01-01'], true],
    ['a gap between them', ['2025-01-01', '2025-12-31'], ['2027-01-01'], false],
    ['two equal single days', ['2026-07-01', '2026-07-01'], ['2026-07-01', '2026-07-01'], true],
    ['single days a day apart', ['2026-07-01', '2026-07-01'], ['2026-07-02', '2026-07-02'], false],
    ['an open one started after a closed one ended', ['2024-01-01', '2024-12-31'], ['2025-01-01'], false],
  ])('%s → %j', (_, [fromA, toA], [fromB, toB], expected) => {
    const a = { from: fromA, ...(toA === undefined ? {} : { to: toA }) };
    const b = { from: fromB, ...(toB === undefined ? {} : { to: toB }) };
    expect(periodsOverlap(a, b)).toBe(expected);
    expect(periodsOverlap(b, a)).toBe(expected);
  });
});

describe('tariffOverlaps pairs the rows of one bank and type that share a day', () => {
  it.each<[string, TariffRow[], { first: number; second: number }[]]>([
    ['the fixture table has none (levels may lie on each other)', table, []],
    ['two defaults at once', [row(null, null, '2025-01-01', undefined, '30'), row(null, null, '2026-01-01', undefined, '32.5')], [{ first: 0, second: 1 }]],
    ['same periods, other banks', [row(A, null, '2025-01-01', undefined, '30'), row(B, null, '2025-01-01', undefined, '30')], []],
    ['same bank, bank row and bank+type row', [row(A, null, '2025-01-01', undefined, '30'), row(A, 'y', '2025-01-01', undefined, '35')], []],
    ['same bank, other types', [row(A, 'y', '2025-01-01', undefined, '30'), row(A, 'go', '2025-01-01', undefined, '35')], []],
    ['adjacent periods of one bank', [row(A, null, '2025-01-01', '2026-06-30', '25'), row(A, null, '2026-07-01', undefined, '22.5')], []],
    [
      'three rows of one bank all at once: every pair, later row second',
      [row(A, 'va', '2025-01-01', undefined, '30'), row(A, 'va', '2025-06-01', '2025-06-30', '31'), row(A, 'va', '2025-06-15', '2025-12-31', '32')],
      [
        { first: 0, second: 1 },
        { first: 0, second: 2 },
        { first: 1, second: 2 },
      ],
    ],
  ])('%s', (_, rows, pairs) => {
    expect(tariffOverlaps(rows)).toEqual(pairs);
  });
});

describe('the shipped tariff table', () => {
  const today = accrualDate(new Date());

  it('has no overlapping periods', () => {
    expect(tariffOverlaps(tariffRows)).toEqual([]);
  });

  it('names every bank of config/banks.json, and only those', () => {
    const uuids = banksJson.banks.map((bank) => bank.uuid);
    const named = new Set(tariffRows.flatMap((r) => (r.bank === null ? [] : [r.bank])));
    expect([...named].sort()).toEqual([...uuids].sort());
  });

  it('gives every bank and type a usable rate from 2025 on, and a bank not in the table the default', () => {
    for (const date of ['2025-01-01', '2026-06-30', '2026-07-01', today]) {
      for (const bank of [...banksJson.banks.map((b) => b.uuid), '00000000-0000-4000-8000-000000000000']) {
        for (const type of types) {
          const found = tariffFor(tariffRows, bank, type, date);
          expect(found, `${bank} ${type} ${date}`).toBeDefined();
          expect(() => percentOf(100_00, found?.rate_percent ?? '')).not.toThrow();
        }
      }
    }
  });

  it('changes the VTB rate on 1 July 2026 without touching June', () => {
    expect(tariffFor(tariffRows, A, 'i_with_a', '2026-06-30')?.rate_percent).toBe('25');
    expect(tariffFor(tariffRows, A, 'i_with_a', '2026-07-01')?.rate_percent).toBe('22.5');
  });
});

describe('accrualDate: the Moscow calendar day of a moment', () => {
  it.each<[string, string]>([
    ['2026-11-30T20:59:59Z', '2026-11-30'],
    ['2026-11-30T21:00:00Z', '2026-12-01'],
    ['2026-12-31T21:00:00.000Z', '2027-01-01'],
    ['2026-06-15T12:00:00+03:00', '2026-06-15'],
    ['2026-06-30T23:59:59+03:00', '2026-06-30'],
  ])('%s → %s', (moment, date) => {
    expect(accrualDate(moment)).toBe(date);
    expect(accrualDate(new Date(moment))).toBe(date);
  });

  it('refuses what is not a moment', () => {
    expect(() => accrualDate('вчера')).toThrow(RangeError);
  });
});
