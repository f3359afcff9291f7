import { requestSteps, type RequestStep } from './requestSteps';

/**
 * Where "back" goes (spec-1 §2): the visible step just before the current one, checked or not. The
 * first step of the request form has none (the start steps are not returned to), so it stays.
 * @param steps the visible steps of the form, in order.
 * @param order every step in configured order; places a current step that is no longer visible.
 * @returns the step's name, or undefined when there is no step before.
 */
export function previousStep(current: string, steps: readonly RequestStep[], order: readonly RequestStep[] = requestSteps): string | undefined {
  const here = order.findIndex((step) => step.name === current);
  const before = steps.filter((step) => order.findIndex((s) => s.name === step.name) < here);
  return before[before.length - 1]?.name;
}
