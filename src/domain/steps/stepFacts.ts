import type { StepContext } from './stepContext';
import type { StepFacts } from './requestSteps';

/** The visibility facts of config/request-steps.json, read off the step context. */
export function stepFacts(context: StepContext): StepFacts {
  return {
    has_registry_number: context.has_registry_number,
    is_ip: context.is_ip,
    needs_signers: context.needs_signers,
    banks_require_finance: context.selected_banks_require.finance_periods.length > 0,
  };
}
