import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financeErrors, type FinanceStepData } from '../../../src/domain/finance/financeErrors';
import { requiredLines } from '../../../src/domain/finance/requiredLines';
import type { PeriodRequirement } from '../../../src/domain/finance/requiredPeriods';

const sberPeriods: PeriodRequirement[] = [
  { period: 'period1', banks: ['Сбербанк'] },
  { period: 'period2', banks: ['Сбербанк'] },
];
const company = { is_ip: false, guaranteeSum: 200_000, requiredPeriods: sberPeriods };
const entrepreneur = { is_ip: true, guaranteeSum: 200_000, requiredPeriods: [{ period: 'period1' as const, banks: ['Альфа-Банк'] }] };

// Real-looking statements of a small contractor, thousands of rubles.
const year2024 = { '1300': 41_870, '1310': 10, '1600': 96_380, '1700': 96_380, '2110': 184_560 };
const year2023 = { '1300': 35_102, '1310': 10, '1600': 76_329, '1700': 76_329, '2110': 152_310 };
const filled: FinanceStepData = {
  report: {
    source: 'fns_xml',
    period1: { year: 2024, date: '2024-12-31', lines: year2024 },
    period2: { year: 2023, date: '2023-12-31', lines: year2023 },
  },
  bo_like_for_ifns: true,
};
const withLines = (period1: Record<string, unknown>, period2: Record<string, unknown> = year2023): FinanceStepData => ({
  ...filled,
  report: { period1: { year: 2024, lines: period1 }, period2: { year: 2023, lines: period2 } },
});

type Context = Parameters<typeof financeErrors>[1];
const rules = (step: FinanceStepData, context: Context) => financeErrors(step, context).map(({ path, rule, message }) => ({ path, rule, message }));

describe('requiredLines (config/finance-lines.json)', () => {
  it.each<[string, { is_ip: boolean; guaranteeSum?: number | null }, string[]]>([
    ['a company', { is_ip: false, guaranteeSum: 100_000 }, ['1310:always', '1600:always', '1700:always', '2110:always']],
    ['a company from 350 000: capital and revenue not zero', { is_ip: false, guaranteeSum: 350_000 }, ['1300:sum', '1310:always', '1600:always', '1700:always', '2110:sum']],
    ['a company just below 350 000', { is_ip: false, guaranteeSum: 349_999.99 }, ['1310:always', '1600:always', '1700:always', '2110:always']],
    ['a sole entrepreneur: no 1310', { is_ip: true, guaranteeSum: 100_000 }, ['2110:always']],
    ['a sole entrepreneur from 350 000', { is_ip: true, guaranteeSum: 5_000_000 }, ['1300:sum', '2110:sum']],
    ['no sum yet', { is_ip: false, guaranteeSum: null }, ['1310:always', '1600:always', '1700:always', '2110:always']],
  ])('%s', (_case, context, expected) => {
    expect(requiredLines(context).map((line) => `${line.code}:${line.because}`)).toEqual(expected);
  });
});

describe('financeErrors (spec-2 §5.6)', () => {
  it('accepts complete, balanced, confirmed statements', () => {
    expect(financeErrors(filled, company)).toEqual([]);
    expect(financeErrors(filled, { ...company, guaranteeSum: 2_500_000 })).toEqual([]);
  });

  it('reads typed values with spaces and a comma', () => {
    expect(financeErrors(withLines({ ...year2024, '1600': '96 380', '1700': '96 380,4' }), company)).toEqual([]);
  });

  it.each<[string, FinanceStepData, Context, { path: string; rule: string; message: string }[]]>([
    [
      'revenue missing in one year',
      withLines(year2024, { ...year2023, '2110': null }),
      company,
      [{ path: '/report/period2/lines/2110', rule: 'line', message: 'Заполните строку 2110 «Выручка» за 2023 год' }],
    ],
    ['revenue of zero is filled below 350 000', withLines({ ...year2024, '2110': 0 }), company, []],
    [
      'capital 1310 missing for a company',
      withLines({ ...year2024, '1310': '' }),
      company,
      [{ path: '/report/period1/lines/1310', rule: 'line', message: 'Заполните строку 1310 «Уставный капитал (складочный капитал, уставный фонд, вклады товарищей)» за 2024 год' }],
    ],
    ['a sole entrepreneur needs revenue only', { report: { period1: { lines: { '2110': 9_400 } } }, bo_like_for_ifns: true }, entrepreneur, []],
    [
      'from 350 000 capital 1300 and revenue must be above zero, saying why',
      withLines({ ...year2024, '1300': undefined }, { ...year2023, '2110': 0 }),
      { ...company, guaranteeSum: 350_000 },
      [
        { path: '/report/period1/lines/1300', rule: 'line', message: 'Заполните строку 1300 «Итого капитал и резервы (раздел III)» за 2024 год значением больше нуля: при сумме гарантии от 350 000 ₽ она обязательна' },
        { path: '/report/period2/lines/2110', rule: 'line', message: 'Заполните строку 2110 «Выручка» за 2023 год значением больше нуля: при сумме гарантии от 350 000 ₽ она обязательна' },
      ],
    ],
    [
      'a sole entrepreneur from 350 000, the year unknown',
      { report: { period1: { lines: { '2110': 9_400 } } }, bo_like_for_ifns: true },
      { ...entrepreneur, guaranteeSum: 1_000_000 },
      [{ path: '/report/period1/lines/1300', rule: 'line', message: 'Заполните строку 1300 «Итого капитал и резервы (раздел III)» за период 1 значением больше нуля: при сумме гарантии от 350 000 ₽ она обязательна' }],
    ],
    [
      'balance off by more than 1',
      withLines({ ...year2024, '1700': 96_382 }),
      company,
      [{ path: '/report/period1/lines/1700', rule: 'balance', message: 'Строка 1600 должна быть равна строке 1700 за 2024 год (допустимое расхождение — 1)' }],
    ],
    ['balance off by exactly 1 is within tolerance', withLines({ ...year2024, '1700': 96_381 }, { ...year2023, '1700': 76_328 }), company, []],
    [
      'balance is checked in a period no bank requires',
      { ...filled, report: { ...filled.report, period3: { lines: { '1600': 50_000, '1700': 49_000 } } } },
      company,
      [{ path: '/report/period3/lines/1700', rule: 'balance', message: 'Строка 1600 должна быть равна строке 1700 за период 3 (допустимое расхождение — 1)' }],
    ],
    [
      'not confirmed as equal to the tax office data',
      { ...filled, bo_like_for_ifns: false },
      company,
      [{ path: '/bo_like_for_ifns', rule: 'confirmation', message: 'Подтвердите, что данные совпадают с отчётностью, сданной в налоговую инспекцию' }],
    ],
    [
      'a required period left empty is one error naming the banks, not one per line',
      { ...filled, report: { period1: { year: 2024, lines: year2024 }, period2: { year: 2023, lines: {} } } },
      { ...company, requiredPeriods: [...sberPeriods.slice(0, 1), { period: 'period2', banks: ['Сбербанк', 'ВТБ'] }] },
      [{ path: '/report/period2', rule: 'period', message: 'Заполните отчётность за 2023 год: этот период нужен банкам Сбербанк, ВТБ' }],
    ],
    [
      'an empty step for one bank',
      {},
      { ...company, requiredPeriods: [{ period: 'period1', banks: ['Альфа-Банк'] }] },
      [
        { path: '/report/period1', rule: 'period', message: 'Заполните отчётность за период 1: этот период нужен банку Альфа-Банк' },
        { path: '/bo_like_for_ifns', rule: 'confirmation', message: 'Подтвердите, что данные совпадают с отчётностью, сданной в налоговую инспекцию' },
      ],
    ],
    ['no bank requires periods: nothing is asked', { report: null }, { ...company, requiredPeriods: [] }, []],
  ])('%s', (_case, step, context, expected) => {
    expect(rules(step, context)).toEqual(expected);
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
          const report = Object.fromEntries(periods.map((period) => [period, { lines: { '1150': 1 } }]));
          const errors = financeErrors({ report, bo_like_for_ifns: true }, { is_ip: isIp, guaranteeSum: sum, requiredPeriods: requirements });
          const expected = periods.flatMap((period) => requiredLines({ is_ip: isIp, guaranteeSum: sum }).map((line) => `${line.code}/${period}`));
          expect(errors.map((e) => `${e.line}/${e.period}`).sort()).toEqual(expected.sort());
          expect(errors.every((e) => e.message.includes(e.line!) && e.rule === 'line' && e.path === `/report/${e.period}/lines/${e.line}`)).toBe(true);
        },
      ),
    );
  });
});
