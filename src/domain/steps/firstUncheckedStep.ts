import type { RequestStep } from './requestSteps';

/** The final (preview) step of a list of steps; the last one when none is marked. */
export function finalStep(steps: readonly RequestStep[]): RequestStep | undefined {
  return steps.find((step) => step.final === true) ?? steps[steps.length - 1];
}

/**
 * Where opening the request form root lands (spec-1 §2): the first visible step not yet checked, or
 * the preview step when every step is done or the request has already been sent.
 * @param steps the visible steps of the form, in order (see visibleSteps).
 * @param checked names of the steps whose data has been saved valid.
 * @returns the step's name; undefined only for an empty list.
 */
export function firstUncheckedStep(steps: readonly RequestStep[], checked: ReadonlySet<string>, sent: boolean): string | undefined {
  const last = finalStep(steps);
  if (sent) return last?.name;
  return (steps.find((step) => step.final !== true && !checked.has(step.name)) ?? last)?.name;
}
