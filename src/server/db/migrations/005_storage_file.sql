-- Files kept by the platform. The bytes live in the file store under their sha256 (content-addressed,
-- so one document stored twice takes the space once); a row says who may see them, under which name
-- and type, and in which scope (a request's documents, a questionnaire...). A replaced or removed
-- file is marked deleted_at and no longer served; its bytes stay, because a signed copy may refer to them.

create table storage_file (
  uuid uuid primary key default gen_random_uuid(),
  scope_uuid uuid not null,
  type text not null,
  name text not null,
  size bigint not null check (size >= 0),
  mime text not null,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  organization_uuid uuid not null references organizations (uuid),
  created_by integer references users (id),
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index storage_file_scope on storage_file (scope_uuid, type, created_at) where deleted_at is null;
create index storage_file_sha256 on storage_file (sha256);
