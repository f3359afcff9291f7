import type { ErrorObject } from 'ajv';
import { texts } from '../texts';

/**
 * Turns the first ajv error into one Russian sentence that names the field by its schema `title`
 * ('Поле «Пароль»: должно содержать не менее 8 символов'). Errors come from an ajv built with
 * `verbose: true`, so each one carries the schema it failed against.
 */
export function validationMessage(errors: readonly ErrorObject[] | null | undefined): string {
  const error = errors?.[0];
  if (!error) return texts.badRequest;
  if (error.instancePath === '' && error.keyword === 'type') return texts.bodyNotObject;
  if (error.keyword === 'additionalProperties') {
    const extra = String((error.params as { additionalProperty?: string }).additionalProperty ?? '');
    return `Поле «${extra}» не поддерживается`;
  }
  const { title, problem } = fieldProblem(error);
  return `Поле «${title}»: ${problem}`;
}

/** What is wrong, in Russian, and the title (or name) of the field it is wrong in. */
export function fieldProblem(error: ErrorObject): { name: string; title: string; problem: string } {
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: string }).missingProperty ?? '');
    return { name: missing, title: titleOfProperty(error.parentSchema, missing), problem: 'обязательно для заполнения' };
  }
  if (error.keyword === 'dependentRequired') {
    const params = error.params as { property?: string; missingProperty?: string };
    const missing = String(params.missingProperty ?? '');
    return {
      name: missing,
      title: titleOfProperty(error.parentSchema, missing),
      problem: `обязательно, когда задано «${titleOfProperty(error.parentSchema, String(params.property ?? ''))}»`,
    };
  }
  const segments = error.instancePath.split('/').filter(Boolean);
  const name = decodePointer(segments[segments.length - 1] ?? '');
  return { name, title: fieldTitle(error, name), problem: describe(error) };
}

function fieldTitle(error: ErrorObject, name: string): string {
  const title = (error.parentSchema as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' && title ? title : name;
}

function titleOfProperty(objectSchema: unknown, property: string): string {
  const properties = (objectSchema as { properties?: Record<string, { title?: unknown }> } | undefined)?.properties;
  const title = properties?.[property]?.title;
  return typeof title === 'string' && title ? title : property;
}

function decodePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

const typeNames: Record<string, string> = {
  string: 'строкой',
  number: 'числом',
  integer: 'целым числом',
  boolean: 'логическим значением (true или false)',
  object: 'объектом',
  array: 'списком',
  null: 'пустым значением',
};

const formatNames: Record<string, string> = {
  email: 'должно быть корректным адресом e-mail',
  uri: 'должно быть ссылкой',
  url: 'должно быть ссылкой',
  uuid: 'должно быть идентификатором UUID',
  date: 'должно быть датой в формате ГГГГ-ММ-ДД',
  'date-time': 'должно быть датой и временем',
};

/** Genitive after «не менее/не более N»: 1, 21, 31… символа; otherwise символов. */
function characters(n: number): string {
  return n % 10 === 1 && n % 100 !== 11 ? 'символа' : 'символов';
}

function elements(n: number): string {
  return n % 10 === 1 && n % 100 !== 11 ? 'элемента' : 'элементов';
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': {
      const wanted = String(params.type ?? '').split(',');
      return `должно быть ${wanted.map((t) => typeNames[t] ?? t).join(' или ')}`;
    }
    case 'minLength':
      return Number(params.limit) === 1
        ? 'обязательно для заполнения'
        : `должно содержать не менее ${String(params.limit)} ${characters(Number(params.limit))}`;
    case 'maxLength':
      return `должно содержать не более ${String(params.limit)} ${characters(Number(params.limit))}`;
    case 'minItems':
      return `должно содержать не менее ${String(params.limit)} ${elements(Number(params.limit))}`;
    case 'maxItems':
      return `должно содержать не более ${String(params.limit)} ${elements(Number(params.limit))}`;
    case 'uniqueItems':
      return 'не должно содержать повторяющихся значений';
    case 'minimum':
      return `должно быть не меньше ${String(params.limit)}`;
    case 'maximum':
      return `должно быть не больше ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `должно быть больше ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `должно быть меньше ${String(params.limit)}`;
    case 'format':
      return formatNames[String(params.format)] ?? 'имеет неверный формат';
    case 'enum': {
      const allowed = (params.allowedValues as unknown[] | undefined) ?? [];
      return `должно быть одним из значений: ${allowed.map((v) => String(v)).join(', ')}`;
    }
    case 'const':
      return params.allowedValue === true ? 'необходимо подтвердить' : `должно быть равно «${String(params.allowedValue)}»`;
    case 'pattern':
      return patternMessage(error);
    default:
      return ownKeywordMessage(error);
  }
}

/** A schema may say in `errorMessage`-free plain words what its pattern means, through `description`. */
function patternMessage(error: ErrorObject): string {
  const hint = (error.parentSchema as { patternHint?: unknown } | undefined)?.patternHint;
  return typeof hint === 'string' && hint ? hint : 'имеет неверный формат';
}

/**
 * Custom keywords (the Russian checks: ruInn, ruPhone…) already speak Russian in `message`; ajv's own
 * English texts must never leak, so anything else becomes a neutral phrase.
 */
function ownKeywordMessage(error: ErrorObject): string {
  const message = error.message ?? '';
  if (/[а-яё]/i.test(message)) return lowerFirst(message);
  return 'имеет недопустимое значение';
}

/** 'Неверный ИНН' reads 'неверный ИНН' after the field name; an acronym ('ИНН должен…') stays. */
function lowerFirst(text: string): string {
  const second = text.charAt(1);
  if (second && second === second.toUpperCase() && second !== second.toLowerCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
