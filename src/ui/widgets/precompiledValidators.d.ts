/** Validators compiled at build time from schemas/ (scripts/compileValidators.ts, served by a Vite plugin). */
declare module 'virtual:precompiled-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  import type { ValidateFunction } from 'ajv';

  /** `validateStep`'s validators by step or entity name. */
  export const stepValidators: Readonly<Record<string, ValidateFunction>>;
  /**
   * rjsf's validator functions of each rendered form, by `renderedKey` (a step, or a step's section);
   * undefined under Vitest, where forms compile their schemas (scripts/precompiledValidatorsPlugin.ts).
   */
  export const formValidators: Readonly<Record<string, ValidatorFunctions>> | undefined;
}

/** The generated code itself, also under Vitest: for the test that compares it with compiling. */
declare module 'virtual:precompiled-validators/standalone' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  import type { ValidateFunction } from 'ajv';

  export const stepValidators: Readonly<Record<string, ValidateFunction>>;
  export const formValidators: Readonly<Record<string, ValidatorFunctions>>;
}
