import { describe, expect, it } from 'vitest';
import type { BankSettings } from '../../../src/domain/banks';
import { prescoringChecks } from '../../../src/domain/prescoring/prescoringChecks';

const none: BankSettings['prescoring'] = { min_sum: 0, max_sum: 0, max_days: 0, laws: [], guarantee_types: [], min_company_age_months: 0, stop_factors: [] };

describe('what pre-scoring checks at a bank, in words', () => {
  it.each<[string, Partial<BankSettings['prescoring']>, string[]]>([
    ['a bank without limits checks nothing', {}, []],
    ['a sum range', { min_sum: 10000, max_sum: 50000000 }, ['сумма гарантии от 10 000 до 50 000 000 ₽']],
    ['only a ceiling', { max_sum: 1000000 }, ['сумма гарантии до 1 000 000 ₽']],
    ['only a floor', { min_sum: 5000 }, ['сумма гарантии от 5 000 ₽']],
    ['the longest term', { max_days: 1830 }, ['срок гарантии до 1 830 дней']],
    ['a term of one day in Russian grammar', { max_days: 21 }, ['срок гарантии до 21 день']],
    ['laws, types, age and stop factors', { laws: ['44fz', 'commercial'], guarantee_types: ['y'], min_company_age_months: 12, stop_factors: ['a', 'b'] }, [
      'закупка: 44-ФЗ, коммерческие закупки',
      'вид гарантии: «Обеспечение заявки на участие»',
      'компания не моложе 12 мес.',
      'стоп-факторы банка (2)',
    ]],
  ])('%s', (_name, limits, expected) => {
    expect(prescoringChecks({ prescoring: { ...none, ...limits } as BankSettings['prescoring'] }).map((text) => text.replace(/\u00a0/g, ' '))).toEqual(expected);
  });
});
