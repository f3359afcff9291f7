import type { RJSFValidationError } from '@rjsf/utils';

/**
 * rjsf's `transformErrors`: leaves out the "if" errors. An unmet "then" reports its own error at the
 * field that needs attention; the "if" error beside it only says that a condition applied.
 */
export function dropConditionErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.filter((error) => error.name !== 'if');
}
