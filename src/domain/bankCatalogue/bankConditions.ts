import type { BankSettings } from '../banks';
import { formatNumber } from '../format/formatNumber';
import { daysText, guaranteeTypeLabel, lawLabel } from '../prescoring/texts';
import { bankCatalogueTexts } from './texts';

const t = bankCatalogueTexts;

/** One condition of a bank in words: what it is and what the bank's settings say of it. */
export interface BankCondition {
  readonly key: keyof typeof bankCatalogueTexts.conditions;
  readonly label: string;
  readonly value: string;
}

function sumValue({ min_sum: min, max_sum: max }: BankSettings['prescoring']): string {
  if (min > 0 && max > 0) return t.values.sumRange(formatNumber(min), formatNumber(max));
  if (max > 0) return t.values.sumUpTo(formatNumber(max));
  if (min > 0) return t.values.sumFrom(formatNumber(min));
  return t.values.notLimited;
}

function sendingValue(requirements: BankSettings['send_requirements']): string {
  const needs: string[] = [];
  if (requirements.agreement) needs.push(t.values.agreement);
  if (requirements.verification) needs.push(t.values.verification);
  if (requirements.signing) needs.push(t.values.signing);
  return needs.length === 0 ? t.values.nothingBeforeSending : needs.join(', ');
}

function deliveryValue(delivery: BankSettings['delivery']): string {
  if (!delivery.enabled) return t.values.noDelivery;
  return delivery.cost !== null && delivery.cost > 0 ? t.values.deliveryWithCost(formatNumber(delivery.cost)) : t.values.deliveryFree;
}

/**
 * A bank's conditions (spec-2 §3.3) in words, all from config/banks.json: the sum and term limits, the
 * laws and guarantee types of its pre-scoring, the company's age, delivery, the digital guarantee,
 * claims, how the draft is discussed and what sending needs. The same limits pre-scoring applies.
 */
export function bankConditions(bank: BankSettings): BankCondition[] {
  const limits = bank.prescoring;
  const row = (key: BankCondition['key'], value: string): BankCondition => ({ key, label: t.conditions[key], value });
  return [
    row('sum', sumValue(limits)),
    row('term', limits.max_days > 0 ? t.values.termUpTo(daysText(limits.max_days)) : t.values.notLimited),
    row('laws', limits.laws.map((law) => (law === 'commercial' ? t.values.commercial : lawLabel(law))).join(', ')),
    row('guaranteeTypes', limits.guarantee_types.map((type) => guaranteeTypeLabel(type)).join('; ')),
    row('companyAge', limits.min_company_age_months > 0 ? t.values.companyAge(limits.min_company_age_months) : t.values.anyAge),
    row('delivery', deliveryValue(bank.delivery)),
    row('digital', bank.digital_guarantee.enabled ? t.values.digital : t.values.paperOnly),
    row('claims', bank.claim_allowed ? t.values.claimsAllowed : t.values.claimsNotAllowed),
    row('discussion', bank.discuss_type === 'form' ? t.values.discussForm : t.values.discussChat),
    row('sending', sendingValue(bank.send_requirements)),
  ];
}
