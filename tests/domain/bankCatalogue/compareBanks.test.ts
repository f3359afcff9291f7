import { describe, expect, it } from 'vitest';
import { compareBanks } from '../../../src/domain/bankCatalogue/compareBanks';
import { matchesBankQuery } from '../../../src/domain/bankCatalogue/matchesBankQuery';
import { banksConfig, type BankSettings } from '../../../src/domain/banks';

const bank = (name: string): BankSettings => banksConfig.banks.find((b) => b.internal_name === name)!;

describe('banks side by side', () => {
  const sber = bank('sberbank');
  const tbank = bank('tbank');
  const rows = compareBanks([sber, tbank], banksConfig, '2026-11-28');

  it('conditions first, one value per bank, marking where they differ', () => {
    const sum = rows.find((row) => row.section === 'conditions' && row.key === 'sum')!;
    expect(sum.values.map((value) => String(value).replace(/\u00a0/g, ' '))).toEqual(['от 10 000 до 500 000 000 ₽', 'от 1 000 до 30 000 000 ₽']);
    expect(sum.differs).toBe(true);
    const claims = rows.find((row) => row.key === 'claims')!;
    expect(claims.differs).toBe(claims.values[0] !== claims.values[1]);
  });

  it('every document either bank requires, once, in the shared list`s order, marked per bank', () => {
    const documents = rows.filter((row) => row.section === 'documents');
    const union = new Set([...sber.required_documents, ...tbank.required_documents].map((document) => document.type));
    expect(documents.map((row) => row.key).sort()).toEqual([...union].sort());
    const order = Object.keys(banksConfig.document_types);
    expect(documents.map((row) => order.indexOf(row.key))).toEqual([...documents.map((row) => order.indexOf(row.key))].sort((a, b) => a - b));
    for (const row of documents) {
      expect(row.values).toEqual([sber.required_documents.some((d) => d.type === row.key), tbank.required_documents.some((d) => d.type === row.key)]);
    }
  });

  it('periods named as of the day: Т-Банк needs none, so each period is Сбербанк`s alone', () => {
    const periods = rows.filter((row) => row.section === 'periods');
    expect(periods.map((row) => [row.label, row.values])).toEqual([
      ['9 месяцев 2026', [true, false]],
      ['6 месяцев 2026', [true, false]],
    ]);
  });

  it('stop factors of either bank, marked per bank', () => {
    const factors = rows.filter((row) => row.section === 'stopFactors');
    expect(factors.length).toBe(new Set([...sber.prescoring.stop_factors, ...tbank.prescoring.stop_factors]).size);
    expect(factors.find((row) => row.key === 'mass_address')?.values).toEqual([true, false]);
  });

  it('four banks give four values in every row', () => {
    const four = compareBanks([sber, tbank, bank('vtb'), bank('zenit')], banksConfig, '2026-11-28');
    expect(four.every((row) => row.values.length === 4)).toBe(true);
  });
});

describe('finding a bank by name', () => {
  it.each<[string, string, boolean]>([
    ['', 'sberbank', true],
    ['сбер', 'sberbank', true],
    ['СБЕРБАНК', 'sberbank', true],
    ['ак барс', 'akbars', true],
    ['Ак-Барс', 'akbars', true],
    ['«Зенит»', 'zenit', true],
    ['сбер втб', 'sberbank', false],
    ['газпром', 'sberbank', false],
  ])('«%s» finds %s: %s', (query, name, found) => {
    expect(matchesBankQuery(bank(name), query)).toBe(found);
  });

  it('ё is е and extra texts are searched too', () => {
    const settings = { ...bank('sberbank'), middle_name: 'Пётр' };
    expect(matchesBankQuery(settings, 'петр')).toBe(true);
    expect(matchesBankQuery(bank('sberbank'), 'устав', ['Устав (действующая редакция)'])).toBe(true);
  });
});
