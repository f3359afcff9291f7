import { Button, Popconfirm, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { fillTemplate } from '../../domain/fillTemplate';
import { formatDateTime } from '../../domain/format/formatDate';
import type { ChatMessageWire } from '../../domain/wire/chatWire';
import type { ChatStore } from '../../runtime/chat/ChatStore';
import { ChatFileLink } from './ChatFileLink';
import { DemandCard } from './DemandCard';
import { chatUiTexts as t } from './texts';

const timeOf = (iso: string) => formatDateTime(iso).slice(11);

/**
 * One message: the reader's own on the right, the others' on the left with their author and side;
 * its text, files, refund and signing marks, «Подписать» for a document the bank sent for signing, and
 * «Удалить» for the author. A deleted message keeps its place and says it was deleted.
 */
export const ChatMessage = observer(function ChatMessage({ store, message, onSign }: { store: ChatStore; message: ChatMessageWire; onSign?: () => void }) {
  const side = message.own ? 'own' : message.author.side;
  const author = message.own ? t.you : message.author.name;
  return (
    <li className={`chat-message chat-message--${message.own ? 'own' : 'other'}${message.is_new && !message.own ? ' chat-message--new' : ''}`} data-message={message.id} data-side={side}>
      <div className="chat-bubble">
        <div className="chat-meta">
          <Typography.Text strong className="chat-author">
            {author}
          </Typography.Text>
          {!message.own && <Typography.Text type="secondary">{t.sides[message.author.side]}</Typography.Text>}
          <Typography.Text type="secondary" className="chat-time">
            <time dateTime={message.time} title={formatDateTime(message.time)}>
              {timeOf(message.time)}
            </time>
          </Typography.Text>
        </div>
        {message.is_delete ? (
          <Typography.Text type="secondary" italic className="chat-deleted">
            {t.deleted}
          </Typography.Text>
        ) : message.demand ? (
          <DemandCard store={store} message={message} />
        ) : (
          message.text && <Typography.Paragraph className="chat-text">{message.text}</Typography.Paragraph>
        )}
        {!message.is_delete && message.files.length > 0 && (
          <ul className="chat-files">
            {message.files.map((file) => (
              <ChatFileLink key={file.uuid} file={file} />
            ))}
          </ul>
        )}
        {!message.is_delete && (message.refund || message.wait_sign || message.can_delete) && (
          <div className="chat-marks">
            {message.refund && <Tag color="gold">{t.refund}</Tag>}
            {message.wait_sign &&
              (message.signed_at ? (
                <Tag color="green">{fillTemplate(t.signed, { date: formatDateTime(message.signed_at) })}</Tag>
              ) : (
                <Tag color="orange">{t.waitSign}</Tag>
              ))}
            {message.wait_sign && !message.signed_at && !message.own && onSign && (
              <Button size="small" type="primary" onClick={onSign}>
                {t.sign}
              </Button>
            )}
            {message.can_delete && (
              <Popconfirm title={t.deleteConfirm} okText={t.yes} cancelText={t.no} onConfirm={() => void store.remove(message)}>
                <Button size="small" type="link" danger loading={store.deleting === message.id}>
                  {t.delete}
                </Button>
              </Popconfirm>
            )}
          </div>
        )}
      </div>
    </li>
  );
});
