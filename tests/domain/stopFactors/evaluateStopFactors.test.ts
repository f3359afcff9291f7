import { describe, expect, it } from 'vitest';
import { evaluateStopFactors, type CompanyFacts, type StopFactorRules } from '../../../src/domain/stopFactors';
import { shippedStopFactorRules as rules } from '../../../src/domain/stopFactorRules';
const today = '2026-11-21';

// A healthy company: registered long ago, active, no debts, an ordinary address.
const healthy: CompanyFacts = {
  inn: '7701234560',
  state: 'ACTIVE',
  registrationDate: '2015-03-12',
  taxDebt: 0,
  head: { inn: '770123456723', name: 'Петров Сергей Николаевич', disqualified: null },
  address: '125009, г Москва, ул Тверская, д 7',
  headChanges: ['2019-05-01'],
  taxOfficeChanges: [],
  overduePayments: [],
};

const keysOf = (facts: CompanyFacts, day: string = today) => evaluateStopFactors(facts, rules, day).map((factor) => factor.key);

describe('evaluateStopFactors with the shipped rules', () => {
  it.each<[string, Partial<CompanyFacts>, string[]]>([
    ['a healthy company has none', {}, []],
    ['liquidating', { state: 'LIQUIDATING' }, ['liquidation']],
    ['liquidated', { state: 'LIQUIDATED' }, ['liquidation']],
    ['bankrupt', { state: 'BANKRUPT' }, ['bankruptcy']],
    ['reorganizing is only a warning', { state: 'REORGANIZING' }, ['reorganization']],
    ['registered 3 months ago: blocked, the 12-month warning is suppressed', { registrationDate: '2026-08-21' }, ['young_company']],
    ['registered exactly 6 months ago is old enough for the block, not for the warning', { registrationDate: '2026-05-21' }, ['young_company_warning']],
    ['registered 6 months less a day ago', { registrationDate: '2026-05-22' }, ['young_company']],
    ['registered 13 months ago', { registrationDate: '2025-10-20' }, []],
    ['in the unfair-supplier register', { inn: '7714698320' }, ['unfair_supplier']],
    ['sole entrepreneur in the unfair-supplier register', { inn: '772873456360' }, ['unfair_supplier']],
    ['tax debt over the threshold', { taxDebt: 300_001 }, ['tax_debt']],
    ['tax debt at the threshold is only a warning', { taxDebt: 300_000 }, ['tax_debt_warning']],
    ['small tax debt', { taxDebt: 1_250.5 }, ['tax_debt_warning']],
    ['head in the disqualified register by INN', { head: { inn: '500100732259', name: 'Другое Имя' } }, ['disqualified_head']],
    ['head in the disqualified register by name, with ё and extra spaces', { head: { name: '  гаврилова оксана  петровна' } }, ['disqualified_head']],
    ['head flagged disqualified by the register itself', { head: { name: 'Иванов Иван Иванович', disqualified: true } }, ['disqualified_head']],
    ['mass address with an office after the building', { address: '115191, г Москва, ул Большая Тульская, д 2, офис 214' }, ['mass_address']],
    ['a different building on the same street', { address: 'г Москва, ул Большая Тульская, д 21' }, []],
    ['head changed three times in the last year', { headChanges: ['2025-12-01', '2026-04-10', '2026-10-30'] }, ['head_changes']],
    ['head changed three times, one of them over a year ago', { headChanges: ['2025-11-21', '2026-04-10', '2026-10-30'] }, []],
    ['three tax office changes in a year', { taxOfficeChanges: ['2026-01-15', '2026-06-01', '2026-09-09'] }, ['tax_office_changes']],
    ['two tax office changes in a year are allowed', { taxOfficeChanges: ['2026-06-01', '2026-09-09'] }, []],
    ['an overdue payment of 6 months (180 days)', { overduePayments: [{ days: 180 }] }, ['long_overdue']],
    ['an overdue payment of 179 days is one of the repeated ones only', { overduePayments: [{ days: 179 }] }, []],
    ['three overdue payments over 30 days', { overduePayments: [{ days: 31 }, { days: 45 }, { days: 90 }] }, ['repeated_overdue']],
    ['two overdue payments over 30 days and one of 30', { overduePayments: [{ days: 31 }, { days: 45 }, { days: 30 }] }, []],
    ['long and repeated overdue: only the stricter one shows', { overduePayments: [{ days: 200 }, { days: 45 }, { days: 90 }] }, ['long_overdue']],
  ])('%s', (_name, change, expected) => {
    expect(keysOf({ ...healthy, ...change })).toEqual(expected);
  });

  it('judges nothing it does not know', () => {
    expect(evaluateStopFactors({ inn: '7701234560' }, rules, today)).toEqual([]);
  });

  it('puts blocking factors first and fills the reasons with the rule parameters', () => {
    const factors = evaluateStopFactors(
      { ...healthy, state: 'REORGANIZING', registrationDate: '2026-10-01', taxDebt: 450_000, headChanges: ['2026-01-01', '2026-02-01', '2026-03-01'] },
      rules,
      today,
    );
    expect(factors).toEqual([
      { key: 'young_company', reason: 'Компания зарегистрирована менее 6 мес. назад', severity: 'block' },
      { key: 'tax_debt', reason: 'Задолженность по налогам и сборам превышает 300 000 руб.', severity: 'block' },
      { key: 'reorganization', reason: 'Компания находится в процессе реорганизации', severity: 'warn' },
      { key: 'head_changes', reason: 'Руководитель компании менялся 3 и более раз за 12 мес.', severity: 'warn' },
    ]);
  });

  it('accepts the check date as a Date', () => {
    expect(evaluateStopFactors({ ...healthy, registrationDate: '2026-08-21' }, rules, new Date('2026-11-21T23:30:00Z'))).toHaveLength(1);
  });

  it('counts months by the calendar: 31 August plus 6 months is the end of February', () => {
    const facts = { ...healthy, registrationDate: '2025-08-31' };
    expect(keysOf(facts, '2026-02-27')).toContain('young_company');
    expect(keysOf(facts, '2026-02-28')).not.toContain('young_company');
  });

  it('refuses a check date that is not a date', () => {
    expect(() => evaluateStopFactors(healthy, rules, 'вчера')).toThrow(RangeError);
  });

  it('every shipped rule can fire', () => {
    const everything: CompanyFacts = {
      inn: '5029215618',
      state: 'LIQUIDATING',
      registrationDate: '2026-10-01',
      taxDebt: 1_000_000,
      head: { inn: '500100732259' },
      address: 'г Санкт-Петербург, Лиговский пр-кт, д 50, лит А',
      headChanges: ['2026-01-01', '2026-02-01', '2026-03-01'],
      taxOfficeChanges: ['2026-01-01', '2026-02-01', '2026-03-01'],
      overduePayments: [{ days: 365 }],
    };
    const fired = new Set(keysOf(everything));
    for (const bankrupt of keysOf({ ...everything, state: 'BANKRUPT' })) fired.add(bankrupt);
    for (const reorganizing of keysOf({ ...everything, state: 'REORGANIZING', registrationDate: '2026-01-01', taxDebt: 10, overduePayments: [{ days: 40 }, { days: 40 }, { days: 40 }] })) fired.add(reorganizing);
    expect([...fired].sort()).toEqual(Object.keys(rules.rules).sort());
  });
});

describe('evaluateStopFactors with rules written for a test', () => {
  const custom: StopFactorRules = {
    rules: {
      enforcement: {
        kind: 'amountAbove',
        reason: 'Исполнительные производства на сумму более {threshold} руб.',
        severity: 'warn',
        params: { fact: 'enforcementDebt', threshold: 1_500_000 },
      },
      addresses: {
        kind: 'eventsInWindow',
        reason: 'Адрес менялся {atLeast} раза за {windowMonths} мес.',
        severity: 'warn',
        params: { fact: 'addressChanges', atLeast: 2, windowMonths: 6 },
      },
    },
    lists: {},
  };

  it('reads other facts and other windows the same way', () => {
    const facts: CompanyFacts = { inn: '7701234560', enforcementDebt: 2_000_000, addressChanges: ['2026-06-01', '2026-10-01'] };
    expect(evaluateStopFactors(facts, custom, today)).toEqual([
      { key: 'enforcement', reason: 'Исполнительные производства на сумму более 1 500 000 руб.', severity: 'warn' },
      { key: 'addresses', reason: 'Адрес менялся 2 раза за 6 мес.', severity: 'warn' },
    ]);
    expect(evaluateStopFactors({ ...facts, addressChanges: ['2026-05-01', '2026-10-01'] }, custom, today).map((f) => f.key)).toEqual(['enforcement']);
  });

  it('a rule naming a list that is not there finds nothing', () => {
    const listless: StopFactorRules = {
      rules: { rnp: { kind: 'innInList', reason: 'В реестре', severity: 'block', params: { list: 'rnp' } } },
      lists: {},
    };
    expect(evaluateStopFactors({ inn: '7714698320' }, listless, today)).toEqual([]);
  });
});
