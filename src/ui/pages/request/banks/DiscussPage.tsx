import { Alert, Button, Card, DatePicker, Descriptions, Form, Input, List, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../../domain/format/formatDate';
import type { AgreementParamsWire } from '../../../../domain/wire/offersWire';
import { discussionFor } from '../../../../runtime/banks/banksFor';
import { useStores } from '../../../app/StoresContext';
import { money } from './format';
import { banksUiTexts } from './texts';
import './banks.css';

const t = banksUiTexts.discuss;

function SentParams({ params }: { params: AgreementParamsWire }) {
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
      <Descriptions.Item label={t.dateFrom}>{formatDate(params.date_from)}</Descriptions.Item>
      <Descriptions.Item label={t.dateTo}>{formatDate(params.date_to)}</Descriptions.Item>
      <Descriptions.Item label={t.sum}>{money(params.sum)}</Descriptions.Item>
      {params.comment && <Descriptions.Item label={t.comment}>{params.comment}</Descriptions.Item>}
      <Descriptions.Item label={banksUiTexts.curtain.when}>{formatDateTime(params.sent_at)}</Descriptions.Item>
      {params.customers && <Descriptions.Item label={t.customers}>{params.customers.map((customer) => customer.name).join(', ')}</Descriptions.Item>}
    </Descriptions>
  );
}

/**
 * The discussion of the draft agreement with a form-type bank (/{role}/request/{id}/discuss/bank/{bankUuid}):
 * the agreement parameters (dates, sum, comment), checked by the server before they go, and sent with or
 * without the joint request's customers.
 */
const DiscussPage = observer(function DiscussPage() {
  const root = useStores();
  const { id = '', bankUuid = '' } = useParams();
  const store = useMemo(() => discussionFor(root, Number(id), bankUuid), [root, id, bankUuid]);
  useEffect(() => {
    void store.load();
  }, [store]);

  const back = root.routes.path('RequestFormStep', { id, step: 'preview' });
  if (store.loadError) return <Alert type="error" showIcon message={store.loadError} action={<Link to={back}>{banksUiTexts.accept.back}</Link>} />;
  const params = store.params;
  if (!params) return <Spin size="large" className="page-spinner" />;
  const { draft } = store;
  const date = (value: string) => (value ? dayjs(value) : null);
  return (
    <div className="bank-page">
      <Typography.Paragraph>{t.lead}</Typography.Paragraph>
      {!store.canDiscuss && <Alert type="info" showIcon message={t.notAllowed} className="banks-notice" />}
      {params.current && (
        <Card size="small" title={`${t.current}: ${store.bankName}`}>
          <SentParams params={params.current} />
        </Card>
      )}
      <Card size="small" title={store.bankName}>
        <Form layout="vertical" disabled={!store.canDiscuss || store.sending}>
          <Space wrap size="large">
            <Form.Item label={t.dateFrom} validateStatus={store.problemOf('date_from') ? 'error' : ''} help={store.problemOf('date_from')}>
              <DatePicker format="DD.MM.YYYY" value={date(draft.date_from)} onChange={(value) => store.edit({ date_from: value ? value.format('YYYY-MM-DD') : '' })} />
            </Form.Item>
            <Form.Item label={t.dateTo} validateStatus={store.problemOf('date_to') ? 'error' : ''} help={store.problemOf('date_to')}>
              <DatePicker format="DD.MM.YYYY" value={date(draft.date_to)} onChange={(value) => store.edit({ date_to: value ? value.format('YYYY-MM-DD') : '' })} />
            </Form.Item>
            <Form.Item label={t.sum} validateStatus={store.problemOf('sum') ? 'error' : ''} help={store.problemOf('sum')}>
              <Input aria-label={t.sum} value={draft.sum} onChange={(event) => store.edit({ sum: event.target.value })} />
            </Form.Item>
          </Space>
          <Form.Item label={t.comment}>
            <Input.TextArea aria-label={t.comment} rows={3} value={draft.comment} onChange={(event) => store.edit({ comment: event.target.value })} />
          </Form.Item>
          {store.hasCustomers && (
            <List
              size="small"
              header={t.customers}
              dataSource={params.customers ?? []}
              renderItem={(customer) => <List.Item>{`${customer.name}, ${t.inn} ${customer.inn} — ${money(customer.sum)}`}</List.Item>}
              className="banks-notice"
            />
          )}
        </Form>
        {store.problem && <Alert type="error" showIcon message={store.problem} className="banks-notice" />}
        <Space wrap>
          <Link to={back}>
            <Button>{banksUiTexts.accept.back}</Button>
          </Link>
          {store.hasCustomers ? (
            <>
              <Button type="primary" disabled={!store.canDiscuss} loading={store.sending} onClick={() => void store.send(true)}>
                {t.withCustomers}
              </Button>
              <Button disabled={!store.canDiscuss} loading={store.sending} onClick={() => void store.send(false)}>
                {t.withoutCustomers}
              </Button>
            </>
          ) : (
            <Button type="primary" disabled={!store.canDiscuss} loading={store.sending} onClick={() => void store.send(false)}>
              {t.send}
            </Button>
          )}
        </Space>
      </Card>
      {(params.history?.length ?? 0) > 1 && (
        <Card size="small" title={t.history}>
          {params.history?.slice(1).map((entry) => (
            <SentParams key={entry.sent_at} params={entry} />
          ))}
        </Card>
      )}
    </div>
  );
});

export default DiscussPage;
