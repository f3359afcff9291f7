import type { AnySchemaObject, ErrorObject, FuncKeywordDefinition, SchemaValidateFunction } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types';
import { isObject } from './jsonFiles';

/**
 * The checker-only keyword `uniqueBy: ["uuid", "order"]` on an array of objects: no two items may
 * share a value of any listed field (JSON Schema's uniqueItems compares whole items only).
 */
export function uniqueByKeyword(): FuncKeywordDefinition {
  const validate: SchemaValidateFunction = (fields: readonly string[], data: unknown, _parentSchema?: AnySchemaObject, dataCxt?: DataValidationCxt): boolean => {
    const errors: Partial<ErrorObject>[] = [];
    const at = dataCxt?.instancePath ?? '';
    const items = Array.isArray(data) ? data : [];
    for (const field of fields) {
      const seen = new Map<string, number>();
      items.forEach((item, i) => {
        if (!isObject(item) || item[field] === undefined) return;
        const key = JSON.stringify(item[field]);
        const first = seen.get(key);
        if (first === undefined) {
          seen.set(key, i);
          return;
        }
        errors.push({
          keyword: 'uniqueBy',
          instancePath: `${at}/${i}/${field}`,
          params: { field, first },
          message: `значение ${key} поля «${field}» уже есть у элемента ${at}/${first}`,
        });
      });
    }
    validate.errors = errors;
    return errors.length === 0;
  };
  return {
    keyword: 'uniqueBy',
    type: 'array',
    errors: true,
    metaSchema: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', minLength: 1 } },
    validate,
  };
}
