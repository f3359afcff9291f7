import { sql } from 'kysely';
import { enqueueBankEvents } from '../../bankGateway/bankOutbox';
import { subRequestReachedBank } from '../../chat/chatMessageStore';
import { chatRequestOf } from '../../chat/chatParties';
import { publishChatMessage } from '../../chat/chatPublication';
import { chatSignType } from '../../chat/texts';
import { chatDocumentsOf } from '../chatDocuments';
import { signedDocumentsPayload } from '../dealDocuments';
import { signingApplicantOf } from '../signingApplicant';
import { signingTexts } from '../texts';
import type { SigningPurpose } from './SigningPurpose';

/**
 * Documents sent for signing in a bank's chat (chat.sending_for_sign; docs/chat.md): the message waits
 * (wait_sign) until each of its files carries the applicant's verified signature; then signed_at is set,
 * the bank gets documents_signed (purpose chat) with the signatures, and the chat's readers hear
 * NewChatMessage, in the last signature's transaction. No status moves.
 */
export const chatDocumentPurpose: SigningPurpose = {
  name: 'chat',
  types: [chatSignType],
  async applicant(db, file) {
    if (!file.request) return { refusal: signingTexts.fileNotFound };
    return (await signingApplicantOf(db, file.request)) ?? { refusal: signingTexts.noSigner };
  },
  async afterSigned(trx, deps, file) {
    const message = await trx
      .selectFrom('chat_message as m')
      .innerJoin('chat as c', 'c.id', 'm.chat_id')
      .select(['m.id', 'm.signed_at', 'm.wait_sign', 'm.is_delete', 'm.author_side', 'c.request_id', 'c.subrequest_id'])
      .where('m.scope', '=', file.scope_uuid)
      .forUpdate()
      .executeTakeFirst();
    if (!message || !message.wait_sign || message.is_delete || message.signed_at !== null) return { completed: false, moved: [] };
    const documents = await chatDocumentsOf(trx, file.scope_uuid, message.author_side === 'bank' ? 'bank' : 'platform');
    if (documents.length === 0 || documents.some((document) => !document.signed)) return { completed: false, moved: [] };
    await trx.updateTable('chat_message').set({ signed_at: sql<Date>`clock_timestamp()` }).where('id', '=', message.id).execute();
    const request = message.request_id === null ? null : await chatRequestOf(trx, message.request_id);
    const sub = message.subrequest_id === null ? null : await trx.selectFrom('bg_subrequest').select(['id', 'uuid', 'bank_uuid']).where('id', '=', message.subrequest_id).executeTakeFirst();
    if (sub && (await subRequestReachedBank(trx, sub.id))) {
      await enqueueBankEvents(trx, [{ bankUuid: sub.bank_uuid, subrequestUuid: sub.uuid, event: 'documents_signed', payload: { purpose: 'chat', message_id: Number(message.id), documents: await signedDocumentsPayload(trx, sub.uuid, documents) } }]);
    }
    if (request) await publishChatMessage(trx, deps.move.hub, request, sub?.bank_uuid ?? null);
    return { completed: true, moved: [] };
  },
};
