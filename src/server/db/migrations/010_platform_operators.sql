-- Operators of the platform: the people who verify requests before they reach a bank (the operator's
-- verification of spec-1 §4). Granted by the platform itself, never through an organisation's
-- employee screens, so no agent administrator can make himself an operator.
create table platform_operators (
  user_id integer primary key references users (id) on delete cascade,
  granted_at timestamptz not null default now()
);
