import { isUuid } from '../../domain/isUuid';
import type { AuthContext } from '../accounts/sessions';
import type { AccountDeps, RequestMeta } from '../accounts/deps';
import { verifyPassword } from '../accounts/passwords';
import type { Channel, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { profileTexts } from './texts';

/** The signed-in user's account as the profile's commands need it. */
export interface OwnAccount {
  id: number;
  uuid: string;
  login: string;
  phone: string | null;
  password_hash: string;
  email_confirmed: boolean;
  two_factor: boolean;
  two_factor_channel: Channel | null;
}

/** The account of the session's user (a live session's user always exists). */
export async function ownAccount(db: Executor, auth: AuthContext): Promise<OwnAccount> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'uuid', 'login', 'phone', 'password_hash', 'email_confirmed_at', 'two_factor', 'two_factor_channel'])
    .where('id', '=', auth.userId)
    .executeTakeFirst();
  if (!row) throw AppError.unauthorized();
  const { email_confirmed_at, ...account } = row;
  return { ...account, email_confirmed: email_confirmed_at !== null };
}

/**
 * The account a `{id}` of the path names, which must be the caller's own: its number or its uuid. Any
 * other user (of this organisation or another, existing or not) is refused alike, so the answer tells
 * nothing about other accounts.
 */
export async function ownAccountById(db: Executor, auth: AuthContext, id: string): Promise<OwnAccount> {
  const account = await ownAccount(db, auth);
  const own = /^\d{1,10}$/.test(id) ? Number(id) === account.id : isUuid(id) && id.toLowerCase() === account.uuid.toLowerCase();
  if (!own) throw AppError.forbidden(profileTexts.notYourAccount);
  return account;
}

/**
 * Checks the current password of a signed-in change. The attempt is counted before the check, per
 * account and per address as at sign-in, so a taken-over session cannot guess the password any faster
 * than the sign-in form; a right password gives it back.
 */
export async function checkCurrentPassword(deps: AccountDeps, account: OwnAccount, password: string, meta: RequestMeta): Promise<void> {
  const attempt = await deps.limiter.take([
    { bucket: `profile:password:${account.id}`, limit: deps.limits.loginFailuresPerAccount },
    { bucket: `login:ip:${meta.ip}`, limit: deps.limits.loginFailuresPerIp },
  ]);
  if (!(await verifyPassword(account.password_hash, password))) throw AppError.badRequest(profileTexts.wrongPassword);
  await attempt.succeeded();
}

/** Where a code for this account goes by a channel: the phone, or the e-mail when it is confirmed. */
export function codeRecipient(account: OwnAccount, channel: Channel): string {
  if (channel === 'sms') {
    if (!account.phone) throw AppError.badRequest(profileTexts.noPhoneForSms);
    return account.phone;
  }
  if (!account.email_confirmed) throw AppError.badRequest(profileTexts.emailNotConfirmedForCodes);
  return account.login;
}
