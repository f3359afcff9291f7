import type { ErrorObject } from 'ajv';
import { isNode, refChain, type Located, type SchemaNode, type SchemaRegistry } from './schemaRefs';

/** One problem of a step's data, in the words the form and the server both show. */
export interface StepError {
  /** JSON pointer of the field ('/head/passport_date'); '' for the step as a whole. */
  readonly path: string;
  /** The field's `title` from the schema ('Дата выдачи'), or the step's title at the root. */
  readonly field: string;
  /** One Russian sentence. */
  readonly message: string;
}

// Errors inside these subschemas only explain why the outer keyword failed; the outer error speaks.
const explanatory = /\/(?:(?:oneOf|anyOf)\/\d+|contains|if|not|propertyNames)\//;

const escapeToken = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeToken = (token: string): string => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** Where the message belongs: a missing or an unexpected property is shown at the property itself. */
function errorPath(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const property = params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty;
  return typeof property === 'string' ? `${error.instancePath}/${escapeToken(property)}` : error.instancePath;
}

/**
 * Every declaration of the field at a data path, nearest first: a step that narrows a shared schema
 * ({"$ref": person, "properties": {"is_head": {"const": true}}}) declares the field beside the shared
 * declaration, and both are searched for a title and messages.
 */
function declaredAt(root: Located, path: string, registry: SchemaRegistry): Located[] {
  let chain = refChain(root, registry);
  for (const raw of path.split('/').slice(1)) {
    const token = unescapeToken(raw);
    chain = chain.flatMap(({ node, base }) => {
      const properties = node.properties;
      const child = /^\d+$/.test(token) && node.items !== undefined ? node.items : isNode(properties) ? properties[token] : undefined;
      return isNode(child) ? refChain({ node: child, base }, registry) : [];
    });
    if (chain.length === 0) return [];
  }
  return chain;
}

/**
 * The title of the field at a data path ('/head/passport_date' -> 'Дата выдачи'), found through
 * `$ref`s and narrowing declarations; undefined when the schema declares no such field or no title.
 */
export function fieldTitle(schema: SchemaNode, path: string, registry: SchemaRegistry): string | undefined {
  const declared = declaredAt({ node: schema, base: String(schema.$id ?? 'https://garant.local/') }, path, registry);
  return firstOf(declared, (node) => node.title);
}

/** The first string a node of the chain gives for `pick`, nearest first. */
function firstOf(chain: readonly Located[], pick: (node: SchemaNode) => unknown): string | undefined {
  for (const { node } of chain) {
    const value = pick(node);
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

const messageOf = (key: string) => (node: SchemaNode | undefined): unknown => {
  const messages = node?.messages;
  return isNode(messages) ? messages[key] : undefined;
};

/** Keys under which a schema's `messages` may explain this error, most specific first. */
function messageKeys(error: ErrorObject): string[] {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'minLength' && params.limit === 1) return ['minLength', 'required'];
  if (error.keyword === 'minItems' && params.limit === 1) return ['minItems', 'required'];
  return [error.keyword];
}

const formatWords: Record<string, string> = {
  date: 'Укажите дату в формате ГГГГ-ММ-ДД',
  'date-time': 'Укажите дату и время',
  uri: 'Укажите ссылку, начинающуюся с http:// или https://',
  uuid: 'Неверный идентификатор',
  email: 'Введите корректный адрес электронной почты',
};

const typeWords: Record<string, string> = {
  string: 'текстом',
  number: 'числом',
  integer: 'целым числом',
  boolean: 'отметкой «да» или «нет»',
  object: 'набором полей',
  array: 'списком',
  null: 'пустым',
};

/** Russian words for a standard keyword when the schema gives none of its own. */
function standardMessage(error: ErrorObject, field: string): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
    case 'dependentRequired':
      return `Заполните поле «${field}»`;
    case 'minLength':
      return Number(p.limit) === 1 ? `Заполните поле «${field}»` : `Не короче ${String(p.limit)} символов`;
    case 'maxLength':
      return `Не длиннее ${String(p.limit)} символов`;
    case 'minimum':
      return `Не меньше ${String(p.limit)}`;
    case 'maximum':
      return `Не больше ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `Должно быть больше ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `Должно быть меньше ${String(p.limit)}`;
    case 'minItems':
      return `Добавьте хотя бы ${String(p.limit)}`;
    case 'maxItems':
      return `Не больше ${String(p.limit)} в списке`;
    case 'uniqueItems':
      return 'Значения в списке не должны повторяться';
    case 'type':
      return `Значение должно быть ${String(p.type).split(',').map((t) => typeWords[t] ?? t).join(' или ')}`;
    case 'format':
      return formatWords[String(p.format)] ?? 'Неверный формат';
    case 'pattern':
      return 'Неверный формат';
    case 'const':
      return p.allowedValue === true ? 'Необходимо подтвердить' : 'Недопустимое значение';
    case 'enum':
    case 'oneOf':
    case 'anyOf':
      return 'Выберите значение из списка';
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `Поле «${field}» не предусмотрено`;
    case 'contains':
      return 'В списке не хватает нужного элемента';
    default:
      return 'Недопустимое значение';
  }
}

/**
 * Turns Ajv errors of a step (validated with `allErrors` and `verbose`) into one Russian message per
 * field. The text is, in order: the `messages` annotation of the subschema that failed, the `messages`
 * of the field's own declaration (a conditional rule in an `if`/`then` branch borrows the field's
 * words), the message of our own keywords (ruInn, sumOfActive…, already Russian), or plain Russian
 * words for the standard keyword. A `minLength` or `minItems` of 1 reads as "required". Errors that
 * only explain an outer one (inside `oneOf`, `contains`, `if`) are dropped; the first message per
 * field wins.
 */
export function stepErrors(errors: readonly ErrorObject[] | null | undefined, schema: SchemaNode, registry: SchemaRegistry): StepError[] {
  const root: Located = { node: schema, base: String(schema.$id ?? 'https://garant.local/') };
  const seen = new Set<string>();
  const result: StepError[] = [];
  for (const error of errors ?? []) {
    if (error.keyword === 'if' || explanatory.test(error.schemaPath)) continue;
    const path = errorPath(error);
    if (seen.has(path)) continue;
    seen.add(path);
    const declared = declaredAt(root, path, registry);
    const field = firstOf(declared, (node) => node.title) ?? (path === '' ? String(schema.title ?? '') : unescapeToken(path.split('/').pop() ?? ''));
    const keys = messageKeys(error);
    const failing = isNode(error.parentSchema) && error.keyword !== 'required' ? error.parentSchema : undefined;
    const annotated =
      keys.map((key) => messageOf(key)(failing)).find((m): m is string => typeof m === 'string') ??
      keys.map((key) => firstOf(declared, messageOf(key))).find((m): m is string => typeof m === 'string');
    const own = /[а-яё]/i.test(error.message ?? '') ? error.message : undefined;
    result.push({ path, field, message: annotated ?? own ?? standardMessage(error, field) });
  }
  return result;
}
