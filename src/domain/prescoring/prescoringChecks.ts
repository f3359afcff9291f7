import type { BankSettings } from '../banks';
import { formatNumber } from '../format/formatNumber';
import { daysText, guaranteeTypeLabel, lawLabel } from './texts';

/**
 * What pre-scoring checks at one bank, in words, from the bank's `prescoring` limits in config/banks.json:
 * the sum range, the longest term, the laws, the guarantee types, the company's age and the stop factors. A limit the bank
 * does not set (0 or an empty list) is not checked and not named.
 */
export function prescoringChecks(bank: Pick<BankSettings, 'prescoring'>): string[] {
  const limits = bank.prescoring;
  const checks: string[] = [];
  if (limits.min_sum > 0 && limits.max_sum > 0) checks.push(`сумма гарантии от ${formatNumber(limits.min_sum)} до ${formatNumber(limits.max_sum)} ₽`);
  else if (limits.max_sum > 0) checks.push(`сумма гарантии до ${formatNumber(limits.max_sum)} ₽`);
  else if (limits.min_sum > 0) checks.push(`сумма гарантии от ${formatNumber(limits.min_sum)} ₽`);
  if (limits.max_days > 0) checks.push(`срок гарантии до ${daysText(limits.max_days)}`);
  if (limits.laws.length > 0) checks.push(`закупка: ${limits.laws.map(lawLabel).join(', ')}`);
  if (limits.guarantee_types.length > 0) checks.push(`вид гарантии: ${limits.guarantee_types.map((type) => `«${guaranteeTypeLabel(type)}»`).join(', ')}`);
  if (limits.min_company_age_months > 0) checks.push(`компания не моложе ${limits.min_company_age_months} мес.`);
  if (limits.stop_factors.length > 0) checks.push(`стоп-факторы банка (${limits.stop_factors.length})`);
  return checks;
}
