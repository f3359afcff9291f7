import type { AttachedCertificateWire, EcpChallengeWire } from '../../domain/wire/ecpWire';
import type { CertificateFactsWire } from '../../domain/wire/signingWire';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import type { SigningContext } from '../signing/SigningContext';
import type { AccountDeps, RequestMeta } from './deps';
import { issueEcpChallenge, spendEcpChallenge } from './ecpChallenges';
import { verifySignedChallenge } from './ecpSignature';
import { ecpTexts } from './ecpTexts';
import type { AuthContext } from './sessions';

function attachedView(row: { certificate_facts: CertificateFactsWire; attached_at: Date }): AttachedCertificateWire {
  return { ...row.certificate_facts, attached_at: row.attached_at.toISOString() };
}

/** The certificates attached to a user's account, newest first (GET /v1/current-user-profile/read/certificates). */
export async function attachedCertificates(db: Db, userId: number): Promise<AttachedCertificateWire[]> {
  const rows = await db
    .selectFrom('user_certificate')
    .select(['certificate_facts', 'attached_at'])
    .where('user_id', '=', userId)
    .orderBy('attached_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(attachedView);
}

/** A challenge to attach the chosen certificate with (POST /v1/login/write/attach-ecp/challenge), bound to the user. */
export async function attachChallenge(deps: AccountDeps, auth: AuthContext, form: { thumbprint: string }, meta: RequestMeta): Promise<EcpChallengeWire> {
  await deps.limiter.hit(`ecp:challenge:ip:${meta.ip}`, deps.limits.ecpChallengesPerIp);
  const user = await deps.db.selectFrom('users').select(['id', 'login']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
  return issueEcpChallenge(deps.db, { purpose: 'attach', thumbprint: form.thumbprint, user });
}

/**
 * Attaches a certificate to the signed-in user's account (POST /v1/login/write/attach-ecp): `scope` is
 * an attached signature of the user's attach challenge, which proves he holds the certificate's key. A
 * user may have several certificates; one certificate belongs to one account only. Attaching one that
 * is already his answers it as it is.
 */
export async function attachCertificate(db: Db, signing: SigningContext, auth: AuthContext, scope: string): Promise<AttachedCertificateWire> {
  const now = new Date();
  const signed = await verifySignedChallenge(signing, scope, now);
  const thumbprint = signed.certificate.thumbprint;
  await spendEcpChallenge(db, { content: signed.content, thumbprint, purpose: 'attach', userId: auth.userId }, now);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('user_certificate')
      .values({ user_id: auth.userId, thumbprint, certificate: signed.certificateDer, certificate_facts: JSON.stringify(signed.certificate) })
      .onConflict((oc) => oc.column('thumbprint').doNothing())
      .returning(['certificate_facts', 'attached_at'])
      .executeTakeFirst();
    if (inserted) return attachedView(inserted);
    const kept = await trx.selectFrom('user_certificate').select(['user_id', 'certificate_facts', 'attached_at']).where('thumbprint', '=', thumbprint).executeTakeFirstOrThrow();
    if (kept.user_id !== auth.userId) throw AppError.conflict(ecpTexts.certificateTaken);
    return attachedView(kept);
  });
}

/** Detaches one of the user's certificates (POST /v1/login/write/detach-ecp): it no longer signs him in. */
export async function detachCertificate(db: Db, auth: AuthContext, thumbprint: string): Promise<{ detached: true }> {
  const removed = await db.deleteFrom('user_certificate').where('user_id', '=', auth.userId).where('thumbprint', '=', thumbprint.toUpperCase()).returning('id').executeTakeFirst();
  if (!removed) throw AppError.notFound(ecpTexts.notAttached);
  return { detached: true };
}
