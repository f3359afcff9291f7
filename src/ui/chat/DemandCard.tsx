import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { fillTemplate } from '../../domain/fillTemplate';
import { formatDateTime } from '../../domain/format/formatDate';
import type { ChatMessageWire } from '../../domain/wire/chatWire';
import type { ChatStore } from '../../runtime/chat/ChatStore';
import { chatUiTexts as t } from './texts';

/**
 * A demand in the chat: the bank's (or the operator's) text, the documents it asks for as a checklist
 * ticked by the answers' files, and «Ответить на запрос» while it waits and the chat takes messages.
 */
export const DemandCard = observer(function DemandCard({ store, message }: { store: ChatStore; message: ChatMessageWire }) {
  const demand = message.demand;
  if (!demand) return null;
  const answering = store.answering?.id === message.id;
  return (
    <div className={`chat-demand${demand.answered_at ? ' chat-demand--answered' : ''}`} data-demand={demand.uuid}>
      <Typography.Text strong className="chat-demand-title">
        {demand.kind === 'admin' ? t.demandAdmin : t.demandBank}
      </Typography.Text>
      {message.text && <Typography.Paragraph className="chat-text">{message.text}</Typography.Paragraph>}
      {demand.documents.length > 0 && (
        <>
          <Typography.Text type="secondary">{t.demandDocuments}</Typography.Text>
          <ul className="chat-checklist" aria-label={t.demandDocuments}>
            {demand.documents.map((document) => (
              <li key={document.type} className={document.provided ? 'chat-checklist-done' : undefined} data-type={document.type} data-provided={document.provided}>
                {document.provided ? <CheckCircleFilled className="chat-check chat-check--done" /> : <ExclamationCircleOutlined className="chat-check" />}
                <span>{document.name}</span>
                <Typography.Text type="secondary" className="chat-checklist-state">
                  {document.provided ? t.demandProvided : document.required ? t.demandMissing : t.demandOptional}
                </Typography.Text>
              </li>
            ))}
          </ul>
        </>
      )}
      {demand.answered_at ? (
        <Typography.Text type="success">{fillTemplate(t.demandAnswered, { date: formatDateTime(demand.answered_at) })}</Typography.Text>
      ) : (
        store.writable && (
          <Button size="small" type={answering ? 'default' : 'primary'} disabled={answering} onClick={() => store.answer(message)}>
            {t.answer}
          </Button>
        )
      )}
    </div>
  );
});
