import { chatDomainTexts } from './texts';

/** What the composer holds when the person presses «Отправить». */
export interface ChatDraftSource {
  readonly text: string;
  readonly files: number;
  /** The chat takes messages now (the server's `writable`). */
  readonly writable: boolean;
  /** Why not, in the server's words, when it does not. */
  readonly readonlyReason: string | null;
  readonly sending: boolean;
}

/**
 * Why the message cannot be sent now, or null when it can: the chat is read-only (the server's
 * reason), a message is on its way, or there is neither text nor a file (spec-2 §5.8).
 */
export function sendRefusal(draft: ChatDraftSource): string | null {
  if (!draft.writable) return draft.readonlyReason ?? chatDomainTexts.readonly;
  if (draft.sending) return chatDomainTexts.sending;
  if (draft.text.trim() === '' && draft.files === 0) return chatDomainTexts.empty;
  return null;
}
