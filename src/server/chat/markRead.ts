import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { chatStanding } from './chatParties';
import { chatServerTexts } from './texts';

/**
 * POST /v2/chat/write/message-wast: marks messages read for this user. Every id must be a message of a
 * chat he reaches; one that is not (another organisation's, a missing one) refuses the whole call with
 * the same 404 and nothing is marked, so the call tells nothing about other people's messages. Marking
 * twice is harmless. Answers how many marks are new.
 */
export async function markMessagesRead(db: Db, viewer: RequestViewer, ids: readonly number[]): Promise<{ marked: number }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { marked: 0 };
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('chat_message').select(['id', 'request_id']).where('id', 'in', unique.map(String)).execute();
    if (rows.length !== unique.length) throw AppError.notFound(chatServerTexts.messageNotFound);
    for (const requestId of new Set(rows.map((row) => String(row.request_id)))) {
      await chatStanding(trx, viewer, requestId).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) throw AppError.notFound(chatServerTexts.messageNotFound);
        throw error;
      });
    }
    const result = await trx
      .insertInto('chat_message_read')
      .values(rows.map((row) => ({ message_id: row.id, user_id: viewer.userId, request_id: row.request_id })))
      .onConflict((oc) => oc.columns(['message_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return { marked: Number(result.numInsertedOrUpdatedRows ?? 0) };
  });
}
