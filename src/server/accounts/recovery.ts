import { sql } from 'kysely';
import { AppError } from '../http/AppError';
import { texts } from '../texts';
import { findLiveCode, useCode } from './codes';
import { sendCodeMessage } from './codeMessages';
import type { AccountDeps, RequestMeta } from './deps';
import { normalizeEmail } from './normalize';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';

/**
 * Starts password recovery (POST /v1/user/write/recover): a code goes to the e-mail when such a user
 * exists; the answer is the same either way.
 */
export async function requestRecovery(deps: AccountDeps, form: { login: string }, meta: RequestMeta): Promise<{ sent: true }> {
  const login = normalizeEmail(form.login);
  await deps.limiter.hit(`code:send:ip:${meta.ip}`, deps.limits.codeSendsPerIp);
  await deps.limiter.hit(`recover:send:${login}`, deps.limits.codeSendsPerTarget);
  const user = await deps.db.selectFrom('users').select('id').where('login', '=', login).where('disabled_at', 'is', null).executeTakeFirst();
  if (user) await sendCodeMessage(deps, { purpose: 'recovery', userId: user.id, target: login, channel: 'email' });
  return { sent: true };
}

/**
 * Sets a new password by a recovery code (POST /v1/user/write/confirm-recover) and ends every session
 * of the user. The code is looked up with the e-mail it was sent to, so a guess can only ever match that
 * one account's code; attempts are counted per account and per address before the comparison. The code
 * proves the e-mail, so an unconfirmed registration, or an e-mail changed and not yet confirmed, becomes
 * confirmed too.
 */
export async function confirmRecovery(
  deps: AccountDeps,
  form: { login: string; code: string; password: string },
  meta: RequestMeta,
): Promise<{ changed: true }> {
  const login = normalizeEmail(form.login);
  const attempt = await deps.limiter.take([
    { bucket: `recover:fail:${login}`, limit: deps.limits.codeFailuresPerTarget },
    { bucket: `code:ip:${meta.ip}`, limit: deps.limits.codeFailuresPerIp },
  ]);
  const live = await findLiveCode(deps.db, 'recovery', form.code, login);
  if (!live) throw AppError.badRequest(texts.badConfirmationCode);
  const passwordHash = await hashPassword(form.password);
  const changed = await deps.db.transaction().execute(async (trx) => {
    if (!(await useCode(trx, live.id))) return false;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, confirmed_at: sql<Date>`coalesce(confirmed_at, now())`, email_confirmed_at: sql<Date>`coalesce(email_confirmed_at, now())`, updated_at: sql<Date>`now()` })
      .where('id', '=', live.user_id)
      .execute();
    await revokeAllSessions(trx, live.user_id);
    return true;
  });
  if (!changed) throw AppError.badRequest(texts.badConfirmationCode);
  await attempt.succeeded();
  await deps.limiter.reset(`recover:fail:${login}`);
  return { changed: true };
}
