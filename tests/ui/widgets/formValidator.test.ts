import type { RJSFSchema } from '@rjsf/utils';
import { TranslatableString } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { createFormValidator, translateRu } from '../../../src/ui/widgets';

const schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://garant.local/schemas/demo/v1/validator-check.schema.json',
  type: 'object',
  required: ['tender_number', 'name', 'customers_sum'],
  properties: {
    tender_number: {
      type: 'string',
      pattern: '^(\\d{11}|\\d{19})$',
      messages: { required: 'Укажите реестровый номер закупки', pattern: 'Реестровый номер — 19 цифр (44-ФЗ, 615-ПП) или 11 цифр (223-ФЗ)' },
    },
    name: { type: 'string', maxLength: 5 },
    email: { type: 'string', format: 'email' },
    lot: { type: 'integer', minimum: 1 },
    tags: { type: 'array', maxContains: 1, contains: { const: 'x' } },
    legacy: false,
    bik: { type: 'string', ruBik: true },
    customers_sum: { type: 'number' },
    customers: { type: 'array', items: { type: 'object', properties: { sum: { type: 'number' }, is_active: { type: 'boolean' } } } },
  },
  sumOfActive: { items: 'customers', field: 'sum', active: 'is_active', total: 'customers_sum' },
} as unknown as RJSFSchema;

const messagesOf = (data: unknown) =>
  Object.fromEntries(createFormValidator().validateFormData(data, schema).errors.map((error) => [error.property, error.message]));

describe('the browser validator', () => {
  it("speaks Russian, prefers the schema's own messages and runs the Russian and form keywords", () => {
    expect(messagesOf({ name: 'Слишком длинно', email: 'почта', lot: 0, bik: '123', tags: ['x', 'x'], legacy: 1 })).toEqual({
      '.tags': 'В списке не хватает нужного элемента',
      '.legacy': 'Недопустимое значение',
      tender_number: 'Укажите реестровый номер закупки',
      '.name': 'Не более 5 символов',
      '.email': 'Неверный адрес e-mail',
      '.lot': 'Не меньше 1',
      '.bik': 'БИК должен состоять ровно из 9 цифр',
      customers_sum: 'Обязательное поле',
    });
    expect(messagesOf({ tender_number: '123', name: 'ООО', customers_sum: 10, customers: [{ sum: 3, is_active: true }] })).toMatchObject({
      '.tender_number': 'Реестровый номер — 19 цифр (44-ФЗ, 615-ПП) или 11 цифр (223-ФЗ)',
    });
    const sums = messagesOf({ tender_number: '12345678901', name: 'ООО', customers_sum: 10, customers: [{ sum: 3, is_active: true }] });
    expect(Object.values(sums).join(' ')).toMatch(/сумм/i);
  });

  it("translates rjsf's own texts", () => {
    expect(translateRu(TranslatableString.AddItemButton)).toBe('Добавить элемент');
    expect(translateRu(TranslatableString.UnsupportedFieldWithId, ['inn'])).toBe('Схема поля «inn» не поддерживается.');
  });
});
