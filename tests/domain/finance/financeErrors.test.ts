import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financeErrors, type FinanceReportData } from '../../../src/domain/finance/financeErrors';
import { requiredLines } from '../../../src/domain/finance/requiredLines';
import type { PeriodRequirement } from '../../../src/domain/finance/requiredPeriods';

const sberPeriods: PeriodRequirement[] = [
  { period: 'period1', banks: ['Сбербанк'] },
  { period: 'period2', banks: ['Сбербанк'] },
];
const company = { is_ip: false, guaranteeSum: 200_000, requiredPeriods: sberPeriods };
const entrepreneur = { is_ip: true, guaranteeSum: 200_000, requiredPeriods: [{ period: 'period1' as const, banks: ['Альфа-Банк'] }] };

// Real-looking statements of a small contractor, thousands of rubles.
const filled: FinanceReportData = {
  periods: [
    { code: 'period1', year: 2024 },
    { code: 'period2', year: 2023 },
  ],
  lines: {
    '1300': { period1: 41_870, period2: 35_102 },
    '1310': { period1: 10, period2: 10 },
    '1600': { period1: 96_380, period2: 76_329 },
    '1700': { period1: 96_380, period2: 76_329 },
    '2110': { period1: 184_560, period2: 152_310 },
  },
  bo_like_for_ifns: true,
};

const rules = (report: FinanceReportData, context: Parameters<typeof financeErrors>[1]) =>
  financeErrors(report, context).map(({ path, rule, message }) => ({ path, rule, message }));

describe('requiredLines (config/finance-lines.json)', () => {
  it.each<[string, { is_ip: boolean; guaranteeSum?: number | null }, string[]]>([
    ['a company', { is_ip: false, guaranteeSum: 100_000 }, ['1310:always', '1600:always', '1700:always', '2110:always']],
    ['a company from 350 000', { is_ip: false, guaranteeSum: 350_000 }, ['1300:sum', '1310:always', '1600:always', '1700:always', '2110:always']],
    ['a company just below 350 000', { is_ip: false, guaranteeSum: 349_999.99 }, ['1310:always', '1600:always', '1700:always', '2110:always']],
    ['a sole entrepreneur: no 1310', { is_ip: true, guaranteeSum: 100_000 }, ['2110:always']],
    ['a sole entrepreneur from 350 000: capital too', { is_ip: true, guaranteeSum: 5_000_000 }, ['1300:sum', '2110:always']],
    ['no sum yet', { is_ip: false, guaranteeSum: null }, ['1310:always', '1600:always', '1700:always', '2110:always']],
  ])('%s', (_case, context, expected) => {
    expect(requiredLines(context).map((line) => `${line.code}:${line.because}`)).toEqual(expected);
  });
});

describe('financeErrors (spec-2 §5.6)', () => {
  it('accepts complete, balanced, confirmed statements', () => {
    expect(financeErrors(filled, company)).toEqual([]);
  });

  it('reads typed values with spaces and a comma', () => {
    const typed = { ...filled, lines: { ...filled.lines, '1600': { period1: '96 380', period2: '76 329,4' } } };
    expect(financeErrors(typed, company)).toEqual([]);
  });

  it.each<[string, FinanceReportData, Parameters<typeof financeErrors>[1], { path: string; rule: string; message: string }[]]>([
    [
      'revenue missing in one year',
      { ...filled, lines: { ...filled.lines, '2110': { period1: 184_560 } } },
      company,
      [{ path: '/lines/2110/period2', rule: 'line', message: 'Заполните строку 2110 «Выручка» за 2023 год' }],
    ],
    [
      'capital 1310 missing for a company',
      { ...filled, lines: { ...filled.lines, '1310': { period2: 10 } } },
      company,
      [{ path: '/lines/1310/period1', rule: 'line', message: 'Заполните строку 1310 «Уставный капитал (складочный капитал, уставный фонд, вклады товарищей)» за 2024 год' }],
    ],
    [
      'a sole entrepreneur needs revenue only',
      { lines: { '2110': { period1: 9_400 } }, bo_like_for_ifns: true },
      entrepreneur,
      [],
    ],
    [
      'from 350 000 capital 1300 is required, saying why',
      { ...filled, lines: { ...filled.lines, '1300': {} } },
      { ...company, guaranteeSum: 350_000 },
      [
        { path: '/lines/1300/period1', rule: 'line', message: 'Заполните строку 1300 «Итого капитал и резервы (раздел III)» за 2024 год: при сумме гарантии от 350 000 ₽ она обязательна' },
        { path: '/lines/1300/period2', rule: 'line', message: 'Заполните строку 1300 «Итого капитал и резервы (раздел III)» за 2023 год: при сумме гарантии от 350 000 ₽ она обязательна' },
      ],
    ],
    [
      'a sole entrepreneur from 350 000',
      { lines: { '2110': { period1: 9_400 } }, bo_like_for_ifns: true },
      { ...entrepreneur, guaranteeSum: 1_000_000 },
      [{ path: '/lines/1300/period1', rule: 'line', message: 'Заполните строку 1300 «Итого капитал и резервы (раздел III)» за период 1: при сумме гарантии от 350 000 ₽ она обязательна' }],
    ],
    [
      'balance off by more than 1',
      { ...filled, lines: { ...filled.lines, '1700': { period1: 96_382, period2: 76_329 } } },
      company,
      [{ path: '/lines/1700/period1', rule: 'balance', message: 'Строка 1600 должна быть равна строке 1700 за 2024 год (допустимое расхождение — 1)' }],
    ],
    [
      'balance off by exactly 1 is within tolerance',
      { ...filled, lines: { ...filled.lines, '1700': { period1: 96_381, period2: 76_328 } } },
      company,
      [],
    ],
    [
      'balance is checked in a period no bank requires',
      { ...filled, lines: { ...filled.lines, '1600': { ...filled.lines!['1600'], period3: 50_000 }, '1700': { ...filled.lines!['1700'], period3: 49_000 } } },
      company,
      [{ path: '/lines/1700/period3', rule: 'balance', message: 'Строка 1600 должна быть равна строке 1700 за период 3 (допустимое расхождение — 1)' }],
    ],
    [
      'not confirmed as equal to the tax office data',
      { ...filled, bo_like_for_ifns: false },
      company,
      [{ path: '/bo_like_for_ifns', rule: 'confirmation', message: 'Подтвердите, что данные совпадают с отчётностью, сданной в налоговую инспекцию' }],
    ],
    [
      'a required period left empty is one error naming the banks, not one per line',
      { ...filled, lines: { '1300': { period1: 1 }, '1310': { period1: 10 }, '1600': { period1: 5 }, '1700': { period1: 5 }, '2110': { period1: 7 } } },
      { ...company, requiredPeriods: [...sberPeriods.slice(0, 1), { period: 'period2', banks: ['Сбербанк', 'ВТБ'] }] },
      [{ path: '/lines', rule: 'period', message: 'Заполните отчётность за 2023 год: этот период нужен банкам Сбербанк, ВТБ' }],
    ],
    [
      'an empty report for one bank',
      {},
      { ...company, requiredPeriods: [{ period: 'period1', banks: ['Альфа-Банк'] }] },
      [
        { path: '/lines', rule: 'period', message: 'Заполните отчётность за период 1: этот период нужен банку Альфа-Банк' },
        { path: '/bo_like_for_ifns', rule: 'confirmation', message: 'Подтвердите, что данные совпадают с отчётностью, сданной в налоговую инспекцию' },
      ],
    ],
    ['no bank requires periods: nothing is asked', {}, { ...company, requiredPeriods: [] }, []],
  ])('%s', (_case, report, context, expected) => {
    expect(rules(report, context)).toEqual(expected);
  });

  it('every required line of every required period, when missing, is reported with its line and period', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.subarray(['period1', 'period2', 'period3', 'period5'] as const, { minLength: 1 }),
        (isIp, sum, periods) => {
          const requirements = periods.map((period) => ({ period, banks: ['Сбербанк'] }));
          // Only an unrelated line is filled, so every period is filled and no required line is.
          const report: FinanceReportData = { lines: { '1150': Object.fromEntries(periods.map((p) => [p, 1])) }, bo_like_for_ifns: true };
          const errors = financeErrors(report, { is_ip: isIp, guaranteeSum: sum, requiredPeriods: requirements });
          const expected = periods.flatMap((period) => requiredLines({ is_ip: isIp, guaranteeSum: sum }).map((line) => `${line.code}/${period}`));
          expect(errors.map((e) => `${e.line}/${e.period}`).sort()).toEqual(expected.sort());
          expect(errors.every((e) => e.message.includes(e.line!) && e.rule === 'line')).toBe(true);
        },
      ),
    );
  });
});
