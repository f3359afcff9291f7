import { AppError } from '../http/AppError';
import type { AuthContext } from './sessions';
import type { SessionChecks } from './sessionChecks';
import type { TokenService } from './tokens';

/**
 * Reads `Authorization: Bearer <jwt>` and returns the live session behind it; any missing, invalid,
 * expired or revoked token is a 401 with the one Russian text.
 */
export async function authenticate(sessions: SessionChecks, tokens: TokenService, authorization: string | undefined): Promise<AuthContext> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw AppError.unauthorized();
  const claims = await tokens.verify(match[1]);
  if (!claims) throw AppError.unauthorized();
  const session = await sessions.check(claims.sid);
  if (!session) throw AppError.unauthorized();
  return session;
}
