import { shippedStatusTable, type StatusTable } from './statusTable';
import { createSubRequestStatus, type SubRequestStatusSource } from './subRequestStatus';

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
 * Whether the user may write in this bank's chat (spec-1 §4 "Chat write access"): always, unless
 * the bank's chat is read-only; then only in the statuses of readonly_exclude. With the
 * splittedDemand marker, the demand statuses are writable only when deny_revoke is set.
 */
export function createCanWriteChat(table: StatusTable): (sub: ChatSource, bank: ChatBankSettings) => boolean {
  const statusOf = createSubRequestStatus(table);
  const { splittedDemandMarker, splittedDemandStatuses } = table.configs.statuses.chat;
  return (sub, bank) => {
    if (bank.chat?.readonly !== true) return true;
    const exclude = bank.chat.readonly_exclude ?? [];
    const status = statusOf(sub);
    if (exclude.includes(splittedDemandMarker) && splittedDemandStatuses.includes(status)) return sub.deny_revoke === true;
    return exclude.includes(status);
  };
}

/** `createCanWriteChat` over the shipped config. */
export const canWriteChat = createCanWriteChat(shippedStatusTable);
