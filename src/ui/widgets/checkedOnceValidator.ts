import { hashForSchema, JUNK_OPTION_ID, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

type ValidateFunction = ValidatorFunctions[string];

/**
 * A precompiled rjsf validator whose `isValid` costs only the validation itself. rjsf asks `isValid`
 * for every `if` of the form's schema whenever it derives the form's state, which it does on each
 * keystroke; the precompiled validator first proves, with a deep comparison of the whole schema, that
 * it was handed the schema it was compiled for, and hashes the condition's schema to find its
 * function. Here the proof is made once per root schema object and the function is kept per
 * condition object: both are the same objects from one keystroke to the next.
 * @param validator the precompiled validator (`createPrecompiledValidator`) of `functions`
 * @param functions its validator functions, by schema `$id` or `hashForSchema`
 */
export function checkedOnceValidator(validator: ValidatorType, functions: ValidatorFunctions): ValidatorType {
  const provenRoots = new WeakSet<object>();
  const found = new WeakMap<object, ValidateFunction>();
  return {
    validateFormData: (formData, schema, customValidate, transformErrors, uiSchema) =>
      validator.validateFormData(formData, schema, customValidate, transformErrors, uiSchema),
    rawValidation: (schema, formData) => validator.rawValidation(schema, formData),
    reset: () => validator.reset?.(),
    isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
      if (!provenRoots.has(rootSchema)) {
        // The precompiled validator's own way, with its proof (it throws for a schema it does not know).
        const valid = validator.isValid(schema, formData, rootSchema);
        provenRoots.add(rootSchema);
        return valid;
      }
      if (schema.$id === JUNK_OPTION_ID) return false;
      let validate = found.get(schema);
      if (!validate) {
        validate = functions[schema.$id ?? hashForSchema(schema)];
        if (!validate) return validator.isValid(schema, formData, rootSchema);
        found.set(schema, validate);
      }
      return validate(formData) === true;
    },
  };
}
