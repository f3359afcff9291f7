import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Executor } from '../db/schema';

/** What a bearer token carries: the session, the user and the organisation it was issued for. */
export interface TokenClaims {
  sid: string;
  uid: string;
  org: string;
}

const issuer = 'garant-platform';
const secretName = 'jwt_secret';

/**
 * The JWT secret: JWT_SECRET when set, otherwise one generated on first start and kept in the
 * database, so every instance on the same database signs and verifies alike.
 */
export async function resolveJwtSecret(db: Executor, configured: string | null): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insertInto('app_secrets')
    .values({ name: secretName, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', secretName).executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
}

/** A token whose signature was checked, with the moment it expires. */
interface VerifiedToken {
  claims: TokenClaims;
  /** Seconds since the epoch, as `exp` says. */
  expiresAt: number;
}

/**
 * Signs and reads HS256 bearer tokens. A token whose signature held is remembered until it expires:
 * the same string under the same secret always verifies alike, and a browser sends one token with
 * every call all day, so the HMAC over it is computed once. Whether its session still lives is asked
 * of the database on every call all the same (`SessionChecks`): logout and revocation stay
 * immediate.
 */
export class TokenService {
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    private readonly secret: Uint8Array,
    /** Tokens remembered at most; the oldest is forgotten first. */
    private readonly capacity = 10_000,
  ) {}

  sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ org: claims.org })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(issuer)
      .setSubject(claims.uid)
      .setJti(claims.sid)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.secret);
  }

  /** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now() / 1000) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer, algorithms: ['HS256'] });
      if (typeof payload.jti !== 'string' || typeof payload.sub !== 'string' || typeof payload.org !== 'string' || typeof payload.exp !== 'number') return null;
      const claims = { sid: payload.jti, uid: payload.sub, org: payload.org };
      this.remember(token, { claims, expiresAt: payload.exp });
      return claims;
    } catch {
      return null;
    }
  }

  private remember(token: string, verified: VerifiedToken): void {
    if (this.verified.size >= this.capacity) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, verified);
  }
}
