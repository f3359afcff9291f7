-- The root guarantee request (spec-1 §3 Request). The identity id is the request number people see
-- ('Заявка № 123'); uuid is how other records and the banks refer to it. organization_uuid is the
-- organisation that owns the request (an agent's, or a client's own); client_organization_uuid is the
-- client an agent works for, whose users may read the request. documents_scope_uuid groups the
-- request's files in storage_file (print forms today, uploaded documents later).

create table bg_request (
  id bigint generated always as identity primary key,
  uuid uuid not null unique default gen_random_uuid(),
  organization_uuid uuid not null references organizations (uuid),
  client_organization_uuid uuid references organizations (uuid),
  created_by integer not null references users (id),
  actor text not null references roles (key),
  inn text not null,
  kpp text,
  ogrn text,
  name text not null,
  is_ip boolean not null default false,
  is_joint boolean not null default false,
  readonly boolean not null default false,
  tender jsonb,
  tender_number text,
  tender_lot_number integer,
  tender_uuid uuid,
  law integer check (law in (0, 1, 44, 223, 615, 2235)),
  request_status text not null default 'draft',
  sub_status text not null default 'draft',
  documents_scope_uuid uuid not null unique default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The request list: an organisation's requests, latest change first.
create index bg_request_organization_updated on bg_request (organization_uuid, updated_at desc);
-- Requests a client organisation may read.
create index bg_request_client_organization on bg_request (client_organization_uuid) where client_organization_uuid is not null;
-- The existence check: one company, one procurement.
create index bg_request_company on bg_request (inn, kpp, ogrn);
create index bg_request_tender_number on bg_request (tender_number);
