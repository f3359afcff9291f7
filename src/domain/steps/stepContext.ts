import type { BankSettings, FinancePeriod } from '../banks';

/**
 * The facts of a request that step rules depend on, carried in the `context` field of a step's data
 * (schemas/steps/step-context.schema.json). The browser and the server both build it with
 * {@link stepContext}, so a step validates the same way in both places.
 */
export interface StepContext {
  readonly is_ip: boolean;
  readonly is_joint: boolean;
  readonly has_registry_number: boolean;
  readonly needs_signers: boolean;
  readonly guarantee_sum: number | null;
  readonly customer_contacts_required: boolean;
  readonly birth_country_required: boolean;
  readonly selected_banks_require: {
    readonly indirect_founders: boolean;
    readonly finance_periods: readonly FinancePeriod[];
  };
}

/** What {@link stepContext} reads: the request root, its questionnaire and answers already at hand. */
export interface StepContextSource {
  readonly is_ip: boolean;
  readonly is_joint?: boolean | null;
  /** The request's registry (tender) number; empty for a purchase without one. */
  readonly tender_number?: string | null;
  /** The questionnaire's needPodpisants: documents are signed by a separate signer. */
  readonly needPodpisants?: boolean | null;
  /** The guarantee sum of the parameters. */
  readonly sum?: number | null;
  readonly customer_contacts_required?: boolean | null;
  /** The `required` answer of the birth-country call for the entrepreneur. */
  readonly birth_country_required?: boolean | null;
}

// Periods in the order of the report, so the union reads period1, period2, … whatever the bank order.
const periodOrder = (period: FinancePeriod): number => Number(period.slice('period'.length));

/**
 * Builds the step context from the request and the settings of its selected banks: whether any bank
 * needs indirect participants, and the union of the finance periods they require. A sole
 * entrepreneur never needs signers (the signers step is for legal entities).
 */
export function stepContext(source: StepContextSource, selectedBanks: readonly BankSettings[]): StepContext {
  const periods = new Set<FinancePeriod>();
  for (const bank of selectedBanks) for (const period of bank.finance_periods) periods.add(period);
  return {
    is_ip: source.is_ip,
    is_joint: source.is_joint === true,
    has_registry_number: (source.tender_number ?? '').trim() !== '',
    needs_signers: !source.is_ip && source.needPodpisants === true,
    guarantee_sum: typeof source.sum === 'number' && Number.isFinite(source.sum) ? source.sum : null,
    customer_contacts_required: source.customer_contacts_required === true,
    birth_country_required: source.is_ip && source.birth_country_required === true,
    selected_banks_require: {
      indirect_founders: selectedBanks.some((bank) => bank.indirect_founders_needed),
      finance_periods: [...periods].sort((a, b) => periodOrder(a) - periodOrder(b)),
    },
  };
}
