import { assertKopecks, percentOf } from './money';
import type { TariffRow } from './tariffTable';

/** A deal's commissions at one moment: what the bank asks and what the client pays. */
export interface Commissions {
  readonly bank_commission_kopecks: number;
  readonly client_commission_kopecks: number;
}

/** The terms of the deal's tariff row, fixed on the deal at its payment. */
export type RewardTerms = Pick<TariffRow, 'rate_percent' | 'markup_to_agent'>;

/** One accrual's money; `reward_kopecks` = `share_kopecks` + `markup_kopecks`. */
export interface Reward {
  /** The rate's part of the bank's commission, rounded once. */
  readonly share_kopecks: number;
  /** The client's commission above the bank's, when the tariff gives it to the agent. */
  readonly markup_kopecks: number;
  readonly reward_kopecks: number;
}

/**
 * The reward of a paid deal: round(bank commission × rate) plus, when the tariff gives the markup to the
 * agent, the client's commission above the bank's (a client commission below the bank's takes nothing
 * from the share: markup is never negative).
 */
export function rewardOf(commissions: Commissions, terms: RewardTerms): Reward {
  const bank = assertKopecks(commissions.bank_commission_kopecks, 'комиссия банка');
  const client = assertKopecks(commissions.client_commission_kopecks, 'комиссия клиента');
  const share = percentOf(bank, terms.rate_percent);
  const markup = terms.markup_to_agent ? Math.max(0, client - bank) : 0;
  return { share_kopecks: share, markup_kopecks: markup, reward_kopecks: assertKopecks(share + markup, 'вознаграждение') };
}

/**
 * What a claim that changes the commission accrues: the reward at the new commissions minus the reward at
 * the old ones, both at the deal's own terms (the rate of its payment date). Each side is rounded by
 * itself, so a deal's accruals always add up to exactly the reward of its latest commissions.
 */
export function claimDifference(before: Commissions, after: Commissions, terms: RewardTerms): Reward {
  const old = rewardOf(before, terms);
  const next = rewardOf(after, terms);
  return {
    share_kopecks: next.share_kopecks - old.share_kopecks,
    markup_kopecks: next.markup_kopecks - old.markup_kopecks,
    reward_kopecks: next.reward_kopecks - old.reward_kopecks,
  };
}

/** What a refund accrues: the exact negative of everything accrued for the deal so far (payment and claims). */
export function refundOf(accrued: readonly Reward[]): Reward {
  const sum = (pick: (reward: Reward) => number): number => {
    const total = accrued.reduce((acc, reward) => acc + pick(reward), 0);
    return total === 0 ? 0 : -assertKopecks(total);
  };
  return { share_kopecks: sum((r) => r.share_kopecks), markup_kopecks: sum((r) => r.markup_kopecks), reward_kopecks: sum((r) => r.reward_kopecks) };
}
