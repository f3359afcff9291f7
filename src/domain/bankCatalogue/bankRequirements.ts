import type { BankSettings, FinancePeriod } from '../banks';
import { byPeriodNumber } from '../finance/financePeriods';
import { reportingPeriods } from '../finance/reportingPeriods';
import { periodLabel } from '../finance/texts';
import { shippedStopFactorRules } from '../stopFactorRules';
import { reasonOf, type StopFactorRules } from '../stopFactors';

/** A finance period a bank requires, named as of a day: «9 месяцев 2026», «2025 год». */
export interface PeriodRequirementItem {
  readonly period: FinancePeriod;
  readonly label: string;
}

/** What a bank requires of an applicant: its documents, finance periods and stop factors. */
export interface BankRequirements {
  readonly documents: readonly { readonly type: string; readonly name: string }[];
  readonly periods: readonly PeriodRequirementItem[];
  /** The stop factors the bank refuses on, each as its reason reads (figures filled in). */
  readonly stopFactors: readonly { readonly key: string; readonly reason: string }[];
}

/** The names of the finance periods as of a day (YYYY-MM-DD), period1 (the latest closed one) first. */
export function periodLabels(today: string): ReadonlyMap<FinancePeriod, string> {
  return new Map(reportingPeriods(today).map((item) => [item.period, item.label]));
}

/**
 * What a bank requires (spec-2 §5.6, §3.3), from config/banks.json: its documents in its own words,
 * its finance periods named as of `today` in report order, and its stop factors as
 * config/stop-factors.json words them.
 */
export function bankRequirements(bank: BankSettings, today: string, rules: StopFactorRules = shippedStopFactorRules): BankRequirements {
  const labels = periodLabels(today);
  return {
    documents: bank.required_documents.map(({ type, name }) => ({ type, name })),
    periods: byPeriodNumber(bank.finance_periods, (period) => period).map((period) => ({ period, label: labels.get(period) ?? periodLabel(period) })),
    stopFactors: bank.prescoring.stop_factors.flatMap((key) => {
      const rule = rules.rules[key];
      return rule ? [{ key, reason: reasonOf(rule) }] : [];
    }),
  };
}
