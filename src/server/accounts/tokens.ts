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

/** Signs and reads HS256 bearer tokens. */
export class TokenService {
  constructor(private readonly secret: Uint8Array) {}

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
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer, algorithms: ['HS256'] });
      if (typeof payload.jti !== 'string' || typeof payload.sub !== 'string' || typeof payload.org !== 'string') return null;
      return { sid: payload.jti, uid: payload.sub, org: payload.org };
    } catch {
      return null;
    }
  }
}
