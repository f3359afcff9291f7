import type { BankSettings, GuaranteeType, PrescoringLaw } from '../banks';
import { numberValue } from '../checks/numberValue';
import { shippedStopFactorRules } from '../stopFactorRules';
import { evaluateStopFactors, type CompanyFacts, type StopFactorRules } from '../stopFactors';
import { checkDay, companyAgeMonths } from './companyAgeMonths';
import { prescoringTexts } from './texts';

/** The request's parameters pre-scoring looks at. */
export interface PrescoringRequest {
  /** Guarantee sum in rubles; typed text is read too. */
  readonly sum?: number | string | null;
  /** Guarantee type (spec-2 §3.1): y, i_with_a, i_without_a, va, go. */
  readonly stage?: string | null;
  /**
   * The procurement law: a dictionary key (44fz, 223fz, 615pp, commercial) or the number the request
   * keeps (spec-1 "Law": 44, 223, 615, 2235 for 223-FZ small business, 1 commercial, 0 not set).
   */
  readonly law?: string | number | null;
  /** The guarantee's term in days (daysCount of the parameters step); typed text is read too. */
  readonly days?: number | string | null;
}

/** The outcome of pre-scoring for one bank: the raw sub_status it leads to and why. */
export interface PrescoringResult {
  readonly result: 'prescored' | 'prescoring_failed';
  /** Russian reasons, each naming the bank's limit; empty when prescored. */
  readonly reasons: readonly string[];
}

const lawByNumber: Readonly<Record<number, PrescoringLaw>> = { 44: '44fz', 223: '223fz', 2235: '223fz', 615: '615pp', 1: 'commercial' };
const lawKeys: readonly string[] = ['44fz', '223fz', '615pp', 'commercial'];

/** The request's law as a bank's prescoring names it; null when not set or unknown. */
export function prescoringLaw(law: PrescoringRequest['law']): PrescoringLaw | null {
  if (typeof law === 'number') return lawByNumber[law] ?? null;
  if (typeof law !== 'string') return null;
  if (lawKeys.includes(law)) return law as PrescoringLaw;
  return /^\d+$/.test(law) ? (lawByNumber[Number(law)] ?? null) : null;
}

/** The stop-factor rules a bank applies: only those it lists, so suppression works among them alone. */
function rulesOfBank(bank: BankSettings, rules: StopFactorRules): StopFactorRules {
  const own = Object.fromEntries(Object.entries(rules.rules).filter(([key]) => bank.prescoring.stop_factors.includes(key)));
  return { rules: own, lists: rules.lists };
}

/**
 * Pre-scores a request for one bank against its `prescoring` limits in config/banks.json: the sum
 * between min_sum and max_sum, the term not longer than max_days, the law and the guarantee type among the bank's, the company at least
 * min_company_age_months old, and none of the bank's stop factors (src/domain/stopFactors) firing.
 * What is not known (no sum yet, no law, no company facts) is not judged: the form's own rules ask
 * for it. The server's /v2/bgrequest/write/{id}/prescoring stores the result as the sub_status.
 * @param companyFacts what the registers say about the applicant; null when the company was not found
 * @param today the day of the check (a Date read in UTC, or YYYY-MM-DD)
 */
export function prescore(
  request: PrescoringRequest,
  bank: BankSettings,
  companyFacts: CompanyFacts | null,
  today: Date | string,
  stopFactorRules: StopFactorRules = shippedStopFactorRules,
): PrescoringResult {
  if (checkDay(today) === null) throw new RangeError(`Invalid prescoring date: ${String(today)}`);
  const limits = bank.prescoring;
  const reasons: string[] = [];

  const sum = numberValue(request.sum);
  if (sum !== null && sum > limits.max_sum) reasons.push(prescoringTexts.sumAboveMax(sum, limits.max_sum));
  if (sum !== null && sum < limits.min_sum) reasons.push(prescoringTexts.sumBelowMin(sum, limits.min_sum));

  const days = numberValue(request.days);
  if (days !== null && limits.max_days > 0 && days > limits.max_days) reasons.push(prescoringTexts.termAboveMax(days, limits.max_days));

  const law = prescoringLaw(request.law);
  if (law !== null && !limits.laws.includes(law)) reasons.push(prescoringTexts.lawNotAllowed(law, limits.laws));

  const stage = request.stage ?? null;
  if (stage !== null && stage !== '' && !limits.guarantee_types.includes(stage as GuaranteeType)) {
    reasons.push(prescoringTexts.typeNotAllowed(stage, limits.guarantee_types));
  }

  if (companyFacts !== null) {
    const age = companyFacts.registrationDate ? companyAgeMonths(companyFacts.registrationDate, today) : null;
    if (age !== null && age < limits.min_company_age_months) reasons.push(prescoringTexts.companyTooYoung(age, limits.min_company_age_months));
    for (const factor of evaluateStopFactors(companyFacts, rulesOfBank(bank, stopFactorRules), today)) {
      reasons.push(prescoringTexts.stopFactor(factor.reason));
    }
  }

  return { result: reasons.length === 0 ? 'prescored' : 'prescoring_failed', reasons };
}
