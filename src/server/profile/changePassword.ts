import { sql } from 'kysely';
import type { AccountDeps, RequestMeta } from '../accounts/deps';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import type { AuthContext } from '../accounts/sessions';
import { AppError } from '../http/AppError';
import { checkCurrentPassword, ownAccount } from './ownAccount';
import { profileTexts } from './texts';

/**
 * Sets a new password while signed in (POST /v1/currentuser/write/password) on the current one. Every
 * other session of the user ends in the same transaction (their hub connections close on commit, through
 * the sessions trigger of migration 013); the session that changed it stays.
 */
export async function changePassword(
  deps: AccountDeps,
  auth: AuthContext,
  form: { password: string; new_password: string },
  meta: RequestMeta,
): Promise<{ changed: true; ended_sessions: number }> {
  const account = await ownAccount(deps.db, auth);
  await checkCurrentPassword(deps, account, form.password, meta);
  if (await verifyPassword(account.password_hash, form.new_password)) throw AppError.badRequest(profileTexts.samePassword);
  const passwordHash = await hashPassword(form.new_password);
  const ended = await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: sql<Date>`now()` }).where('id', '=', account.id).execute();
    const result = await trx
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('user_id', '=', account.id)
      .where('id', '!=', auth.sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
  return { changed: true, ended_sessions: ended };
}
