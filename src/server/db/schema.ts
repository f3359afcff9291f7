import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

/** A timestamp column that the database fills by default. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: CreatedAt;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export type OrganizationType = 'agent' | 'client';
export type Actor = 'agent' | 'client';

export interface OrganizationsTable {
  id: Generated<number>;
  uuid: Generated<string>;
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  type: OrganizationType;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  uuid: Generated<string>;
  login: string;
  phone: string | null;
  password_hash: string;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  post: string | null;
  confirmed_at: NullableTimestamp;
  disabled_at: NullableTimestamp;
  two_factor: Generated<boolean>;
  disabled_notifications: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RolesTable {
  key: Actor;
  name: string;
}

export interface PermissionsTable {
  key: string;
  name: string;
  actor: Actor;
  sort_order: number;
}

export interface MembershipsTable {
  id: Generated<number>;
  user_id: number;
  organization_id: number;
  created_at: CreatedAt;
}

export interface MembershipRolesTable {
  membership_id: number;
  role_key: Actor;
}

export interface MembershipPermissionsTable {
  membership_id: number;
  permission_key: string;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: number;
  organization_id: number;
  actor: Actor;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

export type CodePurpose = 'registration' | 'recovery' | 'phone_login';

export interface VerificationCodesTable {
  id: Generated<number>;
  purpose: CodePurpose;
  user_id: number;
  target: string;
  code_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface RateLimitsTable {
  bucket: string;
  window_started_at: Timestamp;
  hits: number;
}

export type Channel = 'email' | 'sms';
export type DeliveryState = 'pending' | 'sent' | 'stored' | 'failed';

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
  purpose: string;
  code: string | null;
  state: ColumnType<DeliveryState, DeliveryState | undefined, DeliveryState>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: CreatedAt;
  delivered_at: NullableTimestamp;
}

/** A bigint identity: PostgreSQL's driver reads it as a string, PGlite as a number. */
type BigIntId = ColumnType<string | number, never, never>;
/** A jsonb column: read as the parsed value, written as JSON text. */
type JsonColumn<T> = ColumnType<T, string | null | undefined, string | null>;

/** The root guarantee request (spec-1 §3); migration 004. */
export interface BgRequestTable {
  id: BigIntId;
  uuid: Generated<string>;
  organization_uuid: string;
  client_organization_uuid: string | null;
  created_by: number;
  actor: Actor;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  name: string;
  is_ip: Generated<boolean>;
  is_joint: Generated<boolean>;
  readonly: Generated<boolean>;
  tender: JsonColumn<Record<string, unknown> | null>;
  tender_number: string | null;
  tender_lot_number: number | null;
  tender_uuid: string | null;
  law: number | null;
  request_status: Generated<string>;
  sub_status: Generated<string>;
  documents_scope_uuid: Generated<string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Columns of bg_request the request form added (migration 006). */
export interface BgRequestFormColumns {
  /** The company's address and region from the create step. */
  address: string | null;
  region_name: string | null;
  /** The guarantee type chosen on the create step. */
  guarantee_type: string | null;
  /** fko uuids of the banks chosen on the preview step. */
  selected_banks: JsonColumn<string[]>;
  customer_contacts_required: Generated<boolean>;
  customer_phone: string | null;
  customer_email: string | null;
  customer_confirmed: Generated<boolean>;
  /** The progress counters computed at the last save. */
  progress: JsonColumn<Record<string, { count_points: number; total_points: number }> | null>;
}

/** What one step of the request form saved (or the questionnaire, the finance report). Migration 006. */
export interface BgRequestStepTable {
  request_id: ColumnType<string, number | string, never>;
  step: string;
  data: JsonColumn<unknown>;
  checked: Generated<boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: number | null;
}

/** A stored file's record; the bytes are in the file store under sha256. Migration 005. */
export interface StorageFileTable {
  uuid: Generated<string>;
  scope_uuid: string;
  type: string;
  name: string;
  size: ColumnType<string | number, number, never>;
  mime: string;
  sha256: string;
  organization_uuid: string;
  created_by: number | null;
  created_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

/** The tables Kysely knows, named as in the migrations. */
export interface DB {
  schema_migrations: SchemaMigrationsTable;
  app_secrets: AppSecretsTable;
  organizations: OrganizationsTable;
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  memberships: MembershipsTable;
  membership_roles: MembershipRolesTable;
  membership_permissions: MembershipPermissionsTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  rate_limits: RateLimitsTable;
  outbox_messages: OutboxMessagesTable;
  bg_request: BgRequestTable & BgRequestFormColumns;
  storage_file: StorageFileTable;
  bg_request_step: BgRequestStepTable;
}

export type Db = Kysely<DB>;
/** Either the database or an open transaction: commands accept both. */
export type Executor = Kysely<DB> | Transaction<DB>;
