import { maskContact } from '../../domain/profile/maskContact';
import type { AccountDeps, RequestMeta } from '../accounts/deps';
import { errorCodes } from '../http/errorCodes';
import type { Channel } from '../db/schema';
import { AppError } from '../http/AppError';
import { sendProfileCode, spendProfileCode, takeCodeAttempt } from './profileCodes';

/** The answer of a password sign-in of a two-factor account before its code: no session yet. */
export interface TwoFactorChallenge {
  two_factor_required: true;
  channel: Channel;
  sent_to: string;
}

/** The account facts the second step needs. */
export interface TwoFactorAccount {
  id: number;
  login: string;
  phone: string | null;
  two_factor_channel: Channel | null;
}

/** Where the sign-in code goes: the chosen channel; SMS without a phone (it was never possible) falls back to the e-mail. */
function recipientOf(account: TwoFactorAccount): { channel: Channel; to: string } {
  if (account.two_factor_channel === 'sms' && account.phone) return { channel: 'sms', to: account.phone };
  return { channel: 'email', to: account.login };
}

/**
 * The second step of a password sign-in with two-factor on (POST /v1/login/write/creds). Without a
 * code: the code is sent and the challenge answered; a second ask within the minute sends none but
 * answers the same, so the code already sent still works. With a code: it is spent, or the sign-in is
 * refused with 400 (counted per account and address, like every code). Returns null when the sign-in
 * may go on.
 */
export async function twoFactorStep(deps: AccountDeps, account: TwoFactorAccount, code: string | undefined, meta: RequestMeta): Promise<TwoFactorChallenge | null> {
  const { channel, to } = recipientOf(account);
  const issued = { purpose: 'two_factor' as const, userId: account.id, target: to };
  if (code === undefined) {
    try {
      await sendProfileCode(deps, { ...issued, channel, to }, meta, 'login_two_factor');
    } catch (error) {
      if (!(error instanceof AppError && error.code === errorCodes.tooManyAttempts)) throw error;
    }
    return { two_factor_required: true, channel, sent_to: maskContact(to) };
  }
  const attempt = await takeCodeAttempt(deps, account.id, meta);
  await deps.db.transaction().execute((trx) => spendProfileCode(trx, issued, code));
  await attempt.succeeded();
  return null;
}
