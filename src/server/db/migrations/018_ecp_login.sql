-- Sign-in by a qualified electronic signature (spec-2 §7.1: POST /v1/login/write/ecp and attach-ecp).
-- A person attaches his certificate to his account once, signed in, by signing a challenge with it; later
-- he signs in by signing another challenge. The certificate is kept as the server verified it (DER and the
-- facts read from it); a certificate opens one account only, so its thumbprint is unique across users.
create table user_certificate (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  thumbprint text not null unique,
  certificate bytea not null,
  certificate_facts jsonb not null,
  attached_at timestamptz not null default clock_timestamp()
);
create index user_certificate_user on user_certificate (user_id);

-- One-time challenges a signature must carry: random, short-lived, spent once. Only the SHA-256 of the
-- text is kept, so the table never holds a challenge one could still sign. A challenge names the
-- certificate the person chose (the signature must be that certificate's) and what it is for: a sign-in
-- (anyone) or an attachment (bound to the signed-in user who asked for it).
create table ecp_challenge (
  id uuid primary key default gen_random_uuid(),
  text_hash text not null unique,
  purpose text not null check (purpose in ('login', 'attach')),
  user_id integer references users (id) on delete cascade,
  thumbprint text not null,
  created_at timestamptz not null default clock_timestamp(),
  expires_at timestamptz not null,
  used_at timestamptz,
  check ((purpose = 'attach') = (user_id is not null))
);
create index ecp_challenge_expires on ecp_challenge (expires_at);
