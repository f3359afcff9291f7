import { sql } from 'kysely';
import type { InvitationWire } from '../../domain/wire/employeesWire';
import type { AccountDeps } from '../accounts/deps';
import { hashPassword } from '../accounts/passwords';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { errorCodes } from '../http/errorCodes';
import { invitationTokenHash } from './invitationToken';
import { employeeTexts } from './texts';

function gone(): AppError {
  return new AppError(errorCodes.linkGone, employeeTexts.invitationGone);
}

/** The open invitation behind a token: unused, not expired, its membership enabled; else 410. */
async function openInvitation(db: Executor, token: string, lock: boolean) {
  const row = await db
    .selectFrom('employee_invitation as i')
    .innerJoin('memberships as m', 'm.id', 'i.membership_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .innerJoin('membership_roles as r', 'r.membership_id', 'm.id')
    .select(['i.id', 'i.expires_at', 'u.id as user_id', 'u.login', 'u.last_name', 'u.first_name', 'o.name as organization_name', 'r.role_key'])
    .where('i.token_hash', '=', invitationTokenHash(token))
    .where('i.used_at', 'is', null)
    .where('i.expires_at', '>', sql<Date>`now()`)
    .where('m.disabled_at', 'is', null)
    .$if(lock, (query) => query.forUpdate('i'))
    .executeTakeFirst();
  if (!row) throw gone();
  return row;
}

/** GET /v1/user/read/invitation/{token} (public): whom the link invites, for the page that sets the password. */
export async function readInvitation(db: Executor, token: string): Promise<InvitationWire> {
  const row = await openInvitation(db, token, false);
  return {
    login: row.login,
    last_name: row.last_name,
    first_name: row.first_name,
    organization_name: row.organization_name,
    actor: row.role_key,
    expires_at: new Date(row.expires_at).toISOString(),
  };
}

/**
 * POST /v1/user/write/invitation/accept (public): sets the password by the link, once. The link came to
 * the e-mail, so the e-mail is confirmed too. Every other open invitation of the same person is closed
 * with it: one password, one link that worked.
 */
export async function acceptInvitation(deps: AccountDeps, body: { token: string; password: string }): Promise<{ login: string }> {
  // A link that opens nothing costs no password hashing (argon2 is slow on purpose).
  await openInvitation(deps.db, body.token, false);
  const passwordHash = await hashPassword(body.password);
  return deps.db.transaction().execute(async (trx) => {
    const row = await openInvitation(trx, body.token, true);
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, confirmed_at: sql<Date>`coalesce(confirmed_at, now())`, updated_at: sql<Date>`now()` })
      .where('id', '=', row.user_id)
      .execute();
    await trx
      .updateTable('employee_invitation')
      .set({ used_at: sql<Date>`now()` })
      .where('used_at', 'is', null)
      .where('membership_id', 'in', (eb) => eb.selectFrom('memberships').select('id').where('user_id', '=', row.user_id))
      .execute();
    return { login: row.login };
  });
}
