-- Banner plates from the server (spec-2 §4.4; docs/operator-desk.md): an operator of the platform
-- publishes a plate for agents, clients or everybody, optionally for one organisation only (by its INN:
-- an agent's and a client's organisation of one company share it), and withdraws it. The content is HTML
-- already sanitised by the server when it was stored, so a read serves it as is.
create table banner (
  id bigint generated always as identity primary key,
  content text not null,
  type text not null check (type in ('info', 'success', 'warning', 'error')),
  closable boolean not null default true,
  audience text not null check (audience in ('all', 'agents', 'clients')),
  organization_inn text,
  created_by integer not null references users (id),
  created_at timestamptz not null default clock_timestamp(),
  withdrawn_at timestamptz,
  withdrawn_by integer references users (id)
);
-- The plates a read serves: the live ones, newest first.
create index banner_live on banner (created_at desc) where withdrawn_at is null;

-- Who closed which plate: remembered per user, so a plate stays closed on every device of that user.
create table banner_closure (
  banner_id bigint not null references banner (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  closed_at timestamptz not null default clock_timestamp(),
  primary key (user_id, banner_id)
);

-- When an operator last read the desk's queue: while a person is at the desk, the simulated operator of
-- dev and demo leaves the verification to him (src/server/simulator/playOperator.ts).
alter table platform_operators add column desk_seen_at timestamptz;
