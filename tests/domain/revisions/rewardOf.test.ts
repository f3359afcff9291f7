import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimDifference, refundOf, rewardOf, type Commissions, type Reward } from '../../../src/domain/revisions/rewardOf';

const c = (bank: number, client: number): Commissions => ({ bank_commission_kopecks: bank, client_commission_kopecks: client });
const r = (share: number, markup: number): Reward => ({ share_kopecks: share, markup_kopecks: markup, reward_kopecks: share + markup });

describe('rewardOf: round(bank commission × rate) + the markup when it is the agent’s', () => {
  it.each<[string, Commissions, string, boolean, Reward]>([
    ['the share alone', c(1_000_000, 1_000_000), '30', true, r(300_000, 0)],
    ['the markup to the agent', c(1_000_000, 1_200_000), '30', true, r(300_000, 200_000)],
    ['the markup kept by the operator', c(1_000_000, 1_200_000), '30', false, r(300_000, 0)],
    ['a client commission below the bank’s takes nothing', c(1_000_000, 900_000), '30', true, r(300_000, 0)],
    ['half a kopeck rounds up', c(1, 1), '50', true, r(1, 0)],
    ['1,5 kopecks → 2', c(3, 3), '50', true, r(2, 0)],
    ['2,5 kopecks → 3, not banker’s 2', c(5, 5), '50', true, r(3, 0)],
    ['1,925 kopecks → 2', c(7, 7), '27.5', true, r(2, 0)],
    ['a share under half a kopeck is nothing, the markup whole', c(1, 5), '27.5', true, r(0, 4)],
    ['nothing of nothing', c(0, 0), '30', true, r(0, 0)],
    ['a free bank guarantee, the client’s commission all markup', c(0, 150_000), '30', true, r(0, 150_000)],
    ['a zero rate keeps only the markup', c(1_000_000, 1_100_000), '0', true, r(0, 100_000)],
    ['a full rate', c(1_000_000, 1_000_000), '100', false, r(1_000_000, 0)],
    ['7 312 500,00 ₽ of commission at 22,5 %', c(731_250_000, 731_250_000), '22.5', true, r(164_531_250, 0)],
    ['a guarantee of 10 000 000 000 ₽ at 2,5 %, markup 10 000 000 ₽', c(25_000_000_000, 26_000_000_000), '27.5', true, r(6_875_000_000, 1_000_000_000)],
    ['10 000 000 000 ₽ of bank commission', c(1_000_000_000_000, 1_000_000_000_000), '22.5', true, r(225_000_000_000, 0)],
  ])('%s', (_, commissions, rate, markup, expected) => {
    expect(rewardOf(commissions, { rate_percent: rate, markup_to_agent: markup })).toEqual(expected);
  });

  it('refuses commissions that are not whole kopecks', () => {
    expect(() => rewardOf(c(100.5, 100), { rate_percent: '30', markup_to_agent: true })).toThrow(/комиссия банка/);
    expect(() => rewardOf(c(100, Number.NaN), { rate_percent: '30', markup_to_agent: true })).toThrow(/комиссия клиента/);
  });
});

describe('claimDifference: the new reward minus the old, at the deal’s own terms', () => {
  it.each<[string, Commissions, Commissions, string, boolean, Reward]>([
    ['a raised commission', c(1_000_000, 1_000_000), c(1_200_000, 1_200_000), '30', true, r(60_000, 0)],
    ['a lowered commission, the markup kept', c(1_000_000, 1_100_000), c(800_000, 900_000), '30', true, r(-60_000, 0)],
    ['only the client’s commission rises: the markup', c(1_000_000, 1_000_000), c(1_000_000, 1_150_000), '30', true, r(0, 150_000)],
    ['… which the operator keeps', c(1_000_000, 1_000_000), c(1_000_000, 1_150_000), '30', false, r(0, 0)],
    ['the bank catches up with the client: the markup goes', c(1_000_000, 1_200_000), c(1_200_000, 1_200_000), '30', true, r(60_000, -200_000)],
    ['no change, nothing', c(1_000_000, 1_200_000), c(1_000_000, 1_200_000), '27.5', true, r(0, 0)],
    // Rounded sides, not a rounded difference: 0,25 → 0 and 0,5 → 1 make 1, where round(0,25) would be 0.
    ['each side rounded by itself', c(1, 1), c(2, 2), '25', true, r(1, 0)],
    ['two rounded halves', c(3, 3), c(4, 4), '50', true, r(0, 0)],
  ])('%s', (_, before, after, rate, markup, expected) => {
    expect(claimDifference(before, after, { rate_percent: rate, markup_to_agent: markup })).toEqual(expected);
  });
});

describe('refundOf reverses everything accrued for the deal', () => {
  it.each<[string, Reward[], Reward]>([
    ['a payment', [r(300_000, 0)], r(-300_000, 0)],
    ['a payment with markup and a raising claim', [r(300_000, 200_000), r(60_000, 0)], r(-360_000, -200_000)],
    ['a payment and a lowering claim', [r(300_000, 100_000), r(-60_000, 0)], r(-240_000, -100_000)],
    ['nothing accrued, nothing reversed', [], r(0, 0)],
  ])('%s', (_, accrued, expected) => {
    const refund = refundOf(accrued);
    expect(refund).toEqual(expected);
    for (const value of Object.values(refund)) expect(Object.is(value, -0)).toBe(false);
  });
});

describe('a deal’s accruals add up', () => {
  const kopecks = fc.integer({ min: 0, max: 1_000_000_000_000 });
  const commissions = fc.tuple(kopecks, kopecks).map(([bank, client]) => c(bank, client));
  const terms = fc.record({
    rate_percent: fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 99 })).map(([w, h]) => (w === 100 || h === 0 ? String(w) : `${w}.${h}`)),
    markup_to_agent: fc.boolean(),
  });

  it('payment and claims make exactly the reward of the last commissions; a refund brings them to zero', () => {
    fc.assert(
      fc.property(fc.array(commissions, { minLength: 1, maxLength: 6 }), terms, (history, deal) => {
        const [first, ...claims] = history;
        if (!first) return;
        const accrued = [rewardOf(first, deal)];
        claims.forEach((next, i) => accrued.push(claimDifference(history[i] ?? first, next, deal)));
        const sum = (list: Reward[], pick: (x: Reward) => number): number => list.reduce((acc, x) => acc + pick(x), 0);
        expect(sum(accrued, (x) => x.reward_kopecks)).toBe(rewardOf(history[history.length - 1] ?? first, deal).reward_kopecks);
        const all = [...accrued, refundOf(accrued)];
        expect(sum(all, (x) => x.reward_kopecks)).toBe(0);
        expect(sum(all, (x) => x.markup_kopecks)).toBe(0);
        expect(sum(all, (x) => x.share_kopecks)).toBe(0);
      }),
    );
  });

  it('a reward is its share plus its markup; the markup is never negative and only the agent’s when the tariff says so', () => {
    fc.assert(
      fc.property(commissions, terms, (deal, tariff) => {
        const reward = rewardOf(deal, tariff);
        expect(reward.reward_kopecks).toBe(reward.share_kopecks + reward.markup_kopecks);
        expect(reward.markup_kopecks).toBeGreaterThanOrEqual(0);
        if (!tariff.markup_to_agent) expect(reward.markup_kopecks).toBe(0);
        expect(reward.share_kopecks).toBeLessThanOrEqual(deal.bank_commission_kopecks);
      }),
    );
  });
});
