import { describe, expect, it } from 'vitest';
import { allTenders } from '../../../src/server/integrations/datasets';
import { validateTender } from '../../../src/server/requests/validateTender';

describe('validateTender (schemas/wire/tender.schema.json)', () => {
  it.each(allTenders().map((tender) => [tender.notification_number ?? tender.contract_number ?? tender.order_name, tender]))(
    'accepts the shipped tender %s as the tender search returns it',
    (_number, tender) => {
      expect(validateTender(structuredClone(tender))).toEqual({ tender });
    },
  );

  it('accepts a commercial procurement filled in by hand with the law alone', () => {
    expect(validateTender({ law: 1 })).toEqual({ tender: { law: 1 } });
  });

  it.each([
    [{}, 'Поле «Закон»: обязательно для заполнения'],
    [{ law: 94 }, 'Поле «Закон»: должно быть одним из значений: 0, 1, 44, 223, 615, 2235'],
    [{ law: 44, customer_inn: '7707083894' }, 'Поле «ИНН заказчика»: неверный ИНН: не сходится контрольное число'],
    [{ law: 44, ikz: '123' }, 'Поле «ИКЗ»: должно состоять из 36 цифр'],
    [{ law: 44, execution_to: '30.09.2026' }, 'Поле «Окончание исполнения»: должно быть датой в формате ГГГГ-ММ-ДД'],
    [{ law: 44, max_price: -1 }, 'Поле «Начальная (максимальная) цена»: должно быть не меньше 0'],
    [{ law: 44, max_price: '1000' }, 'Поле «Начальная (максимальная) цена»: должно быть числом или пустым значением'],
    [{ law: 44, order_name: 'я'.repeat(10_240) }, 'Поле «Предмет закупки»: должно содержать не более 4000 символов'],
    [{ law: 44, bank_comment: 'срочно' }, 'Поле «bank_comment» не поддерживается'],
    [{ law: 44, customer: { inn: '7707083893', kpp: '7736' } }, 'Поле «КПП»: КПП должен содержать 9 символов: 4 цифры кода налогового органа, 2 цифры или заглавные латинские буквы причины постановки на учёт и 3 цифры'],
    [{ law: 44, lots: [{ lot_number: 0 }] }, 'Поле «Номер лота»: должно быть не меньше 1'],
    [{ law: 44, emails: ['not-an-email'] }, 'Поле «E-mail»: '],
  ])('refuses %j with a Russian message naming the field', (tender, message) => {
    expect(validateTender(tender)).toEqual({ problem: expect.stringContaining(message) });
  });
});
