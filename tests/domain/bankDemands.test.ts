import { describe, expect, it } from 'vitest';
import { bankDemands } from '../../src/domain/bankDemands';
import { bank } from './progress/fixtures';

describe('what the chosen banks will require, known when they are chosen', () => {
  it('no bank: nothing', () => {
    expect(bankDemands([])).toEqual({ documents: [], periods: [], indirectFounders: [], customerContacts: [] });
  });
  it('a bank that wants nothing before it (Экспобанк): one document, no periods, no founder rule', () => {
    const demands = bankDemands([bank('expobank')]);
    expect(demands.periods).toEqual([]);
    expect(demands.indirectFounders).toEqual([]);
    expect(demands.documents).toHaveLength(1);
  });
  it('Сбербанк and МКБ: the union of their periods and documents, each naming its banks; the founder rule is Сбербанк`s', () => {
    const demands = bankDemands([bank('sberbank'), bank('mkb')]);
    expect(demands.periods).toEqual([
      { period: 'period1', banks: ['Сбербанк', 'МКБ'] },
      { period: 'period2', banks: ['Сбербанк'] },
      { period: 'period5', banks: ['МКБ'] },
    ]);
    expect(demands.indirectFounders).toEqual(['Сбербанк']);
    expect(demands.documents.length).toBeGreaterThanOrEqual(7);
    for (const document of demands.documents) expect(document.requiredForbanks.length).toBeGreaterThan(0);
  });
});
