import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { StoresContext } from '../../../src/ui/app/StoresContext';
import { BankChat, Chat } from '../../../src/ui/sidebar/views/ChatView';
import type { SidebarNavigator } from '../../../src/ui/sidebar/viewTypes';
import { ok, type Route } from '../../api/support/scriptedAdapter';
import { makeRoot, withToken } from '../../runtime/support/harness';
import { BANK, BANK_CHAT, messageFixture, requestChatFixture, REQUEST_CHAT, summaryFixture } from '../../runtime/chat/support';

afterEach(cleanup);

class RecordingNavigator implements SidebarNavigator {
  readonly calls: [string, Readonly<Record<string, string>> | undefined][] = [];
  open(view: string, params?: Readonly<Record<string, string>>) {
    this.calls.push([view, params]);
  }
  openCurtain() {}
  back() {}
  closeCurtain() {}
  close() {}
}

const demand = messageFixture({
  id: 3,
  text: 'Приложите бухгалтерский баланс и устав',
  time: '2026-06-15T10:00:00.000Z',
  is_new: true,
  demand: {
    uuid: 'd1000000-0000-4000-8000-000000000001',
    kind: 'bank',
    documents: [
      { type: 'balance', name: 'Бухгалтерский баланс', required: true, provided: true },
      { type: 'charter', name: 'Устав', required: true, provided: false },
    ],
    answered_at: null,
    one_message: false,
  },
});

const thread = [
  messageFixture({ id: 1, text: 'Добрый день! Заявка принята в работу.', time: '2026-06-14T08:00:00.000Z', author: { name: 'Мария Кузнецова', side: 'bank' } }),
  messageFixture({ id: 2, text: 'Спасибо', time: '2026-06-14T08:05:00.000Z', own: true, can_delete: true, author: { name: 'Анна Смирнова', side: 'agent' }, files: [{ uuid: 'f1', name: 'Письмо.pdf', size: 2048, mime: 'application/pdf', document_type: null }] }),
  messageFixture({ id: 4, text: '', time: '2026-06-15T11:00:00.000Z', is_delete: true, author: { name: 'Мария Кузнецова', side: 'bank' } }),
  demand,
];

function show(view: 'BankChat' | 'Chat', routes: Record<string, Route>) {
  const made = makeRoot(routes, { storage: withToken('token') });
  const nav = new RecordingNavigator();
  const View = view === 'BankChat' ? BankChat : Chat;
  render(
    <StoresContext.Provider value={made.root}>
      <MemoryRouter>
        <View params={{ requestNumber: '42', ...(view === 'BankChat' ? { bankUuid: BANK } : {}) }} nav={nav} />
      </MemoryRouter>
    </StoresContext.Provider>,
  );
  return { ...made, nav };
}

function bankRoutes(summary = summaryFixture(), messages = thread): Record<string, Route> {
  return {
    'GET /v1/chat/read/list/42': ok([summary, requestChatFixture()]),
    [`GET /v1/chat/read/message/${BANK_CHAT}`]: ok({ chat: summary, messages }),
    'POST /v2/chat/write/message-wast': ok({}),
  };
}

describe('the bank chat', () => {
  it('shows the messages by day: the bank on the left with its author, one’s own on the right, a deleted one as deleted', async () => {
    const { network } = show('BankChat', bankRoutes());
    const first = await screen.findByText('Добрый день! Заявка принята в работу.', {}, { timeout: 10_000 });
    const bankMessage = first.closest('.chat-message') as HTMLElement;
    expect(bankMessage.className).toContain('chat-message--other');
    expect(within(bankMessage).getByText('Мария Кузнецова')).toBeTruthy();
    expect(within(bankMessage).getByText('Банк')).toBeTruthy();
    const own = screen.getByText('Спасибо').closest('.chat-message') as HTMLElement;
    expect(own.className).toContain('chat-message--own');
    expect(within(own).getByText('Вы')).toBeTruthy();
    expect(within(own).getByRole('link', { name: 'Скачать Письмо.pdf' })).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Удалить' })).toBeTruthy();
    const deleted = document.querySelector('[data-message="4"]') as HTMLElement;
    expect(within(deleted).getByText('Сообщение удалено')).toBeTruthy();
    expect(document.querySelectorAll('.chat-day')).toHaveLength(2);
    // The bank's new demand was painted: it is marked read.
    await waitFor(() => expect(network.seen.find((call) => call.url === '/v2/chat/write/message-wast')?.body).toEqual({ ids: [3] }));
  }, 30_000);

  it('shows a demand as a card with its checklist and answers it with a file of the asked type', async () => {
    show('BankChat', bankRoutes());
    const card = (await screen.findByText('Приложите бухгалтерский баланс и устав', {}, { timeout: 10_000 })).closest('.chat-demand') as HTMLElement;
    const checklist = within(card).getByRole('list', { name: 'Какие документы нужны' });
    expect(within(checklist).getByText('приложен')).toBeTruthy();
    expect(within(checklist).getByText('не приложен')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Ответить на запрос' }));
    const answering = document.querySelector('.chat-answering') as HTMLElement;
    expect(within(answering).getByText('Ответ на запрос')).toBeTruthy();
    const input = answering.querySelector('input[data-type="charter"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'Устав.pdf', { type: 'application/pdf' })] } });
    expect(answering.querySelector('li[data-type="charter"]')?.getAttribute('data-attached')).toBe('true');
    expect(document.querySelector('.chat-attachments li[data-type="charter"]')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Отправить' }) as HTMLButtonElement).disabled).toBe(false);
  }, 30_000);

  it('disables «Отправить» with the reason while there is nothing to send, and offers the flags the chat allows', async () => {
    show('BankChat', bankRoutes(summaryFixture({ can_refund: true }), []));
    expect(await screen.findByText('Напишите сообщение или приложите файл', {}, { timeout: 10_000 })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Отправить' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Запрос на возврат средств' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'На подпись' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Сообщение' }), { target: { value: 'Вопрос по комиссии' } });
    expect((screen.getByRole('button', { name: 'Отправить' }) as HTMLButtonElement).disabled).toBe(false);
  }, 30_000);

  it('says why a read-only chat takes no messages, with no composer', async () => {
    show('BankChat', bankRoutes(summaryFixture({ writable: false, readonly_reason: 'Банк отвечает в чате только в статусе «Запрос»' })));
    const note = await screen.findByTestId('chat-readonly', {}, { timeout: 10_000 });
    expect(within(note).getByText('Банк отвечает в чате только в статусе «Запрос»')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Сообщение' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ответить на запрос' })).toBeNull();
  }, 30_000);

  it('opens the signing of that message’s own documents for a document sent for signing', async () => {
    const waiting = messageFixture({ id: 8, text: 'Подпишите дополнительное соглашение', wait_sign: true, files: [{ uuid: 'f8', name: 'Соглашение.pdf', size: 1000, mime: 'application/pdf', document_type: 'additional_document' }] });
    const { nav } = show('BankChat', bankRoutes(summaryFixture(), [waiting]));
    const message = (await screen.findByText('Подпишите дополнительное соглашение', {}, { timeout: 10_000 })).closest('.chat-message') as HTMLElement;
    expect(within(message).getByText('Ждёт подписания')).toBeTruthy();
    fireEvent.click(within(message).getByRole('button', { name: 'Подписать' }));
    expect(nav.calls).toEqual([['Signing', { purpose: 'chat', chatUuid: BANK_CHAT, messageId: '8' }]]);
  }, 30_000);
});

describe('the request chat', () => {
  it('reads the request’s own chat', async () => {
    show('Chat', {
      'GET /v1/chat/read/list/42': ok([summaryFixture(), requestChatFixture()]),
      [`GET /v1/chat/read/message/${REQUEST_CHAT}`]: ok({ chat: requestChatFixture(), messages: [messageFixture({ text: 'Клиент подписал заявку', author: { name: 'ООО «Ромашка»', side: 'client' } })] }),
    });
    expect(await screen.findByText('Клиент подписал заявку', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Клиент')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Сообщение' }).getAttribute('placeholder')).toBe('Сообщение по заявке');
  }, 30_000);
});
