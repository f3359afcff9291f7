-- Qualified electronic signatures of stored files (POST /v1/storage/write/signature). A row is written
-- only after the server verified the CMS against the file's bytes, the certificate's validity at the
-- signing time and its chain to the trust store; the facts read from the certificate are kept beside it
-- so that «who signed» answers without parsing again. One signature per file and certificate: signing
-- the same file again with the same certificate replaces it.
create table file_signature (
  uuid uuid primary key default gen_random_uuid(),
  file_uuid uuid not null references storage_file (uuid),
  scope text not null,
  is_attached boolean not null,
  signature bytea not null,
  certificate bytea not null,
  certificate_facts jsonb not null,
  thumbprint text not null,
  signed_at timestamptz not null,
  received_at timestamptz not null default clock_timestamp(),
  -- Who handed it in: a signed-in user, or a person holding a sign link (one of the two).
  user_id integer references users (id),
  sign_link_uuid uuid,
  unique (file_uuid, thumbprint)
);
create index file_signature_file on file_signature (file_uuid);

-- Links that let a person sign without an account (spec-2 §7.7): one-time, expiring, revocable, scoped
-- to one request and the banks it names. Only the SHA-256 of the token is kept, so the database never
-- holds a usable link.
create table sign_link (
  uuid uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  kind text not null check (kind in ('request', 'agreement', 'offer', 'claim', 'additional')),
  request_id bigint not null references bg_request (id) on delete cascade,
  subrequest_uuids uuid[] not null default '{}',
  created_by integer not null references users (id),
  created_at timestamptz not null default clock_timestamp(),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index sign_link_request on sign_link (request_id, kind);

alter table file_signature add constraint file_signature_link foreign key (sign_link_uuid) references sign_link (uuid);
