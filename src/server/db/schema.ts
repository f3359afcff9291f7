import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { CertificateFactsWire } from '../../domain/wire/signingWire';

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
  /** Migration 023: null while the e-mail (the login) is unproven; a row written without it counts as confirmed. */
  email_confirmed_at: NullableTimestamp;
  /** Migration 023: where the two-factor sign-in code goes. */
  two_factor_channel: ColumnType<Channel | null, Channel | null | undefined, Channel | null>;
  /** Migration 023: the NDS choice of config/nds.json; null is the file's default. */
  nds: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Disabled by the organisation's administrator (migration 022): signs nobody in, its sessions ended. */
  disabled_at: NullableTimestamp;
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

/** The kinds of one-time code; set_phone, two_factor and confirm_email are the profile's (migration 023). */
export type CodePurpose = 'registration' | 'recovery' | 'phone_login' | 'set_phone' | 'two_factor' | 'confirm_email';

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

/** What was typed on a step whose rules did not hold yet (a failed «Далее»). Migration 015. */
export interface BgRequestStepDraftTable {
  request_id: ColumnType<string, number | string, never>;
  step: string;
  data: JsonColumn<unknown>;
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

/** Columns 007_banks added to bg_request. */
/** The request list's tabs of a request (migration 011), written only by refreshListTabs. */
export interface BgRequestListColumns {
  list_tabs: ColumnType<string[], string[] | undefined, string[]>;
}

export interface BgRequestBankColumns {
  manager_user_id: number | null;
  consent_given_at: NullableTimestamp;
  consent_token_hash: string | null;
  signed_at: NullableTimestamp;
}

/** numeric(16,2): the drivers read it as a string so no kopeck is lost; write a number or a string. */
type Money = ColumnType<string, number | string, number | string>;
type NullableMoney = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type NullableDate = ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;

export interface BgSubrequestTable {
  id: BigIntId;
  uuid: Generated<string>;
  request_id: ColumnType<string, number | string, never>;
  bank_uuid: string;
  sub_status: Generated<string>;
  archived_from: string | null;
  is_selected: Generated<boolean>;
  is_need_verification: Generated<boolean>;
  is_need_sign_application: Generated<boolean>;
  is_need_confirm_data: Generated<boolean>;
  deny_revoke: Generated<boolean>;
  has_active_claim: Generated<boolean>;
  cancel_reason: string | null;
  external_id: string | null;
  date_to: NullableDate;
  prescoring: JsonColumn<{ passed: boolean; reasons: string[]; checked_at: string } | null>;
  sent_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type StatusActorKind = 'user' | 'bank' | 'operator' | 'system';

export interface BgSubrequestStatusTable {
  id: BigIntId;
  subrequest_id: ColumnType<string, number | string, never>;
  from_status: string | null;
  to_status: string;
  event: string;
  actor_kind: StatusActorKind;
  user_id: number | null;
  comment: string | null;
  created_at: CreatedAt;
}

export interface BgOfferTable {
  id: BigIntId;
  uuid: Generated<string>;
  subrequest_id: ColumnType<string, number | string, never>;
  version: number;
  source: 'bank' | 'agent';
  bank_commission: Money;
  commission: Money;
  sum: Money;
  duration: number;
  date_from: NullableDate;
  date_to: NullableDate;
  is_current_date_invoice: Generated<boolean>;
  is_selected: Generated<boolean>;
  sent_for_approval_at: NullableTimestamp;
  accepted_at: NullableTimestamp;
  accepted_by: number | null;
  delivery_type: 'digital' | 'paper' | null;
  delivery_address: string | null;
  delivery_cost: NullableMoney;
  delivery_method: ColumnType<'pickup' | 'courier_delivery' | null, 'pickup' | 'courier_delivery' | null | undefined, 'pickup' | 'courier_delivery' | null>;
  additional_agreements: JsonColumn<unknown>;
  created_by: number | null;
  created_at: CreatedAt;
  /** Migration 019: the bank asked for a signed acceptance of this version through its API. */
  requires_signature: Generated<boolean>;
  /** Migration 019: every document of the accepted offer was signed (offer_signed). */
  signed_at: NullableTimestamp;
}

export interface BgDemandTable {
  id: BigIntId;
  uuid: Generated<string>;
  subrequest_id: ColumnType<string, number | string, never>;
  kind: 'bank' | 'admin';
  text: string;
  required_documents: JsonColumn<{ type: string; name: string }[]>;
  answer_text: string | null;
  answered_by: number | null;
  answered_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** A draft agreement sent to a form-type bank for discussion (migration 008). */
export interface BgDiscussionTable {
  id: BigIntId;
  uuid: Generated<string>;
  subrequest_id: ColumnType<string, number | string, never>;
  offer_id: ColumnType<string | null, number | string | null | undefined, never>;
  date_from: ColumnType<Date, Date | string, never>;
  date_to: ColumnType<Date, Date | string, never>;
  sum: Money;
  comment: string | null;
  customers: JsonColumn<{ inn: string; name: string; sum: string }[] | null>;
  created_by: number | null;
  created_at: CreatedAt;
}

/** The customers list prepared for a discussion (migration 008). */
export interface BgDiscussionCustomersTable {
  subrequest_id: ColumnType<string, number | string, never>;
  customers: JsonColumn<{ inn: string; name: string; sum: string }[]>;
  updated_by: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type ClaimStatus = 'sent' | 'responded' | 'rejected' | 'approved' | 'wait_payment' | 'wait_sign' | 'signed';

export interface BgClaimTable {
  id: BigIntId;
  uuid: Generated<string>;
  subrequest_id: ColumnType<string, number | string, never>;
  status: Generated<ClaimStatus>;
  changes: JsonColumn<Record<string, unknown>>;
  commission: NullableMoney;
  bank_answer: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type BankDocumentKind = 'guarantee' | 'contract' | 'draft_agreement' | 'claim_document' | 'offer_document' | 'additional_document' | 'other';

export interface BgBankDocumentTable {
  id: BigIntId;
  uuid: Generated<string>;
  subrequest_id: ColumnType<string, number | string, never>;
  kind: BankDocumentKind;
  file_uuid: string;
  name: string;
  created_at: CreatedAt;
  /** Migration 019: when the bank was told the client signed it (documents to sign only). */
  signed_at: NullableTimestamp;
}

export interface BankApiKeyTable {
  id: BigIntId;
  bank_uuid: string;
  key_hash: string;
  label: Generated<string>;
  created_at: CreatedAt;
  revoked_at: NullableTimestamp;
}

export interface BankOutboxTable {
  id: BigIntId;
  bank_uuid: string;
  subrequest_uuid: string;
  event: string;
  payload: JsonColumn<Record<string, unknown>>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: CreatedAt;
  delivered_at: NullableTimestamp;
  /** Migration 009: when the gateway may try the event again. */
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A user who verifies requests as the platform's operator (migration 010). */
export interface PlatformOperatorsTable {
  user_id: number;
  granted_at: CreatedAt;
  /** When he last read the operator's desk (migration 025). */
  desk_seen_at: NullableTimestamp;
}

/** The request list's version per organisation, kept by triggers (migration 012). */
export interface BgListVersionTable {
  organization_uuid: string;
  version: ColumnType<string, never, never>;
}

/** Verified signatures of stored files (migration 016). */
export interface FileSignatureTable {
  uuid: Generated<string>;
  file_uuid: string;
  scope: string;
  is_attached: boolean;
  signature: Buffer;
  certificate: Buffer;
  certificate_facts: JsonColumn<CertificateFactsWire>;
  thumbprint: string;
  signed_at: Timestamp;
  received_at: CreatedAt;
  user_id: number | null;
  sign_link_uuid: string | null;
}

/** Sign links (migration 016): a person signs by one without an account. */
export interface SignLinkTable {
  uuid: Generated<string>;
  token_hash: string;
  kind: 'request' | 'agreement' | 'offer' | 'claim' | 'additional';
  request_id: ColumnType<string | number, number, never>;
  subrequest_uuids: ColumnType<string[], string[] | undefined, string[]>;
  created_by: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** Invitations of a request's client by e-mail (migration 017). */
export interface ClientInvitationTable {
  uuid: Generated<string>;
  request_id: ColumnType<string | number, number, never>;
  email: string;
  inn: string;
  invited_by: number;
  created_at: CreatedAt;
  accepted_at: NullableTimestamp;
}

/** Certificates attached to accounts for sign-in by a qualified signature (migration 018). */
export interface UserCertificateTable {
  id: Generated<number>;
  user_id: number;
  thumbprint: string;
  certificate: Buffer;
  certificate_facts: JsonColumn<CertificateFactsWire>;
  attached_at: CreatedAt;
}

/** One-time challenges of the qualified-signature sign-in and attachment (migration 018): only the text's hash. */
export interface EcpChallengeTable {
  id: Generated<string>;
  text_hash: string;
  purpose: 'login' | 'attach';
  user_id: number | null;
  thumbprint: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** An edition of a document an organisation signs with the operator (migration 019). */
export interface OrganizationDocumentTable {
  uuid: Generated<string>;
  organization_id: number;
  kind: 'accession_agent' | 'accession_client' | 'partner_agreement';
  bank_uuid: string | null;
  version: number;
  file_uuid: string;
  created_by: number | null;
  created_at: CreatedAt;
}

/**
 * A chat of a request (kind request), of a sub-request with its bank (kind bank), migration 021, or of a
 * revision act with the operator (kind revision, no request), migration 027.
 */
export interface ChatTable {
  id: BigIntId;
  uuid: Generated<string>;
  request_id: ColumnType<string | null, number | string | null | undefined, never>;
  subrequest_id: ColumnType<string | null, number | string | null | undefined, never>;
  revision_act_id: ColumnType<string | null, number | string | null | undefined, never>;
  kind: 'request' | 'bank' | 'revision';
  created_at: CreatedAt;
}

export type ChatAuthorSide = 'agent' | 'client' | 'bank' | 'operator';

/** A message of a chat (migration 021). */
export interface ChatMessageTable {
  id: BigIntId;
  chat_id: ColumnType<string, number | string, never>;
  /** Null in a revision act's chat (migration 027). */
  request_id: ColumnType<string | null, number | string | null | undefined, never>;
  author_side: ChatAuthorSide;
  author_user_id: number | null;
  author_name: string;
  actor_organization_uuid: string | null;
  text: Generated<string>;
  scope: string | null;
  refund: Generated<boolean>;
  wait_sign: Generated<boolean>;
  signed_at: NullableTimestamp;
  is_delete: Generated<boolean>;
  deleted_at: NullableTimestamp;
  demand_id: ColumnType<string | null, number | string | null | undefined, never>;
  answers_demand_id: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  is_discussion: Generated<boolean>;
  idempotency_key: string | null;
  created_at: CreatedAt;
}

/** Which user marked which message read (migration 021). */
export interface ChatMessageReadTable {
  message_id: ColumnType<string, number | string, never>;
  user_id: number;
  request_id: ColumnType<string | null, number | string | null | undefined, never>;
  read_at: CreatedAt;
}

/** A one-time link to set the password of an invited employee (migration 022). */
export interface EmployeeInvitationTable {
  id: Generated<number>;
  token_hash: string;
  membership_id: number;
  invited_by: number | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export type BannerType = 'info' | 'success' | 'warning' | 'error';
export type BannerAudience = 'all' | 'agents' | 'clients';

/** A banner plate an operator published (migration 025); content is stored sanitised. */
export interface BannerTable {
  id: ColumnType<string, never, never>;
  content: string;
  type: BannerType;
  closable: boolean;
  audience: BannerAudience;
  organization_inn: string | null;
  created_by: number;
  created_at: CreatedAt;
  withdrawn_at: NullableTimestamp;
  withdrawn_by: number | null;
}

/** Who closed which banner (migration 025). */
export interface BannerClosureTable {
  banner_id: ColumnType<string, number | string, never>;
  user_id: number;
  closed_at: CreatedAt;
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
  bg_request: BgRequestTable & BgRequestFormColumns & BgRequestBankColumns & BgRequestListColumns;
  storage_file: StorageFileTable;
  bg_request_step: BgRequestStepTable;
  bg_request_step_draft: BgRequestStepDraftTable;
  bg_subrequest: BgSubrequestTable;
  bg_subrequest_status: BgSubrequestStatusTable;
  bg_offer: BgOfferTable;
  bg_demand: BgDemandTable;
  bg_claim: BgClaimTable;
  bg_discussion: BgDiscussionTable;
  bg_discussion_customers: BgDiscussionCustomersTable;
  bg_bank_document: BgBankDocumentTable;
  bank_api_key: BankApiKeyTable;
  bank_outbox: BankOutboxTable;
  platform_operators: PlatformOperatorsTable;
  bg_list_version: BgListVersionTable;
  file_signature: FileSignatureTable;
  sign_link: SignLinkTable;
  client_invitation: ClientInvitationTable;
  user_certificate: UserCertificateTable;
  ecp_challenge: EcpChallengeTable;
  organization_document: OrganizationDocumentTable;
  chat: ChatTable;
  chat_message: ChatMessageTable;
  chat_message_read: ChatMessageReadTable;
  employee_invitation: EmployeeInvitationTable;
  notification_settings: NotificationSettingsTable;
  notification_events: NotificationEventsTable;
  notification_deliveries: NotificationDeliveriesTable;
  banner: BannerTable;
  banner_closure: BannerClosureTable;
  audit_log: AuditLogTable;
  revision_accrual: RevisionAccrualTable;
  revision_act: RevisionActTable;
  revision_invoice: RevisionInvoiceTable;
  revision_account_details: RevisionAccountDetailsTable;
}

/** A switch of a kind's channel the user turned (migration 024; docs/notifications.md). */
export interface NotificationSettingsTable {
  user_id: number;
  kind: string;
  channel: 'app' | 'email' | 'sms';
  enabled: boolean;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A status change that may notify by e-mail or SMS, until an instance has handled it. */
export interface NotificationEventsTable {
  id: BigIntId;
  request_id: ColumnType<string, number | string, never>;
  bank_uuid: string | null;
  status: string;
  created_at: CreatedAt;
  handled_at: NullableTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
}

/** What was queued for an event, a recipient and a channel: the key that makes it once. */
export interface NotificationDeliveriesTable {
  event_id: ColumnType<string, number | string, never>;
  user_id: number;
  channel: Channel;
  outbox_message_id: number | null;
  created_at: CreatedAt;
}

export type Db = Kysely<DB>;

/** One entry of the audit log: who read passport data or did a binding action, when, from where (migration 026). */
export interface AuditLogTable {
  id: ColumnType<string, never, never>;
  created_at: CreatedAt;
  action: string;
  user_id: number | null;
  user_name: ColumnType<string, string | undefined, never>;
  user_login: string | null;
  organization_id: number | null;
  ip: string | null;
  user_agent: string | null;
  request_id: ColumnType<string | null, number | string | null | undefined, never>;
  bank_uuid: string | null;
  description: string;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
}

/** Either the database or an open transaction: commands accept both. */
export type Executor = Kysely<DB> | Transaction<DB>;

/** Integer kopecks in a bigint: PostgreSQL's driver reads a string, PGlite a number; read through `Number`. */
type Kopecks = ColumnType<string | number, number, number>;
/** A bigint reference: read as string or number, written as either. */
type BigIntRef = ColumnType<string | number, number | string, number | string>;
type NullableBigIntRef = ColumnType<string | number | null, number | string | null | undefined, number | string | null>;

export type RevisionAccrualKind = 'payment' | 'claim' | 'refund';
export type RevisionActState = 'formed' | 'sent' | 'agent_signed' | 'operator_signed' | 'paid';

/** What one deal earned the agent at one moment (migration 027; docs/revisions.md). */
export interface RevisionAccrualTable {
  id: BigIntId;
  uuid: Generated<string>;
  organization_uuid: string;
  request_id: BigIntRef;
  subrequest_id: BigIntRef;
  claim_id: NullableBigIntRef;
  kind: RevisionAccrualKind;
  bank_uuid: string;
  guarantee_type: string;
  guarantee_sum_kopecks: Kopecks;
  bank_commission_kopecks: Kopecks;
  client_commission_kopecks: Kopecks;
  rate_percent: string;
  markup_to_agent: boolean;
  markup_kopecks: Kopecks;
  reward_kopecks: Kopecks;
  accrued_at: Timestamp;
  /** 'YYYY-MM', the Moscow month of accrued_at. */
  period: string;
  act_id: NullableBigIntRef;
  created_at: CreatedAt;
}

/** One act of one agent organisation for one month (migration 027). */
export interface RevisionActTable {
  id: BigIntId;
  uuid: Generated<string>;
  organization_uuid: string;
  period: string;
  seq: number;
  number: string;
  state: RevisionActState;
  lines: number;
  reward_kopecks: Kopecks;
  nds_kopecks: Kopecks;
  total_kopecks: Kopecks;
  nds_label: string;
  nds_rate: string | null;
  formed_at: Timestamp;
  sent_at: NullableTimestamp;
  agent_signed_at: NullableTimestamp;
  operator_signed_at: NullableTimestamp;
  paid_at: NullableTimestamp;
  dispute: string | null;
  scope_uuid: Generated<string>;
  pdf_file_uuid: string | null;
  chat_id: NullableBigIntRef;
  formed_by: number | null;
  sent_by: number | null;
  paid_by: number | null;
}

/** The agent's invoice for an act (migration 027). */
export interface RevisionInvoiceTable {
  id: BigIntId;
  uuid: Generated<string>;
  act_id: BigIntRef;
  organization_uuid: string;
  year: number;
  seq: number;
  number: string;
  /** YYYY-MM-DD */
  date: ColumnType<Date | string, Date | string, Date | string>;
  total_kopecks: Kopecks;
  details: JsonColumn<{ bank_name: string; cur_account: string; bik: string; cor_account: string }>;
  pdf_file_uuid: string | null;
  created_by: number | null;
  created_at: CreatedAt;
}

/** The agent organisation's bank account for the reward (migration 027). */
export interface RevisionAccountDetailsTable {
  organization_uuid: string;
  bank_name: string;
  cur_account: string;
  bik: string;
  cor_account: string;
  updated_by: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
