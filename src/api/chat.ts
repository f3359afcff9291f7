import type {
  ChatDeleteBody,
  ChatFileWire,
  ChatMarkReadBody,
  ChatMessagesWire,
  ChatPostBody,
  ChatScopeWire,
  ChatSummaryWire,
} from '../domain/wire/chatWire';
import type { CallOptions, Http } from './createHttp';

/** Where a chat file downloads (spec-2 §7.5): the name travels in the address so the saved file keeps it. */
export function chatFilePath(file: Pick<ChatFileWire, 'uuid' | 'name'>): string {
  return `/v1/storage/read/file/${encodeURIComponent(file.uuid)}/name/${encodeURIComponent(file.name)}`;
}

/**
 * The chat calls of spec-2 §7.4 (docs/chat-ui.md), but the revision chat whose payload the spec does
 * not show. The writes answer with what they changed; the chat store reads the messages again after
 * each, so the answers' shapes are not relied on. Files go first to the storage upload under a fresh
 * scope (`createStorageApi().upload`), then the message names that scope.
 */
export function createChatApi(http: Http) {
  return {
    readChats: (requestId: number, options: CallOptions = {}) => http.get<ChatSummaryWire[]>(`/v1/chat/read/list/${requestId}`, options),
    readMessages: (chatUuid: string, options: CallOptions = {}) =>
      http.get<ChatMessagesWire>(`/v1/chat/read/message/${encodeURIComponent(chatUuid)}`, options),
    readScopes: (chatUuid: string, options: CallOptions = {}) =>
      http.get<ChatScopeWire[]>(`/v1/chat/read/message/get/scopes/${encodeURIComponent(chatUuid)}`, options),
    /** Silent: a mark that did not take is tried again at the next reading, and is no news to the reader. */
    markRead: (ids: readonly number[]) => http.post<unknown>('/v2/chat/write/message-wast', { ids: [...ids] } satisfies ChatMarkReadBody, { silent: true }),
    /**
     * The same `idempotency_key` on a retry stores one message however many times the call was made.
     * Silent: the chat tells a refusal in its own words, with the draft kept (src/runtime/chat/chatFor.ts).
     */
    postMessage: (body: ChatPostBody) => http.post<unknown>('/v1/bgchat/write/message', body, { silent: true }),
    deleteMessage: (body: ChatDeleteBody) => http.post<unknown>('/v2/chat/write/message/set_is_delete', body),
    /** A message's file with the session's token (the storage read is for signed-in users). */
    readFile: (file: Pick<ChatFileWire, 'uuid' | 'name'>) => http.bytes(chatFilePath(file)),
  };
}

export type ChatApi = ReturnType<typeof createChatApi>;
