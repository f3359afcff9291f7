import type { UserPersonWire } from '../domain/wire/personWire';
/** Shapes of the answers and payloads of the sign-in and account calls (spec-2 §7.1). */

export type RoleMode = 'agent' | 'client';
export type EnvironmentMode = 'prod' | 'dev' | 'demo';

/** GET /v1/config/read/app: the switches the browser needs. */
export interface AppSwitches {
  registration: boolean;
  phone_registration: boolean;
  environment: EnvironmentMode;
  credentials_type: string;
  default_avatar: string;
  old_version_link: string | null;
  allowed_email_domains: string[];
  logger: boolean;
  mock_server: boolean;
}

export interface Permission {
  key: string;
  name: string;
}

export interface OrganisationSummary {
  uuid: string;
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  type?: string;
}

export interface PartnerDocument {
  is_signed: boolean;
  banks?: { name: string }[];
  [field: string]: unknown;
}

/** The User entity of spec-1 §3 as GET /v1/currentuser/read returns it. */
export interface User extends UserPersonWire {
  roles: string[];
  available_permissions: Permission[];
  organization: OrganisationSummary | null;
  is_regulations_signed: boolean;
  need_sign_add_agreement: boolean;
  has_unsigned_docs: boolean;
  partners_docs: PartnerDocument[];
  two_factor: boolean;
  /** Where the two-factor code goes; null while two-factor is off (optional: an older server sends none). */
  two_factor_channel?: 'sms' | 'email' | null;
  /** The e-mail (the login) was proven by a code; otherwise the hourly prompt asks for it. */
  email_confirmed?: boolean;
  external: boolean;
  disabled_notifications: boolean;
  nds: string;
  actor: RoleMode;
  /** 'partner' for an agent organisation's user, 'client' for a client's (spec-2 §4.2 "partner type"). */
  user_type?: 'partner' | 'client';
  /** A platform operator, who may widen the request list to every organisation's requests. */
  platform_operator?: boolean;
}

/** GET /v1/currentuser/read/organizations item. */
export interface UserOrganisation extends OrganisationSummary {
  is_current: boolean;
}

export interface Session {
  token: string;
  user: User;
}

/**
 * The answer of POST /v1/login/write/creds for a user with two-factor on, before the code: no session
 * yet; the same call with `code` opens it.
 */
export interface TwoFactorChallenge {
  two_factor_required: true;
  channel: 'sms' | 'email';
  /** The masked phone or e-mail the code went to. */
  sent_to: string;
}

export interface RegistrationForm {
  last_name: string;
  first_name: string;
  middle_name?: string;
  email: string;
  phone: string;
  password: string;
  organization_name: string;
  inn: string;
  agree: true;
}

export interface RegistrationResult {
  login: string;
  confirm_required: true;
}

export interface ConfirmationResult {
  confirmed: true;
  login: string;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  created_at: string;
}
