import { describe, expect, it } from 'vitest';
import { banksConfig, type BankSettings } from '../../../src/domain/banks';
import { isFinancePeriod, periodNumber } from '../../../src/domain/finance/financePeriods';
import { requiredPeriods } from '../../../src/domain/finance/requiredPeriods';
import { shownPeriods } from '../../../src/domain/finance/shownPeriods';

const bank = (name: string): BankSettings => banksConfig.banks.find((b) => b.internal_name === name)!;
const [sber, vtb, mkb, tbank, rshb] = ['sberbank', 'vtb', 'mkb', 'tbank', 'rshb'].map(bank) as [BankSettings, BankSettings, BankSettings, BankSettings, BankSettings];

describe('requiredPeriods: the union of the selected banks finance_periods', () => {
  it.each<[string, BankSettings[], [string, string[]][]]>([
    ['no banks', [], []],
    ['a bank without periods', [tbank], []],
    ['one bank', [sber], [['period1', ['Сбербанк']], ['period2', ['Сбербанк']]]],
    [
      'three banks, period1 first, each period naming its banks',
      [mkb, sber, vtb],
      [
        ['period1', ['МКБ', 'Сбербанк', 'ВТБ']],
        ['period2', ['Сбербанк', 'ВТБ']],
        ['period5', ['МКБ', 'ВТБ']],
      ],
    ],
    ['a bank selected twice is named once', [sber, sber], [['period1', ['Сбербанк']], ['period2', ['Сбербанк']]]],
  ])('%s', (_case, banks, expected) => {
    expect(requiredPeriods(banks).map(({ period, banks: names }) => [period, names])).toEqual(expected);
  });

  it('names banks by their short name', () => {
    expect(mkb.middle_name).toBe('МКБ');
  });
});

describe('shownPeriods: the periods the selected banks need; spec-2 §9 default (the first, the fifth for sole entrepreneurs) when none', () => {
  it.each<[string, BankSettings[], boolean, string[]]>([
    ['a company, no periods required', [tbank], false, ['period1']],
    ['a sole entrepreneur, no periods required', [tbank], true, ['period1', 'period5']],
    ['a company, a bank wants four interim dates', [rshb], false, ['period1', 'period2', 'period3', 'period4']],
    ['a sole entrepreneur with the same bank: no column no bank reads', [rshb], true, ['period1', 'period2', 'period3', 'period4']],
    ['a company, a bank wants the fifth', [mkb], false, ['period1', 'period5']],
    ['two banks: the union, in report order, never a fixed list', [sber, mkb], false, ['period1', 'period2', 'period5']],
  ])('%s', (_case, banks, isIp, expected) => {
    expect(shownPeriods(banks, isIp)).toEqual(expected);
  });
});

describe('period codes', () => {
  it.each<[string, number, boolean]>([
    ['period1', 1, true],
    ['period8', 8, true],
    ['period9', 9, false],
    ['period0', Number.NaN, false],
    ['period01', Number.NaN, false],
    ['2023', Number.NaN, false],
  ])('%s -> %d, valid %s', (code, n, valid) => {
    expect(periodNumber(code)).toBe(n);
    expect(isFinancePeriod(code)).toBe(valid);
  });
});
