import { describe, expect, it } from 'vitest';
import { banksConfig, type BankSettings } from '../../../src/domain/banks';
import { companyAgeMonths } from '../../../src/domain/prescoring/companyAgeMonths';
import { prescore, prescoringLaw, type PrescoringRequest } from '../../../src/domain/prescoring/prescore';
import { shouldRunPrescoring } from '../../../src/domain/prescoring/shouldRunPrescoring';
import type { CompanyFacts } from '../../../src/domain/stopFactors';

const bank = (name: string): BankSettings => banksConfig.banks.find((b) => b.internal_name === name)!;
const sber = bank('sberbank');
const alfa = bank('alfabank');
const absolut = bank('absolutbank');
const gazprom = bank('gazprombank');
const kuban = bank('kubankredit');
const tbank = bank('tbank');
const rshb = bank('rshb');
const today = '2026-11-21';

const request: PrescoringRequest = { sum: 2_500_000, stage: 'i_without_a', law: '44fz' };
const healthy: CompanyFacts = {
  inn: '7701234560',
  state: 'ACTIVE',
  registrationDate: '2015-03-12',
  taxDebt: 0,
  head: { inn: '770123456723', name: 'Петров Сергей Николаевич', disqualified: null },
  address: '125009, г Москва, ул Тверская, д 7',
  headChanges: [],
  taxOfficeChanges: [],
  overduePayments: [],
};

describe('prescore: one bank`s prescoring limits from config/banks.json', () => {
  it('passes a request within every limit', () => {
    expect(prescore(request, sber, healthy, today)).toEqual({ result: 'prescored', reasons: [] });
  });

  it.each<[string, PrescoringRequest, BankSettings, CompanyFacts | null, string[]]>([
    ['sum above the bank`s limit', { ...request, sum: 60_000_000 }, absolut, healthy, ['Сумма гарантии 60 000 000 ₽ больше лимита банка 50 000 000 ₽']],
    ['sum exactly at the limit', { ...request, sum: 50_000_000 }, absolut, healthy, []],
    ['term longer than the bank`s', { ...request, days: 1096 }, tbank, healthy, ['Срок гарантии 1 096 дней больше наибольшего срока банка 1 095 дней']],
    ['term exactly at the bank`s', { ...request, days: 1095 }, tbank, healthy, []],
    ['term typed as text', { ...request, days: '2 000' }, tbank, healthy, ['Срок гарантии 2 000 дней больше наибольшего срока банка 1 095 дней']],
    ['sum below the bank`s minimum', { ...request, sum: 99_999.5 }, gazprom, healthy, ['Сумма гарантии 99 999,5 ₽ меньше минимальной суммы банка 100 000 ₽']],
    ['sum typed as text', { ...request, sum: '60 000 000' }, absolut, healthy, ['Сумма гарантии 60 000 000 ₽ больше лимита банка 50 000 000 ₽']],
    ['a law the bank does not take', { ...request, law: '223fz' }, kuban, healthy, ['Банк не работает с закупками по 223-ФЗ. Условия банка: 44-ФЗ']],
    ['615-PP by its number', { ...request, law: 615 }, tbank, healthy, ['Банк не работает с закупками по 615-ПП. Условия банка: 44-ФЗ, 223-ФЗ, коммерческие закупки']],
    ['commercial procurement', { ...request, law: 1 }, kuban, healthy, ['Банк не работает с коммерческими закупками. Условия банка: 44-ФЗ']],
    ['223-FZ for small business counts as 223-FZ', { ...request, law: 2235 }, alfa, healthy, []],
    [
      'a guarantee type the bank does not issue',
      { ...request, stage: 'va' },
      tbank,
      healthy,
      ['Банк не выдаёт гарантии вида «Возврат аванса». Условия банка: «Обеспечение заявки на участие», «Обеспечение исполнения контракта с авансом», «Обеспечение исполнения контракта без аванса», «Гарантийные обязательства»'],
    ],
    ['a company younger than the bank wants', request, rshb, { ...healthy, registrationDate: '2025-03-01' }, ['Компания зарегистрирована 20 мес. назад, а банк рассматривает компании не моложе 24 мес.']],
    ['a company exactly old enough', request, rshb, { ...healthy, registrationDate: '2024-11-21' }, []],
    ['a bank`s stop factor', request, alfa, { ...healthy, address: '115191, г Москва, ул Большая Тульская, д 2, офис 214' }, ['Стоп-фактор банка: Адрес регистрации является адресом массовой регистрации']],
    ['a stop factor the bank does not apply', request, tbank, { ...healthy, address: '115191, г Москва, ул Большая Тульская, д 2' }, []],
    ['the stricter overdue factor only', request, sber, { ...healthy, overduePayments: [{ days: 200 }, { days: 45 }, { days: 90 }] }, ['Стоп-фактор банка: Есть просрочка платежей сроком 6 мес. и более']],
    [
      'several limits at once, in the order sum, law, type, age, stop factors',
      { sum: 40_000_000, stage: 'va', law: '615pp' },
      tbank,
      { ...healthy, registrationDate: '2026-10-01', state: 'BANKRUPT' },
      [
        'Сумма гарантии 40 000 000 ₽ больше лимита банка 30 000 000 ₽',
        'Банк не работает с закупками по 615-ПП. Условия банка: 44-ФЗ, 223-ФЗ, коммерческие закупки',
        'Банк не выдаёт гарантии вида «Возврат аванса». Условия банка: «Обеспечение заявки на участие», «Обеспечение исполнения контракта с авансом», «Обеспечение исполнения контракта без аванса», «Гарантийные обязательства»',
        'Компания зарегистрирована 1 мес. назад, а банк рассматривает компании не моложе 3 мес.',
        'Стоп-фактор банка: Компания признана банкротом',
      ],
    ],
    ['a company the registers do not know: only the request is judged', { ...request, sum: 600_000_000 }, sber, null, ['Сумма гарантии 600 000 000 ₽ больше лимита банка 500 000 000 ₽']],
    ['nothing entered yet is not judged', { sum: null, stage: null, law: 0 }, kuban, { inn: '7701234560' }, []],
  ])('%s', (_case, req, target, facts, reasons) => {
    const outcome = prescore(req, target, facts, today);
    expect(outcome.reasons).toEqual(reasons);
    expect(outcome.result).toBe(reasons.length === 0 ? 'prescored' : 'prescoring_failed');
  });

  it('accepts the day as a Date read in UTC and refuses an unreadable one', () => {
    expect(prescore(request, rshb, { ...healthy, registrationDate: '2024-11-21' }, new Date('2026-11-21T23:30:00Z')).result).toBe('prescored');
    expect(prescore(request, rshb, { ...healthy, registrationDate: '2024-11-21' }, new Date('2026-11-20T23:30:00Z')).result).toBe('prescoring_failed');
    expect(() => prescore(request, sber, healthy, 'вчера')).toThrow(RangeError);
  });

  it('every shipped bank has sane limits, and a request at its minimum with all it allows passes', () => {
    for (const b of banksConfig.banks) {
      expect(b.prescoring.min_sum).toBeLessThanOrEqual(b.prescoring.max_sum);
      for (const law of b.prescoring.laws) {
        for (const stage of b.prescoring.guarantee_types) {
          expect(prescore({ sum: b.prescoring.min_sum, stage, law }, b, healthy, today)).toEqual({ result: 'prescored', reasons: [] });
        }
      }
    }
  });
});

describe('prescoringLaw', () => {
  it.each<[PrescoringRequest['law'], string | null]>([
    ['44fz', '44fz'],
    ['commercial', 'commercial'],
    [44, '44fz'],
    ['223', '223fz'],
    [2235, '223fz'],
    [615, '615pp'],
    [1, 'commercial'],
    [0, null],
    [null, null],
    ['fz44', null],
  ])('%j -> %s', (law, expected) => {
    expect(prescoringLaw(law)).toBe(expected);
  });
});

describe('companyAgeMonths', () => {
  it.each<[string, string, number | null]>([
    ['2024-03-15', '2025-03-14', 11],
    ['2024-03-15', '2025-03-15', 12],
    ['2025-01-31', '2025-02-28', 1],
    ['2025-01-30', '2025-02-27', 0],
    ['2024-01-31', '2024-02-29', 1],
    ['2026-12-01', '2026-11-21', 0],
    ['когда-то', '2026-11-21', null],
  ])('%s .. %s -> %s', (registered, day, months) => {
    expect(companyAgeMonths(registered, day)).toBe(months);
  });
});

describe('shouldRunPrescoring (spec-1 §4): after sub-requests load, when allowed', () => {
  it.each<[string, { sub_status: string }[], boolean, boolean]>([
    ['no sub-requests yet', [], true, true],
    ['one revoked', [{ sub_status: 'sent' }, { sub_status: 'revoked' }], true, true],
    ['one agent_draft', [{ sub_status: 'agent_draft' }], true, true],
    ['all prescored or sent', [{ sub_status: 'prescored' }, { sub_status: 'sent' }], true, false],
    ['a failed one does not re-run by itself', [{ sub_status: 'prescoring_failed' }], true, false],
    ['not allowed, no sub-requests', [], false, false],
    ['not allowed, revoked', [{ sub_status: 'revoked' }], false, false],
  ])('%s -> %s', (_case, subs, allowed, expected) => {
    expect(shouldRunPrescoring(subs, allowed)).toBe(expected);
  });
});
