import { Alert, Button, Empty, Input, Popconfirm, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { formatDateTime } from '../../../domain/format/formatDate';
import type { ActStore } from '../../../runtime/revisions/ActStore';
import { revisionsTexts as t } from './texts';

/**
 * The act's discussion with the operator (the act's revision chat): the messages, and a message to
 * send — or, while the act waits for the agent's signature, to dispute the act with.
 */
export const ActDiscussion = observer(function ActDiscussion({ store }: { store: ActStore }) {
  return (
    <section className="revisions-discussion" aria-label={t.discussion}>
      <h3 className="revisions-heading">{t.discussion}</h3>
      {store.messages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noMessages} />
      ) : (
        <ul className="revisions-messages">
          {store.messages.map((message) => (
            <li key={message.id} className={`revisions-message${message.own ? ' revisions-message--own' : ''}`}>
              <div className="revisions-message-meta">
                <span>{message.author.name}</span>
                <span className="muted">{formatDateTime(message.time)}</span>
              </div>
              <div className="revisions-message-text">{message.text}</div>
            </li>
          ))}
        </ul>
      )}
      <Input.TextArea
        aria-label={t.messagePlaceholder}
        placeholder={t.messagePlaceholder}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={4000}
        value={store.text}
        onChange={(event) => store.setText(event.target.value)}
        status={store.messageProblem ? 'error' : undefined}
      />
      {store.messageProblem && <Alert className="revisions-problem" type="error" showIcon title={store.messageProblem} />}
      <Space wrap className="revisions-discussion-actions">
        <Button onClick={() => void store.sendMessage()} loading={store.sending}>
          {t.send}
        </Button>
        {store.awaitsAgent && (
          <Popconfirm title={t.disputeConfirm} okText={t.yes} cancelText={t.no} onConfirm={() => void store.sendMessage(true)}>
            <Button danger disabled={store.sending}>
              {t.dispute}
            </Button>
          </Popconfirm>
        )}
      </Space>
    </section>
  );
});
