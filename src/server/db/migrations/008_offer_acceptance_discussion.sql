-- Offer acceptance and the discussion of a draft agreement (spec-1 §4 "Discussion", "Other transitions"):
-- how a paper guarantee reaches the client, and the parameters a form-type bank is asked to agree.

alter table bg_offer
  -- For a paper guarantee: picked up at the bank's office, or brought by the bank's courier at delivery_cost.
  add column delivery_method text check (delivery_method in ('pickup', 'courier_delivery'));

-- One request to a form-type bank to agree the draft agreement: the dates and sum asked for and, for a
-- joint request, the customers with their shares. The newest row of a sub-request is the one in force.
create table bg_discussion (
  id bigint generated always as identity primary key,
  uuid uuid not null unique default gen_random_uuid(),
  subrequest_id bigint not null references bg_subrequest (id) on delete cascade,
  offer_id bigint references bg_offer (id) on delete set null,
  date_from date not null,
  date_to date not null,
  sum numeric(16, 2) not null check (sum > 0),
  comment text,
  -- [{inn, name, sum}] for a joint request; null when sent without the customers list.
  customers jsonb,
  created_by integer references users (id),
  created_at timestamptz not null default clock_timestamp()
);
create index bg_discussion_subrequest on bg_discussion (subrequest_id, id);

-- The customers list of a joint request prepared for the bank before the draft goes to discussion
-- (POST /v2/bgsubrequest/write/approval/customers); it replaces the previous list.
create table bg_discussion_customers (
  subrequest_id bigint primary key references bg_subrequest (id) on delete cascade,
  customers jsonb not null,
  updated_by integer references users (id),
  updated_at timestamptz not null default clock_timestamp()
);
