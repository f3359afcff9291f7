import type { AnySchemaObject, ErrorObject, FuncKeywordDefinition, SchemaValidateFunction } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types';
import { isObject } from './jsonFiles';
import { resolvePointer } from './jsonPointer';

/** Value of the `configKeyOf` keyword in a meta-schema. */
export interface ConfigKeyOfValue {
  /** Base name of the config file, without folder and extension: "statuses" for config/statuses.json. */
  readonly file: string;
  /** JSON pointer to the object whose keys are the allowed values (or to an array, with `field`). */
  readonly pointer: string;
  /** When `pointer` names an array of objects: the field of each item that is its key ("uuid" of a bank). */
  readonly field?: string;
  /** Extra allowed values that are not keys (markers such as "splittedDemand"). */
  readonly also?: readonly string[];
}

/** Where `configKeyOf` finds a config document by its base name. */
export type ConfigSource = (file: string) => unknown;

/**
 * The checker-only keyword `configKeyOf`: a string (or each string of an array) must be one of the
 * keys of the object at `pointer` inside config/<file>.json. `source` reads that file from the tree
 * being checked, so a temporary copy of the project is checked against itself.
 */
export function configKeyOfKeyword(source: ConfigSource): FuncKeywordDefinition {
  const validate: SchemaValidateFunction = (schema: ConfigKeyOfValue, data: unknown, _parentSchema?: AnySchemaObject, dataCxt?: DataValidationCxt): boolean => {
    const target = `config/${schema.file}.json`;
    const document = source(schema.file);
    const errors: Partial<ErrorObject>[] = [];
    const at = dataCxt?.instancePath ?? '';
    const fail = (path: string, message: string): void => {
      errors.push({ keyword: 'configKeyOf', instancePath: path, params: { file: schema.file, pointer: schema.pointer }, message });
    };
    const found = document === undefined ? undefined : resolvePointer(document, schema.pointer);
    // Banks and dictionary items are arrays keyed by a field; their keys become the object's keys.
    const container =
      schema.field !== undefined && Array.isArray(found)
        ? Object.fromEntries(found.filter(isObject).map((item) => [String(item[schema.field ?? '']), true]))
        : found;
    if (document === undefined) {
      fail(at, `нет файла ${target}, на ключи которого ссылается это поле`);
    } else if (!isObject(container)) {
      fail(at, `в ${target} нет объекта по пути ${schema.pointer}, на ключи которого ссылается это поле`);
    } else {
      const items = Array.isArray(data) ? data.map((value, i) => [value, `${at}/${i}`] as const) : [[data, at] as const];
      for (const [value, path] of items) {
        if (typeof value !== 'string') continue;
        if (Object.prototype.hasOwnProperty.call(container, value) || schema.also?.includes(value)) continue;
        const among = schema.field === undefined ? `ключей ${schema.pointer}` : `значений «${schema.field}» в ${schema.pointer}`;
        fail(path, `«${value}» не найдено среди ${among} в ${target}`);
      }
    }
    validate.errors = errors;
    return errors.length === 0;
  };
  return {
    keyword: 'configKeyOf',
    type: ['string', 'array'],
    errors: true,
    metaSchema: {
      type: 'object',
      required: ['file', 'pointer'],
      additionalProperties: false,
      properties: {
        file: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
        pointer: { type: 'string', pattern: '^(/[^/]+)*$' },
        field: { type: 'string', minLength: 1 },
        also: { type: 'array', items: { type: 'string' } },
      },
    },
    validate,
  };
}
