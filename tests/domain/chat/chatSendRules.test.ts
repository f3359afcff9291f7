import { describe, expect, it } from 'vitest';
import { chatDays } from '../../../src/domain/chat/chatDays';
import { sendRefusal } from '../../../src/domain/chat/sendRefusal';
import { unreadCountOf } from '../../../src/domain/chat/unreadCountOf';

describe('sendRefusal (spec-2 §5.8)', () => {
  const base = { text: '', files: 0, writable: true, readonlyReason: null, sending: false };
  it.each([
    [{}, 'Напишите сообщение или приложите файл'],
    [{ text: '  \n ' }, 'Напишите сообщение или приложите файл'],
    [{ text: 'Добрый день' }, null],
    [{ files: 1 }, null],
    [{ text: 'x', sending: true }, 'Сообщение отправляется'],
    [{ text: 'x', writable: false }, 'Чат сейчас только для чтения'],
    [{ text: 'x', writable: false, readonlyReason: 'Банк закрыл чат' }, 'Банк закрыл чат'],
  ])('%j → %s', (change, expected) => {
    expect(sendRefusal({ ...base, ...change })).toBe(expected);
  });
});

describe('unreadCountOf', () => {
  it.each([
    [{ count_new_messages: 3 }, 3],
    [{ count_new_messages: 0 }, 0],
    [{ count_new_messages: -1 }, 0],
    [{ count_new_messages: '2' }, 0],
    [{ count_new_messages: 1.5 }, 0],
    [{}, 0],
    [null, 0],
  ])('%j → %i', (payload, expected) => {
    expect(unreadCountOf(payload)).toBe(expected);
  });
});

describe('chatDays', () => {
  it('groups by local day, oldest first, with today and yesterday named', () => {
    const now = new Date(2026, 5, 15, 18, 0);
    const at = (day: number, hour: number) => new Date(2026, 5, day, hour, 0).toISOString();
    const days = chatDays([{ time: at(15, 9) }, { time: at(10, 12) }, { time: at(14, 23) }, { time: at(15, 8) }], now);
    expect(days.map((day) => [day.label, day.messages.length])).toEqual([
      ['10 июня 2026', 1],
      ['Вчера', 1],
      ['Сегодня', 2],
    ]);
    expect(days[2]?.messages.map((message) => message.time)).toEqual([at(15, 8), at(15, 9)]);
  });
});
