import type { CallOptions, Http } from './createHttp';
import type { OrganisationSummary, User } from './wire';

export type CodeChannel = 'sms' | 'email';

/** The answer of a profile call that sent a code: where it went, masked. */
export interface CodeSentWire {
  sent: true;
  channel: CodeChannel;
  sent_to: string;
}

/** POST /v1/currentuser/write/update: any of the fields. */
export interface CurrentUserUpdateWire {
  last_name?: string;
  first_name?: string;
  middle_name?: string | null;
  post?: string | null;
  nds?: string;
}

export interface TwoFactorStateWire {
  two_factor: boolean;
  two_factor_channel: CodeChannel | null;
}

/**
 * The profile's calls (spec-2 §7.1, docs/profile.md). Refusals (a wrong password or code, a taken
 * e-mail) are shown beside the field that caused them: silent, so no red toast repeats them.
 */
export function createProfileApi(http: Http) {
  const quiet: CallOptions = { silent: true };
  return {
    updateCurrentUser: (form: CurrentUserUpdateWire) => http.post<User>('/v1/currentuser/write/update', form, quiet),
    setEmail: (userId: number, password: string, email: string) =>
      http.post<{ login: string; email_confirmed: boolean }>(`/v1/user/write/set-email/${userId}`, { password, email }, quiet),
    /** Without `code` the code is sent; with it the phone is saved. */
    setPhone: (userId: number, phone: string, channel: CodeChannel, code?: string) =>
      http.post<CodeSentWire | { phone: string }>(`/v1/user/write/set-phone/${userId}`, { user_input: phone, channel, ...(code ? { code } : {}) }, quiet),
    changePassword: (password: string, newPassword: string) =>
      http.post<{ changed: boolean; ended_sessions: number }>('/v1/currentuser/write/password', { password, new_password: newPassword }, quiet),
    switchTwoFactor: (form: { enabled: boolean; password: string; channel?: CodeChannel; code?: string }) =>
      http.post<TwoFactorStateWire | CodeSentWire>('/v1/currentuser/write/two-factor', form, quiet),
    /** Without `code` the code is sent to the e-mail; with it the e-mail is confirmed. */
    confirmEmail: (code?: string) => http.post<CodeSentWire | { email_confirmed: true }>('/v1/currentuser/write/confirm-email', code ? { code } : {}, quiet),
    updateRequisites: (change: { kpp?: string; ogrn?: string }) => http.post<OrganisationSummary>('/v1/organization/write/update/kpp_or_ogrn', change, quiet),
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
