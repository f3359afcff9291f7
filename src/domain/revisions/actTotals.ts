import type { ActLineWire, ActTotalsWire } from '../wire/revisionWire';
import type { NdsChoice } from '../profile/ndsChoices';
import { assertKopecks, percentOf } from './money';

/** What the totals need of the agent's NDS choice (config/nds.json; ndsChoiceOf(effectiveNds(users.nds))). */
export type ActNds = Pick<NdsChoice, 'rate'>;

/** 'Без НДС', or the rate as the contract shows it: '22 %'. */
export function ndsLabel(nds: ActNds): string {
  return nds.rate === null ? 'Без НДС' : `${nds.rate} %`;
}

/**
 * The act's totals: the rewards of its lines add up to the amount of the agent's service; NDS, when the
 * agent pays it, is charged on top of that amount, once on the act's total (the act is one service, «агентское
 * вознаграждение за период»; its deals are the report behind it), rounded by the one rule of money.ts. A
 * negative total (a month of refunds) gets a negative NDS by the same symmetric rule.
 */
export function actTotals(lines: readonly Pick<ActLineWire, 'reward_kopecks'>[], nds: ActNds): ActTotalsWire {
  const reward = lines.reduce((sum, line) => assertKopecks(sum + assertKopecks(line.reward_kopecks, 'вознаграждение строки'), 'итог акта'), 0);
  const ndsKopecks = nds.rate === null ? 0 : percentOf(reward, String(nds.rate));
  return {
    lines: lines.length,
    reward_kopecks: reward,
    nds_label: ndsLabel(nds),
    nds_kopecks: ndsKopecks,
    total_kopecks: assertKopecks(reward + ndsKopecks, 'итог акта с НДС'),
  };
}
