import type { BankSettings, FinancePeriod } from '../banks';
import { numberValue } from '../checks/numberValue';
import { purchaseTerms, type PurchaseTerms } from '../guarantee/purchaseTerms';

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
  /** The purchase the guarantee secures (config/guarantee-rules.json); absent while nothing is known of it. */
  readonly purchase?: PurchaseTerms;
  /** The head's share in the capital when the head is a participant; absent otherwise. */
  readonly head_share?: number;
  /** The shares of the founders step's participants together (the head not counted twice); absent when none. */
  readonly founders_share?: number;
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
  /** The EIS tender attached to the request (its law, НМЦК, execution end), or the server's purchase terms. */
  readonly tender?: unknown;
  /** The purchase step's data of a request without a registry number. */
  readonly commercial?: unknown;
  /** The head step's head (person). */
  readonly head?: unknown;
  /** The founders step's data ({persons, organizations}). */
  readonly founders?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The head's share when the head is a participant (`is_stakeholder`) with a share above zero. */
function headShare(head: unknown): number | null {
  if (!isRecord(head) || head['is_stakeholder'] !== true) return null;
  const share = numberValue(head['percentAtRegulationsCapital']);
  return share !== null && share > 0 ? share : null;
}

/** True when the founders step lists the head himself (the same uuid). */
function headAmongFounders(head: unknown, founders: unknown): boolean {
  if (!isRecord(head) || typeof head['uuid'] !== 'string' || !isRecord(founders) || !Array.isArray(founders['persons'])) return false;
  return founders['persons'].some((person) => isRecord(person) && person['uuid'] === head['uuid']);
}

// Shares are summed in millionths of a percent, as checkSharesTotal compares them.
const scale = 1_000_000;

/**
 * The founders step's participants' shares together: persons flagged as participants and founder
 * organisations. A person with the head's uuid is the head entered twice and is counted once, on the head step.
 */
function foundersShare(founders: unknown, head: unknown): number | null {
  if (!isRecord(founders)) return null;
  const headUuid = isRecord(head) && typeof head['uuid'] === 'string' ? head['uuid'] : null;
  let total = 0;
  const persons = Array.isArray(founders['persons']) ? founders['persons'] : [];
  for (const person of persons) {
    if (!isRecord(person) || person['is_stakeholder'] !== true) continue;
    if (headUuid !== null && person['uuid'] === headUuid) continue;
    total += Math.round((numberValue(person['percentAtRegulationsCapital']) ?? 0) * scale);
  }
  const organizations = Array.isArray(founders['organizations']) ? founders['organizations'] : [];
  for (const organization of organizations) if (isRecord(organization)) total += Math.round((numberValue(organization['percent']) ?? 0) * scale);
  return total > 0 ? total / scale : null;
}

// Periods in the order of the report, so the union reads period1, period2, … whatever the bank order.
const periodOrder = (period: FinancePeriod): number => Number(period.slice('period'.length));

/**
 * Builds the step context from the request and the settings of its selected banks: whether any bank
 * needs indirect participants, and the union of the finance periods they require. A sole
 * entrepreneur never needs signers (the signers step is for legal entities). The purchase terms come
 * from the EIS tender when the request has a registry number, else from the purchase step; the head's
 * and the founders' shares let each of the two steps count the other's (one total across everyone).
 */
export function stepContext(source: StepContextSource, selectedBanks: readonly BankSettings[]): StepContext {
  const periods = new Set<FinancePeriod>();
  for (const bank of selectedBanks) for (const period of bank.finance_periods) periods.add(period);
  const hasRegistryNumber = (source.tender_number ?? '').trim() !== '';
  const purchase = purchaseTerms(hasRegistryNumber ? source.tender : source.commercial);
  // The head entered again among the founders is counted there, with the founders' own share field.
  const head = source.is_ip || headAmongFounders(source.head, source.founders) ? null : headShare(source.head);
  const founders = source.is_ip ? null : foundersShare(source.founders, source.head);
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
    ...(purchase ? { purchase } : {}),
    ...(head !== null ? { head_share: head } : {}),
    ...(founders !== null ? { founders_share: founders } : {}),
  };
}
