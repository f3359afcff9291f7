import { Alert, Button, Card, DatePicker, Descriptions, Form, Input, List, Space, Spin, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../../domain/format/formatDate';
import { fillTemplate } from '../../../../domain/fillTemplate';
import type { AgreementParamsWire } from '../../../../domain/wire/offersWire';
import type { DiscussionStore } from '../../../../runtime/banks/DiscussionStore';
import { discussionFor } from '../../../../runtime/banks/banksFor';
import { useStores } from '../../../app/StoresContext';
import { money } from './format';
import { banksUiTexts } from './texts';
import './banks.css';
import { banksConfig } from '../../../../domain/banks';
import { chatUiTexts } from '../../../chat/texts';

const t = banksUiTexts.discuss;

function SentParams({ params }: { params: AgreementParamsWire }) {
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
      <Descriptions.Item label={t.dateFrom}>{formatDate(params.date_from)}</Descriptions.Item>
      <Descriptions.Item label={t.dateTo}>{formatDate(params.date_to)}</Descriptions.Item>
      <Descriptions.Item label={t.sum}>{money(params.sum)}</Descriptions.Item>
      {params.comment && <Descriptions.Item label={t.comment}>{params.comment}</Descriptions.Item>}
      {params.customers && <Descriptions.Item label={t.customers}>{params.customers.map((customer) => customer.name).join(', ')}</Descriptions.Item>}
    </Descriptions>
  );
}

/** One round: what was sent and when, then the bank's answer (its event, comment and time) or that it has not answered. */
function RoundView({ round, n }: { round: AgreementParamsWire; n: number }) {
  return (
    <div className="bank-round" data-round={n}>
      <Typography.Text strong>{`${fillTemplate(t.round, { n })} · ${t.asked} ${formatDateTime(round.sent_at)}`}</Typography.Text>
      <SentParams params={round} />
      {round.answer ? (
        <Alert
          type={round.answer.to_status === 'canceled' ? 'error' : 'success'}
          className="bank-round-answer"
          title={`${t.answer} · ${formatDateTime(round.answer.answered_at)}: ${round.answer.event_label}`}
          {...(round.answer.comment ? { description: round.answer.comment } : {})}
        />
      ) : (
        <Typography.Text type="secondary" className="bank-round-answer">
          {t.noAnswer}
        </Typography.Text>
      )}
    </div>
  );
}

/** Where the discussion stands, in one sentence. */
const DiscussionState = observer(function DiscussionState({ store }: { store: DiscussionStore }) {
  const last = store.rounds.at(-1);
  if (!last) return <Alert type="info" showIcon title={t.stateNone} className="banks-notice" />;
  if (store.state === 'waitingBank') return <Alert type="info" showIcon title={fillTemplate(t.stateWaiting, { n: store.rounds.length, date: formatDateTime(last.sent_at) })} className="banks-notice" />;
  return <Alert type="success" showIcon title={fillTemplate(t.stateAnswered, { n: store.rounds.length, date: formatDateTime(last.answer?.answered_at ?? last.sent_at) })} className="banks-notice" />;
});

/**
 * The discussion of the draft agreement with a form-type bank (/{role}/request/{id}/discuss/bank/{bankUuid}):
 * where it stands, every round (what was sent, what the bank answered and when), and — while the bank
 * is not holding the draft — the next round's parameters (dates, sum, comment), checked by the server
 * before they go, sent with or without the joint request's customers. When the bank answers (its status
 * changes) the rounds are read again without touching what is being typed.
 */
const DiscussPage = observer(function DiscussPage() {
  const root = useStores();
  const { id = '', bankUuid = '' } = useParams();
  const store = useMemo(() => discussionFor(root, Number(id), bankUuid), [root, id, bankUuid]);
  useEffect(() => {
    void store.load();
  }, [store]);
  const subStatus = store.subStatus;
  useEffect(() => {
    if (subStatus !== null && store.params) void store.load(true);
    // Only a change of the bank's status reads the rounds again.
  }, [store, subStatus]);

  const back = root.routes.path('RequestFormStep', { id, step: 'preview' });
  if (store.loadError) return <Alert type="error" showIcon message={store.loadError} action={<Link to={back}>{banksUiTexts.accept.back}</Link>} />;
  const params = store.params;
  if (!params) return <Spin size="large" className="page-spinner" />;
  const { draft } = store;
  const date = (value: string) => (value ? dayjs(value) : null);
  const rounds = store.rounds;
  // While the bank holds the draft, the next round waits for its answer: no form to fill in vain.
  // A chat-type bank takes the same terms under the same condition; they are written into its chat, where it answers.
  const chatType = banksConfig.banks.find((bank) => bank.uuid === bankUuid)?.discuss_type === 'chat';
  const formShown = store.canDiscuss || store.state !== 'waitingBank';
  const openChat = () => root.sidebar.open('BankChat', { requestNumber: id, bankUuid });
  const send = async (withCustomers: boolean) => {
    if ((await store.send(withCustomers)) && chatType) openChat();
  };
  return (
    <div className="bank-page">
      <Typography.Paragraph>{t.lead}</Typography.Paragraph>
      <DiscussionState store={store} />
      {chatType && (
        <Alert
          type="info"
          showIcon
          message={chatUiTexts.discussInChatHint}
          className="banks-notice bank-discuss-chat"
          action={
            <Button size="small" onClick={openChat}>
              {chatUiTexts.openChat}
            </Button>
          }
        />
      )}
      {!store.canDiscuss && store.state !== 'waitingBank' && <Alert type="info" showIcon message={t.notAllowed} className="banks-notice" />}
      {rounds.length > 0 && (
        <Card size="small" title={`${t.rounds}: ${store.bankName}`}>
          <Timeline
            items={rounds.map((round, index) => ({
              key: round.sent_at,
              color: round.answer ? (round.answer.to_status === 'canceled' ? 'red' : 'green') : 'blue',
              content: <RoundView round={round} n={index + 1} />,
            }))}
          />
        </Card>
      )}
      {formShown && (
        <Card size="small" title={fillTemplate(t.formTitle, { n: rounds.length + 1 })}>
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
                <Button type="primary" disabled={!store.canDiscuss} loading={store.sending} onClick={() => void send(true)}>
                  {t.withCustomers}
                </Button>
                <Button disabled={!store.canDiscuss} loading={store.sending} onClick={() => void send(false)}>
                  {t.withoutCustomers}
                </Button>
              </>
            ) : (
              <Button type="primary" disabled={!store.canDiscuss} loading={store.sending} onClick={() => void send(false)}>
                {t.send}
              </Button>
            )}
          </Space>
        </Card>
      )}
      {!formShown && (
        <Link to={back}>
          <Button>{banksUiTexts.accept.back}</Button>
        </Link>
      )}
    </div>
  );
});

export default DiscussPage;
