import { Alert, Button, Card, DatePicker, Descriptions, Form, Input, List, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../../domain/format/formatDate';
import { claimFor } from '../../../../runtime/banks/banksFor';
import type { ClaimStore } from '../../../../runtime/banks/ClaimStore';
import { useStores } from '../../../app/StoresContext';
import { dateRange, money } from './format';
import { banksUiTexts } from './texts';
import './banks.css';

const t = banksUiTexts.claim;
const c = banksUiTexts.card;

/**
 * A claim for changes of an issued guarantee (/{role}/request/{id}/claim/bank/{bankUuid}): the guarantee as
 * issued, the refusal when a claim cannot be sent (expired guarantee, changes being issued), the changes,
 * the commission for them, the claim, and the documents the bank sends to sign.
 */
/**
 * A claim's documents to sign with their state, and «Подписать» while the bank waits for the client's
 * confirmation. An observer of its own: the list renders its items outside the page's render, and the
 * documents come after the page.
 */
const ClaimDocuments = observer(function ClaimDocuments({ store, claimUuid, onSign }: { store: ClaimStore; claimUuid: string; onSign(): void }) {
  const signing = store.signing[claimUuid];
  const documents = signing?.documents ?? [];
  return (
    <>
      <Typography.Text>{t.documents}:</Typography.Text>
      {documents.length === 0 ? (
        <Typography.Text type="secondary">{t.noDocuments}</Typography.Text>
      ) : (
        <ul className="request-list">
          {documents.map((document) => (
            <li key={document.uuid}>{`${document.name} — ${document.signatures.length > 0 ? t.documentSigned : t.documentUnsigned}`}</li>
          ))}
        </ul>
      )}
      {signing?.waiting && (
        <Alert
          type="warning"
          showIcon
          message={t.confirmBySigning}
          action={
            <Button size="small" type="primary" onClick={onSign}>
              {banksUiTexts.signing.sign}
            </Button>
          }
        />
      )}
    </>
  );
});

const ClaimPage = observer(function ClaimPage() {
  const root = useStores();
  const { id = '', bankUuid = '' } = useParams();
  const store = useMemo(() => claimFor(root, Number(id), bankUuid), [root, id, bankUuid]);
  useEffect(() => {
    void store.load();
  }, [store]);

  const back = root.routes.path('RequestFormStep', { id, step: 'preview' });
  if (store.loadError) return <Alert type="error" showIcon message={store.loadError} action={<Link to={back}>{banksUiTexts.accept.back}</Link>} />;
  const page = store.page;
  if (!page) return <Spin size="large" className="page-spinner" />;
  const { draft } = store;
  return (
    <div className="bank-page">
      <Typography.Paragraph>{t.lead}</Typography.Paragraph>
      {page.guarantee && (
        <Card size="small" title={`${t.guarantee}: ${store.bankName}`}>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={c.sum}>{money(page.guarantee.sum)}</Descriptions.Item>
            <Descriptions.Item label={c.commission}>{money(page.guarantee.commission)}</Descriptions.Item>
            <Descriptions.Item label={c.dates}>{dateRange(page.guarantee.date_from, page.guarantee.date_to)}</Descriptions.Item>
            <Descriptions.Item label={banksUiTexts.card.bankStatus}>{page.status_name}</Descriptions.Item>
          </Descriptions>
        </Card>
      )}
      {!page.can_claim && page.refusal && <Alert type="warning" showIcon message={page.refusal} className="bank-gap" />}
      {page.can_claim && (
        <Card size="small" title={banksUiTexts.card.claim}>
          <Form layout="vertical" disabled={store.busy !== null}>
            <Form.Item label={t.text} required>
              <Input.TextArea aria-label={t.text} rows={3} value={draft.text} onChange={(event) => store.edit({ text: event.target.value })} />
            </Form.Item>
            <Space wrap size="large">
              <Form.Item label={t.newSum}>
                <Input aria-label={t.newSum} value={draft.sum} onChange={(event) => store.edit({ sum: event.target.value })} />
              </Form.Item>
              <Form.Item label={t.newDateTo}>
                <DatePicker
                  format="DD.MM.YYYY"
                  value={draft.date_to ? dayjs(draft.date_to) : null}
                  onChange={(value) => store.edit({ date_to: value ? value.format('YYYY-MM-DD') : '' })}
                />
              </Form.Item>
            </Space>
          </Form>
          {store.commission && (
            <Alert
              type="info"
              showIcon
              className="banks-notice"
              message={`${t.commission}: ${money(store.commission.commission)}`}
              description={store.commission.explanation}
            />
          )}
          {store.problem && <Alert type="error" showIcon message={store.problem} className="banks-notice" />}
          <Space wrap>
            <Button loading={store.busy === 'commission'} onClick={() => void store.reckon()}>
              {t.reckon}
            </Button>
            <Button type="primary" loading={store.busy === 'claim'} onClick={() => void store.send()}>
              {t.send}
            </Button>
          </Space>
        </Card>
      )}
      {page.claims.length > 0 && (
        <Card size="small" title={t.claims}>
          <List
            dataSource={page.claims}
            renderItem={(claim) => (
              <List.Item>
                <Space orientation="vertical" size={2} style={{ width: '100%' }}>
                  <Space wrap>
                    <Typography.Text strong>{formatDateTime(claim.created_at)}</Typography.Text>
                    <Tag>{claim.status_name}</Tag>
                    {claim.commission && <Typography.Text>{`${t.commission}: ${money(claim.commission)}`}</Typography.Text>}
                  </Space>
                  <Typography.Text>{claim.changes.text}</Typography.Text>
                  {(claim.changes.sum || claim.changes.date_to) && (
                    <Typography.Text type="secondary">
                      {[claim.changes.sum ? `${c.sum}: ${money(claim.changes.sum)}` : '', claim.changes.date_to ? `${t.newDateTo}: ${formatDate(claim.changes.date_to)}` : '']
                        .filter(Boolean)
                        .join('; ')}
                    </Typography.Text>
                  )}
                  {claim.bank_answer && <Typography.Text type="secondary">{`${t.bankAnswer}: ${claim.bank_answer}`}</Typography.Text>}
                  <ClaimDocuments store={store} claimUuid={claim.uuid} onSign={() => root.sidebar.open('Signing', { requestNumber: id, purpose: 'claim', claimUuid: claim.uuid })} />
                </Space>
              </List.Item>
            )}
          />
        </Card>
      )}
      <Space className="bank-gap">
        <Link to={back}>
          <Button>{banksUiTexts.accept.back}</Button>
        </Link>
      </Space>
    </div>
  );
});

export default ClaimPage;
