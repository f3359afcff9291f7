import { Descriptions, Skeleton, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { fillTemplate } from '../../../domain/fillTemplate';
import { formatDate, formatDateTime } from '../../../domain/format/formatDate';
import { guaranteeTypeLabel } from '../../../domain/prescoring/texts';
import type { CombinedStatusWire } from '../../../domain/wire/banksWire';
import type { RequestSummary } from '../../../runtime/sidebar/RequestSummaryStore';
import { dateRange, money } from '../../pages/request/banks/format';
import { tagColour } from '../../pages/request/banks/texts';
import { sidebarUiTexts } from '../texts';

const t = sidebarUiTexts.request;

/** The list's guarantee types (participation …) and the form's (y …) both read in Russian. */
const listGuaranteeTypes: Record<string, string> = {
  participation: guaranteeTypeLabel('y'),
  execution: 'Обеспечение исполнения контракта',
  garantue_warranty: guaranteeTypeLabel('go'),
  return_advance: guaranteeTypeLabel('va'),
};

export function guaranteeTypeText(type: string | null): string {
  if (!type) return '—';
  return listGuaranteeTypes[type] ?? guaranteeTypeLabel(type);
}

export function lawText(law: number | null): string {
  return law === null ? '—' : (sidebarUiTexts.laws[law] ?? String(law));
}

export function tenderText(summary: RequestSummary): string {
  if (!summary.tenderNumber) return '—';
  return summary.tenderLot ? `${summary.tenderNumber}, ${fillTemplate(t.lot, { lot: summary.tenderLot })}` : summary.tenderNumber;
}

export function CombinedTag({ combined }: { combined: CombinedStatusWire | null }) {
  if (!combined) return null;
  return (
    <Tag color={tagColour(combined.colour)} className="side-request-status" title={t.status}>
      {combined.label}
    </Tag>
  );
}

/**
 * The request in short: its client, combined status, tender, sum and dates (the number is in the panel's heading). Drawn from whatever is
 * known (the list row first), with a skeleton only where nothing is known yet.
 */
export const RequestSummaryCard = observer(function RequestSummaryCard({
  requestNumber,
  summary,
  combined,
  long = false,
}: {
  requestNumber: number;
  summary: RequestSummary | null;
  /** The banks store's combined status, fresher than the row's once loaded. */
  combined: CombinedStatusWire | null;
  long?: boolean;
}) {
  const status = combined ?? summary?.combined ?? null;
  return (
    <div className="side-summary">
      <div className="side-summary-head">
        {summary ? (
          <Typography.Title level={4} className="side-summary-client" title={fillTemplate(sidebarUiTexts.titles.request, { n: requestNumber })}>
            {summary.name || fillTemplate(sidebarUiTexts.titles.request, { n: requestNumber })}
          </Typography.Title>
        ) : (
          <Skeleton.Input active size="small" className="side-summary-client" />
        )}
        <CombinedTag combined={status} />
        {summary?.readonly && <Tag>{t.readonly}</Tag>}
      </div>
      {summary ? (
        <Descriptions size="small" column={1} className="side-summary-fields">
          <Descriptions.Item label={t.inn}>{summary.kpp && long ? `${summary.inn} / ${t.kpp} ${summary.kpp}` : summary.inn || '—'}</Descriptions.Item>
          <Descriptions.Item label={t.tender}>{tenderText(summary)}</Descriptions.Item>
          {long && summary.law !== null && <Descriptions.Item label={t.law}>{lawText(summary.law)}</Descriptions.Item>}
          {long && <Descriptions.Item label={t.guaranteeType}>{guaranteeTypeText(summary.guaranteeType)}</Descriptions.Item>}
          <Descriptions.Item label={t.sum}>{money(summary.sum)}</Descriptions.Item>
          <Descriptions.Item label={t.dates}>{dateRange(summary.dateFrom, summary.dateTo)}</Descriptions.Item>
          {long && summary.deliveryType && (
            <Descriptions.Item label={t.delivery}>{sidebarUiTexts.delivery[summary.deliveryType] ?? summary.deliveryType}</Descriptions.Item>
          )}
          {long && summary.createdAt && <Descriptions.Item label={t.created}>{formatDate(summary.createdAt)}</Descriptions.Item>}
          {long && summary.updatedAt && <Descriptions.Item label={t.updated}>{formatDateTime(summary.updatedAt)}</Descriptions.Item>}
          {long && summary.managerName && <Descriptions.Item label={t.manager}>{summary.managerName}</Descriptions.Item>}
        </Descriptions>
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      )}
    </div>
  );
});
