-- Mutual settlements (docs/revisions.md): the agent's reward accrued per deal, the monthly acts that
-- gather those accruals, the agent's invoices for the acts, his account details, and the act's chat.
-- Money is integer kopecks (bigint), rates decimal strings as config/tariffs.json writes them.

-- One act per agent organisation and Moscow month. Re-forming after a dispute rewrites the same row
-- (totals, lines, PDF); the number stays, so a paper copy and the chat keep pointing at it.
create table revision_act (
  id bigint generated always as identity primary key,
  uuid uuid not null unique default gen_random_uuid(),
  organization_uuid uuid not null references organizations (uuid),
  period char(7) not null check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  seq integer not null check (seq > 0),
  number text not null unique,
  state text not null check (state in ('formed', 'sent', 'agent_signed', 'operator_signed', 'paid')),
  lines integer not null check (lines >= 0),
  reward_kopecks bigint not null,
  nds_kopecks bigint not null,
  total_kopecks bigint not null check (total_kopecks = reward_kopecks + nds_kopecks),
  nds_label text not null,
  nds_rate text,
  formed_at timestamptz not null,
  sent_at timestamptz,
  agent_signed_at timestamptz,
  operator_signed_at timestamptz,
  paid_at timestamptz,
  dispute text,
  -- The storage scope of the act's files: its PDF and the signatures of it.
  scope_uuid uuid not null unique default gen_random_uuid(),
  pdf_file_uuid uuid references storage_file (uuid),
  chat_id bigint,
  formed_by integer references users (id),
  sent_by integer references users (id),
  paid_by integer references users (id),
  unique (organization_uuid, period),
  unique (period, seq)
);
create index revision_act_period_state on revision_act (period, state);

-- What one deal earned the agent at one moment: the payment received, a claim that changed the
-- commission, a refund. The deal's rate and markup rule are those of its payment (written here and
-- reused by its claims and refund). act_id is set when an act takes the accrual.
create table revision_accrual (
  id bigint generated always as identity primary key,
  uuid uuid not null unique default gen_random_uuid(),
  organization_uuid uuid not null references organizations (uuid),
  request_id bigint not null references bg_request (id),
  subrequest_id bigint not null references bg_subrequest (id),
  claim_id bigint references bg_claim (id),
  kind text not null check (kind in ('payment', 'claim', 'refund')),
  bank_uuid text not null,
  guarantee_type text not null,
  guarantee_sum_kopecks bigint not null,
  bank_commission_kopecks bigint not null,
  client_commission_kopecks bigint not null,
  rate_percent text not null,
  markup_to_agent boolean not null,
  markup_kopecks bigint not null,
  reward_kopecks bigint not null,
  accrued_at timestamptz not null,
  period char(7) not null check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  act_id bigint references revision_act (id),
  created_at timestamptz not null default clock_timestamp(),
  check ((kind = 'claim') = (claim_id is not null))
);
-- Once per deal for the payment and the refund, once per claim: a retried status change writes nothing.
create unique index revision_accrual_payment on revision_accrual (subrequest_id) where kind = 'payment';
create unique index revision_accrual_refund on revision_accrual (subrequest_id) where kind = 'refund';
create unique index revision_accrual_claim on revision_accrual (claim_id) where kind = 'claim';
create index revision_accrual_org_period on revision_accrual (organization_uuid, period);
create index revision_accrual_act on revision_accrual (act_id) where act_id is not null;

-- The agent's invoice for an act: one per act, numbered per organisation and year of its date.
create table revision_invoice (
  id bigint generated always as identity primary key,
  uuid uuid not null unique default gen_random_uuid(),
  act_id bigint not null unique references revision_act (id),
  organization_uuid uuid not null references organizations (uuid),
  year integer not null,
  seq integer not null check (seq > 0),
  number text not null,
  date date not null,
  total_kopecks bigint not null,
  -- The account details as printed on it, so a later change of the details leaves it as issued.
  details jsonb not null,
  pdf_file_uuid uuid references storage_file (uuid),
  created_by integer references users (id),
  created_at timestamptz not null default clock_timestamp(),
  unique (organization_uuid, year, seq)
);

-- The agent organisation's bank account the operator pays the reward to.
create table revision_account_details (
  organization_uuid uuid primary key references organizations (uuid),
  bank_name text not null,
  cur_account text not null,
  bik text not null,
  cor_account text not null,
  updated_by integer references users (id),
  updated_at timestamptz not null default clock_timestamp()
);

-- The act's discussion with the operator is a chat of its own kind, with no request behind it.
alter table chat drop constraint chat_kind_check;
alter table chat drop constraint chat_check;
alter table chat alter column request_id drop not null;
alter table chat add column revision_act_id bigint unique references revision_act (id) on delete cascade;
alter table chat add constraint chat_kind_check check (kind in ('request', 'bank', 'revision'));
alter table chat add constraint chat_check check (
  case kind
    when 'request' then request_id is not null and subrequest_id is null and revision_act_id is null
    when 'bank' then request_id is not null and subrequest_id is not null and revision_act_id is null
    else request_id is null and subrequest_id is null and revision_act_id is not null
  end
);
-- Its messages and read marks carry no request either (the list-version triggers then find no organisation).
alter table chat_message alter column request_id drop not null;
alter table chat_message_read alter column request_id drop not null;
alter table revision_act add constraint revision_act_chat foreign key (chat_id) references chat (id);
