import constants from '../../../config/constants.json';
import financeLines from '../../../config/finance-lines.json';

/** Guarantee sum from which capital and revenue must be filled (spec-2 §5.6, §9). */
export const extraRulesSumThreshold: number = constants.finance.extraRulesSumThreshold;

/** A finance line the applicant must fill in every required period, and why. */
export interface RequiredLine {
  readonly code: string;
  readonly name: string;
  /**
   * 'always': required for this kind of applicant, any value will do (zero included);
   * 'sum': a large guarantee sum needs it filled with a value other than zero.
   */
  readonly because: 'always' | 'sum';
}

interface LineRule {
  readonly name: string;
  readonly required: { readonly legal: boolean; readonly ip: boolean };
  readonly requiredAboveSumThreshold?: boolean;
}

const lines = financeLines.lines as Readonly<Record<string, LineRule>>;

/**
 * The finance lines that must be filled (spec-2 §5.6), from the `required` and
 * `requiredAboveSumThreshold` marks of config/finance-lines.json: revenue 2110 always, capital 1310
 * and the balance totals only for organisations, and from a guarantee sum of 350 000 capital 1300 and
 * revenue 2110 for everyone. Revenue being required anyway, "must be filled" from that sum can only
 * add something if it means "not zero" — which is how the finance step's schema reads it too.
 * Ordered by line code.
 * @param guaranteeSum the guarantee sum in rubles; null or absent when not entered yet
 */
export function requiredLines(context: { readonly is_ip: boolean; readonly guaranteeSum?: number | null }): RequiredLine[] {
  const largeSum = context.guaranteeSum !== null && context.guaranteeSum !== undefined && context.guaranteeSum >= extraRulesSumThreshold;
  const result: RequiredLine[] = [];
  for (const [code, line] of Object.entries(lines)) {
    if (largeSum && line.requiredAboveSumThreshold === true) result.push({ code, name: line.name, because: 'sum' });
    else if (line.required[context.is_ip ? 'ip' : 'legal']) result.push({ code, name: line.name, because: 'always' });
  }
  return result.sort((a, b) => a.code.localeCompare(b.code));
}

/** The name of a finance line by its code, as config/finance-lines.json gives it. */
export function lineName(code: string): string {
  return lines[code]?.name ?? '';
}
