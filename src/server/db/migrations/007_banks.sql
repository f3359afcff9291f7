-- The bank side of a request (spec-1 §3 "Sub-request", "Offer"; spec-1 §4 transitions): one sub-request
-- per (request, bank), its raw sub_status moved only by the transition function of src/domain, every move
-- kept in a history, offers with versions, demands, claims, documents a bank issues, the bank API's keys
-- and the gateway's outbox of events for banks.

alter table bg_request
  -- The manager who took the request over (POST /v1/bgrequest/write/agent/manager).
  add column manager_user_id integer references users (id),
  -- The customer's consent to personal-data processing (spec-2 §5.7), given by the consent link.
  add column consent_given_at timestamptz,
  -- The secret of the consent link; a new one replaces the old.
  add column consent_token_hash text,
  -- The customer signed the request (the signing issue fills it; a bank that needs no signature ignores it).
  add column signed_at timestamptz;

create table bg_subrequest (
  id bigint generated always as identity primary key,
  uuid uuid not null unique default gen_random_uuid(),
  request_id bigint not null references bg_request (id) on delete cascade,
  -- The bank's uuid of config/banks.json.
  bank_uuid uuid not null,
  sub_status text not null default 'draft',
  -- The raw status before archiving, so unarchiving returns to it.
  archived_from text,
  is_selected boolean not null default true,
  is_need_verification boolean not null default false,
  is_need_sign_application boolean not null default false,
  is_need_confirm_data boolean not null default false,
  deny_revoke boolean not null default false,
  has_active_claim boolean not null default false,
  cancel_reason text,
  -- The bank's own number for the deal (shown when the bank has show_external_id).
  external_id text,
  -- The guarantee's end date once issued (claims check it).
  date_to date,
  -- The last pre-scoring verdict: {passed, reasons: [...], checked_at}.
  prescoring jsonb,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (request_id, bank_uuid)
);
-- A bank's incoming queue in the bank API, oldest change first.
create index bg_subrequest_bank_updated on bg_subrequest (bank_uuid, updated_at);
-- The request list's tabs filter by raw status.
create index bg_subrequest_by_status on bg_subrequest (sub_status);

-- Every move of a sub-request: who (a user, a bank through its key, the operator, the system), which event.
create table bg_subrequest_status (
  id bigint generated always as identity primary key,
  subrequest_id bigint not null references bg_subrequest (id) on delete cascade,
  from_status text,
  to_status text not null,
  event text not null,
  actor_kind text not null check (actor_kind in ('user', 'bank', 'operator', 'system')),
  user_id integer references users (id),
  comment text,
  created_at timestamptz not null default clock_timestamp()
);
create index bg_subrequest_status_history on bg_subrequest_status (subrequest_id, id);

-- A bank's offer, one row per version: a bank's revision or an agent's commission change is a new version,
-- so the versions curtain shows every step. The current offer of a sub-request is its highest version.
create table bg_offer (
  id bigint generated always as identity primary key,
  uuid uuid not null unique default gen_random_uuid(),
  subrequest_id bigint not null references bg_subrequest (id) on delete cascade,
  version integer not null,
  source text not null check (source in ('bank', 'agent')),
  -- The commission the bank asks, in roubles, and the commission the client is shown (after an agent's change).
  bank_commission numeric(16, 2) not null check (bank_commission >= 0),
  commission numeric(16, 2) not null check (commission >= 0),
  sum numeric(16, 2) not null check (sum > 0),
  -- The guarantee term in days, and its dates when the bank names them.
  duration integer not null check (duration > 0),
  date_from date,
  date_to date,
  is_current_date_invoice boolean not null default false,
  is_selected boolean not null default false,
  sent_for_approval_at timestamptz,
  accepted_at timestamptz,
  accepted_by integer references users (id),
  delivery_type text check (delivery_type in ('digital', 'paper')),
  delivery_address text,
  delivery_cost numeric(16, 2),
  additional_agreements jsonb,
  created_by integer references users (id),
  created_at timestamptz not null default clock_timestamp(),
  unique (subrequest_id, version)
);

-- A demand of a bank or of the operator (spec-1 "Запрос"): what is asked, which documents, the answer.
create table bg_demand (
  id bigint generated always as identity primary key,
  uuid uuid not null unique default gen_random_uuid(),
  subrequest_id bigint not null references bg_subrequest (id) on delete cascade,
  kind text not null check (kind in ('bank', 'admin')),
  text text not null,
  required_documents jsonb not null default '[]'::jsonb,
  answer_text text,
  answered_by integer references users (id),
  answered_at timestamptz,
  created_at timestamptz not null default clock_timestamp()
);
create index bg_demand_subrequest on bg_demand (subrequest_id, id);

-- A claim for changes of an issued guarantee (spec-1 §4 "Claims").
create table bg_claim (
  id bigint generated always as identity primary key,
  uuid uuid not null unique default gen_random_uuid(),
  subrequest_id bigint not null references bg_subrequest (id) on delete cascade,
  status text not null default 'sent' check (status in ('sent', 'responded', 'rejected', 'approved', 'wait_payment', 'wait_sign', 'signed')),
  -- What is to change: {sum, date_to, text, ...} as the claim form sends it.
  changes jsonb not null,
  commission numeric(16, 2),
  bank_answer text,
  created_by integer references users (id),
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp()
);
create index bg_claim_subrequest on bg_claim (subrequest_id, id);

-- Documents a bank posts: the guarantee, the contract, a draft agreement, documents to sign for a claim.
create table bg_bank_document (
  id bigint generated always as identity primary key,
  uuid uuid not null unique default gen_random_uuid(),
  subrequest_id bigint not null references bg_subrequest (id) on delete cascade,
  kind text not null check (kind in ('guarantee', 'contract', 'draft_agreement', 'claim_document', 'other')),
  file_uuid uuid not null references storage_file (uuid),
  name text not null,
  created_at timestamptz not null default clock_timestamp()
);
create index bg_bank_document_subrequest on bg_bank_document (subrequest_id, id);

-- Keys of the bank API: only a hash is kept; one bank may have several (rotation).
create table bank_api_key (
  id bigint generated always as identity primary key,
  bank_uuid uuid not null,
  key_hash text not null unique,
  label text not null default '',
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index bank_api_key_bank on bank_api_key (bank_uuid);

-- Events the gateway owes a bank (a sub-request sent, a demand answered, an offer accepted, a claim sent),
-- written in the same transaction as the change and delivered by the bank's adapter afterwards.
create table bank_outbox (
  id bigint generated always as identity primary key,
  bank_uuid uuid not null,
  subrequest_uuid uuid not null,
  event text not null,
  payload jsonb not null default '{}'::jsonb,
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default clock_timestamp(),
  delivered_at timestamptz
);
create index bank_outbox_pending on bank_outbox (bank_uuid, id) where delivered_at is null;
