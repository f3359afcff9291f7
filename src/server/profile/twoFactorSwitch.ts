import { sql } from 'kysely';
import type { AccountDeps, RequestMeta } from '../accounts/deps';
import type { AuthContext } from '../accounts/sessions';
import type { Channel } from '../db/schema';
import { AppError } from '../http/AppError';
import { checkCurrentPassword, codeRecipient, ownAccount } from './ownAccount';
import { sendProfileCode, spendProfileCode, takeCodeAttempt, type CodeSent } from './profileCodes';
import { profileTexts } from './texts';

/** The two-factor state the profile shows. */
export interface TwoFactorState {
  two_factor: boolean;
  two_factor_channel: Channel | null;
}

/**
 * Turns the two-factor sign-in on or off (POST /v1/currentuser/write/two-factor), always on the current
 * password, so a session left open cannot lower the account's guard. Turning it on takes a code sent
 * by the chosen channel first — the person proves the codes reach him before his sign-in depends on
 * them; without `code` the code is sent.
 */
export async function switchTwoFactor(
  deps: AccountDeps,
  auth: AuthContext,
  form: { enabled: boolean; password: string; channel?: Channel; code?: string },
  meta: RequestMeta,
): Promise<TwoFactorState | CodeSent> {
  const account = await ownAccount(deps.db, auth);
  await checkCurrentPassword(deps, account, form.password, meta);
  if (!form.enabled) {
    await deps.db.updateTable('users').set({ two_factor: false, two_factor_channel: null, updated_at: sql<Date>`now()` }).where('id', '=', account.id).execute();
    return { two_factor: false, two_factor_channel: null };
  }
  const channel = form.channel;
  if (!channel) throw AppError.badRequest(profileTexts.channelRequired);
  const to = codeRecipient(account, channel);
  const code = { purpose: 'two_factor' as const, userId: account.id, target: to };
  if (form.code === undefined) return sendProfileCode(deps, { ...code, channel, to }, meta);
  const value = form.code;
  const attempt = await takeCodeAttempt(deps, account.id, meta);
  await deps.db.transaction().execute(async (trx) => {
    await spendProfileCode(trx, code, value);
    await trx.updateTable('users').set({ two_factor: true, two_factor_channel: channel, updated_at: sql<Date>`now()` }).where('id', '=', account.id).execute();
  });
  await attempt.succeeded();
  return { two_factor: true, two_factor_channel: channel };
}
