import { sql } from 'kysely';
import type { AccountDeps, RequestMeta } from '../accounts/deps';
import { isUniqueViolation } from '../accounts/deps';
import { normalizePhone } from '../accounts/normalize';
import type { AuthContext } from '../accounts/sessions';
import type { Channel } from '../db/schema';
import { AppError } from '../http/AppError';
import { texts } from '../texts';
import { codeRecipient, ownAccountById } from './ownAccount';
import { sendProfileCode, spendProfileCode, takeCodeAttempt, type CodeSent } from './profileCodes';
import { profileTexts } from './texts';

/**
 * Changes the signed-in user's phone by a code (POST /v1/user/write/set-phone/{id}: user_input, channel,
 * code). Without `code` the code goes by SMS to the new phone (which proves the phone) or to the
 * confirmed e-mail (which proves the account's owner); with it the phone is saved. The code is bound to
 * the account and the number it was sent for, so it cannot save another number.
 */
export async function setPhone(
  deps: AccountDeps,
  auth: AuthContext,
  id: string,
  form: { user_input: string; channel: Channel; code?: string },
  meta: RequestMeta,
): Promise<CodeSent | { phone: string }> {
  const account = await ownAccountById(deps.db, auth, id);
  const phone = normalizePhone(form.user_input);
  if (phone === account.phone) throw AppError.badRequest(profileTexts.samePhone);
  const taken = await deps.db.selectFrom('users').select('id').where('phone', '=', phone).where('id', '!=', account.id).executeTakeFirst();
  if (taken) throw AppError.badRequest(texts.phoneTaken);
  const code = { purpose: 'set_phone' as const, userId: account.id, target: `${account.uuid}:${phone}` };
  if (form.code === undefined) {
    const to = form.channel === 'sms' ? phone : codeRecipient(account, 'email');
    return sendProfileCode(deps, { ...code, channel: form.channel, to }, meta);
  }
  const value = form.code;
  const attempt = await takeCodeAttempt(deps, account.id, meta);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await spendProfileCode(trx, code, value);
      await trx.updateTable('users').set({ phone, updated_at: sql<Date>`now()` }).where('id', '=', account.id).execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.badRequest(texts.phoneTaken);
    throw error;
  }
  await attempt.succeeded();
  return { phone };
}
