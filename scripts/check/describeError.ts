import type { ErrorObject } from 'ajv';

const typeNames: Record<string, string> = {
  string: 'строкой',
  number: 'числом',
  integer: 'целым числом',
  boolean: 'логическим значением (true или false)',
  object: 'объектом',
  array: 'массивом',
  null: 'null',
};

const json = (value: unknown): string => JSON.stringify(value);
const items = (n: unknown): string => `${String(n)} ${Number(n) === 1 ? 'элемент' : Number(n) >= 2 && Number(n) <= 4 ? 'элемента' : 'элементов'}`;

type Params = Record<string, unknown>;

// Russian wording per standard keyword; custom keywords (ru*, configKeyOf, uniqueBy) bring their own.
const texts: Record<string, (p: Params, e: ErrorObject) => string> = {
  required: (p) => `не хватает обязательного поля «${String(p.missingProperty)}»`,
  additionalProperties: (p) => `лишнее поле «${String(p.additionalProperty)}»: в схеме его нет`,
  unevaluatedProperties: (p) => `лишнее поле «${String(p.unevaluatedProperty)}»: в схеме его нет`,
  dependentRequired: (p) => `при поле «${String(p.property)}» нужно и поле «${String(p.missingProperty)}»`,
  type: (p) => `должно быть ${String(p.type).split(',').map((t) => typeNames[t] ?? t).join(' или ')}`,
  enum: (p) => `допустимые значения: ${(p.allowedValues as unknown[]).map(json).join(', ')}`,
  const: (p) => `должно быть равно ${json(p.allowedValue)}`,
  pattern: (p) => `не соответствует шаблону ${String(p.pattern)}`,
  format: (p) => `не соответствует формату «${String(p.format)}»`,
  minLength: (p) => `должно быть не короче ${String(p.limit)} симв.`,
  maxLength: (p) => `должно быть не длиннее ${String(p.limit)} симв.`,
  minimum: (p) => `должно быть не меньше ${String(p.limit)}`,
  maximum: (p) => `должно быть не больше ${String(p.limit)}`,
  exclusiveMinimum: (p) => `должно быть больше ${String(p.limit)}`,
  exclusiveMaximum: (p) => `должно быть меньше ${String(p.limit)}`,
  multipleOf: (p) => `должно быть кратно ${String(p.multipleOf)}`,
  minItems: (p) => `нужно не меньше: ${items(p.limit)}`,
  maxItems: (p) => `допускается не больше: ${items(p.limit)}`,
  minProperties: (p) => `нужно полей не меньше ${String(p.limit)}`,
  maxProperties: (p) => `допускается полей не больше ${String(p.limit)}`,
  uniqueItems: (p) => `элементы ${String(p.j)} и ${String(p.i)} совпадают, а повторы не допускаются`,
  contains: (p) =>
    p.maxContains === undefined
      ? `нужно хотя бы ${items(p.minContains)}, подходящих под условие схемы`
      : `подходящих под условие схемы должно быть от ${String(p.minContains)} до ${String(p.maxContains)}`,
  propertyNames: (p) => `недопустимое имя поля «${String(p.propertyName)}»`,
  anyOf: () => 'не подходит ни под один из вариантов схемы',
  oneOf: () => 'должно подходить ровно под один вариант схемы',
  not: () => 'не должно подходить под запрещённый схемой вариант',
  if: (p) => `не выполнено условие ветки «${String(p.failingKeyword)}» схемы`,
  'false schema': () => 'здесь схема не допускает никакого значения',
};

/** The Russian text of one Ajv error, without its path. */
export function describeError(error: ErrorObject): string {
  const text = texts[error.keyword];
  if (text) return text(error.params as Params, error);
  return error.message ?? `не проходит проверку «${error.keyword}»`;
}

/** "/banks/3" for an error inside the data, "(корень)" for the document itself. */
export function displayPath(instancePath: string): string {
  return instancePath === '' ? '(корень)' : instancePath;
}
