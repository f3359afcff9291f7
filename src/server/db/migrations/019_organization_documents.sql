-- The documents an organisation signs with the operator (docs/accession.md): the accession of its
-- cabinet and, for an agent, the additional agreement of each partner bank connected after it
-- registered. Each edition is rendered once per organisation into a PDF kept in storage_file (scope:
-- the organisation's uuid, a type per kind) and signed through file_signature like any stored file;
-- earlier editions stay, with their signatures, so it is known which edition was signed and when.
create table organization_document (
  uuid uuid primary key default gen_random_uuid(),
  organization_id integer not null references organizations (id) on delete cascade,
  kind text not null check (kind in ('accession_agent', 'accession_client', 'partner_agreement')),
  -- The partner bank an additional agreement connects (config/banks.json); null for an accession.
  bank_uuid uuid,
  version integer not null check (version between 1 and 1000),
  file_uuid uuid not null unique references storage_file (uuid),
  created_by integer references users (id),
  created_at timestamptz not null default clock_timestamp(),
  constraint organization_document_bank check ((kind = 'partner_agreement') = (bank_uuid is not null))
);
-- One file per edition: two sessions preparing the documents at once make each edition once.
create unique index organization_document_edition
  on organization_document (organization_id, kind, coalesce(bank_uuid, '00000000-0000-0000-0000-000000000000'::uuid), version);
