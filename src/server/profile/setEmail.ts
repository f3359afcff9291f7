import { sql } from 'kysely';
import type { AccountDeps, RequestMeta } from '../accounts/deps';
import { isUniqueViolation } from '../accounts/deps';
import type { RecordedMessage } from '../accounts/codeMessages';
import { normalizeEmail } from '../accounts/normalize';
import type { AuthContext } from '../accounts/sessions';
import { AppError } from '../http/AppError';
import { texts } from '../texts';
import { checkCurrentPassword, ownAccountById } from './ownAccount';
import { profileMessageTexts, profileTexts } from './texts';

/**
 * Changes the signed-in user's e-mail, which is the login (POST /v1/user/write/set-email/{id}), on the
 * current password. The new address is unproven until a code sent to it comes back (the e-mail prompt,
 * `confirmEmail`); the old address is told of the change, so a stolen session cannot move the account
 * away unseen. Another user's id is 403; an address another account has is 400.
 */
export async function setEmail(
  deps: AccountDeps,
  auth: AuthContext,
  id: string,
  form: { password: string; email: string },
  meta: RequestMeta,
): Promise<{ login: string; email_confirmed: false }> {
  const account = await ownAccountById(deps.db, auth, id);
  const email = normalizeEmail(form.email);
  if (email === account.login) throw AppError.badRequest(profileTexts.sameEmail);
  const allowed = deps.switches.allowed_email_domains;
  if (allowed.length > 0 && !allowed.includes(email.slice(email.lastIndexOf('@') + 1))) throw AppError.badRequest(texts.emailDomainNotAllowed(allowed));
  await checkCurrentPassword(deps, account, form.password, meta);
  let notice: RecordedMessage | undefined;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const taken = await trx.selectFrom('users').select('id').where('login', '=', email).executeTakeFirst();
      if (taken) throw AppError.badRequest(texts.emailTaken);
      await trx
        .updateTable('users')
        .set({ login: email, email_confirmed_at: null, updated_at: sql<Date>`now()` })
        .where('id', '=', account.id)
        .execute();
      const message = { channel: 'email' as const, to: account.login, subject: profileMessageTexts.emailChanged.subject, text: profileMessageTexts.emailChanged.text(email), purpose: 'email_changed' };
      notice = { id: await deps.postOffice.record(trx, message), message };
    });
  } catch (error) {
    // Two accounts taking one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw AppError.badRequest(texts.emailTaken);
    throw error;
  }
  if (notice) deps.postOffice.deliver(notice.id, notice.message);
  return { login: email, email_confirmed: false };
}
