import { AppError } from '../http/AppError';
import { errorCodes } from '../http/errorCodes';
import { texts } from '../texts';
import type { Actor } from '../db/schema';
import { findLiveCode, useCode } from './codes';
import { sendCodeMessage } from './codeMessages';
import type { AccountDeps, RequestMeta } from './deps';
import { normalizePhone } from './normalize';
import type { Attempt } from './rateLimiter';
import { chooseMembership, signIn, type SignInResult } from './signIn';

function ensureEnabled(deps: AccountDeps): void {
  if (!deps.switches.phone_registration) throw new AppError(errorCodes.forbidden, texts.phoneLoginDisabled);
}

/** An active user (confirmed, not disabled) with this phone, or null. */
async function activeUserByPhone(deps: AccountDeps, phone: string): Promise<{ id: number; uuid: string } | null> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'uuid'])
    .where('phone', '=', phone)
    .where('confirmed_at', 'is not', null)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return user ?? null;
}

/**
 * Sends a sign-in code by SMS (POST /v1/login/write/send/phone/code). The answer is the same whether
 * or not the phone belongs to someone, so nobody learns who has an account; the limit of one send a
 * minute applies to every phone alike for the same reason.
 */
export async function sendPhoneCode(deps: AccountDeps, form: { phone: string }, meta: RequestMeta): Promise<{ sent: true }> {
  ensureEnabled(deps);
  const phone = normalizePhone(form.phone);
  await deps.limiter.hit(`code:send:ip:${meta.ip}`, deps.limits.codeSendsPerIp);
  await deps.limiter.hit(`code:send:${phone}`, deps.limits.codeSendsPerTarget);
  const user = await activeUserByPhone(deps, phone);
  if (user) await sendCodeMessage(deps, { purpose: 'phone_login', userId: user.id, target: phone, channel: 'sms' });
  return { sent: true };
}

/** Counts a code attempt before the comparison, per phone and per address; a right code gives it back. */
function takeCodeAttempt(deps: AccountDeps, phone: string, meta: RequestMeta): Promise<Attempt> {
  return deps.limiter.take([
    { bucket: `code:fail:${phone}`, limit: deps.limits.codeFailuresPerTarget },
    { bucket: `code:ip:${meta.ip}`, limit: deps.limits.codeFailuresPerIp },
  ]);
}

/** Tells whether a code is right without spending it (POST /v1/login/write/check/phone/code). */
export async function checkPhoneCode(deps: AccountDeps, form: { phone: string; code: string }, meta: RequestMeta): Promise<{ valid: boolean }> {
  ensureEnabled(deps);
  const phone = normalizePhone(form.phone);
  const attempt = await takeCodeAttempt(deps, phone, meta);
  const valid = (await findLiveCode(deps.db, 'phone_login', form.code, phone)) !== null;
  if (valid) await attempt.succeeded();
  return { valid };
}

/** Signs in by phone and SMS code (POST /v1/login/write/phone); the code is spent. */
export async function loginWithPhone(
  deps: AccountDeps,
  form: { phone: string; code: string; rememberme?: boolean; actor?: Actor },
  meta: RequestMeta,
): Promise<SignInResult> {
  ensureEnabled(deps);
  const phone = normalizePhone(form.phone);
  const attempt = await takeCodeAttempt(deps, phone, meta);
  const userId = await deps.db.transaction().execute(async (trx) => {
    const live = await findLiveCode(trx, 'phone_login', form.code, phone);
    if (!live || !(await useCode(trx, live.id))) return null;
    return live.user_id;
  });
  if (userId === null) throw AppError.badRequest(texts.wrongPhoneCode);
  await attempt.succeeded();
  const user = await deps.db.selectFrom('users').select(['id', 'uuid', 'disabled_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.disabled_at) throw new AppError(errorCodes.inactiveAccount, texts.inactiveAccount);
  const membership = await chooseMembership(deps.db, user.id, form.actor);
  return signIn(
    deps,
    { userId: user.id, userUuid: user.uuid, organizationId: membership.organizationId, actor: membership.actor, rememberMe: form.rememberme === true },
    meta,
  );
}
