import { AppError } from '../http/AppError';
import { errorCodes } from '../http/errorCodes';
import { texts } from '../texts';
import type { AccountDeps } from './deps';
import { switchSessionOrganization, type AuthContext } from './sessions';
import type { SignInResult } from './signIn';
import { loadUserView } from './userEntity';

/**
 * Moves the current session to another organisation of the user (POST /v1/login/write/organization)
 * and returns a fresh token for it. The role stays when the user has it there, else the membership's
 * own role is taken.
 */
export async function switchOrganization(deps: AccountDeps, auth: AuthContext, organizationUuid: string): Promise<SignInResult> {
  const rows = await deps.db
    .selectFrom('memberships as m')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .leftJoin('membership_roles as r', 'r.membership_id', 'm.id')
    .select(['o.id as organization_id', 'r.role_key'])
    .where('m.user_id', '=', auth.userId)
    .where('o.uuid', '=', organizationUuid)
    .where('m.disabled_at', 'is', null)
    .execute();
  if (rows.length === 0) throw AppError.forbidden(texts.notMember);
  const roles = rows.map((row) => row.role_key).filter((role) => role !== null);
  const actor = roles.includes(auth.actor) ? auth.actor : roles[0];
  if (!actor) throw new AppError(errorCodes.inactiveAccount, texts.inactiveAccount);
  const organizationId = rows[0]!.organization_id;

  const session = await deps.db.transaction().execute(async (trx) => {
    await switchSessionOrganization(trx, auth.sessionId, organizationId, actor);
    return trx
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.expires_at', 'u.uuid'])
      .where('s.id', '=', auth.sessionId)
      .executeTakeFirstOrThrow();
  });
  const user = await loadUserView(deps.db, auth.userId, organizationId, actor, deps.accession);
  if (!user) throw new AppError(errorCodes.inactiveAccount, texts.inactiveAccount);
  const token = await deps.tokens.sign({ sid: auth.sessionId, uid: session.uuid, org: organizationUuid }, session.expires_at);
  return { token, user };
}
