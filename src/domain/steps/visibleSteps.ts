import { requestSteps, type RequestStep, type StepFact, type StepFacts } from './requestSteps';

/** True when every fact named by the step's condition has the value the condition asks for. */
export function isStepVisible(step: RequestStep, facts: StepFacts): boolean {
  const when = step.when ?? {};
  return (Object.keys(when) as StepFact[]).every((fact) => facts[fact] === when[fact]);
}

/**
 * The steps of one form that the request shows, in order (spec-1 §2): the purchase step only
 * without a registry number, founders only for legal entities, signers only for legal entities that
 * need them, finance only when a selected bank requires periods. `form` "request" (the default) is
 * the form of an existing request; "create" holds the two start steps.
 */
export function visibleSteps(
  facts: StepFacts,
  form: RequestStep['form'] = 'request',
  steps: readonly RequestStep[] = requestSteps,
): RequestStep[] {
  return steps.filter((step) => step.form === form && isStepVisible(step, facts));
}
