import type { BankSettings } from '../../domain/banks';
import { bankShortName } from '../../domain/bankShortName';
import type { DocumentsToSignWire } from '../../domain/wire/signingWire';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { chatDocumentsOf } from '../signing/chatDocuments';
import { documentsToSignWire } from '../signing/dealDocuments';
import { chatContext } from './chatContext';
import { chatServerTexts } from './texts';

/** A message id of the path: a positive integer, else null (it names no message). */
function messageIdOf(value: string): string | null {
  return /^[1-9]\d{0,15}$/.test(value) && Number(value) <= Number.MAX_SAFE_INTEGER ? value : null;
}

/**
 * GET /v1/chat/read/message/{chatUuid}/sign/{messageId}: the files of one bank chat message sent for
 * signing (wait_sign), as the Signing view lists the documents of a deal (purpose chat), with their
 * signatures so far. Whoever reads the chat reads them (the applicant's signer alone can sign: the
 * purpose checks his certificate when a signature is handed in). A message signed already answers
 * completed, so a Signing view opened again shows it done.
 * @throws AppError 404 a chat the reader does not reach, a missing, foreign or removed message
 * @throws AppError 409 a message that was not sent for signing
 */
export async function chatDocumentsToSign(db: Db, viewer: RequestViewer, chatUuid: string, messageIdParam: string, banks: readonly BankSettings[]): Promise<DocumentsToSignWire> {
  const context = await chatContext(db, viewer, chatUuid, banks, { lock: false });
  const messageId = messageIdOf(messageIdParam);
  const message =
    messageId === null
      ? undefined
      : await db
          .selectFrom('chat_message')
          .select(['id', 'author_side', 'scope', 'wait_sign', 'signed_at', 'is_delete'])
          .where('id', '=', messageId)
          .where('chat_id', '=', context.chat.id)
          .executeTakeFirst();
  // A removed message's files are hidden from everyone: it is as gone as a missing one.
  if (!message || message.is_delete) throw AppError.notFound(chatServerTexts.messageNotFound);
  if (!message.wait_sign || message.scope === null || !context.sub) throw AppError.conflict(chatServerTexts.notForSigning);
  const documents = await chatDocumentsOf(db, message.scope, message.author_side === 'bank' ? 'bank' : 'platform');
  const signed = message.signed_at !== null;
  return {
    purpose: 'chat',
    request_id: context.standing.request.id,
    subrequest_uuid: context.sub.uuid,
    bank: { uuid: context.sub.bank_uuid, name: bankShortName(context.sub.bank_uuid, context.bank?.bank_name ?? context.sub.bank_uuid) },
    waiting: !signed,
    completed: signed,
    documents: await documentsToSignWire(db, documents),
  };
}
