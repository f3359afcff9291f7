import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import { findActiveSession, isSessionId, type AuthContext } from './sessions';
import type { TokenService } from './tokens';

/**
 * Reads `Authorization: Bearer <jwt>` and returns the live session behind it; any missing, invalid,
 * expired or revoked token is a 401 with the one Russian text.
 */
export async function authenticate(db: Db, tokens: TokenService, authorization: string | undefined): Promise<AuthContext> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw AppError.unauthorized();
  const claims = await tokens.verify(match[1]);
  if (!claims || !isSessionId(claims.sid)) throw AppError.unauthorized();
  const session = await findActiveSession(db, claims.sid);
  if (!session) throw AppError.unauthorized();
  return session;
}
