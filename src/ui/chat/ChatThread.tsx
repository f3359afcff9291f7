import { Alert, Button, Empty, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { chatDays } from '../../domain/chat/chatDays';
import type { ChatMessageWire } from '../../domain/wire/chatWire';
import type { ChatStore } from '../../runtime/chat/ChatStore';
import { ChatMessage } from './ChatMessage';
import { chatUiTexts as t } from './texts';

/**
 * The messages of a chat by day, oldest first, scrolled to the newest. The bank's new messages are
 * marked read once they were painted on screen (not when they were merely fetched).
 */
export const ChatThread = observer(function ChatThread({ store, now, onSign }: { store: ChatStore; now: number; onSign?: (message: ChatMessageWire) => void }) {
  const messages = store.messages;
  const days = useMemo(() => chatDays(messages, now), [messages, now]);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
    if (store.loaded) void store.markShown();
  }, [store, messages, store.loaded]);
  if (!store.loaded) {
    if (store.loadError)
      return (
        <Alert
          type="error"
          showIcon
          title={store.loadError}
          action={
            <Button size="small" onClick={() => void store.load()} loading={store.loading}>
              {t.retry}
            </Button>
          }
        />
      );
    return <Skeleton active title={false} paragraph={{ rows: 4 }} aria-label={t.loading} />;
  }
  return (
    <div className="chat-thread" role="log" aria-live="polite">
      {days.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={store.writable ? t.emptyWritable : t.empty} />}
      {days.map((day) => (
        <section key={day.day} className="chat-day" aria-label={day.label}>
          <div className="chat-day-label">
            <span>{day.label}</span>
          </div>
          <ul className="chat-messages">
            {day.messages.map((message) => (
              <ChatMessage key={message.id} store={store} message={message} {...(onSign ? { onSign: () => onSign(message) } : {})} />
            ))}
          </ul>
        </section>
      ))}
      <div ref={end} />
    </div>
  );
});
