import type { EcpChallengeWire } from '../../domain/wire/ecpWire';
import type { Actor } from '../db/schema';
import { AppError } from '../http/AppError';
import { errorCodes } from '../http/errorCodes';
import type { SigningContext } from '../signing/SigningContext';
import { texts } from '../texts';
import type { AccountDeps, RequestMeta } from './deps';
import { issueEcpChallenge, spendEcpChallenge } from './ecpChallenges';
import { verifySignedChallenge } from './ecpSignature';
import { ecpTexts } from './ecpTexts';
import { chooseMembership, signIn, type SignInResult } from './signIn';

/**
 * A challenge to sign in with (POST /v1/login/write/ecp/challenge), for the certificate the person
 * chose. Asked without a session, so it is limited per address.
 */
export async function loginChallenge(deps: AccountDeps, form: { thumbprint: string }, meta: RequestMeta): Promise<EcpChallengeWire> {
  await deps.limiter.hit(`ecp:challenge:ip:${meta.ip}`, deps.limits.ecpChallengesPerIp);
  return issueEcpChallenge(deps.db, { purpose: 'login', thumbprint: form.thumbprint, user: null });
}

/**
 * Signs in by a qualified electronic signature (POST /v1/login/write/ecp): `scope` is an attached
 * signature of a sign-in challenge; the certificate must be attached to an account. Failures count in
 * the address's bucket of the password sign-in (the account is not known before the signature holds);
 * a success gives the attempt back. The answer, the session and the refusals of a disabled or roleless
 * account are those of the other sign-ins.
 */
export async function loginWithEcp(
  deps: AccountDeps,
  signing: SigningContext,
  form: { scope: string; rememberme?: boolean; actor?: Actor },
  meta: RequestMeta,
): Promise<SignInResult> {
  // Counted before the signature is checked (an OpenSSL run), so a burst of forgeries is stopped early.
  const attempt = await deps.limiter.take([{ bucket: `login:ip:${meta.ip}`, limit: deps.limits.loginFailuresPerIp }]);
  const now = new Date();
  const signed = await verifySignedChallenge(signing, form.scope, now);
  const thumbprint = signed.certificate.thumbprint;
  await spendEcpChallenge(deps.db, { content: signed.content, thumbprint, purpose: 'login', userId: null }, now);
  const user = await deps.db
    .selectFrom('user_certificate as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['u.id', 'u.uuid', 'u.disabled_at'])
    .where('c.thumbprint', '=', thumbprint)
    .executeTakeFirst();
  if (!user) throw AppError.badRequest(ecpTexts.unknownCertificate);
  await attempt.succeeded();
  if (user.disabled_at) throw new AppError(errorCodes.inactiveAccount, texts.inactiveAccount);
  const membership = await chooseMembership(deps.db, user.id, form.actor);
  return signIn(
    deps,
    { userId: user.id, userUuid: user.uuid, organizationId: membership.organizationId, actor: membership.actor, rememberMe: form.rememberme === true },
    meta,
  );
}
