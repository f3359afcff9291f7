-- An agent invites the client of a request by e-mail (issue 15): when the address belongs to a user of
-- the client company (same INN) the request is shown in that company's cabinet at once; otherwise the
-- invitation waits until the address registers a client company of that INN and confirms it.
create table client_invitation (
  uuid uuid primary key default gen_random_uuid(),
  request_id bigint not null references bg_request (id) on delete cascade,
  email text not null,
  inn text not null,
  invited_by integer not null references users (id),
  created_at timestamptz not null default clock_timestamp(),
  accepted_at timestamptz,
  unique (request_id, email)
);
create index client_invitation_waiting on client_invitation (email) where accepted_at is null;
