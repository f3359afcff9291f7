import { twoFactorStep, type TwoFactorChallenge } from '../profile/twoFactorLogin';
import { texts } from '../texts';
import { AppError } from '../http/AppError';
import { errorCodes } from '../http/errorCodes';
import type { Actor } from '../db/schema';
import { sendCodeMessage } from './codeMessages';
import type { AccountDeps, RequestMeta } from './deps';
import { normalizeEmail } from './normalize';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import { chooseMembership, signIn, type SignInResult } from './signIn';

/**
 * Signs in by e-mail and password (POST /v1/login/write/creds). Failures are counted per account and
 * per address; an unknown e-mail and a wrong password get the same answer after the same work. With
 * two-factor on, the right password alone answers a challenge and sends a code; the same call with the
 * password and `code` opens the session (docs/profile.md).
 */
export async function loginWithCredentials(
  deps: AccountDeps,
  form: { email: string; password: string; actor: Actor; code?: string },
  meta: RequestMeta,
): Promise<SignInResult | TwoFactorChallenge> {
  const login = normalizeEmail(form.email);
  const accountBucket = `login:account:${login}`;
  const ipBucket = `login:ip:${meta.ip}`;
  // The attempt is counted before the password check, so a burst of parallel guesses gets no more
  // checks than the limit; a right password gives it back.
  const attempt = await deps.limiter.take([
    { bucket: accountBucket, limit: deps.limits.loginFailuresPerAccount },
    { bucket: ipBucket, limit: deps.limits.loginFailuresPerIp },
  ]);

  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'uuid', 'login', 'phone', 'password_hash', 'confirmed_at', 'disabled_at', 'two_factor', 'two_factor_channel'])
    .where('login', '=', login)
    .executeTakeFirst();
  const passwordOk = user ? await verifyPassword(user.password_hash, form.password) : await verifyAgainstDecoy(form.password);
  if (!user || !passwordOk) throw AppError.badRequest(texts.wrongCredentials);
  await attempt.succeeded();
  if (user.disabled_at) throw new AppError(errorCodes.inactiveAccount, texts.inactiveAccount);
  if (!user.confirmed_at) {
    await resendRegistrationCode(deps, user.id, login);
    throw AppError.badRequest(texts.confirmRegistration(login));
  }
  const membership = await chooseMembership(deps.db, user.id, form.actor);
  if (user.two_factor) {
    const challenge = await twoFactorStep(deps, user, form.code, meta);
    if (challenge) return challenge;
  }
  await deps.limiter.reset(accountBucket);
  return signIn(deps, { userId: user.id, userUuid: user.uuid, organizationId: membership.organizationId, actor: membership.actor, rememberMe: false }, meta);
}

/** A person who lost the first code gets a new one on the next sign-in, at most once a minute. */
async function resendRegistrationCode(deps: AccountDeps, userId: number, login: string): Promise<void> {
  try {
    await deps.limiter.hit(`code:send:${login}`, deps.limits.codeSendsPerTarget);
  } catch (error) {
    if (error instanceof AppError && error.code === errorCodes.tooManyAttempts) return;
    throw error;
  }
  await sendCodeMessage(deps, { purpose: 'registration', userId, target: login, channel: 'email' });
}
