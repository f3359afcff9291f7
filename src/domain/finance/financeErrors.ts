import financeLines from '../../../config/finance-lines.json';
import type { FinancePeriod } from '../banks';
import { balanceTolerance, isValidBalanceEqual } from '../checks/checkBalanceEqual';
import { numberValue } from '../checks/numberValue';
import { byPeriodNumber, isFinancePeriod } from './financePeriods';
import { extraRulesSumThreshold, requiredLines, type RequiredLine } from './requiredLines';
import type { PeriodRequirement } from './requiredPeriods';
import { financeTexts, periodLabel } from './texts';

/** One period of the finance report (schemas/finance/finance-report.schema.json). */
export interface FinancePeriodData {
  readonly year?: number | null;
  /** The reporting date, YYYY-MM-DD. */
  readonly date?: string | null;
  /** Line code -> value in thousands of rubles; typed text ('1 234,5') is read too. */
  readonly lines?: Readonly<Record<string, unknown>> | null;
}

/** The finance report: period1 (the latest) … period8, each with its lines. */
export type FinanceReport = { readonly [period in FinancePeriod]?: FinancePeriodData | null } & { readonly [field: string]: unknown };

/** The finance step's data (schemas/steps/finance.schema.json): the report and the confirmation. */
export interface FinanceStepData {
  readonly report?: FinanceReport | null;
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

function periodOf(step: FinanceStepData, period: string): FinancePeriodData | null {
  const report = step.report;
  const value = report !== null && typeof report === 'object' ? report[period] : undefined;
  return value !== null && typeof value === 'object' ? (value as FinancePeriodData) : null;
}

function valueAt(step: FinanceStepData, period: string, line: string): number | null {
  return numberValue(periodOf(step, period)?.lines?.[line]);
}

function periodFilled(step: FinanceStepData, period: string): boolean {
  const lines = periodOf(step, period)?.lines;
  return lines !== null && typeof lines === 'object' && Object.values(lines).some((value) => numberValue(value) !== null);
}

/** Whether a required line holds what its rule asks: any number, or one other than zero. */
export function lineSatisfied(line: RequiredLine, value: number | null): boolean {
  return value !== null && (line.because !== 'sum' || value !== 0);
}

/**
 * Checks the finance step against the rules of spec-2 §5.6, each message in Russian naming the line
 * and the period (by its year when the report knows it):
 * - every period a selected bank requires is filled (an empty one is one error, not one per line);
 * - in each required period the required lines are filled: revenue 2110, capital 1310 (not for a
 *   sole entrepreneur) and, from a guarantee sum of 350 000, capital 1300 and revenue 2110 other than zero;
 * - line 1600 equals line 1700 within 1 in every period where both are filled;
 * - the applicant confirms the data equals what was filed with the tax office.
 * With no required period the finance step is not shown and only the balance is checked.
 */
export function financeErrors(data: FinanceStepData, context: FinanceContext): FinanceError[] {
  // Data that is not an object is an empty step: the step's schema names the broken field itself.
  const step: FinanceStepData = data !== null && typeof data === 'object' ? data : {};
  const errors: FinanceError[] = [];
  const label = (period: string): string => periodLabel(period, periodOf(step, period)?.year, periodOf(step, period)?.date);
  const lines = requiredLines({ is_ip: context.is_ip, guaranteeSum: context.guaranteeSum });

  for (const { period, banks } of context.requiredPeriods) {
    if (!periodFilled(step, period)) {
      errors.push({ path: `/report/${period}`, rule: 'period', period, message: financeTexts.periodMissing(label(period), banks) });
      continue;
    }
    for (const line of lines) {
      if (lineSatisfied(line, valueAt(step, period, line.code))) continue;
      const message =
        line.because === 'sum'
          ? financeTexts.lineZeroForSum(line.code, line.name, label(period), extraRulesSumThreshold)
          : financeTexts.lineMissing(line.code, line.name, label(period));
      errors.push({ path: `/report/${period}/lines/${line.code}`, rule: 'line', line: line.code, period, message });
    }
  }

  const report = step.report !== null && typeof step.report === 'object' ? step.report : {};
  const periods = byPeriodNumber(Object.keys(report).filter(isFinancePeriod), (code) => code);
  for (const period of periods) {
    const pair = { [assets]: valueAt(step, period, assets), [liabilities]: valueAt(step, period, liabilities) };
    if (isValidBalanceEqual(pair, assets, liabilities, balanceTolerance)) continue;
    errors.push({
      path: `/report/${period}/lines/${liabilities}`,
      rule: 'balance',
      line: liabilities,
      period,
      message: financeTexts.balanceMismatch(assets, liabilities, label(period), balanceTolerance),
    });
  }

  if (context.requiredPeriods.length > 0 && step.bo_like_for_ifns !== true) {
    errors.push({ path: '/bo_like_for_ifns', rule: 'confirmation', message: financeTexts.notConfirmed });
  }
  return errors;
}
