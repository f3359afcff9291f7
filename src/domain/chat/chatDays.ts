import dayjs from 'dayjs';
import { formatDateLong } from '../format/formatDate';
import { chatDomainTexts } from './texts';

/** One day of a chat: its heading and its messages in the order they were written. */
export interface ChatDay<M> {
  /** YYYY-MM-DD in local time: the day's key. */
  day: string;
  label: string;
  messages: M[];
}

/**
 * The messages of a chat grouped by the local day they were written, oldest first, each day headed
 * «Сегодня», «Вчера» or its date («15 июня 2026»), as a messenger shows them.
 */
export function chatDays<M extends { time: string }>(messages: readonly M[], now: Date | number): ChatDay<M>[] {
  const today = dayjs(now).format('YYYY-MM-DD');
  const yesterday = dayjs(now).subtract(1, 'day').format('YYYY-MM-DD');
  const ordered = [...messages].sort((a, b) => dayjs(a.time).valueOf() - dayjs(b.time).valueOf());
  const days: ChatDay<M>[] = [];
  for (const message of ordered) {
    const day = dayjs(message.time).format('YYYY-MM-DD');
    let group = days.at(-1);
    if (!group || group.day !== day) {
      const label = day === today ? chatDomainTexts.today : day === yesterday ? chatDomainTexts.yesterday : formatDateLong(message.time);
      group = { day, label, messages: [] };
      days.push(group);
    }
    group.messages.push(message);
  }
  return days;
}
