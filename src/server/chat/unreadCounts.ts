import { sql, type Expression, type SqlBool } from 'kysely';
import type { Executor } from '../db/schema';

/**
 * The messages a user has not read: somebody else's (a bank's, a colleague's, the client's), not
 * removed, and not marked read by him. Reading a chat marks nothing; POST /v2/chat/write/message-wast does.
 */
function unreadBy(userId: number): Expression<SqlBool> {
  return sql<SqlBool>`not m.is_delete and m.author_user_id is distinct from ${userId}
    and not exists (select 1 from chat_message_read as r where r.message_id = m.id and r.user_id = ${userId})`;
}

function counted(rows: readonly { key: string | number | null; count: string | number }[]): Map<string, number> {
  return new Map(rows.filter((row) => row.key !== null).map((row) => [String(row.key), Number(row.count)]));
}

/** Unread messages per chat (the chat list). */
export async function unreadByChat(db: Executor, userId: number, chatIds: readonly string[]): Promise<Map<string, number>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_message as m')
    .select(['m.chat_id as key', sql<string>`count(*)`.as('count')])
    .where('m.chat_id', 'in', [...chatIds])
    .where(unreadBy(userId))
    .groupBy('m.chat_id')
    .execute();
  return counted(rows);
}

/**
 * Unread messages per request over all its chats: one grouped read for a page of the request list,
 * whatever the number of its rows (the index chat_message_request).
 */
export async function unreadByRequest(db: Executor, userId: number, requestIds: readonly (string | number)[]): Promise<Map<string, number>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_message as m')
    .select(['m.request_id as key', sql<string>`count(*)`.as('count')])
    .where('m.request_id', 'in', requestIds.map(String))
    .where(unreadBy(userId))
    .groupBy('m.request_id')
    .execute();
  return counted(rows);
}

/** Unread messages per sub-request, in its bank's chat (the bank tabs). */
export async function unreadBySubRequest(db: Executor, userId: number, subRequestIds: readonly string[]): Promise<Map<string, number>> {
  if (subRequestIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_message as m')
    .innerJoin('chat as c', 'c.id', 'm.chat_id')
    .select(['c.subrequest_id as key', sql<string>`count(*)`.as('count')])
    .where('c.subrequest_id', 'in', [...subRequestIds])
    .where(unreadBy(userId))
    .groupBy('c.subrequest_id')
    .execute();
  return counted(rows);
}
