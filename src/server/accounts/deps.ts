import type { AccessionContext } from '../accession/standingOf';
import type { AppSwitches } from '../config/appSwitches';
import type { Db } from '../db/schema';
import type { PostOffice } from '../messenger/postOffice';
import type { Limits } from './limits';
import { RateLimiter } from './rateLimiter';
import type { SessionChecks } from './sessionChecks';
import type { TokenService } from './tokens';

/** What the account commands work with. */
export interface AccountDeps {
  db: Db;
  tokens: TokenService;
  /** The session check of every signed-in call (authenticate.ts). */
  sessions: SessionChecks;
  postOffice: PostOffice;
  limiter: RateLimiter;
  limits: Limits;
  switches: AppSwitches;
  /** The configured public address (PUBLIC_URL): every link in a message starts with it. */
  publicUrl: string;
  /** The documents organisations sign: the User's flags are read from them (docs/accession.md). */
  accession: AccessionContext;
}

/** Facts about the HTTP request that commands record or limit by. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

/** True for PostgreSQL's unique-violation error, from `pg` or from PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** The name of the unique index a violation hit, when the driver reports it. */
export function violatedConstraint(error: unknown): string | undefined {
  const constraint = (error as { constraint?: unknown } | null)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}
