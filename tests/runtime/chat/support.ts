import type { ChatMessageWire, ChatPostBody, ChatSummaryWire } from '../../../src/domain/wire/chatWire';
import { ApiFailure } from '../../../src/api';
import { ChatListStore } from '../../../src/runtime/chat/ChatListStore';
import { ChatStore } from '../../../src/runtime/chat/ChatStore';

export const REQUEST = 42;
export const BANK = 'b0000000-0000-4000-8000-000000000001';
export const OTHER_BANK = 'b0000000-0000-4000-8000-000000000002';
export const BANK_CHAT = 'c1000000-0000-4000-8000-000000000001';
export const REQUEST_CHAT = 'c1000000-0000-4000-8000-000000000000';

export function summaryFixture(overrides: Partial<ChatSummaryWire> = {}): ChatSummaryWire {
  return {
    uuid: BANK_CHAT,
    title: 'Банк Первый',
    count_new_messages: 0,
    kind: 'bank',
    bank_uuid: BANK,
    subrequest_uuid: 'a0000000-0000-4000-8000-000000000001',
    fko_key: BANK,
    writable: true,
    readonly_reason: null,
    can_refund: false,
    can_send_for_sign: false,
    ...overrides,
  };
}

export function requestChatFixture(overrides: Partial<ChatSummaryWire> = {}): ChatSummaryWire {
  return summaryFixture({ uuid: REQUEST_CHAT, title: 'Чат по заявке', kind: 'request', bank_uuid: null, subrequest_uuid: null, fko_key: null, ...overrides });
}

export function messageFixture(overrides: Partial<ChatMessageWire> = {}): ChatMessageWire {
  return {
    id: 1,
    actor_organization_uuid: 'f0000000-0000-4000-8000-000000000001',
    text: 'Пришлите, пожалуйста, бухгалтерскую отчётность за 2025 год',
    scope: null,
    wait_sign: false,
    signed_at: null,
    refund: false,
    is_delete: false,
    author: { name: 'Банк Первый', side: 'bank' },
    time: '2026-06-15T09:30:00.000Z',
    files: [],
    demand: null,
    own: false,
    can_delete: false,
    is_new: false,
    ...overrides,
  };
}

export const failure = (message: string, status = 400) => new ApiFailure({ source: 'http', status, code: status * 100, serverMessage: message, call: 'POST /v1/bgchat/write/message' });

/** The chat calls as the store uses them, answering from what the test put in. */
export class FakeChatApi {
  chats: ChatSummaryWire[] = [summaryFixture(), requestChatFixture()];
  messages = new Map<string, ChatMessageWire[]>();
  posted: ChatPostBody[] = [];
  marked: number[][] = [];
  deleted: { message_id: number; request_id: number }[] = [];
  reads = 0;
  /** Failures the next posts throw, one each. */
  postFailures: unknown[] = [];
  uploads: { name: string; type: string; scope: string }[] = [];
  uploadFailures: unknown[] = [];

  readChats = async () => this.chats;
  readMessages = async (chatUuid: string) => {
    this.reads += 1;
    const chat = this.chats.find((one) => one.uuid === chatUuid);
    if (!chat) throw failure('Чат не найден', 404);
    return { chat, messages: this.messages.get(chatUuid) ?? [] };
  };
  markRead = async (ids: readonly number[]) => {
    this.marked.push([...ids]);
    return {};
  };
  postMessage = async (body: ChatPostBody) => {
    this.posted.push(body);
    const next = this.postFailures.shift();
    if (next !== undefined) throw next;
    const stored = this.messages.get(body.chat_uuid) ?? [];
    this.messages.set(body.chat_uuid, [...stored, messageFixture({ id: 100 + stored.length, text: body.message, own: true, can_delete: true, author: { name: 'Иванов И.', side: 'agent' } })]);
    return {};
  };
  deleteMessage = async (body: { message_id: number; request_id: number }) => {
    this.deleted.push(body);
    return {};
  };
  upload = async (_file: Blob, name: string, type: string, scope: string) => {
    const next = this.uploadFailures.shift();
    if (next !== undefined) throw next;
    this.uploads.push({ name, type, scope });
    return { uuid: `f-${this.uploads.length}`, type, name, size: 1 };
  };
}

/** A chat store over the fake calls, with numbered uuids. */
export function makeChat(bankUuid: string | null = BANK, api = new FakeChatApi()) {
  let n = 0;
  const reported: unknown[] = [];
  let reads = 0;
  const list = new ChatListStore(REQUEST, api);
  const store = new ChatStore(REQUEST, bankUuid, {
    api,
    storage: api,
    list,
    reportFailure: (error) => reported.push(error),
    newUuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    onRead: () => {
      reads += 1;
    },
  });
  return { store, list, api, reported, onReadCalls: () => reads };
}

export const blob = (text = 'PDF') => new Blob([text], { type: 'application/pdf' });
