import { sql, type Insertable } from 'kysely';
import type { ChatAuthorSide, ChatMessageTable, Executor } from '../db/schema';
import { messageColumns, type MessageRow } from './chatView';

/** A message about to be stored. */
export type NewChatMessage = Insertable<ChatMessageTable>;

/**
 * Stores a message, or nothing when its idempotency key (or its scope) was stored already: the answer
 * is then null and the caller reads the earlier message by its key.
 */
export async function insertChatMessage(db: Executor, message: NewChatMessage): Promise<MessageRow | null> {
  const row = await db.insertInto('chat_message').values(message).onConflict((oc) => oc.doNothing()).returning(messageColumns).executeTakeFirst();
  return row ?? null;
}

/** The message an author stored in a chat under an idempotency key, or null. */
export async function messageByKey(db: Executor, chatId: string, side: ChatAuthorSide, userId: number | null, key: string | null | undefined): Promise<MessageRow | null> {
  if (!key) return null;
  const row = await db
    .selectFrom('chat_message')
    .select(messageColumns)
    .where('chat_id', '=', chatId)
    .where('author_side', '=', side)
    .where(sql<boolean>`coalesce(author_user_id, 0) = ${userId ?? 0}`)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ?? null;
}

/** A user's name as his messages show it: «Фамилия Имя». */
export async function authorNameOf(db: Executor, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select(sql<string>`concat_ws(' ', last_name, first_name)`.as('name')).where('id', '=', userId).executeTakeFirst();
  return row?.name.trim() || '—';
}

/** Whether the sub-request ever reached its bank: only then is the bank told of its chat. */
export async function subRequestReachedBank(db: Executor, subRequestId: string | number): Promise<boolean> {
  const row = await db.selectFrom('bg_subrequest_status').select('id').where('subrequest_id', '=', String(subRequestId)).where('to_status', '=', 'sent').executeTakeFirst();
  return row !== undefined;
}
