import type { AttachedCertificateWire, EcpChallengeWire } from '../domain/wire/ecpWire';
import type { Http } from './createHttp';
import type {
  AppSwitches,
  ConfirmationResult,
  OrganisationSummary,
  OutboxMessage,
  RegistrationForm,
  RegistrationResult,
  RoleMode,
  Session,
  TwoFactorChallenge,
  User,
  UserOrganisation,
} from './wire';

/** How long «Выйти» waits for the server to end the session before it ends it locally all the same. */
export const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * The typed call catalogue of the sign-in and account screens (spec-2 §7.1). Stores get
 * this object as their transport port; the paths are the contract's, verbatim.
 */
export function createPlatformApi(http: Http) {
  return {
    http,
    readAppConfig: () => http.get<AppSwitches>('/v1/config/read/app'),

    registerAgent: (form: RegistrationForm) => http.post<RegistrationResult>('/v1/registration/write/agent', form),
    registerClient: (form: RegistrationForm) => http.post<RegistrationResult>('/v1/registration/write/client', form),
    confirmRegistration: (code: string) =>
      http.post<ConfirmationResult>(`/v1/confirm/write/${encodeURIComponent(code)}`),

    /** With two-factor on, the answer without `code` is the challenge, and the same call with the code opens the session. */
    loginByCredentials: (email: string, password: string, actor: RoleMode, code?: string) =>
      http.post<Session | TwoFactorChallenge>('/v1/login/write/creds', { email, password, actor, ...(code ? { code } : {}) }),
    sendPhoneCode: (phone: string) => http.post<{ sent: boolean }>('/v1/login/write/send/phone/code', { phone }),
    checkPhoneCode: (phone: string, code: string) =>
      http.post<{ valid: boolean }>('/v1/login/write/check/phone/code', { phone, code }),
    loginByPhone: (phone: string, code: string, rememberme: boolean) =>
      http.post<Session>('/v1/login/write/phone', { phone, code, rememberme }),
    // The sign-in by signature shows its refusals on its own tab, next to the certificate: silent.
    ecpLoginChallenge: (thumbprint: string) => http.post<EcpChallengeWire>('/v1/login/write/ecp/challenge', { thumbprint }, { silent: true, anonymous: true }),
    /** `scope`: the challenge signed attached by the chosen certificate, base64 DER CMS. */
    loginByEcp: (scope: string, rememberme: boolean, actor: RoleMode) =>
      http.post<Session>('/v1/login/write/ecp', { scope, rememberme, actor }, { silent: true, anonymous: true }),

    readCertificates: () => http.get<AttachedCertificateWire[]>('/v1/current-user-profile/read/certificates'),
    // Refusals of an attachment (a certificate of another account, a stale code) or a detachment are shown in the block: silent.
    attachEcpChallenge: (thumbprint: string) => http.post<EcpChallengeWire>('/v1/login/write/attach-ecp/challenge', { thumbprint }, { silent: true }),
    attachEcp: (scope: string) => http.post<AttachedCertificateWire>('/v1/login/write/attach-ecp', { scope }, { silent: true }),
    detachEcp: (thumbprint: string) => http.post<{ detached: boolean }>('/v1/login/write/detach-ecp', { thumbprint }, { silent: true }),

    recoverPassword: (login: string) => http.post<{ sent: boolean }>('/v1/user/write/recover', { login }),
    confirmRecover: (login: string, code: string, password: string) =>
      http.post<{ changed: boolean }>('/v1/user/write/confirm-recover', { login, code, password }),

    readCurrentUser: () => http.get<User>('/v1/currentuser/read'),
    /** The external user of a sign link (no account: the token is the link's). */
    readExternalUser: (token: string) => http.get<User>(`/v1/sign-link/read/${encodeURIComponent(token)}/user`, { anonymous: true }),
    readUserOrganisations: () => http.get<UserOrganisation[]>('/v1/currentuser/read/organizations'),
    readCurrentOrganisation: () => http.get<OrganisationSummary>('/v1/organization/read/current'),
    switchOrganisation: (organizationUuid: string) =>
      http.post<Session>('/v1/login/write/organization', { organization_uuid: organizationUuid }),
    // Silent: the session ends locally whatever the server says, so a failure here is not news. And
    // short: a person who pressed «Выйти» is not kept on a spinner for the whole call timeout.
    logout: () => http.post<Record<string, never>>('/v1/logout/write', {}, { silent: true, timeoutMs: LOGOUT_TIMEOUT_MS }),

    /** Whether the server answers at all (after a lost connection); its failure is told to nobody. */
    probe: () => http.get<{ status: string }>('/health/live', { silent: true }),

    /** Dev and demo modes only: messages the platform would have delivered. */
    readOutbox: (to: string) => http.get<OutboxMessage[]>('/v1/dev/read/outbox', { params: { to } }),
  };
}

export type PlatformApi = ReturnType<typeof createPlatformApi>;
