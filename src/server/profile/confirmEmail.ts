import { sql } from 'kysely';
import type { AccountDeps, RequestMeta } from '../accounts/deps';
import type { AuthContext } from '../accounts/sessions';
import { AppError } from '../http/AppError';
import { ownAccount } from './ownAccount';
import { sendProfileCode, spendProfileCode, takeCodeAttempt, type CodeSent } from './profileCodes';
import { profileTexts } from './texts';

/**
 * Confirms the signed-in user's e-mail by a code sent to it (POST /v1/currentuser/write/confirm-email;
 * the hourly prompt of spec-2 §9). Without `code` the code is sent; with it the e-mail is confirmed. The
 * code is bound to the address it went to: after another change of e-mail it confirms nothing.
 */
export async function confirmEmail(deps: AccountDeps, auth: AuthContext, form: { code?: string }, meta: RequestMeta): Promise<CodeSent | { email_confirmed: true }> {
  const account = await ownAccount(deps.db, auth);
  if (account.email_confirmed) throw AppError.badRequest(profileTexts.emailAlreadyConfirmed);
  const code = { purpose: 'confirm_email' as const, userId: account.id, target: account.login };
  if (form.code === undefined) return sendProfileCode(deps, { ...code, channel: 'email', to: account.login }, meta);
  const value = form.code;
  const attempt = await takeCodeAttempt(deps, account.id, meta);
  await deps.db.transaction().execute(async (trx) => {
    await spendProfileCode(trx, code, value);
    const result = await trx
      .updateTable('users')
      .set({ email_confirmed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('id', '=', account.id)
      .where('login', '=', account.login)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw AppError.badRequest(profileTexts.wrongCode);
  });
  await attempt.succeeded();
  return { email_confirmed: true };
}
