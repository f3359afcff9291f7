import { describe, expect, it } from 'vitest';
import { accountDetailsProblems } from '../../../src/domain/revisions/accountDetailsProblems';

const good = { bank_name: 'ПАО Сбербанк', bik: '044525225', cur_account: '40702810938000012345', cor_account: '30101810400000000225' };

describe('accountDetailsProblems: the checks of the platform, field by field', () => {
  it('finds nothing in good details', () => expect(accountDetailsProblems(good)).toEqual({}));

  it.each<[Partial<typeof good>, Record<string, string>]>([
    [{ bank_name: '  ' }, { bank_name: 'Укажите наименование банка' }],
    [{ bik: '04452522' }, { bik: 'БИК должен состоять ровно из 9 цифр' }],
    [{ cur_account: '4070281093800001234' }, { cur_account: 'Расчётный счёт должен состоять ровно из 20 цифр' }],
    [{ cur_account: '40702810000000012345' }, { cur_account: 'Расчётный счёт не соответствует БИК: не сходится контрольный ключ' }],
    [{ cor_account: '30101810500000000225' }, { cor_account: 'Корреспондентский счёт не соответствует БИК: не сходится контрольный ключ' }],
    [{ cor_account: '40101810400000000225' }, { cor_account: 'Корреспондентский счёт банка начинается с 301' }],
  ])('%j → %j', (patch, problems) => expect(accountDetailsProblems({ ...good, ...patch })).toEqual(problems));

  it('with a malformed BIK the accounts are checked for their shape only: one mistake, one message', () => {
    expect(accountDetailsProblems({ ...good, bik: '12', cur_account: '40702810000000012345' })).toEqual({ bik: 'БИК должен состоять ровно из 9 цифр' });
  });
});
