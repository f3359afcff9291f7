import { sql } from 'kysely';
import { acceptClientInvitations } from '../clients/clientInvitation';
import { AppError } from '../http/AppError';
import { texts } from '../texts';
import { findLiveCode, useCode } from './codes';
import type { AccountDeps, RequestMeta } from './deps';

/** Confirms a registration by its 6-digit code (single use, 24 hours). */
export async function confirmRegistration(deps: AccountDeps, code: string, meta: RequestMeta): Promise<{ confirmed: true; login: string }> {
  // The link carries the code alone, so the limit is per address; it is taken before the lookup.
  const attempt = await deps.limiter.take([{ bucket: `code:ip:${meta.ip}`, limit: deps.limits.codeFailuresPerIp }]);
  const login = /^\d{6}$/.test(code)
    ? await deps.db.transaction().execute(async (trx) => {
        const live = await findLiveCode(trx, 'registration', code);
        if (!live || !(await useCode(trx, live.id))) return null;
        const user = await trx
          .updateTable('users')
          .set({ confirmed_at: sql<Date>`coalesce(confirmed_at, now())`, email_confirmed_at: sql<Date>`coalesce(email_confirmed_at, now())`, updated_at: sql<Date>`now()` })
          .where('id', '=', live.user_id)
          .returning('login')
          .executeTakeFirstOrThrow();
        // A client company registered by an invited address sees the requests it was invited to.
        await acceptClientInvitations(trx, live.user_id);
        return user.login;
      })
    : null;
  if (login === null) throw AppError.badRequest(texts.badConfirmationCode);
  await attempt.succeeded();
  return { confirmed: true, login };
}
