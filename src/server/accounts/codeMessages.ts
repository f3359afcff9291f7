import type { Channel, CodePurpose, Executor } from '../db/schema';
import type { OutgoingMessage } from '../messenger/messenger';
import { profileMessageTexts } from '../profile/texts';
import { messageTexts } from '../texts';
import { issueCode } from './codes';
import type { AccountDeps } from './deps';

const textsByPurpose = {
  registration: messageTexts.registration,
  recovery: messageTexts.recovery,
  phone_login: messageTexts.phoneLogin,
  set_phone: profileMessageTexts.setPhone,
  two_factor: profileMessageTexts.twoFactor,
  confirm_email: profileMessageTexts.confirmEmail,
} as const;

/** A message recorded in the outbox, waiting for its transaction to commit before delivery. */
export interface RecordedMessage {
  id: number;
  message: OutgoingMessage;
}

/**
 * Issues a code and records the message that carries it, inside the caller's transaction. The message
 * goes to `to` when the code's target is not an address (a phone being bound is the target of a code
 * sent to the e-mail), else to the target.
 */
export async function recordCodeMessage(
  deps: AccountDeps,
  trx: Executor,
  code: { purpose: CodePurpose; userId: number; target: string; channel: Channel; to?: string },
): Promise<RecordedMessage> {
  const value = await issueCode(trx, code.purpose, code.userId, code.target);
  const text = textsByPurpose[code.purpose];
  const message: OutgoingMessage = {
    channel: code.channel,
    to: code.to ?? code.target,
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
  code: { purpose: CodePurpose; userId: number; target: string; channel: Channel; to?: string },
): Promise<void> {
  const recorded = await deps.db.transaction().execute((trx) => recordCodeMessage(deps, trx, code));
  deps.postOffice.deliver(recorded.id, recorded.message);
}
