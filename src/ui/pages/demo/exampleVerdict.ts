import type { RJSFValidationError } from '@rjsf/utils';
import { fillText } from '../../../runtime/texts';
import { demoTexts } from './texts';

/** An invalid example of the check suite: the data and where its error must be. */
export interface InvalidExample {
  expectedErrorPath: string;
  data: unknown;
}

export function isInvalidExample(value: unknown): value is InvalidExample {
  return typeof value === 'object' && value !== null && typeof (value as InvalidExample).expectedErrorPath === 'string' && 'data' in value;
}

/** What the demo says about one check of the form's data. */
export interface Verdict {
  ok: boolean;
  title: string;
  errors: { path: string; message: string }[];
}

/** rjsf's '.bank.bik' (or 'inn' at the root, '.items.0', "['a-b']") as the JSON pointer '/bank/bik' the examples use. */
export function pointerOf(property: string | undefined): string {
  if (!property) return '';
  const steps = [...property.matchAll(/(?:^|\.)([^.[\]]+)|\['([^']*)'\]|\[(\d+)\]/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
  return steps.length > 0 ? `/${steps.join('/')}` : '';
}

/**
 * The verdict on a check: for plain data, whether it passed; for an example, whether it behaved as
 * the check suite expects (a valid one passes, an invalid one fails at its expected path).
 */
export function verdictOf(errors: readonly RJSFValidationError[], expected?: { kind: 'valid' } | { kind: 'invalid'; path: string }): Verdict {
  const listed = errors.map((error) => ({ path: pointerOf(error.property) || '/', message: error.message ?? '' }));
  if (expected?.kind === 'invalid') {
    const found = listed.some(({ path }) => path === expected.path || path.startsWith(`${expected.path}/`));
    return {
      ok: found,
      title: fillText(found ? demoTexts.expectedFound : demoTexts.expectedMissing, { path: expected.path }),
      errors: listed,
    };
  }
  if (expected?.kind === 'valid') {
    return { ok: listed.length === 0, title: listed.length === 0 ? demoTexts.validPassed : demoTexts.validHasErrors, errors: listed };
  }
  return {
    ok: listed.length === 0,
    title: listed.length === 0 ? demoTexts.passed : fillText(demoTexts.failed, { count: listed.length }),
    errors: listed,
  };
}
