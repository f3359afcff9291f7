import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ndsChoiceOf, ndsChoices } from '../../../src/domain/profile/ndsChoices';
import { actTotals, ndsLabel } from '../../../src/domain/revisions/actTotals';
import type { ActTotalsWire } from '../../../src/domain/wire/revisionWire';

const lines = (...rewards: number[]) => rewards.map((reward_kopecks) => ({ reward_kopecks }));
const totals = (count: number, reward: number, label: string, nds: number): ActTotalsWire => ({
  lines: count,
  reward_kopecks: reward,
  nds_label: label,
  nds_kopecks: nds,
  total_kopecks: reward + nds,
});
const without = { rate: null };

describe('actTotals: the rewards are the amount, NDS on top, once on the total', () => {
  it.each<[string, number[], number | null, ActTotalsWire]>([
    ['an empty act', [], null, totals(0, 0, 'Без НДС', 0)],
    ['without NDS', [300_000, 500_000], null, totals(2, 800_000, 'Без НДС', 0)],
    ['at 22 %', [300_000, 500_000], 22, totals(2, 800_000, '22 %', 176_000)],
    ['at 5 %', [300_000, 500_000], 5, totals(2, 800_000, '5 %', 40_000)],
    ['at 7 %', [300_000, 500_000], 7, totals(2, 800_000, '7 %', 56_000)],
    ['0,22 kopeck of NDS is none', [1], 22, totals(1, 1, '22 %', 0)],
    ['0,66 kopeck is one', [3], 22, totals(1, 3, '22 %', 1)],
    ['2,5 kopecks at 5 % → 3', [50], 5, totals(1, 50, '5 %', 3)],
    ['3,5 kopecks at 7 % → 4', [50], 7, totals(1, 50, '7 %', 4)],
    // Per line it would be 5,5 + 5,5 → 6 + 6 = 12; once on the total it is 11, as the act shows one service.
    ['once on the total, not per line', [25, 25], 22, totals(2, 50, '22 %', 11)],
    ['a refund cancelling a payment', [300_000, -300_000], 22, totals(2, 0, '22 %', 0)],
    ['a month of refunds: negative NDS', [-1_000], 22, totals(1, -1_000, '22 %', -220)],
    ['−5,5 kopecks → −6, the mirror of +6', [-25], 22, totals(1, -25, '22 %', -6)],
    ['a zero rate', [123_456], 0, totals(1, 123_456, '0 %', 0)],
    ['10 000 000 000 ₽ of reward', [1_000_000_000_000], 22, totals(1, 1_000_000_000_000, '22 %', 220_000_000_000)],
    ['lines of both signs up to billions', [999_999_999_999, -1, 1_000_000_000_001, -333_333_333_333], 22, totals(4, 1_666_666_666_666, '22 %', 366_666_666_667)],
  ])('%s', (_, rewards, rate, expected) => {
    expect(actTotals(lines(...rewards), { rate })).toEqual(expected);
  });

  it('labels each choice of config/nds.json as the contract does', () => {
    expect(ndsChoices.map(ndsLabel)).toEqual(ndsChoices.map((choice) => (choice.rate === null ? 'Без НДС' : `${choice.rate} %`)));
    expect(ndsLabel(ndsChoiceOf('Без НДС') ?? { rate: 1 })).toBe('Без НДС');
    expect(ndsLabel(ndsChoiceOf('НДС 22 %') ?? without)).toBe('22 %');
  });

  it('refuses a line that is not whole kopecks', () => {
    expect(() => actTotals(lines(100, 0.5), without)).toThrow(/вознаграждение строки/);
  });
});

describe('actTotals, for any lines and any NDS choice', () => {
  const reward = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });
  const rate = fc.oneof(fc.constantFrom(...ndsChoices.map((choice) => choice.rate)), fc.integer({ min: 0, max: 30 }));

  it('total = Σ rewards + NDS, NDS = Σ × rate rounded half away from zero, computed independently', () => {
    fc.assert(
      fc.property(fc.array(reward, { maxLength: 40 }), rate, (rewards, ndsRate) => {
        const result = actTotals(lines(...rewards), { rate: ndsRate });
        const sum = rewards.reduce((acc, x) => acc + BigInt(x), 0n);
        const magnitude = sum < 0n ? -sum : sum;
        // floor(|Σ| × rate / 100 + ½), signed back: the rule written in docs/revisions.md, by another road.
        const ndsMagnitude = ndsRate === null ? 0n : (magnitude * BigInt(ndsRate) * 2n + 100n) / 200n;
        const nds = sum < 0n ? -ndsMagnitude : ndsMagnitude;
        expect(result.lines).toBe(rewards.length);
        expect(BigInt(result.reward_kopecks)).toBe(sum);
        expect(BigInt(result.nds_kopecks)).toBe(nds);
        expect(result.total_kopecks).toBe(result.reward_kopecks + result.nds_kopecks);
        expect(result.nds_label).toBe(ndsRate === null ? 'Без НДС' : `${ndsRate} %`);
      }),
    );
  });

  it('does not depend on the order of the lines, and a line with its reversal changes nothing', () => {
    fc.assert(
      fc.property(fc.array(reward, { maxLength: 20 }), reward, rate, fc.nat(), (rewards, extra, ndsRate, seed) => {
        const shuffled = [...rewards].sort((a, b) => ((a * 31 + seed) % 7) - ((b * 31 + seed) % 7));
        const base = actTotals(lines(...rewards), { rate: ndsRate });
        expect({ ...actTotals(lines(...shuffled), { rate: ndsRate }) }).toEqual(base);
        const reversed = actTotals(lines(...rewards, extra, -extra), { rate: ndsRate });
        expect({ ...reversed, lines: base.lines }).toEqual(base);
      }),
    );
  });

  it('NDS on the total is within half a kopeck of the exact tax, where per-line rounding drifts up to half a kopeck a line', () => {
    fc.assert(
      fc.property(fc.array(reward, { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 30 }), (rewards, ndsRate) => {
        const result = actTotals(lines(...rewards), { rate: ndsRate });
        const exactTimes100 = BigInt(result.reward_kopecks) * BigInt(ndsRate);
        const error = BigInt(result.nds_kopecks) * 100n - exactTimes100;
        expect((error < 0n ? -error : error) * 2n <= 100n).toBe(true);
        const perLine = rewards.reduce((acc, x) => acc + actTotals(lines(x), { rate: ndsRate }).nds_kopecks, 0);
        expect(Math.abs(perLine - result.nds_kopecks) * 2).toBeLessThanOrEqual(rewards.length + 1);
      }),
    );
  });
});
