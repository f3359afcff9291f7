import type { ChatBankSettings, ChatSource } from '../canWriteChat';
import { chatWriteVerdict as bankVerdict } from '../canWriteChat';
import { allowed, refused, type Verdict } from '../verdict';
import { chatTexts } from './chatTexts';

/** How the reader stands to the request of a chat. */
export type ChatViewerSide = 'owner' | 'client' | 'operator';

/** What decides whether a person may write in a chat now. */
export interface ChatWriteFacts {
  readonly kind: 'request' | 'bank';
  /**
   * owner: a member of the organisation that keeps the request (an agent, or a client filing his own);
   * client: the client organisation an agent's request was made for; operator: the platform's operator.
   */
  readonly side: ChatViewerSide;
  /** Every sub-request of the request is in the archive (or the request has been archived whole). */
  readonly requestArchived: boolean;
  /** The bank chat's sub-request and bank; absent for the request's own chat. */
  readonly sub?: ChatSource;
  readonly bank?: ChatBankSettings;
}

/**
 * Whether this reader may write in this chat now, and if not why (shown above the chat's input).
 * - The request's own chat (agent, client, operator) is open while the request is not archived.
 * - A bank chat follows the bank's settings (`chatWriteVerdict`: read-only, readonly_exclude, the
 *   splittedDemand marker) for whoever keeps the request. The client of an agent's request reads it
 *   but does not write in it: the agent speaks to the bank for him, so a demand gets one voice. The
 *   operator reads it too; his demands come through verification and land in it as messages.
 */
export function chatWriteAccess(facts: ChatWriteFacts): Verdict {
  if (facts.requestArchived) return refused(chatTexts.requestArchived);
  if (facts.kind === 'request') return allowed;
  if (facts.side === 'client') return refused(chatTexts.clientWatchesBank);
  if (facts.side === 'operator') return refused(chatTexts.operatorWatchesBank);
  return bankVerdict(facts.sub ?? { sub_status: '' }, facts.bank ?? {});
}
