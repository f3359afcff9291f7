import type { Executor } from '../db/schema';
import { requestAudience, type HubPublication } from '../hub/hubEvents';
import type { NotificationHub } from '../hub/NotificationHub';
import type { ChatRequest } from './chatParties';

/**
 * NewChatMessage (spec-2 §3.4: requestId, fkoKey) to the request's audience: its organisation and its
 * client (of a member narrowed to his own requests, only the creator and the manager). fkoKey is the
 * bank's uuid for a bank chat, null for the request's own (ChatSummaryWire.fko_key). Published in the
 * write's transaction, so it leaves on commit and never after a rollback.
 */
export function chatMessagePublication(request: ChatRequest, bankUuid: string | null): HubPublication<'NewChatMessage'> {
  return { ...requestAudience(request), target: 'NewChatMessage', payload: { requestId: String(request.id), fkoKey: bankUuid } };
}

export async function publishChatMessage(trx: Executor, hub: Pick<NotificationHub, 'publishAll'>, request: ChatRequest, bankUuid: string | null): Promise<void> {
  await hub.publishAll([chatMessagePublication(request, bankUuid)], trx);
}
