import { ApiFailure, createChatApi, createStorageApi } from '../../api';
import { randomUuid } from '../../domain/persons/person';
import { banksFor } from '../banks/banksFor';
import type { RootStore } from '../RootStore';
import { ChatListStore } from './ChatListStore';
import { ChatStore } from './ChatStore';

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

/** A silent call's failure told as any other: the catalogue's toast, the end of a session, a lost connection. */
function reportThroughCatalogue(root: RootStore, failure: unknown): void {
  if (failure instanceof ApiFailure) root.failures.report(failure);
  else root.ports.logger.error('Сбой отправки сообщения', failure);
}
