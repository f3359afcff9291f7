import { Badge } from 'antd';
import { chatUiTexts as t } from './texts';

/** The count of unread chat messages beside what opens the chat; nothing when there are none. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <Badge
      count={count}
      size="small"
      overflowCount={99}
      className={`chat-unread${className ? ` ${className}` : ''}`}
      title={t.unread(count)}
      aria-label={t.unread(count)}
      data-unread={count}
    />
  );
}
