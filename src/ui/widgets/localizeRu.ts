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

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (node: unknown, key: string): string | undefined => {
  const messages = isNode(node) ? node.messages : undefined;
  const text = isNode(messages) ? messages[key] : undefined;
  return typeof text === 'string' && text !== '' ? text : undefined;
};

/** Keys under which `messages` may explain an error, most specific first: a minimum of one reads as "required". */
function messageKeys(error: ErrorObject): string[] {
  const limit = (error.params as Params).limit;
  if ((error.keyword === 'minLength' || error.keyword === 'minItems') && Number(limit) === 1) return [error.keyword, 'required'];
  return [error.keyword];
}

/** A node and the schemas it must also satisfy by `allOf` (where inlining puts a narrowed declaration). */
function withAllOf(node: Node): Node[] {
  const parts = Array.isArray(node.allOf) ? node.allOf.filter(isNode).flatMap(withAllOf) : [];
  return [node, ...parts];
}

/**
 * Every declaration of the field at a data path in a standalone schema, nearest first. A rule in an
 * `if`/`then` branch (an open placement needs the contract number) names the field but keeps its words
 * at the field's own declaration, which is where the server looks for them too.
 */
function declaredAt(root: Node, tokens: readonly string[]): Node[] {
  let nodes = withAllOf(root);
  for (const token of tokens) {
    nodes = nodes.flatMap((node) => {
      const properties = node.properties;
      const child = /^\d+$/.test(token) && isNode(node.items) ? node.items : isNode(properties) ? properties[token] : undefined;
      return isNode(child) ? withAllOf(child) : [];
    });
    if (nodes.length === 0) break;
  }
  return nodes;
}

const pathTokens = (error: ErrorObject): string[] => {
  const tokens = error.instancePath.split('/').slice(1).map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
  return error.keyword === 'required' ? [...tokens, unquote((error.params as Params).missingProperty)] : tokens;
};

/**
 * The schema's own text for a failed keyword, looked up as the server's step errors look it up: the
 * `messages` of the subschema that failed, then those of the field's declaration in the form's schema,
 * then (without the form's schema) the missing property's declaration beside the `required`.
 */
function schemaMessage(error: ErrorObject, root: Node | undefined): string | undefined {
  const keys = messageKeys(error);
  const parent = isNode(error.parentSchema) ? error.parentSchema : undefined;
  const first = (nodes: readonly unknown[]): string | undefined => {
    for (const key of keys) {
      for (const node of nodes) {
        const text = textOf(node, key);
        if (text) return text;
      }
    }
    return undefined;
  };
  if (error.keyword !== 'required') {
    const failing = first([parent]);
    if (failing) return failing;
  }
  if (root) {
    const declared = first(declaredAt(root, pathTokens(error)));
    if (declared) return declared;
  }
  const properties = parent?.properties;
  return error.keyword === 'required' && isNode(properties) ? first([properties[unquote((error.params as Params).missingProperty)]]) : undefined;
}

/**
 * Russian messages for the standard JSON Schema keywords, as an rjsf validator localizer bound to the
 * form's schema (standalone, its references inlined). A schema's `messages` annotation wins (the
 * analyst's own words for that field, found where the server finds them, so a conditionally required
 * field shows its rule's words); the Russian requisites and form keywords (ruInn, sumOfActive…) already
 * carry their own Russian message and are left alone.
 */
export function localizeRuIn(root?: object): (errors?: null | ErrorObject[]) => void {
  const form = isNode(root) ? root : undefined;
  return (errors) => {
    for (const error of errors ?? []) {
      const own = schemaMessage(error, form);
      const text = texts[error.keyword];
      if (own) error.message = own;
      else if (text) error.message = text(error.params as Params);
      // A keyword without Russian words of its own still must not show Ajv's English.
      else if (!/[А-Яа-яЁё]/.test(error.message ?? '')) error.message = 'Недопустимое значение';
    }
  };
}

/** {@link localizeRuIn} without the form's schema: the words written beside the failing keyword only. */
export const localizeRu = localizeRuIn();
