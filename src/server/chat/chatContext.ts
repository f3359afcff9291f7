import type { BankSettings } from '../../domain/banks';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { bankOf } from '../sending/subRequestView';
import { subRequestColumns, type SubRequestRow } from '../subrequests/subRequestRecord';
import { lockSubRequest } from '../subrequests/subRequestRepository';
import { chatStanding, type ChatStanding } from './chatParties';
import { findChat, type ChatRow } from './chatRecord';
import { chatServerTexts } from './texts';

/** A chat as one reader sees it: the chat, how he stands to its request, its bank's sub-request. */
export interface ChatContext {
  chat: ChatRow;
  standing: ChatStanding;
  /** The bank chat's sub-request (locked when asked), and the bank as the environment sees it. */
  sub: SubRequestRow | null;
  bank: BankSettings | null;
  /** Every sub-request of the request is in the archive: the request's chats are read-only. */
  archived: boolean;
}

/** Whether the request is archived whole: it has sub-requests and all of them are in the archive. */
export async function requestArchived(db: Executor, requestId: number | string): Promise<boolean> {
  const row = await db
    .selectFrom('bg_subrequest')
    .select((eb) => [eb.fn.countAll<string>().as('total'), eb.fn.count<string>('id').filterWhere('sub_status', '<>', 'archive').as('live')])
    .where('request_id', '=', String(requestId))
    .executeTakeFirstOrThrow();
  return Number(row.total) > 0 && Number(row.live) === 0;
}

/** The context of a chat the reader reaches, for a given chat row. */
export async function contextOfChat(db: Executor, viewer: RequestViewer, chat: ChatRow, banks: readonly BankSettings[], options: { lock: boolean }): Promise<ChatContext> {
  const standing = await chatStanding(db, viewer, chat.request_id).catch((error: unknown) => {
    // A chat of somebody else's request is as unknown as a chat that does not exist.
    if (error instanceof AppError && error.statusCode === 404) throw AppError.notFound(chatServerTexts.chatNotFound);
    throw error;
  });
  let sub: SubRequestRow | null = null;
  if (chat.subrequest_id !== null) {
    const found = await db.selectFrom('bg_subrequest').select(subRequestColumns).where('id', '=', chat.subrequest_id).executeTakeFirstOrThrow();
    sub = options.lock ? await lockSubRequest(db, found.uuid) : found;
  }
  return { chat, standing, sub, bank: sub ? bankOf(banks, sub.bank_uuid) : null, archived: await requestArchived(db, chat.request_id) };
}

/**
 * The chat with this uuid as the reader may see it. A missing chat, a malformed uuid and a chat of a
 * request he does not see are the same 404.
 * @throws AppError 404 'Чат не найден'
 */
export async function chatContext(db: Executor, viewer: RequestViewer, uuid: string, banks: readonly BankSettings[], options: { lock: boolean }): Promise<ChatContext> {
  const chat = await findChat(db, uuid);
  if (!chat) throw AppError.notFound(chatServerTexts.chatNotFound);
  return contextOfChat(db, viewer, chat, banks, options);
}
