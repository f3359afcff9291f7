import { finalStep } from './firstUncheckedStep';
import { requestSteps, type RequestStep } from './requestSteps';

/** Position of a step in the full ordered list, so a step that has just become hidden still has a place. */
function positionOf(name: string, order: readonly RequestStep[]): number {
  return order.findIndex((step) => step.name === name);
}

/**
 * Where "next" goes after saving a step (spec-1 §2): the next visible step after the current one that
 * is not checked yet, else the preview step.
 * @param steps the visible steps of the form, in order.
 * @param order every step in configured order; places a current step that is no longer visible.
 */
export function nextStep(
  current: string,
  steps: readonly RequestStep[],
  checked: ReadonlySet<string>,
  order: readonly RequestStep[] = requestSteps,
): string | undefined {
  const here = positionOf(current, order);
  const after = steps.find(
    (step) => step.final !== true && positionOf(step.name, order) > here && !checked.has(step.name),
  );
  return (after ?? finalStep(steps))?.name;
}
