import type { ErrorObject } from 'ajv';

type Params = Record<string, unknown>;

// rjsf quotes property names in params while its localizer runs ('inn'), so titles can replace them later.
const unquote = (value: unknown): string => String(value).replace(/^'(.*)'$/, '$1');

const formats: Record<string, string> = {
  email: 'Неверный адрес e-mail',
  date: 'Укажите дату',
  'date-time': 'Укажите дату и время',
  time: 'Укажите время',
  uri: 'Укажите ссылку целиком, с http:// или https://',
  uuid: 'Неверный идентификатор',
};

const symbols = (n: unknown): string => {
  const count = Number(n);
  const tail = count % 100 >= 11 && count % 100 <= 14 ? 'символов' : count % 10 === 1 ? 'символ' : count % 10 >= 2 && count % 10 <= 4 ? 'символа' : 'символов';
  return `${count} ${tail}`;
};

// Messages under a field of the form, where the field's title is already shown.
const texts: Record<string, (p: Params) => string> = {
  required: () => 'Обязательное поле',
  minLength: (p) => (Number(p.limit) === 1 ? 'Обязательное поле' : `Не менее ${symbols(p.limit)}`),
  maxLength: (p) => `Не более ${symbols(p.limit)}`,
  pattern: () => 'Неверный формат',
  format: (p) => formats[String(p.format)] ?? 'Неверный формат',
  type: (p) => (String(p.type).includes('number') || String(p.type).includes('integer') ? 'Укажите число' : 'Неверное значение'),
  enum: () => 'Выберите значение из списка',
  const: () => 'Недопустимое значение',
  minimum: (p) => `Не меньше ${String(p.limit)}`,
  maximum: (p) => `Не больше ${String(p.limit)}`,
  exclusiveMinimum: (p) => `Больше ${String(p.limit)}`,
  exclusiveMaximum: (p) => `Меньше ${String(p.limit)}`,
  multipleOf: (p) => `Должно быть кратно ${String(p.multipleOf)}`,
  minItems: (p) => `Добавьте не менее ${String(p.limit)}`,
  maxItems: (p) => `Не более ${String(p.limit)}`,
  uniqueItems: () => 'Значения не должны повторяться',
  minProperties: (p) => `Заполните не меньше полей: ${String(p.limit)}`,
  maxProperties: (p) => `Заполните не больше полей: ${String(p.limit)}`,
  contains: () => 'В списке не хватает нужного элемента',
  unevaluatedProperties: (p) => `Лишнее поле «${unquote(p.unevaluatedProperty)}»`,
  propertyNames: () => 'Недопустимое имя поля',
  additionalProperties: (p) => `Лишнее поле «${unquote(p.additionalProperty)}»`,
  anyOf: () => 'Не подходит ни под один из вариантов',
  oneOf: () => 'Должно подходить ровно под один вариант',
  not: () => 'Недопустимое значение',
  if: () => 'Не выполнено условие',
  dependentRequired: (p) => `Нужно также поле «${unquote(p.missingProperty)}»`,
};

type Messages = Record<string, unknown> | undefined;

/** The schema's own text for a failed keyword: its `messages` annotation (for `required`, the missing field's). */
function schemaMessage(error: ErrorObject): string | undefined {
  const parent = error.parentSchema as { messages?: Messages; properties?: Record<string, { messages?: Messages }> } | undefined;
  const messages =
    error.keyword === 'required'
      ? parent?.properties?.[unquote((error.params as Params).missingProperty)]?.messages
      : parent?.messages;
  const text = messages?.[error.keyword];
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/**
 * Russian messages for the standard JSON Schema keywords, as an rjsf validator localizer. A schema's
 * `messages` annotation wins (the analyst's own words for that field); the Russian requisites and form
 * keywords (ruInn, sumOfActive…) already carry their own Russian message and are left alone.
 */
export function localizeRu(errors?: null | ErrorObject[]): void {
  for (const error of errors ?? []) {
    const own = schemaMessage(error);
    const text = texts[error.keyword];
    if (own) error.message = own;
    else if (text) error.message = text(error.params as Params);
    // A keyword without Russian words of its own still must not show Ajv's English.
    else if (!/[А-Яа-яЁё]/.test(error.message ?? '')) error.message = 'Недопустимое значение';
  }
}
