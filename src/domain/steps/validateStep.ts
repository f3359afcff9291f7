import type { AnySchemaObject, ValidateFunction } from 'ajv';
import type Ajv2020 from 'ajv/dist/2020';
import { createFormAjv } from '../ajv/createFormAjv';
import { stepErrors, type StepError } from './stepErrors';
import { entitySchemas, formSchemaRegistry, stepSchemas } from './stepSchemas';

let shared: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

/**
 * The one Ajv the form schemas are compiled with at run time (server and tests; the browser uses the
 * precompiled validators instead): see {@link createFormAjv}, every form schema registered by `$id`.
 */
export function formAjv(): Ajv2020 {
  shared ??= createFormAjv(formSchemaRegistry.values() as Iterable<AnySchemaObject>);
  return shared;
}

/**
 * Hands `validateStep` validators compiled at build time (by step or entity name), so that it never
 * compiles a schema where code may not be evaluated (the browser under a strict CSP).
 */
export function providePrecompiledStepValidators(validators: Readonly<Record<string, ValidateFunction>>): void {
  for (const [name, validate] of Object.entries(validators)) compiled.set(name, validate);
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
