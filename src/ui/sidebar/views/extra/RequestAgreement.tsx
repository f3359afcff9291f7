import { Alert, Button, Descriptions, Empty, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { fillTemplate } from '../../../../domain/fillTemplate';
import { formatDate, formatDateTime } from '../../../../domain/format/formatDate';
import type { DiscussionStore } from '../../../../runtime/banks/DiscussionStore';
import { requestNumberOf } from '../../../../runtime/sidebar/views/requestNumberOf';
import { sidebarViewTexts } from '../../../../runtime/sidebar/views/texts';
import { agreementFor } from '../../../../runtime/sidebar/views/viewStoresFor';
import { useStores } from '../../../app/StoresContext';
import { dateRange, money } from '../../../pages/request/banks/format';
import { SidePanel } from '../../SidePanel';
import { SideList } from '../SideList';
import type { SidebarViewProps } from '../../viewTypes';
import { extraViewTexts } from './texts';
import { useViewStore } from './useViewStore';
import { ViewError, ViewLoading } from './ViewState';
import './extra.css';
import { banksConfig } from '../../../../domain/banks';
import { chatUiTexts } from '../../../chat/texts';

const t = extraViewTexts.agreement;

/** The agreement's terms: what was sent, or the values a sending would start from. */
interface Terms {
  date_from: string | null;
  date_to: string | null;
  sum: string | null;
  comment: string | null;
}

function TermsOf({ terms }: { terms: Terms }) {
  const none = extraViewTexts.customer.notGiven;
  return (
    <Descriptions size="small" column={1} bordered className="side-extra-details">
      <Descriptions.Item label={t.dateFrom}>{terms.date_from ? formatDate(terms.date_from) : none}</Descriptions.Item>
      <Descriptions.Item label={t.dateTo}>{terms.date_to ? formatDate(terms.date_to) : none}</Descriptions.Item>
      <Descriptions.Item label={t.sum}>{terms.sum ? money(terms.sum) : none}</Descriptions.Item>
      {terms.comment && <Descriptions.Item label={t.comment}>{terms.comment}</Descriptions.Item>}
    </Descriptions>
  );
}

const AgreementBody = observer(function AgreementBody({ store, requestNumber }: { store: DiscussionStore; requestNumber: string }) {
  const root = useStores();
  const params = store.params;
  if (!params) return null;
  const current = params.current;
  const sub = store.sub;
  const customers = current?.customers ?? params.customers ?? [];
  const history = (params.history ?? []).slice(current ? 1 : 0);
  const nothing = !current && !params.defaults.date_from && !params.defaults.date_to && !params.defaults.sum;
  return (
    <div className="side-extra-stack">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t.bank}>{store.bankName}</Descriptions.Item>
        {sub && (
          <Descriptions.Item label={t.bankStatus}>
            <Tag>{sub.status_name}</Tag>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t.state}>{current ? fillTemplate(t.sent, { date: formatDateTime(current.sent_at) }) : t.notSent}</Descriptions.Item>
      </Descriptions>
      {nothing ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nothing} />
      ) : (
        <TermsOf terms={current ?? { ...params.defaults, comment: null }} />
      )}
      {customers.length > 0 && (
        <SideList
          size="small"
          header={<Typography.Text strong>{t.customers}</Typography.Text>}
          rows={customers.map((customer) => ({
            key: customer.inn,
            title: customer.name,
            description: `${extraViewTexts.customer.inn}: ${customer.inn} · ${money(customer.sum)}`,
          }))}
        />
      )}
      {history.length > 0 && (
        <SideList
          size="small"
          header={<Typography.Text strong>{t.history}</Typography.Text>}
          rows={history.map((entry) => ({
            key: entry.sent_at,
            title: formatDateTime(entry.sent_at),
            description: `${dateRange(entry.date_from, entry.date_to)} · ${money(entry.sum)}`,
          }))}
        />
      )}
      {store.canDiscuss ? (
        <Alert
          type="info"
          showIcon
          title={t.canDiscuss}
          action={
            <Link to={root.routes.path('Discuss', { id: requestNumber, bankUuid: store.bankUuid })}>
              <Button size="small" type="primary">
                {t.openDiscuss}
              </Button>
            </Link>
          }
        />
      ) : banksConfig.banks.find((bank) => bank.uuid === store.bankUuid)?.discuss_type === 'chat' ? (
        <Alert
          type="info"
          showIcon
          title={chatUiTexts.discussedInChat}
          action={
            <Button size="small" type="primary" onClick={() => root.sidebar.open('BankChat', { requestNumber, bankUuid: store.bankUuid })}>
              {chatUiTexts.openChat}
            </Button>
          }
        />
      ) : (
        <Alert type="info" showIcon title={t.cannotDiscuss} />
      )}
    </div>
  );
});

const AgreementState = observer(function AgreementState({ store, retry, requestNumber }: { store: DiscussionStore; retry: () => void; requestNumber: string }) {
  if (store.loadError) return <ViewError message={store.loadError} onRetry={retry} />;
  if (!store.params) return <ViewLoading />;
  return <AgreementBody store={store} requestNumber={requestNumber} />;
});

/**
 * RequestAgreement: the draft agreement of one bank (spec-1 §4 "Discussion"): the dates and sum sent
 * to discussion and when, or the offer's values it would start from, the customers in it, earlier
 * sendings, and the way to the discussion page while the bank's status allows it.
 */
export function RequestAgreement({ params }: SidebarViewProps) {
  const root = useStores();
  const id = requestNumberOf(params);
  const bankUuid = params.bankUuid ?? '';
  const { store, retry } = useViewStore(() => (id === null || bankUuid === '' ? null : agreementFor(root, id, bankUuid)), (view) => view.load(), [root, id, bankUuid]);
  return (
    <SidePanel view="RequestAgreement">
      {store ? (
        <AgreementState store={store.store} retry={retry} requestNumber={String(id)} />
      ) : (
        <ViewError message={id === null ? sidebarViewTexts.badRequestNumber : sidebarViewTexts.bankNotFound} />
      )}
    </SidePanel>
  );
}
