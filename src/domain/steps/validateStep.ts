import type { AnySchemaObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { addFormKeywords } from '../ajv/formKeywords';
import { addRuKeywords } from '../ajv/ruKeywords';
import { stepErrors, type StepError } from './stepErrors';
import { entitySchemas, formSchemaRegistry, stepSchemas } from './stepSchemas';

let shared: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

/**
 * The one Ajv the form schemas are validated with, in the browser and on the server alike: draft
 * 2020-12 in strict mode, formats, the Russian requisites keywords, the form keywords, every form
 * schema registered by `$id`. `verbose` hands the formatter the subschema each error failed in.
 */
export function formAjv(): Ajv2020 {
  if (shared) return shared;
  const ajv = new Ajv2020({ strict: true, allErrors: true, verbose: true, allowUnionTypes: true });
  addFormats(ajv);
  addRuKeywords(ajv);
  addFormKeywords(ajv);
  for (const schema of formSchemaRegistry.values()) ajv.addSchema(schema as AnySchemaObject);
  shared = ajv;
  return ajv;
}

/** The schema of a step or of an entity by base name ('information-head', 'person'). */
export function formSchema(name: string): AnySchemaObject | undefined {
  return (stepSchemas[name] ?? entitySchemas[name]) as AnySchemaObject | undefined;
}

/**
 * Validates a step's data (or an entity's: 'person', 'juridical-questionnaire', 'finance-report') and
 * returns one Russian message per field; an empty list means the step can be checked.
 * @throws when no schema has that name: a programming error, not bad input.
 */
export function validateStep(name: string, data: unknown): StepError[] {
  const schema = formSchema(name);
  if (!schema) throw new Error(`Нет схемы шага «${name}»`);
  let validate = compiled.get(name);
  if (!validate) {
    validate = formAjv().getSchema(String(schema.$id)) ?? formAjv().compile(schema);
    compiled.set(name, validate);
  }
  return validate(data) ? [] : stepErrors(validate.errors, schema, formSchemaRegistry);
}
