import { Button, Card, Checkbox, Input, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { formatDateTime } from '../../../domain/format/formatDate';
import { formatMoney } from '../../../domain/format/formatMoney';
import { guaranteeTypeLabel } from '../../../domain/prescoring/texts';
import { shippedStatusTable } from '../../../domain/statusTable';
import type { DeskRequestWire } from '../../../domain/wire/operatorDeskWire';
import type { OperatorDeskStore } from '../../../runtime/desk/OperatorDeskStore';
import { useStores } from '../../app/StoresContext';
import { deskTexts as t } from './texts';

function statusLabel(raw: string): string {
  return shippedStatusTable.subStatuses.get(raw)?.label ?? raw;
}

/** One queued request: who and what it is, its waiting banks to tick, and the operator's actions. */
export const DeskRequestCard = observer(function DeskRequestCard({ store, item }: { store: OperatorDeskStore; item: DeskRequestWire }) {
  const root = useStores();
  const busy = store.busy === item.id;
  const problem = store.problems[item.id];
  const verification = store.queue === 'verification';
  const sum = item.sum === null ? null : Number(item.sum);
  const facts: [string, string][] = [
    [t.organization, `${item.organization.name} (${t.inn} ${item.organization.inn})`],
    [t.company, `${item.company.name} (${t.inn} ${item.company.inn})`],
    ...(item.guarantee_type ? ([[t.guarantee, guaranteeTypeLabel(item.guarantee_type)]] as [string, string][]) : []),
    ...(sum !== null && Number.isFinite(sum) ? ([[t.sum, formatMoney(sum, '₽')]] as [string, string][]) : []),
    ...(item.tender_number ? ([[t.tender, item.tender_number]] as [string, string][]) : []),
    [t.manager, item.manager?.name ?? t.noManager],
    [t.createdBy, item.created_by],
    [t.waiting, formatDateTime(item.waiting_since)],
  ];
  return (
    <Card
      className="desk-request"
      data-request={item.id}
      size="small"
      title={t.request(item.id)}
      extra={
        item.own ? (
          <Button size="small" type="link" title={t.ownHint} onClick={() => root.sidebar.open('RequestDetails', { requestNumber: String(item.id) })}>
            {t.open}
          </Button>
        ) : null
      }
    >
      <dl className="desk-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="desk-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <fieldset className="desk-banks">
        <legend>{t.banks}</legend>
        {item.banks.map((bank) => (
          <Checkbox key={bank.subrequest_uuid} checked={store.isTicked(item.id, bank.subrequest_uuid)} onChange={() => store.toggleBank(item.id, bank.subrequest_uuid)}>
            <span className="desk-bank-name">{bank.bank_name}</span> <Tag>{statusLabel(bank.sub_status)}</Tag>
          </Checkbox>
        ))}
      </fieldset>
      {verification && (
        <Input.TextArea
          className="desk-comment"
          aria-label={t.comment}
          placeholder={`${t.comment}. ${t.commentPlaceholder}`}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={2000}
          value={store.comments[item.id] ?? ''}
          onChange={(event) => store.setComment(item.id, event.target.value)}
        />
      )}
      {problem && (
        <Typography.Text type="danger" className="desk-problem" role="alert">
          {problem}
        </Typography.Text>
      )}
      <Space wrap className="desk-actions">
        {verification ? (
          <>
            <Button type="primary" loading={busy} onClick={() => void store.verdict(item, 'passed')}>
              {t.passed}
            </Button>
            <Button disabled={busy} onClick={() => void store.verdict(item, 'demand')}>
              {t.demand}
            </Button>
            <Button danger disabled={busy} onClick={() => void store.verdict(item, 'failed')}>
              {t.failed}
            </Button>
          </>
        ) : (
          <Button type="primary" loading={busy} onClick={() => void store.returnFromClient(item)}>
            {t.returnFromClient}
          </Button>
        )}
        <Button disabled={busy} onClick={() => void store.chooseManager(item.id)}>
          {t.chooseManager}
        </Button>
      </Space>
    </Card>
  );
});
