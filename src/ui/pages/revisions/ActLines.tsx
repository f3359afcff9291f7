import { Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { guaranteeTypeLabel } from '../../../domain/prescoring/texts';
import { formatKopecks } from '../../../domain/revisions/money';
import type { ActLineWire } from '../../../domain/wire/revisionWire';
import { useStores } from '../../app/StoresContext';
import { revisionsTexts as t } from './texts';

const money = (kopecks: number) => formatKopecks(kopecks, null);

/** A deal's request, linked to its page: the agent checks the deal there. */
function RequestLink({ line }: { line: ActLineWire }) {
  const root = useStores();
  return (
    <Link to={root.routes.path('RequestForm', { id: String(line.request_id) })} data-request={line.request_id}>
      {t.requestNumber(line.request_id)}
    </Link>
  );
}

function KindTag({ line }: { line: ActLineWire }) {
  if (line.kind === 'payment') return null;
  return <Tag color={line.kind === 'refund' ? 'red' : 'blue'}>{t.kinds[line.kind]}</Tag>;
}

/**
 * The act's deals (spec's act: request number, client, bank, guarantee sum, bank and client commission,
 * rate, reward), in kopeck-exact roubles: a table on a wide screen, a card per deal on a phone.
 */
export function ActLines({ lines, mobile }: { lines: ActLineWire[]; mobile: boolean }) {
  if (mobile) {
    return (
      <ul className="revisions-lines-cards" aria-label={t.deals}>
        {lines.map((line) => (
          <li key={line.id} className="revisions-line-card" data-line={line.id}>
            <div className="revisions-line-head">
              <RequestLink line={line} />
              <KindTag line={line} />
              <span className="revisions-line-reward">{formatKopecks(line.reward_kopecks)}</span>
            </div>
            <div className="revisions-line-client">{line.client.name}</div>
            <dl className="revisions-facts">
              <dt>{t.bank}</dt>
              <dd>{line.bank.name}</dd>
              <dt>{t.guaranteeSum}</dt>
              <dd>{formatKopecks(line.guarantee_sum_kopecks)}</dd>
              <dt>{t.bankCommission}</dt>
              <dd>{formatKopecks(line.bank_commission_kopecks)}</dd>
              <dt>{t.clientCommission}</dt>
              <dd>{formatKopecks(line.client_commission_kopecks)}</dd>
              <dt>{t.rate}</dt>
              <dd>{t.ratePercent(line.rate_percent)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  const columns: TableColumnsType<ActLineWire> = [
    { key: 'request', title: t.request, render: (_, line) => <RequestLink line={line} />, width: 90 },
    {
      key: 'client',
      title: t.client,
      className: 'revisions-wrap',
      width: 230,
      render: (_, line) => (
        <span className="revisions-client">
          <span>{line.client.name}</span>
          <span className="muted">
            {guaranteeTypeLabel(line.guarantee_type)} <KindTag line={line} />
          </span>
        </span>
      ),
    },
    { key: 'bank', title: t.bank, className: 'revisions-wrap', width: 150, render: (_, line) => line.bank.name },
    { key: 'sum', title: t.guaranteeSum, align: 'right', render: (_, line) => money(line.guarantee_sum_kopecks) },
    { key: 'bankCommission', title: t.bankCommission, align: 'right', render: (_, line) => money(line.bank_commission_kopecks) },
    { key: 'clientCommission', title: t.clientCommission, align: 'right', render: (_, line) => money(line.client_commission_kopecks) },
    { key: 'rate', title: t.rate, align: 'right', render: (_, line) => t.ratePercent(line.rate_percent) },
    { key: 'reward', title: t.reward, align: 'right', render: (_, line) => <strong>{money(line.reward_kopecks)}</strong> },
  ];
  return <Table className="revisions-lines" size="small" rowKey="id" columns={columns} dataSource={lines} pagination={false} scroll={{ x: 'max-content' }} />;
}
