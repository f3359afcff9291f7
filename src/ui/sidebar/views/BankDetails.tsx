import { DownOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown, Empty, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { tagColour } from '../../pages/request/banks/texts';
import { BankCard } from '../../pages/request/banks/BankCard';
import { useBanksOf } from '../../pages/request/banks/BanksPanel';
import '../../pages/request/banks/banks.css';
import { SidePanel } from '../SidePanel';
import { sidebarUiTexts } from '../texts';
import type { SidebarViewProps } from '../viewTypes';
import { bankLinksOf } from './bankLinks';
import { RequestSummaryCard } from './RequestSummaryCard';
import { useRequestSummary } from '../useRequestSummary';
import { useAfterPaint } from '../useAfterPaint';
import { unreadCountOf } from '../../../domain/chat/unreadCountOf';
import { UnreadBadge } from '../../chat/UnreadBadge';

const t = sidebarUiTexts.bank;

/**
 * One bank of the request (its tab in the panel): a switch between the request's banks, grouped not
 * sent and sent; the bank's card of the request page — status, terms before the deal or the four
 * stages after, the offer, the actions its status allows —; the way to the bank itself and its chat.
 * Until the banks arrive, the chip the list showed stands in for the card.
 */
export const BankDetails = observer(function BankDetails({ params, nav }: SidebarViewProps) {
  const requestId = Number(params.requestNumber);
  const bankUuid = params.bankUuid ?? '';
  const banks = useBanksOf(requestId);
  const summary = useRequestSummary(requestId);
  const links = useMemo(() => bankLinksOf(nav), [nav]);
  const painted = useAfterPaint();
  const sub = banks.subrequests.find((item) => item.bank_uuid === bankUuid);
  const known = summary.summary?.banks.find((bank) => bank.bank_uuid === bankUuid);
  const newRequest = params.isNewRequest === 'true' || params.isNewRequest === '1';
  const options = [
    { label: sidebarUiTexts.request.notSent, options: banks.notSent.map((item) => ({ value: item.bank_uuid, label: item.middle_name || item.bank_name })) },
    {
      label: sidebarUiTexts.request.sent,
      options: banks.sent.map((item) => ({
        value: item.bank_uuid,
        label: (
          <span>
            {item.middle_name || item.bank_name}
            <UnreadBadge count={unreadCountOf(item)} />
          </span>
        ),
      })),
    },
  ].filter((group) => group.options.length > 0);
  return (
    <SidePanel view="BankDetails">
      <RequestSummaryCard requestNumber={requestId} summary={summary.summary} combined={banks.combined} />
      <Space wrap size="small" className="side-actions">
        {banks.loaded && options.length > 0 && (
          <Select
            size="small"
            aria-label={t.choose}
            className="side-bank-switch"
            value={sub ? bankUuid : undefined}
            placeholder={t.choose}
            options={options}
            onChange={(value: string) => nav.open('BankDetails', { bankUuid: value })}
            popupMatchSelectWidth={false}
          />
        )}
        <Button size="small" onClick={() => nav.open('Bank', { bankUuid })}>
          {t.about}
        </Button>
        <Button size="small" onClick={() => nav.open('BankChat', { bankUuid })}>
          {t.chat}
          <UnreadBadge count={unreadCountOf(sub)} />
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'RequestAgreement', label: t.agreement },
              { key: 'BankDocumentPreview', label: t.bankDocuments },
              { key: 'DeliveryInfo', label: t.deliveryInfo },
            ],
            onClick: ({ key }) => nav.open(key, { bankUuid }),
          }}
        >
          <Button size="small">
            {t.others} <DownOutlined />
          </Button>
        </Dropdown>
        <Button size="small" type="link" onClick={() => nav.open('RequestDetails')}>
          {t.toRequest}
        </Button>
      </Space>
      {newRequest && !sub && <Alert type="info" showIcon message={t.newRequest} />}
      {sub && painted ? (
        <BankCard store={banks} sub={sub} selectable={sub.group === 'not-sent'} links={links} />
      ) : banks.loaded && !sub ? (
        !newRequest && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.notFound} />
      ) : banks.loadError ? (
        <Alert type="error" showIcon message={banks.loadError} />
      ) : (
        <div className="bank-card">
          {known && (
            <div className="bank-card-head">
              <Typography.Text strong>{known.middle_name || known.bank_name}</Typography.Text>
              <Tag color={tagColour(known.colour)}>{known.label}</Tag>
            </div>
          )}
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        </div>
      )}
    </SidePanel>
  );
});
