import { banksConfig } from '../../domain/banks';
import type { Executor } from '../db/schema';
import type { NotificationHub } from '../hub/NotificationHub';
import { chatRequestOf } from './chatParties';
import { publishChatMessage } from './chatPublication';
import { ensureSubRequestChat } from './chatRecord';

/**
 * A demand just made (by a bank through its API, or by the operator at verification) appears in that
 * bank's chat as a message with its text and checklist, in the demand's own transaction, and
 * NewChatMessage leaves with it on commit.
 */
export async function postDemandMessages(trx: Executor, hub: Pick<NotificationHub, 'publishAll'>, subs: readonly { id: string | number; request_id: string | number; bank_uuid: string }[]): Promise<void> {
  for (const sub of subs) {
    // The demand's author is named by the bank's own name, which no environment changes.
    await ensureSubRequestChat(trx, sub, banksConfig.banks);
    const request = await chatRequestOf(trx, sub.request_id);
    if (request) await publishChatMessage(trx, hub, request, sub.bank_uuid);
  }
}
