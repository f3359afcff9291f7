import type { UserPersonWire } from './personWire';
/**
 * The employee calls of spec-2 §7.1 as they travel between the browser and the server
 * (docs/employees.md). An employee is a member of an organisation: the person (the User entity's
 * fields) and what the membership gives him there (roles, permissions, enabled or not).
 */

/** Where a member stands: works, waits to set the password of an invitation, or was disabled. */
export type EmployeeState = 'active' | 'invited' | 'disabled';

export type EmployeeActor = 'agent' | 'client';

/** A permission as a member holds it. */
export interface HeldPermissionWire {
  key: string;
  name: string;
}

/** One row of POST /v1/user/read/byorganization. */
export interface EmployeeWire extends UserPersonWire {
  /** The cabinet the membership is for (its role). */
  actor: EmployeeActor;
  is_active: boolean;
  state: EmployeeState;
  available_permissions: HeldPermissionWire[];
  /** The reader himself. */
  is_self: boolean;
  /** When the member joined the organisation (ISO). */
  created_at: string;
}

/** GET /v1/user/read/full/{id}/info/{organization_uuid}/{actor}: the profile, details and settings. */
export interface EmployeeFullWire extends EmployeeWire {
  organization: { uuid: string; name: string; inn: string };
  /** The e-mail was proven (a code, a recovery or an invitation's link) or vouched for by an administrator. */
  email_confirmed: boolean;
  two_factor: boolean;
  disabled_notifications: boolean;
  disabled_at: string | null;
  /** The open invitation, while the employee has not set his password by it. */
  invitation: { sent_at: string; expires_at: string; expired: boolean } | null;
}

/** POST /v1/user/read/byorganization: the body. Every filter is optional. */
export interface EmployeeListQuery {
  page_number?: number;
  page_size?: number;
  is_active?: boolean;
  /** Part of the last, first or middle name or of the e-mail. */
  name?: string;
  /** The Russian name of a permission the member holds («Принятие предложений банков»). */
  permission_ru?: string;
  /** The organisation; the session's by default. */
  organization_uuid?: string;
  /** The cabinet; the session's by default. */
  actor?: EmployeeActor;
}

export interface EmployeeListWire {
  rows: EmployeeWire[];
  total: number;
  page_number: number;
  page_size: number;
}

/** One row of the permission table for a member: GET /v1/user/read/permissions/{id}/info/{organization_uuid}/{actor}. */
export interface EmployeePermissionWire {
  key: string;
  name: string;
  description: string;
  granted: boolean;
}

export interface EmployeePermissionsWire {
  user_id: number;
  organization_uuid: string;
  actor: EmployeeActor;
  permissions: EmployeePermissionWire[];
}

/** POST /v1/user/write/upsert/permissions: the keys the member holds afterwards (a full set, not a difference). */
export interface EmployeePermissionsBody {
  uuid: string;
  organization_uuid?: string;
  actor?: EmployeeActor;
  permissions: string[];
}

/** POST /v1/user/write/upsert/invite: a one-time link to set a password, or a known person added at once. */
export interface EmployeeInviteBody {
  organization_uuid?: string;
  login: string;
  last_name: string;
  first_name: string;
  middle_name?: string | null;
  post?: string | null;
  permissions?: string[];
}

export interface EmployeeInviteWire {
  /** 'invited': a new account waits for its password; 'added': a person with an account joined at once. */
  result: 'invited' | 'added';
  employee: EmployeeWire;
}

/**
 * POST /v1/user/write/upsert: without `uuid` an account is created with `password` (the generator's,
 * spec-2 §9); with it the employee's names and post are changed.
 */
export interface EmployeeUpsertBody {
  uuid?: string;
  organization_uuid?: string;
  last_name: string;
  first_name: string;
  middle_name?: string | null;
  login: string;
  post?: string | null;
  password?: string;
  permissions?: string[];
}

/** POST /v1/user/write/upsert/active: disables or enables the membership. */
export interface EmployeeActiveBody {
  uuid: string;
  organization_uuid?: string;
  is_active: boolean;
}

/** GET /v1/user/read/invitation/{token}: what the invitation page shows before the password is set. */
export interface InvitationWire {
  login: string;
  last_name: string;
  first_name: string;
  organization_name: string;
  actor: EmployeeActor;
  expires_at: string;
}
