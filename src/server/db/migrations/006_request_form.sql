-- The request form: what each step saved, whether the step is checked, and beside the request the
-- facts the steps depend on. A step's payload is one jsonb per (request, step), validated by the same
-- schemas as the browser before it is written; the questionnaire and the finance report live here too
-- under their entity names ('questionnaire', 'finance-report'). progress holds the four counters the
-- server computed at the last save, so the request list reads them without opening the steps.

create table bg_request_step (
  request_id bigint not null references bg_request (id) on delete cascade,
  step text not null,
  data jsonb not null,
  checked boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by integer references users (id),
  primary key (request_id, step)
);

alter table bg_request
  add column address text,
  add column region_name text,
  add column guarantee_type text,
  -- The banks chosen on the preview step (fko uuids of config/banks.json), in the order chosen.
  add column selected_banks jsonb not null default '[]'::jsonb,
  add column customer_contacts_required boolean not null default false,
  add column customer_phone text,
  add column customer_email text,
  add column customer_confirmed boolean not null default false,
  add column progress jsonb;

-- A new request of a known company starts from its latest questionnaire: one organisation, one INN and KPP.
create index bg_request_organization_company on bg_request (organization_uuid, inn, kpp, created_at desc);
