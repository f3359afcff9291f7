import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { formValidatorOptions } from './formValidatorOptions';
import { localizeRuIn } from './localizeRu';

type Data = unknown;

/**
 * A form validator for our schemas, compiled in the browser: draft 2020-12, the Russian requisites
 * and request-form keywords run exactly as on the server, every message is Russian, and the schemas
 * given here are known to it, so a schema may `$ref` another by its `$id`. Compiling evaluates code,
 * so only the analysts' demo page (and tests) use it; the request form uses validators precompiled
 * at build time (`precompiledFormValidator`). Given the one schema it will validate (`formSchema`),
 * its messages are looked up there as the server looks them up (a rule of an if/then branch speaks with
 * the field's words).
 */
export function createFormValidator(knownSchemas: readonly RJSFSchema[] = [], formSchema?: RJSFSchema) {
  return customizeValidator(formValidatorOptions(knownSchemas), localizeRuIn(formSchema));
}

/**
 * Delegates to a compiling validator made on first use: registering our keywords compiles their
 * meta-schemas, which must not happen merely because a page imports the form kit.
 */
class LazyFormValidator implements ValidatorType<Data, RJSFSchema> {
  private made: ValidatorType<Data, RJSFSchema> | undefined;

  private get validator(): ValidatorType<Data, RJSFSchema> {
    this.made ??= createFormValidator();
    return this.made;
  }

  validateFormData(
    formData: Data,
    schema: RJSFSchema,
    customValidate?: CustomValidator<Data, RJSFSchema>,
    transformErrors?: ErrorTransformer<Data, RJSFSchema>,
    uiSchema?: UiSchema<Data, RJSFSchema>,
  ) {
    return this.validator.validateFormData(formData, schema, customValidate, transformErrors, uiSchema);
  }

  isValid(schema: RJSFSchema, formData: Data, rootSchema: RJSFSchema): boolean {
    return this.validator.isValid(schema, formData, rootSchema);
  }

  rawValidation<Result = unknown>(schema: RJSFSchema, formData?: Data) {
    return this.validator.rawValidation<Result>(schema, formData);
  }

  reset(): void {
    this.made?.reset?.();
  }
}

/** The validator of a form whose schema stands alone (compiled on first use). */
export const formValidator: ValidatorType<Data, RJSFSchema> = new LazyFormValidator();
