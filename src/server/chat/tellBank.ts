import { enqueueBankEvents } from '../bankGateway/bankOutbox';
import type { Executor } from '../db/schema';
import type { SubRequestRow } from '../subrequests/subRequestRecord';
import { bankChatMessages } from './bankChatWire';
import { subRequestReachedBank } from './chatMessageStore';
import type { MessageRow } from './chatView';

/**
 * A platform message in a bank's chat (or its removal) becomes the bank's outbox event chat_message, in
 * the message's transaction, delivered by webhook or the polled outbox like every other event. A
 * sub-request that never reached its bank tells it nothing.
 */
export async function tellBankOfMessage(trx: Executor, sub: Pick<SubRequestRow, 'id' | 'uuid' | 'bank_uuid'>, message: MessageRow): Promise<void> {
  if (message.author_side === 'bank' || !(await subRequestReachedBank(trx, sub.id))) return;
  const [wire] = await bankChatMessages(trx, sub.uuid, [message]);
  await enqueueBankEvents(trx, [{ bankUuid: sub.bank_uuid, subrequestUuid: sub.uuid, event: 'chat_message', payload: { message: wire } }]);
}
