import { describe, expect, it } from 'vitest';
import { chatFor, chatListFor } from '../../../src/runtime/chat/chatFor';
import { fail, ok, type Route } from '../../api/support/scriptedAdapter';
import { flush, makeLiveRoot } from '../banks/support';
import { BANK, BANK_CHAT, messageFixture, OTHER_BANK, requestChatFixture, summaryFixture } from './support';

function routes(extra: Record<string, Route> = {}): Record<string, Route> {
  return {
    'GET /v1/chat/read/list/42': ok([summaryFixture(), requestChatFixture()]),
    [`GET /v1/chat/read/message/${BANK_CHAT}`]: ok({ chat: summaryFixture(), messages: [messageFixture()] }),
    ...extra,
  };
}

const readsOf = (seen: { method: string; url: string }[]) => seen.filter((call) => call.method === 'GET' && call.url === `/v1/chat/read/message/${BANK_CHAT}`).length;

describe('the open bank chat and NewChatMessage', () => {
  it('reads again for the same request and bank only', async () => {
    const { root, connection, network } = makeLiveRoot(routes());
    await root.start();
    const store = chatFor(root, 42, BANK);
    await store.load();
    const off = root.push?.watch({ requestId: 42, reload: () => void store.load(), refreshChat: store.refreshFor });
    expect(readsOf(network.seen)).toBe(1);
    connection.emit('NewChatMessage', { requestId: '43', fkoKey: BANK });
    connection.emit('NewChatMessage', { requestId: '42', fkoKey: OTHER_BANK });
    await flush();
    expect(readsOf(network.seen)).toBe(1);
    connection.emit('NewChatMessage', { requestId: '42', fkoKey: BANK });
    await flush();
    expect(readsOf(network.seen)).toBe(2);
    off?.();
    connection.emit('NewChatMessage', { requestId: '42', fkoKey: BANK });
    await flush();
    expect(readsOf(network.seen)).toBe(2);
  });
});

describe('a failed send in the app', () => {
  it('shows the catalogue toast and keeps the text in the composer', async () => {
    const { root } = makeLiveRoot(routes({ 'POST /v1/bgchat/write/message': fail(409, 'Банк уже получил ответ на этот запрос') }));
    await root.start();
    const store = chatFor(root, 42, BANK);
    await store.load();
    store.setText('Ещё один ответ');
    expect(await store.send()).toBe(false);
    expect(store.text).toBe('Ещё один ответ');
    expect(root.toasts.toasts.map((toast) => [toast.type, toast.title, toast.text])).toEqual([['error', 'Сообщение не отправлено', 'Банк уже получил ответ на этот запрос. Текст и файлы остались в поле ввода.']]);
  });

  it('keeps one chat store a request and bank, so a draft survives leaving the panel', async () => {
    const { root } = makeLiveRoot(routes());
    chatFor(root, 42, BANK).setText('Черновик');
    expect(chatFor(root, 42, BANK).text).toBe('Черновик');
    expect(chatFor(root, 42, null)).not.toBe(chatFor(root, 42, BANK));
    expect(chatListFor(root, 42)).toBe(chatListFor(root, 42));
  });
});
