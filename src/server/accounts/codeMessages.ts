import type { Channel, CodePurpose, Executor } from '../db/schema';
import type { OutgoingMessage } from '../messenger/messenger';
import { messageTexts } from '../texts';
import { issueCode } from './codes';
import type { AccountDeps } from './deps';

const textsByPurpose = {
  registration: messageTexts.registration,
  recovery: messageTexts.recovery,
  phone_login: messageTexts.phoneLogin,
} as const;

/** A message recorded in the outbox, waiting for its transaction to commit before delivery. */
export interface RecordedMessage {
  id: number;
  message: OutgoingMessage;
}

/** Issues a code and records the message that carries it, inside the caller's transaction. */
export async function recordCodeMessage(
  deps: AccountDeps,
  trx: Executor,
  code: { purpose: CodePurpose; userId: number; target: string; channel: Channel },
): Promise<RecordedMessage> {
  const value = await issueCode(trx, code.purpose, code.userId, code.target);
  const text = textsByPurpose[code.purpose];
  const message: OutgoingMessage = {
    channel: code.channel,
    to: code.target,
    subject: text.subject,
    text: text.text(value),
    purpose: code.purpose,
    code: value,
  };
  return { id: await deps.postOffice.record(trx, message), message };
}

/** Issues a code in its own transaction and starts its delivery. */
export async function sendCodeMessage(
  deps: AccountDeps,
  code: { purpose: CodePurpose; userId: number; target: string; channel: Channel },
): Promise<void> {
  const recorded = await deps.db.transaction().execute((trx) => recordCodeMessage(deps, trx, code));
  deps.postOffice.deliver(recorded.id, recorded.message);
}
