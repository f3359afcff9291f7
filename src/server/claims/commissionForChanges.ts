import type { CommissionForChangesWire } from '../../domain/wire/offersWire';
import { fillTemplate } from '../../domain/fillTemplate';
import { daysBetween } from '../offers/calendar';
import { fromKopecks, moneyWords, toKopecks } from '../offers/money';
import { offerRules } from '../offers/offerRules';

/** The guarantee before the change and what the claim asks for. */
export interface GuaranteeChange {
  /** Kopecks. */
  sum: bigint;
  dateFrom: string | null;
  dateTo: string | null;
  /** Days, used when the dates are not known. */
  duration: number;
  /** The issued commission, kopecks. */
  commission: bigint;
  newSum: bigint;
  newDateTo: string | null;
}

/**
 * The bank's commission for changing an issued guarantee (config/offers.json `claimCommission`): a
 * guarantee's price grows with its sum times its term, so the commission for the changes is the issued
 * commission times the relative growth of sum × days, and never less than the configured minimum —
 * which is also the whole price of changes that add neither sum nor days (a new beneficiary's address,
 * a shorter term).
 */
export function commissionForChanges(change: GuaranteeChange): CommissionForChangesWire {
  const rule = offerRules.claimCommission;
  const minimum = toKopecks(rule.minimum) ?? 0n;
  const oldDays = change.dateFrom && change.dateTo ? Math.max(1, daysBetween(change.dateFrom, change.dateTo)) : change.duration;
  const extension = change.dateTo && change.newDateTo ? daysBetween(change.dateTo, change.newDateTo) : 0;
  const newDays = Math.max(1, oldDays + extension);
  const before = change.sum * BigInt(oldDays);
  const after = change.newSum * BigInt(newDays);
  if (after <= before || before === 0n) {
    return { commission: fromKopecks(minimum), explanation: fillTemplate(rule.explanationFixed, { minimum: moneyWords(minimum) }) };
  }
  // commission × (after − before) / before, rounded up to the kopeck.
  const proportional = (change.commission * (after - before) + before - 1n) / before;
  const commission = proportional > minimum ? proportional : minimum;
  const ratio = (Number(after - before) / Number(before)).toFixed(4).replace('.', ',');
  return {
    commission: fromKopecks(commission),
    explanation: fillTemplate(rule.explanationProportional, { base: moneyWords(change.commission), ratio, minimum: moneyWords(minimum) }),
  };
}
