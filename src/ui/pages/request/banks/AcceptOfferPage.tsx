import { Alert, Button, Card, Checkbox, Descriptions, Input, Radio, Space, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { fillTemplate } from '../../../../domain/fillTemplate';
import { formatDateTime } from '../../../../domain/format/formatDate';
import type { DeliveryMethodWire, DeliveryTypeWire } from '../../../../domain/wire/offersWire';
import { acceptOfferFor } from '../../../../runtime/banks/banksFor';
import { useStores } from '../../../app/StoresContext';
import { dateRange, money } from './format';
import { banksUiTexts } from './texts';
import './banks.css';
import { GuardedAction } from '../../../components/GuardedAction';

const t = banksUiTexts.accept;
const c = banksUiTexts.card;

/**
 * Accepting an offer (/{role}/request/{id}/accept-offer/offer/{offerUuid}): the terms, the guarantee's form
 * (digital, or paper collected at the bank or brought by courier, with its cost), the bank's office for
 * pickup, the additional agreements to confirm, and «Принять предложение».
 */
const AcceptOfferPage = observer(function AcceptOfferPage() {
  const root = useStores();
  const { id = '', offerUuid = '' } = useParams();
  const store = useMemo(() => acceptOfferFor(root, Number(id), offerUuid), [root, id, offerUuid]);
  useEffect(() => {
    void store.load();
  }, [store]);

  const back = root.routes.path('RequestFormStep', { id, step: 'preview' });
  if (store.loadError) return <Alert type="error" showIcon message={store.loadError} action={<Link to={back}>{t.back}</Link>} />;
  const info = store.info;
  if (!info) return <Spin size="large" className="page-spinner" />;
  const { offer } = info;
  const editable = store.canEdit && info.can_choose_delivery;
  return (
    <div className="bank-page">
      <Typography.Paragraph>{t.lead}</Typography.Paragraph>
      {info.accepted && <Alert type="success" showIcon className="banks-notice" message={fillTemplate(t.acceptedAt, { date: formatDateTime(info.accepted.accepted_at) })} />}
      {info.accepted?.waiting_signature && (
        <Alert
          type="warning"
          showIcon
          className="banks-notice"
          message={t.waitingSignature}
          action={
            <Button size="small" type="primary" onClick={() => root.sidebar.open('Signing', { requestNumber: id, purpose: 'offer', offerUuid: offer.offerUuid })}>
              {t.signNow}
            </Button>
          }
        />
      )}
      {info.accepted?.signed_at && <Alert type="success" showIcon className="banks-notice" message={fillTemplate(t.signedAt, { date: formatDateTime(info.accepted.signed_at) })} />}
      {info.requires_signature && !info.accepted && <Alert type="info" showIcon className="banks-notice" message={t.signatureRequired} />}
      {!info.can_accept && !info.accepted && info.accept_refusal && <Alert type="warning" showIcon message={info.accept_refusal} />}
      <Card size="small" title={`${t.terms}: ${offer.bank.middle_name || offer.bank.bank_name}`}>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={c.commission}>{money(offer.commission)}</Descriptions.Item>
          <Descriptions.Item label={c.sum}>{money(offer.sum)}</Descriptions.Item>
          <Descriptions.Item label={c.duration}>{`${offer.duration} ${c.days}`}</Descriptions.Item>
          {(offer.date_from || offer.date_to) && <Descriptions.Item label={c.dates}>{dateRange(offer.date_from, offer.date_to)}</Descriptions.Item>}
          <Descriptions.Item label={banksUiTexts.card.bankStatus}>{offer.status_name}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t.form}>
        {!info.can_choose_delivery && !info.accepted && <Alert type="info" showIcon message={t.readonlyDelivery} className="banks-notice" />}
        <Radio.Group value={store.deliveryType} disabled={!editable} onChange={(event) => store.chooseType(event.target.value as DeliveryTypeWire)}>
          <Space orientation="vertical">
            {store.options.map((option) => (
              <Radio key={option.type} value={option.type}>
                {option.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        {store.deliveryType === 'paper' && store.methods.length > 0 && (
          <div className="bank-gap">
            <Typography.Title level={5}>{t.method}</Typography.Title>
            <Radio.Group value={store.deliveryMethod} disabled={!editable} onChange={(event) => store.chooseMethod(event.target.value as DeliveryMethodWire)}>
              <Space orientation="vertical">
                {store.methods.map((method) => (
                  <Radio key={method.method} value={method.method}>
                    {`${method.label} — ${Number(method.cost) > 0 ? money(method.cost) : t.free}`}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
            {store.chosenMethod?.needs_address && (
              <Input.TextArea
                aria-label={t.address}
                placeholder={t.address}
                className="bank-gap"
                rows={2}
                value={store.address}
                disabled={!editable}
                onChange={(event) => store.setAddress(event.target.value)}
              />
            )}
            {store.deliveryMethod === 'pickup' && store.pickup && (
              <Descriptions size="small" column={1} className="bank-gap" title={t.pickup}>
                <Descriptions.Item label={t.pickup}>{store.pickup.address}</Descriptions.Item>
                <Descriptions.Item label={t.hours}>{store.pickup.hours}</Descriptions.Item>
                <Descriptions.Item label={t.phone}>{store.pickup.phone}</Descriptions.Item>
              </Descriptions>
            )}
            <Typography.Paragraph className="bank-gap">{`${t.cost}: ${store.deliveryCost > 0 ? money(store.deliveryCost) : t.free}`}</Typography.Paragraph>
          </div>
        )}
      </Card>
      {store.agreements.length > 0 && (
        <Card size="small" title={t.agreements}>
          <Space orientation="vertical">
            {store.agreements.map((agreement) => (
              <Checkbox
                key={agreement.uuid}
                checked={store.confirmed.includes(agreement.uuid)}
                disabled={!store.canEdit}
                onChange={(event) => store.confirm(agreement.uuid, event.target.checked)}
              >
                <Typography.Text strong>{agreement.title}</Typography.Text>
                {agreement.required && <Typography.Text type="danger"> *</Typography.Text>}
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {agreement.text}
                </Typography.Paragraph>
              </Checkbox>
            ))}
          </Space>
        </Card>
      )}
      {store.problem && <Alert type="error" showIcon message={store.problem} className="bank-gap" />}
      <Space className="bank-gap">
        <Link to={back}>
          <Button>{t.back}</Button>
        </Link>
        {store.canEdit && (
          <GuardedAction action="POST /v1/bgrequest/write/offer/accept">
            {(refused) => (
              <Button type="primary" disabled={refused} loading={store.accepting} onClick={() => void store.accept()}>
                {t.accept}
              </Button>
            )}
          </GuardedAction>
        )}
      </Space>
    </div>
  );
});

export default AcceptOfferPage;
