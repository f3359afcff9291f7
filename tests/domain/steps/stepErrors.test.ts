import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { addFormKeywords } from '../../../src/domain/ajv/formKeywords';
import { addRuKeywords } from '../../../src/domain/ajv/ruKeywords';
import type { SchemaNode } from '../../../src/domain/steps/schemaRefs';
import { fieldTitle, stepErrors } from '../../../src/domain/steps/stepErrors';

const shared: SchemaNode = {
  $id: 'https://garant.local/schemas/test/v1/shared.schema.json',
  $defs: {
    phone: { type: 'string', title: 'Телефон', ruPhone: true, messages: { required: 'Укажите телефон' } },
  },
};

const schema: SchemaNode = {
  $id: 'https://garant.local/schemas/test/v1/form.schema.json',
  title: 'Проверочная форма',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'kind'],
  properties: {
    name: { type: 'string', title: 'Наименование', minLength: 1, messages: { required: 'Не указано наименование' } },
    kind: { type: 'integer', title: 'Вид', oneOf: [{ const: 1, title: 'Первый' }, { const: 2, title: 'Второй' }] },
    code: { type: 'string', title: 'Код', pattern: '^\\d{3}$', messages: { pattern: 'Код — три цифры' } },
    phone: { $ref: 'shared.schema.json#/$defs/phone' },
    agreed: { type: 'boolean', title: 'Согласие' },
    rows: {
      type: 'array',
      title: 'Строки',
      items: { type: 'object', properties: { active: { type: 'boolean', title: 'Активна' }, note: { type: 'string', title: 'Заметка' } } },
      contains: { type: 'object', properties: { active: { const: true } }, required: ['active'] },
      messages: { contains: 'Нужна хотя бы одна активная строка' },
    },
  },
  allOf: [
    {
      if: { properties: { kind: { const: 2 } }, required: ['kind'] },
      then: { required: ['phone', 'agreed'], properties: { phone: true, agreed: { const: true }, code: { type: 'string', minLength: 4, messages: { minLength: 'Для второго вида код длиннее' } } } },
    },
  ],
};

const registry = new Map<string, SchemaNode>([
  [String(shared.$id), shared],
  [String(schema.$id), schema],
]);
const ajv = addFormKeywords(addRuKeywords(addFormats(new Ajv2020({ strict: true, allErrors: true, verbose: true }))));
ajv.addSchema(shared as never);
const validate = ajv.compile(schema);
const errorsOf = (data: unknown) => {
  validate(data);
  return stepErrors(validate.errors, schema, registry);
};

describe('stepErrors', () => {
  it('names a missing field by its own message and puts it at the field', () => {
    expect(errorsOf({ kind: 1 })).toEqual([{ path: '/name', field: 'Наименование', message: 'Не указано наименование' }]);
  });

  it('reads an empty required text as missing', () => {
    expect(errorsOf({ kind: 1, name: '' })).toEqual([{ path: '/name', field: 'Наименование', message: 'Не указано наименование' }]);
  });

  it('gives one message for a value outside a list, not one per option', () => {
    expect(errorsOf({ name: 'ООО «Ромашка»', kind: 3 })).toEqual([{ path: '/kind', field: 'Вид', message: 'Выберите значение из списка' }]);
  });

  it('follows references to other schemas for the title and the message of a conditional rule', () => {
    expect(errorsOf({ name: 'ООО «Ромашка»', kind: 2, agreed: true })).toEqual([{ path: '/phone', field: 'Телефон', message: 'Укажите телефон' }]);
  });

  it('prefers the message of the branch that failed to the field’s own', () => {
    expect(errorsOf({ name: 'ООО «Ромашка»', kind: 2, phone: '+7 495 123-45-67', agreed: true, code: '123' })).toEqual([
      { path: '/code', field: 'Код', message: 'Для второго вида код длиннее' },
    ]);
    expect(errorsOf({ name: 'ООО «Ромашка»', kind: 1, code: '12' })).toEqual([{ path: '/code', field: 'Код', message: 'Код — три цифры' }]);
  });

  it('passes on the Russian words of our own keywords', () => {
    expect(errorsOf({ name: 'ООО «Ромашка»', kind: 2, phone: '123', agreed: true })).toEqual([
      { path: '/phone', field: 'Телефон', message: 'Телефон должен содержать не менее 11 цифр, например +7 999 123-45-67' },
    ]);
  });

  it('asks to confirm an unticked confirmation, in plain words when the schema has none', () => {
    expect(errorsOf({ name: 'ООО «Ромашка»', kind: 2, phone: '+7 495 123-45-67', agreed: false })).toEqual([
      { path: '/agreed', field: 'Согласие', message: 'Необходимо подтвердить' },
    ]);
  });

  it('drops the errors that only explain why a list lacks the element it needs', () => {
    expect(errorsOf({ name: 'ООО «Ромашка»', kind: 1, rows: [{ active: false }, { note: 'x' }] })).toEqual([
      { path: '/rows', field: 'Строки', message: 'Нужна хотя бы одна активная строка' },
    ]);
  });

  it('puts an unexpected field at its own path', () => {
    expect(errorsOf({ name: 'ООО «Ромашка»', kind: 1, colour: 'red' })).toEqual([{ path: '/colour', field: 'colour', message: 'Поле «colour» не предусмотрено' }]);
  });

  it('keeps the first message per field', () => {
    expect(errorsOf({ name: 5, kind: 1 })).toEqual([{ path: '/name', field: 'Наименование', message: 'Значение должно быть текстом' }]);
  });

  it('has nothing to say about no errors', () => {
    expect(stepErrors(null, schema, registry)).toEqual([]);
  });

  it('finds the titles of nested fields and of array items', () => {
    expect(fieldTitle(schema, '/rows/3/note', registry)).toBe('Заметка');
    expect(fieldTitle(schema, '/phone', registry)).toBe('Телефон');
    expect(fieldTitle(schema, '/nothing', registry)).toBeUndefined();
  });
});
