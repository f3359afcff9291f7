import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { addRuKeywords } from '../../../src/domain/ajv/ruKeywords';

// The request form validates in the browser through rjsf's ajv8 validator; the keywords plug in as its extender.
describe('the keywords in the form validator', () => {
  const validator = customizeValidator({ extenderFn: addRuKeywords });
  const schema = {
    type: 'object',
    properties: {
      inn: { type: 'string', title: 'ИНН', ruInn: 'legal' },
      bank_bik: { type: 'string', title: 'БИК', ruBik: true },
      cur_account: { type: 'string', title: 'Расчётный счёт', ruAccount: { bikField: 'bank_bik' } },
    },
  } as const;

  it('shows the Russian message at the field', () => {
    const result = validator.validateFormData({ inn: '7707083894', bank_bik: '044525225', cur_account: '40702810000000000000' }, schema);
    expect(result.errors.map((e) => [e.property, e.message])).toEqual([
      ['.inn', 'Неверный ИНН: не сходится контрольное число'],
      ['.cur_account', 'Расчётный счёт не соответствует БИК: не сходится контрольный ключ'],
    ]);
    expect(result.errorSchema.inn?.__errors).toEqual(['Неверный ИНН: не сходится контрольное число']);
  });

  it('passes real requisites', () => {
    expect(validator.validateFormData({ inn: '7707083893', bank_bik: '044525225' }, schema).errors).toEqual([]);
  });
});
