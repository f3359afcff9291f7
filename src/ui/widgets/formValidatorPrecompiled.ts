import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { formValidators, stepValidators } from 'virtual:precompiled-validators';
import { providePrecompiledStepValidators } from '../../domain/steps/validateStep';
import { checkedOnceValidator } from './checkedOnceValidator';
import { createFormValidator } from './formValidator';
import { localizeRuIn } from './localizeRu';

// The stores validate steps with `validateStep`: hand it the build-time validators before any form
// shows, so nothing is compiled in the browser.
providePrecompiledStepValidators(stepValidators);

const made = new Map<string, ValidatorType>();

/**
 * The validator of a request form (a step, or a section of one) compiled at build time by
 * scripts/compileValidators.ts: same rules and Russian messages as the compiling validator, no
 * `eval`, so the app runs under a CSP without 'unsafe-eval'. `schema` must be the very schema the
 * form renders (stepSchema.ts), which is the one that was compiled.
 * @throws when no validator was precompiled under that key: a step missing from the build.
 */
export function precompiledFormValidator(key: string, schema: RJSFSchema): ValidatorType {
  const found = made.get(key);
  if (found) return found;
  // Only tests run without precompiled code (see the plugin); they compile like the demo page.
  const functions = formValidators === undefined ? undefined : formValidators[key];
  if (formValidators !== undefined && !functions) throw new Error(`Нет предкомпилированного валидатора формы «${key}»`);
  const validator = functions
    ? checkedOnceValidator(createPrecompiledValidator(functions, schema, localizeRuIn(schema)), functions)
    : createFormValidator([], schema);
  made.set(key, validator);
  return validator;
}
