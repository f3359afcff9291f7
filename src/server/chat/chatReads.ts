import { sortByBankOrder, type BankSettings } from '../../domain/banks';
import type { ChatMessagesWire, ChatScopeWire, ChatSummaryWire } from '../../domain/wire/chatWire';
import type { Db, Executor } from '../db/schema';
import type { RequestViewer } from '../requests/requestAccess';
import { chatStanding } from './chatParties';
import { chatContext, requestArchived, type ChatContext } from './chatContext';
import { subRequestColumns } from '../subrequests/subRequestRecord';
import { bankOf } from '../sending/subRequestView';
import { chatsOfRequest, ensureRequestChats } from './chatRecord';
import { chatSummary, fileWire, filesOfScopes, messageColumns, messagesWire, readMarks } from './chatView';
import { unreadByChat } from './unreadCounts';

/**
 * GET /v1/chat/read/list/{requestId}: the request's own chat first, then one per sub-request that
 * reached its bank, in the banks' order; each with the reader's unread count and what he may do in it.
 * The chats are made here when first listed (src/server/chat/chatRecord.ts).
 */
export async function listChats(db: Db, viewer: RequestViewer, requestId: number, banks: readonly BankSettings[]): Promise<ChatSummaryWire[]> {
  // The reader's standing is checked before anything is made for the request.
  const standing = await chatStanding(db, viewer, requestId);
  await db.transaction().execute((trx) => ensureRequestChats(trx, requestId, banks));
  const chats = await chatsOfRequest(db, requestId);
  // One read of the standing, the archive and the sub-requests for every chat of the list.
  const subIds = chats.flatMap((chat) => (chat.subrequest_id === null ? [] : [chat.subrequest_id]));
  const [archived, subs] = await Promise.all([
    requestArchived(db, requestId),
    subIds.length === 0 ? Promise.resolve([]) : db.selectFrom('bg_subrequest').select(subRequestColumns).where('id', 'in', subIds).execute(),
  ]);
  const subById = new Map(subs.map((sub) => [String(sub.id), sub]));
  const contexts: ChatContext[] = chats.map((chat) => {
    const sub = chat.subrequest_id === null ? null : (subById.get(chat.subrequest_id) ?? null);
    return { chat, standing, sub, bank: sub ? bankOf(banks, sub.bank_uuid) : null, archived };
  });
  const unread = await unreadByChat(db, viewer.userId, chats.map((chat) => chat.id));
  const own = contexts.filter((context) => context.chat.kind === 'request');
  const ofBanks = sortByBankOrder(
    contexts.filter((context) => context.chat.kind === 'bank'),
    (context) => context.sub?.bank_uuid ?? '',
    banks,
    (context) => context.bank?.bank_name ?? '',
  );
  return [...own, ...ofBanks].map((context) => chatSummary(context, unread.get(context.chat.id) ?? 0));
}

/** The messages of a chat for the reader, oldest first. */
export async function chatMessagesFor(db: Executor, viewer: RequestViewer, context: ChatContext): Promise<ChatMessagesWire> {
  const rows = await db.selectFrom('chat_message').select(messageColumns).where('chat_id', '=', context.chat.id).orderBy('id').execute();
  const read = await readMarks(db, viewer.userId, rows.map((row) => row.id));
  const messages = await messagesWire(db, rows, {
    viewer,
    organizationUuid: context.standing.organizationUuid,
    read,
    oneMessage: context.bank?.chat.demand_one_message === true,
  });
  const unread = messages.filter((message) => message.is_new).length;
  return { chat: chatSummary(context, unread), messages };
}

/** GET /v1/chat/read/message/{chatUuid}: reading marks nothing (the browser marks what it showed, message-wast). */
export async function readChatMessages(db: Db, viewer: RequestViewer, chatUuid: string, banks: readonly BankSettings[]): Promise<ChatMessagesWire> {
  const context = await chatContext(db, viewer, chatUuid, banks, { lock: false });
  return chatMessagesFor(db, viewer, context);
}

/** GET /v1/chat/read/message/get/scopes/{chatUuid}: the file scopes of the chat's live messages, newest first. */
export async function chatScopes(db: Db, viewer: RequestViewer, chatUuid: string, banks: readonly BankSettings[]): Promise<ChatScopeWire[]> {
  const context = await chatContext(db, viewer, chatUuid, banks, { lock: false });
  const rows = await db
    .selectFrom('chat_message')
    .select(['id', 'scope'])
    .where('chat_id', '=', context.chat.id)
    .where('is_delete', '=', false)
    .where('scope', 'is not', null)
    .orderBy('id', 'desc')
    .execute();
  const files = await filesOfScopes(db, rows.map((row) => row.scope!));
  return rows
    .map((row) => ({ scope: row.scope!, message_id: Number(row.id), files: (files.get(row.scope!) ?? []).map(fileWire) }))
    .filter((scope) => scope.files.length > 0);
}
