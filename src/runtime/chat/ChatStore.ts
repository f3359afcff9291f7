import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import type { ChatApi } from '../../api/chat';
import type { StorageApi } from '../../api/storage';
import { fillTemplate } from '../../domain/fillTemplate';
import { sendRefusal } from '../../domain/chat/sendRefusal';
import type { ChatDemandDocumentWire, ChatMessageWire, ChatSummaryWire } from '../../domain/wire/chatWire';
import type { ChatListStore } from './ChatListStore';
import { chatRuntimeTexts as t } from './texts';

/** The storage type of a file attached to a message that answers no demand's document. */
export const CHAT_FILE_TYPE = 'chat';

/** A file in the composer, typed with a demand's document type when it answers one. */
export interface ChatAttachment {
  readonly id: string;
  readonly file: Blob;
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/**
 * One try to send the composer's message: its idempotency key and the scope of its files, made once
 * and reused by every retry of the same message, so a retry after a lost answer stores one message and
 * uploads no file twice. Any change of the draft makes it another message, with a new attempt.
 */
interface SendAttempt {
  readonly key: string;
  readonly scope: string;
  /** Attachment id → the stored file's uuid. */
  readonly uploaded: Map<string, string>;
}

export interface ChatPorts {
  api: Pick<ChatApi, 'readMessages' | 'markRead' | 'postMessage' | 'deleteMessage'>;
  storage: Pick<StorageApi, 'upload'>;
  /** The request's chats: where this chat is found and its unread count falls. */
  list: ChatListStore;
  /** Tells the person that a message did not go (a toast), whatever failed: an upload or the message's call. */
  reportFailure(failure: unknown): void;
  newUuid(): string;
  /** Messages were marked read: the counts shown elsewhere (bank cards, the list's row) are read again. */
  onRead?(): void;
}

/**
 * One chat of a request (spec-1 §3 Chat, spec-2 §5.8, §7.4): the request's own chat (bankUuid null)
 * or a bank's. It reads the messages, marks the bank's new ones read once they were shown, and holds
 * the composer's draft — text, files, the refund and for-signing flags the chat allows, the demand it
 * answers — through sending: the draft leaves the composer only when the message is stored, so a
 * failed send loses nothing and a retry reuses its idempotency key. A NewChatMessage of the same
 * request and bank reads the messages again (`refreshFor`).
 */
export class ChatStore {
  readonly requestId: number;
  readonly bankUuid: string | null;
  summary: ChatSummaryWire | null = null;
  messages: ChatMessageWire[] = [];
  loaded = false;
  loading = false;
  loadError: string | null = null;

  text = '';
  attachments: ChatAttachment[] = [];
  refund = false;
  waitSign = false;
  /** The demand message this draft answers. */
  answering: ChatMessageWire | null = null;
  sending = false;
  sendError: string | null = null;
  deleting: number | null = null;

  private attempt: SendAttempt | null = null;
  private readonly marked = new Set<number>();
  private generation = 0;
  private readonly ports: ChatPorts;

  constructor(requestId: number, bankUuid: string | null, ports: ChatPorts) {
    this.requestId = requestId;
    this.bankUuid = bankUuid;
    this.ports = ports;
    makeAutoObservable<this, 'attempt' | 'marked' | 'generation' | 'ports'>(
      this,
      { requestId: false, bankUuid: false, attempt: false, marked: false, generation: false, ports: false, attachments: observableShallow, messages: observableRef },
      { autoBind: true },
    );
  }

  get writable(): boolean {
    return this.summary?.writable === true;
  }

  get readonlyReason(): string | null {
    return this.summary && !this.summary.writable ? this.summary.readonly_reason : null;
  }

  get canRefund(): boolean {
    return this.writable && this.summary?.can_refund === true;
  }

  get canSendForSign(): boolean {
    return this.writable && this.summary?.can_send_for_sign === true;
  }

  /** Why «Отправить» is disabled now, or null. */
  get refusal(): string | null {
    if (!this.summary) return null;
    return sendRefusal({ text: this.text, files: this.attachments.length, writable: this.writable, readonlyReason: this.readonlyReason, sending: this.sending });
  }

  get canSend(): boolean {
    return this.summary !== null && this.refusal === null;
  }

  /** The documents the answered demand asks for, each with whether the draft or an earlier answer carries it. */
  get demandChecklist(): (ChatDemandDocumentWire & { attached: boolean })[] {
    const documents = this.answering?.demand?.documents ?? [];
    return documents.map((document) => ({ ...document, attached: this.attachments.some((file) => file.type === document.type) }));
  }

  /** Reads the chat: finds it among the request's chats, then its messages. */
  async load(): Promise<boolean> {
    const generation = ++this.generation;
    this.loading = true;
    try {
      let summary = this.ports.list.chatOf(this.bankUuid);
      if (!summary) {
        await this.ports.list.load();
        summary = this.ports.list.chatOf(this.bankUuid);
      }
      if (!summary) {
        runInAction(() => {
          if (generation !== this.generation) return;
          this.loadError = this.ports.list.loadError ?? (this.bankUuid ? t.noBankChat : t.noRequestChat);
        });
        return false;
      }
      const answer = await this.ports.api.readMessages(summary.uuid, { silent: true });
      runInAction(() => {
        if (generation !== this.generation) return;
        this.summary = answer.chat;
        this.messages = answer.messages;
        this.loaded = true;
        this.loadError = null;
        // A demand answered meanwhile (here or by a colleague) is no longer answered from this draft.
        if (this.answering) this.answering = answer.messages.find((message) => message.id === this.answering?.id && message.demand?.answered_at === null) ?? null;
        this.ports.list.update(answer.chat);
      });
      return true;
    } catch {
      runInAction(() => {
        if (generation === this.generation) this.loadError = t.loadFailed;
      });
      return false;
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loading = false;
      });
    }
  }

  /**
   * NewChatMessage of this request (spec-2 §4.2): the chat reads its messages again when the event is
   * its own — the bank's key for a bank chat, no key for the request's chat.
   */
  refreshFor(fkoKey: string | null): void {
    const own = this.summary ? this.summary.fko_key : this.bankUuid;
    if ((fkoKey ?? null) !== (own ?? null)) return;
    void this.load();
  }

  /** The messages new to the reader that were shown and not yet marked: marked read (after they were painted). */
  async markShown(): Promise<void> {
    const chat = this.summary;
    if (!chat) return;
    const ids = this.messages.filter((message) => message.is_new && !message.own && !this.marked.has(message.id)).map((message) => message.id);
    if (ids.length === 0) return;
    for (const id of ids) this.marked.add(id);
    try {
      await this.ports.api.markRead(ids);
      this.ports.list.read(chat.uuid, ids.length);
      this.ports.onRead?.();
    } catch {
      // Tried again at the next reading of the chat.
      for (const id of ids) this.marked.delete(id);
    }
  }

  setText(text: string): void {
    this.text = text;
    this.changed();
  }

  /** Adds files to the draft, typed with a demand's document type or as plain chat files. */
  attach(files: readonly { file: Blob; name: string }[], type: string = CHAT_FILE_TYPE): void {
    this.attachments = [
      ...this.attachments,
      ...files.map((one) => ({ id: this.ports.newUuid(), file: one.file, name: one.name, size: one.file.size, type })),
    ];
    this.changed();
  }

  detach(id: string): void {
    this.attachments = this.attachments.filter((file) => file.id !== id);
    this.changed();
  }

  setRefund(value: boolean): void {
    this.refund = value && this.canRefund;
    this.changed();
  }

  setWaitSign(value: boolean): void {
    this.waitSign = value && this.canSendForSign;
    this.changed();
  }

  /** «Ответить на запрос»: the draft answers this demand; its files get the demand's document types. */
  answer(message: ChatMessageWire): void {
    if (!message.demand || message.demand.answered_at !== null) return;
    this.answering = message;
    this.changed();
  }

  cancelAnswer(): void {
    this.answering = null;
    this.changed();
  }

  /** Sends the draft: its files first, under the attempt's scope, then the message with the attempt's key. */
  async send(): Promise<boolean> {
    const chat = this.summary;
    if (!chat || !this.canSend) return false;
    const attempt = (this.attempt ??= { key: this.ports.newUuid(), scope: this.ports.newUuid(), uploaded: new Map() });
    this.sending = true;
    this.sendError = null;
    try {
      for (const file of this.attachments) {
        if (attempt.uploaded.has(file.id)) continue;
        const stored = await this.ports.storage.upload(file.file, file.name, file.type, attempt.scope);
        attempt.uploaded.set(file.id, stored.uuid);
      }
      await this.ports.api.postMessage({
        chat_uuid: chat.uuid,
        message: this.text.trim(),
        scope: this.attachments.length > 0 ? attempt.scope : null,
        entity_uuid: this.answering?.demand?.uuid ?? null,
        refund: this.refund && this.canRefund,
        wait_sign: this.waitSign && this.canSendForSign,
        idempotency_key: attempt.key,
      });
    } catch (failure) {
      this.ports.reportFailure(failure);
      runInAction(() => {
        this.sending = false;
        this.sendError = fillTemplate(t.notSent, { reason: failure instanceof Error ? failure.message : String(failure) });
      });
      return false;
    }
    runInAction(() => {
      this.sending = false;
      this.attempt = null;
      this.text = '';
      this.attachments = [];
      this.refund = false;
      this.waitSign = false;
      this.answering = null;
    });
    await this.load();
    return true;
  }

  /** Removes one's own message; the others see «Сообщение удалено». */
  async remove(message: ChatMessageWire): Promise<boolean> {
    if (!message.can_delete || this.deleting !== null) return false;
    this.deleting = message.id;
    try {
      await this.ports.api.deleteMessage({ message_id: message.id, request_id: this.requestId });
    } catch {
      runInAction(() => {
        this.deleting = null;
      });
      return false;
    }
    runInAction(() => {
      this.deleting = null;
      this.messages = this.messages.map((one) => (one.id === message.id ? { ...one, is_delete: true, can_delete: false, text: '', files: [] } : one));
    });
    await this.load();
    return true;
  }

  /** A changed draft is another message: a later send is a new attempt with a new key. */
  private changed(): void {
    if (this.sending) return;
    this.attempt = null;
    this.sendError = null;
  }
}
