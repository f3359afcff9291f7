import type { GuaranteeType } from '../banks';
import type { AccrualKind } from '../wire/revisionWire';
import { accrualDate } from './accrualDate';
import { assertKopecks } from './money';
import { periodOf } from './period';
import { claimDifference, refundOf, rewardOf, type Commissions, type Reward } from './rewardOf';
import { tariffFor } from './tariffFor';
import type { TariffRow } from './tariffTable';

/** The deal as paid: the accepted offer of the sub-request and the request's guarantee type. */
export interface PaidDeal extends Commissions {
  readonly bank_uuid: string;
  /** Null for a request that never chose one: then only the rows for any type apply. */
  readonly guarantee_type: GuaranteeType | null;
  readonly guarantee_sum_kopecks: number;
}

/** What one accrual row holds besides its keys (table revision_accrual). */
export interface AccrualValues extends Commissions {
  readonly kind: AccrualKind;
  readonly bank_uuid: string;
  readonly guarantee_type: string;
  readonly guarantee_sum_kopecks: number;
  readonly rate_percent: string;
  readonly markup_to_agent: boolean;
  readonly markup_kopecks: number;
  readonly reward_kopecks: number;
  /** YYYY-MM, the Moscow month of the moment. */
  readonly period: string;
}

/** An accrual of the deal written before, oldest first. */
export type PastAccrual = Omit<AccrualValues, 'period'>;

function shareOf(accrual: PastAccrual): Reward {
  return { share_kopecks: accrual.reward_kopecks - accrual.markup_kopecks, markup_kopecks: accrual.markup_kopecks, reward_kopecks: accrual.reward_kopecks };
}

/**
 * The `payment` accrual: the tariff row of the deal's bank and type on the Moscow day of the payment, and
 * rewardOf at the paid commissions. The row's rate and markup rule are written on it and stay the deal's.
 * @throws RangeError when no row covers the day (the table always has an open default from 2025-01-01)
 */
export function paymentAccrual(deal: PaidDeal, at: Date | string, rows: readonly TariffRow[]): AccrualValues {
  const date = accrualDate(at);
  const candidates = deal.guarantee_type === null ? rows.filter((row) => row.guarantee_type === null) : rows;
  const tariff = tariffFor(candidates, deal.bank_uuid, deal.guarantee_type ?? 'y', date);
  if (!tariff) throw new RangeError(`нет ставки вознаграждения на ${date} для банка ${deal.bank_uuid}`);
  const reward = rewardOf(deal, tariff);
  return {
    kind: 'payment',
    bank_uuid: deal.bank_uuid,
    guarantee_type: deal.guarantee_type ?? '',
    guarantee_sum_kopecks: assertKopecks(deal.guarantee_sum_kopecks, 'сумма гарантии'),
    bank_commission_kopecks: deal.bank_commission_kopecks,
    client_commission_kopecks: deal.client_commission_kopecks,
    rate_percent: tariff.rate_percent,
    markup_to_agent: tariff.markup_to_agent,
    markup_kopecks: reward.markup_kopecks,
    reward_kopecks: reward.reward_kopecks,
    period: periodOf(at),
  };
}

/** The deal's commissions and sum now: those of its latest payment or claim accrual. */
function latestOf(history: readonly PastAccrual[]): PastAccrual | undefined {
  return history.filter((accrual) => accrual.kind !== 'refund').at(-1);
}

/**
 * The `claim` accrual of a completed claim: the claim's commission (what the bank charges for the changes,
 * bg_claim.commission) is added to both the bank's and the client's commission — the client pays the bank's
 * price for changes as it is, the platform puts no markup on it — and the reward moves by claimDifference at
 * the deal's own terms. Its line shows the deal's commissions after the claim. Null when nothing changes (no
 * commission, a deal paid before settlements existed, a deal already refunded).
 */
export function claimAccrual(history: readonly PastAccrual[], claimCommissionKopecks: number | null, newSumKopecks: number | null, at: Date | string): AccrualValues | null {
  const payment = history.find((accrual) => accrual.kind === 'payment');
  const latest = latestOf(history);
  if (!payment || !latest || history.some((accrual) => accrual.kind === 'refund')) return null;
  if (claimCommissionKopecks === null || claimCommissionKopecks === 0) return null;
  const added = assertKopecks(claimCommissionKopecks, 'комиссия за изменения');
  const after: Commissions = {
    bank_commission_kopecks: latest.bank_commission_kopecks + added,
    client_commission_kopecks: latest.client_commission_kopecks + added,
  };
  const difference = claimDifference(latest, after, payment);
  return {
    kind: 'claim',
    bank_uuid: payment.bank_uuid,
    guarantee_type: payment.guarantee_type,
    guarantee_sum_kopecks: newSumKopecks ?? latest.guarantee_sum_kopecks,
    ...after,
    rate_percent: payment.rate_percent,
    markup_to_agent: payment.markup_to_agent,
    markup_kopecks: difference.markup_kopecks,
    reward_kopecks: difference.reward_kopecks,
    period: periodOf(at),
  };
}

/**
 * The `refund` accrual: refundOf everything accrued for the deal, so its accruals add up to zero. Its line
 * shows the commissions refunded, negative, beside the negative reward. Null when nothing was accrued or the
 * deal was refunded already.
 */
export function refundAccrual(history: readonly PastAccrual[], at: Date | string): AccrualValues | null {
  const payment = history.find((accrual) => accrual.kind === 'payment');
  const latest = latestOf(history);
  if (!payment || !latest || history.some((accrual) => accrual.kind === 'refund')) return null;
  const reversed = refundOf(history.map(shareOf));
  return {
    kind: 'refund',
    bank_uuid: payment.bank_uuid,
    guarantee_type: payment.guarantee_type,
    guarantee_sum_kopecks: latest.guarantee_sum_kopecks,
    bank_commission_kopecks: 0 - latest.bank_commission_kopecks,
    client_commission_kopecks: 0 - latest.client_commission_kopecks,
    rate_percent: payment.rate_percent,
    markup_to_agent: payment.markup_to_agent,
    markup_kopecks: reversed.markup_kopecks,
    reward_kopecks: reversed.reward_kopecks,
    period: periodOf(at),
  };
}
