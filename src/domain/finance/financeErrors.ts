import financeLines from '../../../config/finance-lines.json';
import { balanceTolerance, isValidBalanceEqual } from '../checks/checkBalanceEqual';
import { numberValue } from '../checks/numberValue';
import { byPeriodNumber } from './financePeriods';
import { extraRulesSumThreshold, requiredLines } from './requiredLines';
import type { PeriodRequirement } from './requiredPeriods';
import { financeTexts, periodLabel } from './texts';

/**
 * The finance step's data: the report's lines by code and period (values in thousands of rubles, as
 * the statements and the file parser give them) and the applicant's confirmation.
 */
export interface FinanceReportData {
  /** The report's periods, when it knows their years (a parsed file does). */
  readonly periods?: readonly { readonly code: string; readonly year?: number | null }[];
  /** Line code -> period code -> value; a value may be typed text ('1 234,5'). */
  readonly lines?: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;
  /**
   * The statements equal those filed with the tax office (spec-1 Guarantee parameters
   * `bo_like_for_ifns`, spec-2 §5.6 "Confirmation that the data equals the tax office data").
   */
  readonly bo_like_for_ifns?: boolean | null;
}

/** What the finance rules need to know about the request. */
export interface FinanceContext {
  readonly is_ip: boolean;
  /** The guarantee sum in rubles; null when not entered yet. */
  readonly guaranteeSum: number | null;
  /** From `requiredPeriods(selectedBanks)`. */
  readonly requiredPeriods: readonly PeriodRequirement[];
}

/** One broken finance rule: where (a JSON pointer into the step's data), which rule, and the message. */
export interface FinanceError {
  readonly path: string;
  readonly rule: 'period' | 'line' | 'balance' | 'confirmation';
  readonly message: string;
  readonly line?: string;
  readonly period?: string;
}

const { assets, liabilities } = financeLines.balanceCheck;

function valueAt(report: FinanceReportData, line: string, period: string): number | null {
  return numberValue(report.lines?.[line]?.[period]);
}

function periodFilled(report: FinanceReportData, period: string): boolean {
  return Object.values(report.lines ?? {}).some((row) => row !== undefined && numberValue(row[period]) !== null);
}

function periodsWithValues(report: FinanceReportData): string[] {
  const periods = new Set<string>();
  for (const row of Object.values(report.lines ?? {})) for (const period of Object.keys(row ?? {})) periods.add(period);
  return [...periods];
}

/**
 * Checks a finance report against the rules of spec-2 §5.6, each message in Russian naming the line
 * and the period:
 * - every period a selected bank requires is filled (an empty one is one error, not one per line);
 * - in each required period the required lines are filled: revenue 2110, capital 1310 (not for a
 *   sole entrepreneur) and, from a guarantee sum of 350 000, capital 1300 and revenue 2110;
 * - line 1600 equals line 1700 within 1 in every period where both are filled;
 * - the applicant confirms the data equals what was filed with the tax office.
 * With no required period the finance step is not shown and only the balance is checked.
 */
export function financeErrors(report: FinanceReportData, context: FinanceContext): FinanceError[] {
  const errors: FinanceError[] = [];
  const years = new Map((report.periods ?? []).map((period) => [period.code, period.year] as const));
  const label = (period: string): string => periodLabel(period, years.get(period));
  const lines = requiredLines({ is_ip: context.is_ip, guaranteeSum: context.guaranteeSum });

  for (const { period, banks } of context.requiredPeriods) {
    if (!periodFilled(report, period)) {
      errors.push({ path: '/lines', rule: 'period', period, message: financeTexts.periodMissing(label(period), banks) });
      continue;
    }
    for (const line of lines) {
      if (valueAt(report, line.code, period) !== null) continue;
      const message =
        line.because === 'sum'
          ? financeTexts.lineMissingForSum(line.code, line.name, label(period), extraRulesSumThreshold)
          : financeTexts.lineMissing(line.code, line.name, label(period));
      errors.push({ path: `/lines/${line.code}/${period}`, rule: 'line', line: line.code, period, message });
    }
  }

  for (const period of byPeriodNumber(periodsWithValues(report), (code) => code)) {
    const pair = { [assets]: valueAt(report, assets, period), [liabilities]: valueAt(report, liabilities, period) };
    if (isValidBalanceEqual(pair, assets, liabilities, balanceTolerance)) continue;
    errors.push({
      path: `/lines/${liabilities}/${period}`,
      rule: 'balance',
      line: liabilities,
      period,
      message: financeTexts.balanceMismatch(assets, liabilities, label(period), balanceTolerance),
    });
  }

  if (context.requiredPeriods.length > 0 && report.bo_like_for_ifns !== true) {
    errors.push({ path: '/bo_like_for_ifns', rule: 'confirmation', message: financeTexts.notConfirmed });
  }
  return errors;
}
