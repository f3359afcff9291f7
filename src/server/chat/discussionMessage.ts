import { banksConfig } from '../../domain/banks';
import type { Executor } from '../db/schema';
import type { NotificationHub } from '../hub/NotificationHub';
import type { RequestViewer } from '../requests/requestAccess';
import type { SubRequestRow } from '../subrequests/subRequestRecord';
import { authorNameOf, insertChatMessage } from './chatMessageStore';
import { chatRequestOf } from './chatParties';
import { publishChatMessage } from './chatPublication';
import { ensureSubRequestChat } from './chatRecord';
import { tellBankOfMessage } from './tellBank';
import { chatServerTexts } from './texts';

/** The terms sent to a chat-type bank for discussion. */
export interface DiscussionTerms {
  date_from: string;
  date_to: string;
  sum: string;
  comment: string | null;
  customers: number;
}

/**
 * A chat-type bank discusses the draft agreement in its chat (spec-1 §4 Discussion): sending to
 * discussion writes the terms there as the agent's message, in the sending's transaction, whatever the
 * chat's read-only setting (this is the discussion itself, not a letter); the bank gets it as
 * chat_message and the platform's side hears NewChatMessage on commit. Answers the message id.
 */
export async function postDiscussionMessage(trx: Executor, hub: Pick<NotificationHub, 'publishAll'>, viewer: RequestViewer, sub: SubRequestRow, terms: DiscussionTerms): Promise<number> {
  const chat = await ensureSubRequestChat(trx, sub, banksConfig.banks);
  const request = (await chatRequestOf(trx, sub.request_id))!;
  const organization = await trx.selectFrom('organizations').select('uuid').where('id', '=', viewer.organizationId).executeTakeFirstOrThrow();
  const message = await insertChatMessage(trx, {
    chat_id: chat.id,
    request_id: chat.request_id,
    author_side: viewer.actor === 'client' ? 'client' : 'agent',
    author_user_id: viewer.userId,
    author_name: await authorNameOf(trx, viewer.userId),
    actor_organization_uuid: organization.uuid,
    text: chatServerTexts.discussionText(terms),
    is_discussion: true,
  });
  await tellBankOfMessage(trx, sub, message!);
  await publishChatMessage(trx, hub, request, sub.bank_uuid);
  return Number(message!.id);
}
