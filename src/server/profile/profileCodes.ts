import { maskContact } from '../../domain/profile/maskContact';
import { findLiveCode, useCode } from '../accounts/codes';
import { sendCodeMessage } from '../accounts/codeMessages';
import type { AccountDeps, RequestMeta } from '../accounts/deps';
import type { Attempt } from '../accounts/rateLimiter';
import type { Channel, CodePurpose, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { profileTexts } from './texts';

/** What a call that sent a code answers: where it went, masked. */
export interface CodeSent {
  sent: true;
  channel: Channel;
  sent_to: string;
}

/** One code of the profile: what it is for, whose it is, what it proves (`target`) and where it goes. */
export interface ProfileCode {
  purpose: Extract<CodePurpose, 'set_phone' | 'two_factor' | 'confirm_email'>;
  userId: number;
  target: string;
  channel: Channel;
  to: string;
}

/**
 * Sends a code: at most one a minute for the same use and account (the limit of every code send), and
 * the address's limit of sends. `use` tells apart uses of one purpose, so the sign-in right after
 * turning two-factor on is not kept waiting by the code that turned it on.
 */
export async function sendProfileCode(deps: AccountDeps, code: ProfileCode, meta: RequestMeta, use: string = code.purpose): Promise<CodeSent> {
  await deps.limiter.hit(`code:send:ip:${meta.ip}`, deps.limits.codeSendsPerIp);
  await deps.limiter.hit(`code:send:${use}:${code.userId}`, deps.limits.codeSendsPerTarget);
  await sendCodeMessage(deps, { purpose: code.purpose, userId: code.userId, target: code.target, channel: code.channel, to: code.to });
  return { sent: true, channel: code.channel, sent_to: maskContact(code.to) };
}

/** Counts a code attempt before the comparison, per account and per address; a right code gives it back. */
export function takeCodeAttempt(deps: AccountDeps, userId: number, meta: RequestMeta): Promise<Attempt> {
  return deps.limiter.take([
    { bucket: `code:fail:user:${userId}`, limit: deps.limits.codeFailuresPerTarget },
    { bucket: `code:ip:${meta.ip}`, limit: deps.limits.codeFailuresPerIp },
  ]);
}

/**
 * Spends the account's live code of this purpose and target inside the caller's transaction; a wrong,
 * stale, foreign or already spent code is a 400 and the transaction changes nothing.
 */
export async function spendProfileCode(trx: Executor, code: Pick<ProfileCode, 'purpose' | 'userId' | 'target'>, value: string): Promise<void> {
  const live = await findLiveCode(trx, code.purpose, value, code.target);
  if (!live || live.user_id !== code.userId || !(await useCode(trx, live.id))) throw AppError.badRequest(profileTexts.wrongCode);
}
