import { describe, expect, it } from 'vitest';
import { companyFactsFromParty } from '../../../src/domain/companyFactsFromParty';

describe('companyFactsFromParty', () => {
  it('reads a legal entity: state, registration day, head, address, arrears plus fines', () => {
    expect(
      companyFactsFromParty({
        inn: '7701234560',
        type: 'LEGAL',
        state: { status: 'LIQUIDATING', registration_date: Date.UTC(2018, 3, 5) },
        management: { name: 'Петров Сергей Николаевич', disqualified: null },
        address: { value: 'г Москва, ул Тверская, д 7' },
        finance: { debt: 120_000, penalty: 3_500.25 },
      }),
    ).toEqual({
      inn: '7701234560',
      state: 'LIQUIDATING',
      registrationDate: '2018-04-05',
      head: { name: 'Петров Сергей Николаевич', disqualified: null },
      address: 'г Москва, ул Тверская, д 7',
      taxDebt: 123_500.25,
    });
  });

  it('a sole entrepreneur is his own head; unknown debts stay unknown', () => {
    expect(
      companyFactsFromParty({
        inn: '772873456360',
        type: 'INDIVIDUAL',
        state: { status: 'ACTIVE', registration_date: null },
        management: null,
        fio: { surname: 'Кравцов', name: 'Олег', patronymic: null },
        address: null,
        finance: null,
      }),
    ).toEqual({ inn: '772873456360', state: 'ACTIVE', head: { inn: '772873456360', name: 'Кравцов Олег' } });
  });
});
