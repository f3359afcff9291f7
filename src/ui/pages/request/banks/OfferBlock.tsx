import { Button, Checkbox, Descriptions, Input, Popover, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../domain/format/formatDate';
import { fillTemplate } from '../../../../domain/fillTemplate';
import type { OfferWire } from '../../../../domain/wire/offersWire';
import type { BanksStore } from '../../../../runtime/banks/BanksStore';
import { dateRange, money } from './format';
import { banksUiTexts } from './texts';
import { GuardedAction } from '../../../components/GuardedAction';

const t = banksUiTexts.offer;
const c = banksUiTexts.card;

/** The commission change form in a popover: a new offer version with the client's commission. */
const CommissionForm = observer(function CommissionForm({ store, offer, onDone }: { store: BanksStore; offer: OfferWire; onDone(): void }) {
  const [value, setValue] = useState(offer.commission);
  const [invoice, setInvoice] = useState(offer.is_current_date_invoice);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    const refusal = await store.changeCommission(offer, value, invoice);
    setProblem(refusal);
    if (!refusal) onDone();
  };
  return (
    <Space orientation="vertical" size="small" className="bank-commission-form">
      <Typography.Text>{t.newCommission}</Typography.Text>
      <Input
        aria-label={t.newCommission}
        value={value}
        status={problem ? 'error' : ''}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(null);
        }}
        onPressEnter={() => void save()}
      />
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      {offer.actions.show_current_date_invoice_flag && (
        <Checkbox checked={invoice} onChange={(event) => setInvoice(event.target.checked)}>
          {t.currentDateInvoice}
        </Checkbox>
      )}
      <Button type="primary" size="small" loading={store.isBusy(`commission:${offer.offerUuid}`)} onClick={() => void save()}>
        {t.save}
      </Button>
    </Space>
  );
});

/** A bank's current offer: terms, version, and the actions its status allows the viewer. */
export const OfferBlock = observer(function OfferBlock({ store, offer, onVersions }: { store: BanksStore; offer: OfferWire; onVersions?(offer: OfferWire): void }) {
  const [editing, setEditing] = useState(false);
  const { actions } = offer;
  // In a side panel the versions are a curtain of their own; on the request page, the panel's drawer.
  const openVersions = () => (onVersions ? onVersions(offer) : void store.openVersions(offer));
  return (
    <div className="bank-offer">
      <div className="bank-offer-head">
        <Typography.Text strong>{t.title}</Typography.Text>
        {offer.versions_count > 1 ? (
          <Button type="link" size="small" onClick={openVersions} loading={store.isBusy(`versions:${offer.offerUuid}`)}>
            {fillTemplate(t.version, { v: offer.version, n: offer.versions_count })}
          </Button>
        ) : (
          <Button type="link" size="small" onClick={openVersions}>
            {t.versions}
          </Button>
        )}
        {offer.selected && <Tag color="green">{t.accepted}</Tag>}
        {offer.actions.sign && <Tag color="orange">{t.waitingSignature}</Tag>}
        {offer.signed_at && <Tag color="green">{t.signed}</Tag>}
        {offer.sent_for_approval_at && !offer.selected && <Tag color="blue">{t.sentForApproval}</Tag>}
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="bank-terms">
        <Descriptions.Item label={c.commission}>{money(offer.commission)}</Descriptions.Item>
        {offer.bank_commission !== undefined && <Descriptions.Item label={c.bankCommission}>{money(offer.bank_commission)}</Descriptions.Item>}
        <Descriptions.Item label={c.sum}>{money(offer.sum)}</Descriptions.Item>
        <Descriptions.Item label={c.duration}>{`${offer.duration} ${c.days}`}</Descriptions.Item>
        {(offer.date_from || offer.date_to) && (
          <Descriptions.Item label={c.dates}>{dateRange(offer.date_from, offer.date_to)}</Descriptions.Item>
        )}
        <Descriptions.Item label={t.updated}>{formatDateTime(offer.updated_at)}</Descriptions.Item>
      </Descriptions>
      <Space wrap size="small">
        {actions.change_commission && (
          <Popover
            open={editing}
            onOpenChange={setEditing}
            trigger="click"
            title={t.changeCommission}
            content={<CommissionForm store={store} offer={offer} onDone={() => setEditing(false)} />}
          >
            <Button size="small">{t.changeCommission}</Button>
          </Popover>
        )}
        {actions.send_for_approval && (
          <GuardedAction action="POST /v1/bgrequest/write/sendofferapprove">
            {(refused) => (
              <Button size="small" disabled={refused} loading={store.isBusy(`approval:${offer.offerUuid}`)} onClick={() => void store.sendForApproval(offer)}>
                {t.sendForApproval}
              </Button>
            )}
          </GuardedAction>
        )}
        {actions.accept && (
          <GuardedAction action="POST /v1/bgrequest/write/offer/accept">
            {(refused) =>
              refused ? (
                <Button size="small" type="primary" disabled>
                  {t.accept}
                </Button>
              ) : (
                <Link to={store.acceptPath(offer)}>
                  <Button size="small" type="primary">
                    {t.accept}
                  </Button>
                </Link>
              )
            }
          </GuardedAction>
        )}
      </Space>
    </div>
  );
});
