import { shippedStatusTable, type StatusTable } from './statusTable';
import { createSubRequestStatus, type SubRequestStatusSource } from './subRequestStatus';
import { allowed, refused, type Verdict } from './verdict';
import { chatTexts } from './chat/chatTexts';

/** The sub-request fields chat write access reads. */
export interface ChatSource extends SubRequestStatusSource {
  readonly deny_revoke?: boolean;
}

/** The bank chat settings write access reads (spec-2 §3.3). */
export interface ChatBankSettings {
  readonly chat?: {
    readonly readonly?: boolean;
    /** Status keys in which the chat is writable, and/or the marker "splittedDemand". */
    readonly readonly_exclude?: readonly string[];
  };
}

/**
 * Whether the bank's settings let anybody write in its chat now, and if not why, in words for the user
 * (spec-1 §4 "Chat write access"): always, unless the bank's chat is read-only; then only in the
 * statuses of readonly_exclude. With the splittedDemand marker, the demand statuses are writable only
 * when deny_revoke is set.
 */
export function createChatWriteVerdict(table: StatusTable): (sub: ChatSource, bank: ChatBankSettings) => Verdict {
  const statusOf = createSubRequestStatus(table);
  const { splittedDemandMarker, splittedDemandStatuses } = table.configs.statuses.chat;
  const labelOf = (status: string): string => table.statuses.get(status)?.label ?? status;
  return (sub, bank) => {
    if (bank.chat?.readonly !== true) return allowed;
    const exclude = bank.chat.readonly_exclude ?? [];
    const status = statusOf(sub);
    const splitted = exclude.includes(splittedDemandMarker);
    if (splitted && splittedDemandStatuses.includes(status)) return sub.deny_revoke === true ? allowed : refused(chatTexts.splittedDemandClosed);
    if (exclude.includes(status)) return allowed;
    // The statuses a person can wait for, named as the list names them (the marker stands for the demand statuses).
    const open = [...new Set(exclude.flatMap((key) => (key === splittedDemandMarker ? splittedDemandStatuses : [key])).map(labelOf))];
    return refused(open.length === 0 ? chatTexts.bankReadonly : chatTexts.bankReadonlyExcept(open));
  };
}

/**
 * Whether the user may write in this bank's chat (spec-1 §4 "Chat write access"): the verdict of
 * {@link createChatWriteVerdict} without its reason.
 */
export function createCanWriteChat(table: StatusTable): (sub: ChatSource, bank: ChatBankSettings) => boolean {
  const verdict = createChatWriteVerdict(table);
  return (sub, bank) => verdict(sub, bank).allowed;
}

/** `createCanWriteChat` over the shipped config. */
export const canWriteChat = createCanWriteChat(shippedStatusTable);

/** `createChatWriteVerdict` over the shipped config. */
export const chatWriteVerdict = createChatWriteVerdict(shippedStatusTable);
