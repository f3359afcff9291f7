import type { BankSettings } from './banks';
import { documentRequirements, type DocumentRequirement } from './documents/documentRequirements';
import { requiredPeriods, type PeriodRequirement } from './finance/requiredPeriods';
import { banksNeedingIndirectFounders } from './founders/indirectParticipantRequired';

/** What the chosen banks will require of the request, each with the banks (short names) that want it. */
export interface BankDemands {
  /** Document types to upload on the documents step. */
  readonly documents: readonly DocumentRequirement[];
  /** Finance periods to fill on the finance step (none: the step is not shown). */
  readonly periods: readonly PeriodRequirement[];
  /** Banks that want the indirect participant named when a company holds a share. */
  readonly indirectFounders: readonly string[];
  /** Banks that want the customer's contacts on the contacts step. */
  readonly customerContacts: readonly string[];
}

/**
 * What the chosen banks will require (spec-2 §5.4–5.6), known as soon as they are chosen, so the agent
 * sees from the first step which documents, finance periods and extra participants the request needs.
 */
export function bankDemands(selectedBanks: readonly BankSettings[]): BankDemands {
  return {
    documents: documentRequirements(selectedBanks),
    periods: requiredPeriods(selectedBanks),
    indirectFounders: banksNeedingIndirectFounders(selectedBanks).map((bank) => bank.middle_name),
    customerContacts: selectedBanks.filter((bank) => bank.show_customer_alert).map((bank) => bank.middle_name),
  };
}
