import { sql } from 'kysely';
import type { ChatDeleteBody, ChatMessageWire } from '../../domain/wire/chatWire';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { contextOfChat } from './chatContext';
import type { ChatDeps } from './chatDeps';
import { publishChatMessage } from './chatPublication';
import { messageColumns } from './chatView';
import { messageWireFor } from './postChatMessage';
import { tellBankOfMessage } from './tellBank';
import { chatServerTexts } from './texts';
import type { ChatRow } from './chatRecord';

/**
 * POST /v2/chat/write/message/set_is_delete: the author removes his own message. The others see that it
 * was removed (is_delete, its text and files hidden); the bank is told by chat_message. Somebody else's
 * message is 403; a demand, and an answer that closed one (the bank has it already), are not removed;
 * a message of another request or one the reader does not reach is 404. Removing twice answers the
 * removed message.
 */
export async function deleteChatMessage(db: Db, deps: ChatDeps, viewer: RequestViewer, body: ChatDeleteBody): Promise<ChatMessageWire> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('chat_message as m')
      .innerJoin('chat as c', 'c.id', 'm.chat_id')
      .select(['m.id', 'c.id as chat_id', 'c.uuid', 'c.request_id', 'c.subrequest_id', 'c.kind'])
      .where('m.id', '=', String(body.message_id))
      .where('m.request_id', '=', String(body.request_id))
      .where('c.kind', 'in', ['request', 'bank'])
      .$narrowType<{ kind: 'request' | 'bank' }>()
      .executeTakeFirst();
    if (!found) throw AppError.notFound(chatServerTexts.messageNotFound);
    const chat: ChatRow = { id: String(found.chat_id), uuid: found.uuid, request_id: String(found.request_id), subrequest_id: found.subrequest_id === null ? null : String(found.subrequest_id), kind: found.kind };
    const context = await contextOfChat(trx, viewer, chat, deps.banks, { lock: true }).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) throw AppError.notFound(chatServerTexts.messageNotFound);
      throw error;
    });
    const message = await trx.selectFrom('chat_message').select(messageColumns).where('id', '=', found.id).forUpdate().executeTakeFirstOrThrow();
    if (message.author_user_id !== viewer.userId) throw AppError.forbidden(message.demand_id !== null ? chatServerTexts.cannotDeleteDemand : chatServerTexts.notAuthor);
    if (message.is_delete) return messageWireFor(trx, viewer, context, message);
    if (message.is_discussion) throw AppError.conflict(chatServerTexts.discussionKept);
    if (message.answers_demand_id !== null) {
      const closed = await trx.selectFrom('bg_demand').select('answered_at').where('id', '=', String(message.answers_demand_id)).executeTakeFirst();
      if (closed?.answered_at) throw AppError.conflict(chatServerTexts.answerKept);
    }
    const removed = await trx
      .updateTable('chat_message')
      .set({ is_delete: true, deleted_at: sql<Date>`clock_timestamp()` })
      .where('id', '=', found.id)
      .returning(messageColumns)
      .executeTakeFirstOrThrow();
    if (context.sub) await tellBankOfMessage(trx, context.sub, removed);
    await publishChatMessage(trx, deps.hub, context.standing.request, context.sub?.bank_uuid ?? null);
    return messageWireFor(trx, viewer, context, removed);
  });
}
