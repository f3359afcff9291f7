-- Sessions live in the database so that logout and a disabled account revoke a token at once;
-- one-time codes are stored as hashes; rate-limit windows are shared by every server instance.

create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id integer not null references users (id) on delete cascade,
  organization_id integer not null references organizations (id) on delete cascade,
  actor text not null references roles (key),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
create index sessions_user_active on sessions (user_id) where revoked_at is null;

create table verification_codes (
  id serial primary key,
  purpose text not null check (purpose in ('registration', 'recovery', 'phone_login')),
  user_id integer not null references users (id) on delete cascade,
  target text not null,
  code_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index verification_codes_by_hash on verification_codes (purpose, code_hash) where used_at is null;
create index verification_codes_by_target on verification_codes (purpose, target) where used_at is null;

create table rate_limits (
  bucket text primary key,
  window_started_at timestamptz not null,
  hits integer not null
);
