import { describe, expect, it } from 'vitest';
import { BANK, BANK_CHAT, blob, failure, makeChat, messageFixture, OTHER_BANK, REQUEST, REQUEST_CHAT, summaryFixture } from './support';

describe('reading a chat', () => {
  it('finds the bank chat among the request chats and reads its messages', async () => {
    const { store, api } = makeChat();
    api.messages.set(BANK_CHAT, [messageFixture()]);
    expect(await store.load()).toBe(true);
    expect(store.summary?.uuid).toBe(BANK_CHAT);
    expect(store.messages.map((message) => message.id)).toEqual([1]);
  });

  it('reads the request chat for no bank', async () => {
    const { store, api } = makeChat(null);
    api.messages.set(REQUEST_CHAT, [messageFixture({ id: 7 })]);
    await store.load();
    expect(store.summary?.kind).toBe('request');
    expect(store.messages[0]?.id).toBe(7);
  });

  it('says so when the bank has no chat with this request yet', async () => {
    const { store } = makeChat(OTHER_BANK);
    expect(await store.load()).toBe(false);
    expect(store.loadError).toMatch(/Чата с этим банком пока нет/);
  });
});

describe('marking read', () => {
  it('marks the shown new messages of the others once and lowers the unread count', async () => {
    const { store, api, list, onReadCalls } = makeChat();
    api.chats = [summaryFixture({ count_new_messages: 2 })];
    api.messages.set(BANK_CHAT, [
      messageFixture({ id: 1, is_new: true }),
      messageFixture({ id: 2, is_new: true }),
      messageFixture({ id: 3, is_new: false }),
      messageFixture({ id: 4, is_new: true, own: true }),
    ]);
    await list.load();
    expect(list.unreadOf(BANK)).toBe(2);
    await store.load();
    await store.markShown();
    expect(api.marked).toEqual([[1, 2]]);
    expect(list.unreadOf(BANK)).toBe(0);
    expect(onReadCalls()).toBe(1);
    await store.markShown();
    expect(api.marked).toHaveLength(1);
  });

  it('tries again at the next reading when the mark did not take', async () => {
    const { store, api } = makeChat();
    api.messages.set(BANK_CHAT, [messageFixture({ id: 1, is_new: true })]);
    await store.load();
    api.markRead = async () => {
      throw failure('нет связи', 503);
    };
    await store.markShown();
    let calls = 0;
    api.markRead = async (ids) => {
      calls += ids.length;
      return {};
    };
    await store.markShown();
    expect(calls).toBe(1);
  });
});

describe('sending', () => {
  it('refuses an empty message with the reason and sends text with a fresh idempotency key', async () => {
    const { store, api } = makeChat();
    await store.load();
    expect(store.canSend).toBe(false);
    expect(store.refusal).toBe('Напишите сообщение или приложите файл');
    store.setText('   ');
    expect(store.canSend).toBe(false);
    store.setText('  Отчётность приложим завтра ');
    expect(store.canSend).toBe(true);
    expect(await store.send()).toBe(true);
    expect(api.posted).toEqual([
      { chat_uuid: BANK_CHAT, message: 'Отчётность приложим завтра', scope: null, entity_uuid: null, refund: false, wait_sign: false, idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    expect(store.text).toBe('');
    expect(store.messages.at(-1)?.text).toBe('Отчётность приложим завтра');
  });

  it('uploads the files under one fresh scope and names it in the message', async () => {
    const { store, api } = makeChat();
    await store.load();
    store.attach([{ file: blob(), name: 'Баланс.pdf' }, { file: blob(), name: 'ОФР.pdf' }]);
    expect(store.canSend).toBe(true);
    await store.send();
    expect(api.uploads.map((upload) => [upload.name, upload.type])).toEqual([['Баланс.pdf', 'chat'], ['ОФР.pdf', 'chat']]);
    const scope = api.uploads[0]?.scope;
    expect(api.uploads[1]?.scope).toBe(scope);
    expect(api.posted[0]?.scope).toBe(scope);
    expect(api.posted[0]?.message).toBe('');
    expect(store.attachments).toEqual([]);
  });

  it('keeps the text and files on a failure, reuses the key and the uploads on retry', async () => {
    const { store, api, reported } = makeChat();
    await store.load();
    store.setText('Проект договора согласован');
    store.attach([{ file: blob(), name: 'Проект.pdf' }]);
    api.postFailures.push(failure('Сервис временно недоступен', 503));
    expect(await store.send()).toBe(false);
    expect(store.text).toBe('Проект договора согласован');
    expect(store.attachments).toHaveLength(1);
    expect(store.sendError).toMatch(/Сообщение не отправлено: Сервис временно недоступен/);
    expect(reported).toHaveLength(1);
    expect(await store.send()).toBe(true);
    expect(api.posted).toHaveLength(2);
    expect(api.posted[1]?.idempotency_key).toBe(api.posted[0]?.idempotency_key);
    expect(api.posted[1]?.scope).toBe(api.posted[0]?.scope);
    expect(api.uploads).toHaveLength(1);
    expect(store.text).toBe('');
  });

  it('makes a changed draft another message with another key', async () => {
    const { store, api } = makeChat();
    await store.load();
    store.setText('Первый вариант');
    api.postFailures.push(failure('Ошибка', 500));
    await store.send();
    store.setText('Второй вариант');
    await store.send();
    expect(api.posted[1]?.idempotency_key).not.toBe(api.posted[0]?.idempotency_key);
  });

  it('reports a failed upload through the catalogue and keeps the draft', async () => {
    const { store, api, reported } = makeChat();
    await store.load();
    store.setText('Устав');
    store.attach([{ file: blob(), name: 'Устав.exe' }]);
    const refused = failure('Файлы этого типа не принимаются', 400);
    api.uploadFailures.push(refused);
    expect(await store.send()).toBe(false);
    expect(reported).toEqual([refused]);
    expect(api.posted).toEqual([]);
    expect(store.text).toBe('Устав');
  });

  it('sends the refund and for-signing flags only where the chat allows them', async () => {
    const { store, api } = makeChat();
    await store.load();
    store.setText('Возврат');
    store.setRefund(true);
    store.setWaitSign(true);
    expect([store.refund, store.waitSign]).toEqual([false, false]);
    api.chats = [summaryFixture({ can_refund: true, can_send_for_sign: true })];
    await store.load();
    store.setRefund(true);
    store.setWaitSign(true);
    await store.send();
    expect(api.posted[0]).toMatchObject({ refund: true, wait_sign: true });
  });

  it('refuses to send to a read-only chat with the server reason', async () => {
    const { store, api } = makeChat();
    api.chats = [summaryFixture({ writable: false, readonly_reason: 'Банк принимает сообщения только в статусе «Запрос»' })];
    await store.load();
    store.setText('Добрый день');
    expect(store.canSend).toBe(false);
    expect(store.refusal).toBe('Банк принимает сообщения только в статусе «Запрос»');
    expect(await store.send()).toBe(false);
    expect(api.posted).toEqual([]);
  });
});

describe('answering a demand', () => {
  const demand = messageFixture({
    id: 5,
    demand: {
      uuid: 'd1000000-0000-4000-8000-000000000001',
      kind: 'bank',
      documents: [
        { type: 'balance', name: 'Бухгалтерский баланс', required: true, provided: false },
        { type: 'charter', name: 'Устав', required: false, provided: false },
      ],
      answered_at: null,
      one_message: true,
    },
  });

  it('names the demand and types the files with its document types, ticking the checklist', async () => {
    const { store, api } = makeChat();
    api.messages.set(BANK_CHAT, [demand]);
    await store.load();
    store.answer(demand);
    expect(store.demandChecklist.map((item) => item.attached)).toEqual([false, false]);
    store.attach([{ file: blob(), name: 'Баланс 2025.pdf' }], 'balance');
    expect(store.demandChecklist.map((item) => item.attached)).toEqual([true, false]);
    store.setText('Направляем баланс');
    await store.send();
    expect(api.uploads[0]?.type).toBe('balance');
    expect(api.posted[0]?.entity_uuid).toBe('d1000000-0000-4000-8000-000000000001');
    expect(store.answering).toBeNull();
  });

  it('does not answer a demand already answered', async () => {
    const { store } = makeChat();
    await store.load();
    store.answer({ ...demand, demand: { ...demand.demand!, answered_at: '2026-06-15T10:00:00.000Z' } });
    expect(store.answering).toBeNull();
  });
});

describe('deleting', () => {
  it('deletes an own message by its id and the request', async () => {
    const { store, api } = makeChat();
    const own = messageFixture({ id: 9, own: true, can_delete: true });
    api.messages.set(BANK_CHAT, [own]);
    await store.load();
    api.messages.set(BANK_CHAT, [{ ...own, is_delete: true, can_delete: false }]);
    expect(await store.remove(own)).toBe(true);
    expect(api.deleted).toEqual([{ message_id: 9, request_id: REQUEST }]);
    expect(store.messages[0]?.is_delete).toBe(true);
  });

  it('does not delete what the reader may not', async () => {
    const { store, api } = makeChat();
    await store.load();
    expect(await store.remove(messageFixture({ id: 3 }))).toBe(false);
    expect(api.deleted).toEqual([]);
  });
});

describe('live refresh', () => {
  it('reads again only for the same bank; the request chat for an event without a bank', async () => {
    const bank = makeChat();
    await bank.store.load();
    const before = bank.api.reads;
    bank.store.refreshFor(OTHER_BANK);
    bank.store.refreshFor(null);
    expect(bank.api.reads).toBe(before);
    bank.store.refreshFor(BANK);
    await Promise.resolve();
    expect(bank.api.reads).toBe(before + 1);

    const request = makeChat(null);
    await request.store.load();
    const seen = request.api.reads;
    request.store.refreshFor(BANK);
    expect(request.api.reads).toBe(seen);
    request.store.refreshFor(null);
    await Promise.resolve();
    expect(request.api.reads).toBe(seen + 1);
  });
});
