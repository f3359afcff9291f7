import type { Actor, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { errorCodes } from '../http/errorCodes';
import { texts } from '../texts';
import type { AccountDeps, RequestMeta } from './deps';
import { createSession } from './sessions';
import { loadUserView, type UserView } from './userEntity';

/** The answer of every sign-in: a bearer token and the User entity. */
export interface SignInResult {
  token: string;
  user: UserView;
}

/**
 * Picks the membership a user signs in with: the first organisation where the user has the wanted
 * role (or any role when none is asked). No role anywhere means an inactive account (spec-2 §6).
 */
export async function chooseMembership(
  db: Executor,
  userId: number,
  actor: Actor | undefined,
): Promise<{ organizationId: number; actor: Actor }> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('membership_roles as r', 'r.membership_id', 'm.id')
    .select(['m.organization_id', 'r.role_key'])
    .where('m.user_id', '=', userId)
    // A membership its organisation's administrator disabled signs nobody in (migration 022).
    .where('m.disabled_at', 'is', null)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  if (rows.length === 0) throw new AppError(errorCodes.inactiveAccount, texts.inactiveAccount);
  const chosen = actor === undefined ? rows[0] : rows.find((row) => row.role_key === actor);
  if (!chosen) throw new AppError(errorCodes.actorMismatch, texts.actorMismatch(actor ?? 'agent'));
  return { organizationId: chosen.organization_id, actor: chosen.role_key };
}

/** Opens a session for a user in an organisation and returns its token with the User entity. */
export async function signIn(
  deps: AccountDeps,
  session: { userId: number; userUuid: string; organizationId: number; actor: Actor; rememberMe: boolean },
  meta: RequestMeta,
): Promise<SignInResult> {
  const { id, expiresAt } = await createSession(deps.db, { ...session, ip: meta.ip, userAgent: meta.userAgent });
  const user = await loadUserView(deps.db, session.userId, session.organizationId, session.actor, deps.accession);
  if (!user) throw new AppError(errorCodes.inactiveAccount, texts.inactiveAccount);
  const token = await deps.tokens.sign({ sid: id, uid: session.userUuid, org: user.organization_uuid }, expiresAt);
  return { token, user };
}
