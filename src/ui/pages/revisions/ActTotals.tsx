import { formatKopecks } from '../../../domain/revisions/money';
import type { ActTotalsWire } from '../../../domain/wire/revisionWire';
import { revisionsTexts as t } from './texts';

/** An act's (or the open month's) totals: deals, reward, NDS as the agent's setting names it, the total. */
export function ActTotals({ totals }: { totals: ActTotalsWire }) {
  return (
    <dl className="revisions-totals">
      <div>
        <dt>{t.lines}</dt>
        <dd>{totals.lines}</dd>
      </div>
      <div>
        <dt>{t.reward}</dt>
        <dd>{formatKopecks(totals.reward_kopecks)}</dd>
      </div>
      <div>
        <dt>{`${t.nds} (${totals.nds_label})`}</dt>
        <dd>{formatKopecks(totals.nds_kopecks)}</dd>
      </div>
      <div className="revisions-total">
        <dt>{t.total}</dt>
        <dd>{formatKopecks(totals.total_kopecks)}</dd>
      </div>
    </dl>
  );
}
