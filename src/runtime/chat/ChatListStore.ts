import { makeAutoObservable, runInAction } from 'mobx';
import type { ChatApi } from '../../api/chat';
import type { ChatSummaryWire } from '../../domain/wire/chatWire';
import { chatRuntimeTexts as t } from './texts';

/**
 * The chats of one request (GET /v1/chat/read/list/{requestId}): the request's own chat and one per
 * bank, with their unread counts, which fall as soon as the open chat marks its messages read.
 */
export class ChatListStore {
  readonly requestId: number;
  chats: ChatSummaryWire[] = [];
  loaded = false;
  loading = false;
  loadError: string | null = null;
  private readonly api: Pick<ChatApi, 'readChats'>;
  private generation = 0;
  private inFlight: Promise<boolean> | null = null;

  constructor(requestId: number, api: Pick<ChatApi, 'readChats'>) {
    this.requestId = requestId;
    this.api = api;
    makeAutoObservable<this, 'api' | 'generation' | 'inFlight'>(this, { requestId: false, api: false, generation: false, inFlight: false }, { autoBind: true });
  }

  /** Reads the list; two views asking at once share one call. */
  load(): Promise<boolean> {
    if (this.inFlight) return this.inFlight;
    const generation = ++this.generation;
    this.loading = true;
    const call = this.api.readChats(this.requestId, { silent: true }).then(
      (chats) => {
        runInAction(() => {
          if (generation !== this.generation) return;
          this.chats = chats;
          this.loaded = true;
          this.loadError = null;
        });
        return true;
      },
      () => {
        runInAction(() => {
          if (generation === this.generation) this.loadError = t.listFailed;
        });
        return false;
      },
    );
    this.inFlight = call.finally(() =>
      runInAction(() => {
        this.loading = false;
        this.inFlight = null;
      }),
    );
    return this.inFlight;
  }

  /** The chat of a bank (its uuid), or the request's own chat (null). */
  chatOf(bankUuid: string | null): ChatSummaryWire | undefined {
    return this.chats.find((chat) => (bankUuid === null ? chat.kind === 'request' : chat.kind === 'bank' && chat.bank_uuid === bankUuid));
  }

  /** The unread messages of a bank's chat (or the request's, for null); 0 until the list is read. */
  unreadOf(bankUuid: string | null): number {
    return this.chatOf(bankUuid)?.count_new_messages ?? 0;
  }

  get totalUnread(): number {
    return this.chats.reduce((sum, chat) => sum + chat.count_new_messages, 0);
  }

  /** A chat as its messages' answer describes it now (its flags and count may have moved). */
  update(summary: ChatSummaryWire): void {
    const known = this.chats.some((chat) => chat.uuid === summary.uuid);
    this.chats = known ? this.chats.map((chat) => (chat.uuid === summary.uuid ? summary : chat)) : [...this.chats, summary];
  }

  /** `count` messages of the chat were marked read. */
  read(chatUuid: string, count: number): void {
    this.chats = this.chats.map((chat) => (chat.uuid === chatUuid ? { ...chat, count_new_messages: Math.max(0, chat.count_new_messages - count) } : chat));
  }
}
