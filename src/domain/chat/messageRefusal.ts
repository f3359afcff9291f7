import { chatTexts } from './chatTexts';

/** The longest message text taken (a letter to a bank, not a document: documents go as files). */
export const maxChatMessageLength = 10_000;

/** The bank's chat flags a message reads (spec-2 §3.3). */
export interface MessageBankFlags {
  readonly cash_refund: boolean;
  readonly sending_for_sign: boolean;
  readonly demand_one_message: boolean;
}

/** The demand a message answers (entity_uuid), as it stands before the message. */
export interface AnsweredDemand {
  /** Its sub-request is the chat's. */
  readonly inThisChat: boolean;
  /** It already has an answer. */
  readonly answered: boolean;
  /** The sub-request still waits for an answer to it (a «Запрос» status), or it is answered already. */
  readonly open: boolean;
}

/** A message about to be written. */
export interface MessageDraft {
  readonly text: string;
  readonly fileCount: number;
  readonly refund: boolean;
  readonly waitSign: boolean;
  /** The chat's kind and, for a bank chat, the bank's flags. */
  readonly kind: 'request' | 'bank';
  readonly bank?: MessageBankFlags;
  /** Present when the message answers a demand. */
  readonly demand?: AnsweredDemand;
}

/**
 * Why this message cannot be written, or null: it needs text or files (spec-2 §5.8); a refund request
 * only in a bank chat whose bank has cash_refund; a document for signing only where the bank has
 * sending_for_sign, and only with the document; a demand of this chat, still open, and under
 * demand_one_message not answered yet.
 */
export function messageRefusal(draft: MessageDraft): string | null {
  const text = draft.text.trim();
  if (text === '' && draft.fileCount === 0) return chatTexts.empty;
  if (text.length > maxChatMessageLength) return chatTexts.tooLong(maxChatMessageLength);
  if (draft.refund) {
    if (draft.kind !== 'bank') return chatTexts.refundBankOnly;
    if (draft.bank?.cash_refund !== true) return chatTexts.refundNotAllowed;
  }
  if (draft.waitSign) {
    if (draft.kind !== 'bank' || draft.bank?.sending_for_sign !== true) return chatTexts.signNotAllowed;
    if (draft.fileCount === 0) return chatTexts.signNeedsFiles;
  }
  if (draft.demand) {
    if (!draft.demand.inThisChat) return chatTexts.demandOtherChat;
    if (draft.demand.answered && draft.bank?.demand_one_message === true) return chatTexts.demandAnswered;
    if (!draft.demand.answered && !draft.demand.open) return chatTexts.demandClosed;
  }
  return null;
}
