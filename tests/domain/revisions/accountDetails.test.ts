import { describe, expect, it } from 'vitest';
import { checkAccountDetails } from '../../../src/domain/revisions/accountDetails';

// ПАО Сбербанк: its BIK and correspondent account; the settlement accounts are made up with a key that holds.
const sber = { bank_name: 'ПАО Сбербанк', bik: '044525225', cor_account: '30101810400000000225', cur_account: '40702810200000012345' };

describe('checkAccountDetails: the BIK and the accounts by the platform checks', () => {
  it('accepts valid details and keeps them as written', () => {
    expect(checkAccountDetails(sber)).toEqual({ ok: true, details: sber });
  });

  it('reads digits grouped by spaces and trims the bank name', () => {
    const result = checkAccountDetails({ bank_name: '  ПАО   Сбербанк ', bik: '044 525 225', cor_account: '30101 810 4 0000 0000225', cur_account: '40702\u00a0810\u00a02\u00a00000\u00a00012345' });
    expect(result).toEqual({ ok: true, details: sber });
  });

  it.each<[string, Partial<typeof sber>, Record<string, string>]>([
    ['a BIK of eight digits', { bik: '04452522' }, { bik: 'БИК должен состоять ровно из 9 цифр' }],
    ['a settlement account of another bank', { cur_account: '40702810300000012345' }, { cur_account: 'Расчётный счёт не соответствует БИК: не сходится контрольный ключ' }],
    ['a short settlement account', { cur_account: '4070281020000001234' }, { cur_account: 'Расчётный счёт должен состоять ровно из 20 цифр' }],
    ['a correspondent account that is not 301', { cor_account: '40702810200000012345' }, { cor_account: 'Корреспондентский счёт банка начинается с 301' }],
    ['a correspondent account with a typo', { cor_account: '30101810400000000226' }, { cor_account: 'Корреспондентский счёт не соответствует БИК: не сходится контрольный ключ' }],
    ['no bank name', { bank_name: '   ' }, { bank_name: 'Укажите наименование банка' }],
    ['a bank name of a page', { bank_name: 'Б'.repeat(301) }, { bank_name: 'Наименование банка — не длиннее 300 символов' }],
  ])('refuses %s with a Russian message on that field', (_, change, errors) => {
    expect(checkAccountDetails({ ...sber, ...change })).toEqual({ ok: false, errors });
  });

  it('a malformed BIK is reported once, on the BIK, not again on each account', () => {
    expect(checkAccountDetails({ ...sber, bik: '0445' })).toEqual({ ok: false, errors: { bik: 'БИК должен состоять ровно из 9 цифр' } });
  });

  it('an empty form gets a message on every field', () => {
    const result = checkAccountDetails({});
    expect(result.ok).toBe(false);
    expect(Object.keys(!result.ok ? result.errors : {}).sort()).toEqual(['bank_name', 'bik', 'cor_account', 'cur_account']);
  });

  it('a number where text belongs is refused, not coerced', () => {
    expect(checkAccountDetails({ ...sber, bik: 44525225 })).toEqual({ ok: false, errors: { bik: 'Значение должно быть строкой' } });
  });
});
