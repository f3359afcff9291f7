import { Drawer, Empty, Table, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { formatDateTime } from '../../../../domain/format/formatDate';
import type { StatusHistoryEntryWire } from '../../../../domain/wire/banksWire';
import type { OfferVersionWire } from '../../../../domain/wire/offersWire';
import type { BanksStore } from '../../../../runtime/banks/BanksStore';
import { dateRange, money } from './format';
import { banksUiTexts } from './texts';

const t = banksUiTexts.curtain;

export function HistoryTable({ entries }: { entries: StatusHistoryEntryWire[] }) {
  return (
    <Table<StatusHistoryEntryWire>
      size="small"
      pagination={false}
      rowKey={(entry) => `${entry.subrequestUuid}:${entry.created_at}:${entry.to_status}`}
      dataSource={entries}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} /> }}
      columns={[
        { title: t.when, dataIndex: 'created_at', render: (value: string) => formatDateTime(value), width: 140 },
        { title: banksUiTexts.panel.title, dataIndex: 'bank_name' },
        { title: t.from, dataIndex: 'from_label', render: (value: string | null) => value ?? '—' },
        { title: t.to, dataIndex: 'to_label' },
        { title: t.event, dataIndex: 'event_label' },
        { title: t.actor, dataIndex: 'actor_label' },
        { title: t.comment, dataIndex: 'comment', render: (value: string | null) => value ?? '' },
      ]}
    />
  );
}

export function VersionsTable({ versions }: { versions: OfferVersionWire[] }) {
  const agent = versions.some((version) => version.bank_commission !== undefined);
  return (
    <Table<OfferVersionWire>
      size="small"
      pagination={false}
      rowKey="offerUuid"
      dataSource={versions}
      columns={[
        { title: t.version, dataIndex: 'version', width: 80 },
        { title: t.when, dataIndex: 'created_at', render: (value: string) => formatDateTime(value), width: 140 },
        {
          title: t.source,
          dataIndex: 'source',
          render: (source: OfferVersionWire['source'], version) => (
            <Tag color={source === 'bank' ? 'blue' : 'purple'}>{source === 'bank' ? banksUiTexts.offer.sourceBank : (version.author ?? banksUiTexts.offer.sourceAgent)}</Tag>
          ),
        },
        { title: banksUiTexts.card.commission, dataIndex: 'commission', render: (value: string) => money(value) },
        ...(agent ? [{ title: banksUiTexts.card.bankCommission, dataIndex: 'bank_commission', render: (value: string | undefined) => money(value) }] : []),
        { title: banksUiTexts.card.sum, dataIndex: 'sum', render: (value: string) => money(value) },
        { title: banksUiTexts.card.duration, dataIndex: 'duration', render: (value: number) => `${value} ${banksUiTexts.card.days}` },
        {
          title: banksUiTexts.card.dates,
          key: 'dates',
          render: (_: unknown, version) => (version.date_from || version.date_to ? dateRange(version.date_from, version.date_to) : '—'),
        },
      ]}
    />
  );
}

/** The second layer over the panel: the status history or the offer versions (spec-1 §2 curtains). */
export const BanksCurtain = observer(function BanksCurtain({ store }: { store: BanksStore }) {
  const curtain = store.curtain;
  const title = curtain
    ? `${curtain.kind === 'history' ? (curtain.title ? banksUiTexts.panel.history : banksUiTexts.panel.requestHistory) : banksUiTexts.offer.versions}${curtain.title ? `: ${curtain.title}` : ''}`
    : '';
  return (
    <Drawer open={curtain !== null} onClose={store.closeCurtain} title={title} size={880} destroyOnHidden>
      {curtain?.kind === 'history' && <HistoryTable entries={curtain.entries} />}
      {curtain?.kind === 'versions' && <VersionsTable versions={curtain.versions} />}
    </Drawer>
  );
});
