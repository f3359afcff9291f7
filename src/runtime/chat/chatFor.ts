import { ApiFailure, createChatApi, createStorageApi } from '../../api';
import { randomUuid } from '../../domain/persons/person';
import { banksFor } from '../banks/banksFor';
import type { ChatFileWire } from '../../domain/wire/chatWire';
import type { RootStore } from '../RootStore';
import type { LoadedFile } from '../sidebar/views/FilePreviewStore';
import { ChatListStore } from './ChatListStore';
import { ChatStore } from './ChatStore';
import { fillTemplate } from '../../domain/fillTemplate';
import { chatRuntimeTexts as t } from './texts';

/** How long the toast of a message that did not go stays: long enough to read the reason. */
const NOT_SENT_TOAST_MS = 8000;

const kept = new WeakMap<RootStore, Map<string, ChatListStore | ChatStore>>();

function keep<T extends ChatListStore | ChatStore>(root: RootStore, key: string, build: () => T): T {
  let stores = kept.get(root);
  if (!stores) {
    stores = new Map();
    kept.set(root, stores);
  }
  if (!stores.has(key)) stores.set(key, build());
  return stores.get(key) as T;
}

/** The chats of a request with their unread counts, one store while the app runs. */
export function chatListFor(root: RootStore, requestId: number): ChatListStore {
  return keep(root, `list:${requestId}`, () => new ChatListStore(requestId, createChatApi(root.http)));
}

/**
 * One chat of a request (a bank's, or the request's own for null), kept while the app runs so that a
 * draft — and a message being sent — survives leaving the panel and coming back.
 */
export function chatFor(root: RootStore, requestId: number, bankUuid: string | null): ChatStore {
  return keep(
    root,
    `chat:${requestId}:${bankUuid ?? ''}`,
    () =>
      new ChatStore(requestId, bankUuid, {
        api: createChatApi(root.http),
        storage: createStorageApi(root.http),
        list: chatListFor(root, requestId),
        reportFailure: (failure) => reportThroughCatalogue(root, failure),
        newUuid: randomUuid,
        onRead: () => {
          // The badges of the bank cards and of the list's row come from the server: read them again.
          const banks = banksFor(root, requestId);
          if (banks.loaded) void banks.reload();
          if (root.requestList.isShown(requestId)) void root.requestList.refreshRow(requestId);
        },
      }),
  );
}

/**
 * A message that did not go: a lost connection, an ended session or a server fault go through the
 * error catalogue like any call (its connection toast and retries, the way to login); a refusal (an
 * empty message, a read-only chat, a second answer, a file of a forbidden type) is told with the
 * server's own reason and the reminder that the draft is kept.
 */
function reportThroughCatalogue(root: RootStore, failure: unknown): void {
  if (failure instanceof ApiFailure && failure.source === 'http' && failure.status !== undefined && failure.status >= 400 && failure.status < 500 && failure.status !== 401) {
    root.toasts.show({ mode: 'short', type: 'error', title: t.notSentTitle, text: fillTemplate(t.notSentToast, { reason: failure.message }), buttons: [], removeTime: NOT_SENT_TOAST_MS });
    return;
  }
  if (failure instanceof ApiFailure) root.failures.report(failure);
  else {
    root.ports.logger.error('Сбой отправки сообщения', failure);
    root.toasts.show({ mode: 'short', type: 'error', title: t.notSentTitle, text: fillTemplate(t.notSentToast, { reason: String(failure) }), buttons: [], removeTime: NOT_SENT_TOAST_MS });
  }
}

/** A message's file with its bytes, for the browser's download under its own name. */
export async function chatFileFor(root: RootStore, file: ChatFileWire): Promise<LoadedFile> {
  const bytes = await createChatApi(root.http).readFile(file);
  return { uuid: file.uuid, name: file.name, mime: file.mime, size: file.size, bytes };
}
