import { createHash, randomBytes } from 'node:crypto';
import type { EcpChallengeWire } from '../../domain/wire/ecpWire';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { ecpTexts } from './ecpTexts';

/** How long a challenge may be signed: enough to find the token and type its PIN, too short to keep one for later. */
export const ecpChallengeLifetimeMs = 5 * 60_000;

/** What a challenge opens: a sign-in (anyone), or the attachment of a certificate (the user who asked). */
export type EcpPurpose = 'login' | 'attach';

export function challengeHash(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * A new one-time challenge (POST /v1/login/write/ecp/challenge, /v1/login/write/attach-ecp/challenge):
 * a readable text with 32 random bytes in it, which the person signs with the certificate he chose.
 * Only its SHA-256 is kept, with the purpose, the chosen certificate and, for an attachment, the user.
 */
export async function issueEcpChallenge(
  db: Executor,
  request: { purpose: EcpPurpose; thumbprint: string; user: { id: number; login: string } | null },
  now: Date = new Date(),
): Promise<EcpChallengeWire> {
  const expiresAt = new Date(now.getTime() + ecpChallengeLifetimeMs);
  const title = request.purpose === 'attach' && request.user ? ecpTexts.attachChallengeTitle(request.user.login) : ecpTexts.loginChallengeTitle;
  const challenge = [title, `${ecpTexts.challengeCode}: ${randomBytes(32).toString('base64url')}`, `${ecpTexts.challengeIssued}: ${now.toISOString()}`].join('\n');
  await db
    .insertInto('ecp_challenge')
    .values({
      text_hash: challengeHash(challenge),
      purpose: request.purpose,
      user_id: request.purpose === 'attach' ? (request.user?.id ?? null) : null,
      thumbprint: request.thumbprint.toUpperCase(),
      expires_at: expiresAt,
    })
    .execute();
  return { challenge, expires_at: expiresAt.toISOString() };
}

/**
 * Spends the challenge a verified signature carries: the signed text must be one the platform issued
 * for this purpose (and, for an attachment, to this user), not spent, not expired, and signed by the
 * certificate chosen when it was asked for. The first verified signature that carries a challenge spends
 * it, whatever follows; two at once cannot both spend it (one conditional update).
 */
export async function spendEcpChallenge(
  db: Executor,
  signed: { content: Buffer; thumbprint: string; purpose: EcpPurpose; userId: number | null },
  now: Date = new Date(),
): Promise<void> {
  const row = await db
    .selectFrom('ecp_challenge')
    .select(['id', 'purpose', 'user_id', 'thumbprint', 'expires_at', 'used_at'])
    .where('text_hash', '=', challengeHash(signed.content))
    .executeTakeFirst();
  if (!row || row.purpose !== signed.purpose || (signed.purpose === 'attach' && row.user_id !== signed.userId)) throw AppError.badRequest(ecpTexts.unknownChallenge);
  if (row.used_at !== null) throw AppError.badRequest(ecpTexts.challengeUsed);
  if (row.expires_at <= now) throw AppError.badRequest(ecpTexts.challengeExpired);
  if (row.thumbprint !== signed.thumbprint.toUpperCase()) throw AppError.badRequest(ecpTexts.otherCertificate);
  const spent = await db.updateTable('ecp_challenge').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).returning('id').executeTakeFirst();
  if (!spent) throw AppError.badRequest(ecpTexts.challengeUsed);
}
