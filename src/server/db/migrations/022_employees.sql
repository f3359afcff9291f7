-- Employees (spec-1 §2, spec-2 §6, §7.1; docs/employees.md). An organisation's administrator disables
-- and enables a member of HIS organisation, not the person's account: a user may belong to other
-- organisations, whose administrators decide for themselves. A disabled membership signs nobody in and
-- its sessions end in the same transaction, whatever path disabled it.
alter table memberships add column disabled_at timestamptz;

create function memberships_revoke_sessions_on_disable() returns trigger language plpgsql as $$
begin
  update sessions set revoked_at = now()
  where user_id = new.user_id and organization_id = new.organization_id and revoked_at is null;
  return null;
end $$;

create trigger memberships_disabled_revokes_sessions after update of disabled_at on memberships
  for each row when (old.disabled_at is null and new.disabled_at is not null)
  execute function memberships_revoke_sessions_on_disable();

-- An invitation by e-mail: a one-time link to set the password of a new account. Only the token's
-- SHA-256 is kept, so a copy of the table opens nothing.
create table employee_invitation (
  id serial primary key,
  token_hash text not null unique,
  membership_id integer not null references memberships (id) on delete cascade,
  invited_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index employee_invitation_membership on employee_invitation (membership_id);
