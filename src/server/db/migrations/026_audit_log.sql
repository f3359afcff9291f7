-- The audit log (docs/audit.md): who read a person's passport data and who did a binding action (sent a
-- request to banks, accepted an offer, signed, revoked, changed an employee's permissions, disabled or
-- enabled one, gave a verification verdict), when, from where. 152-FZ expects an operator of personal data
-- to know who processed it. Written in the same transaction as the action, so a rolled-back action leaves
-- no entry.
--
-- No foreign keys: an entry outlives what it names (a request, a user, an organisation), and the user's
-- name is kept as it was at the time. organization_id is the organisation whose administrator sees the
-- entry: the one the user acted in (for a sign link's holder, who has no account, the request's owner).
create table audit_log (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default clock_timestamp(),
  action text not null,
  user_id integer,
  user_name text not null default '',
  user_login text,
  organization_id integer,
  ip text,
  user_agent text,
  request_id bigint,
  bank_uuid uuid,
  description text not null,
  details jsonb not null default '{}'::jsonb
);
create index audit_log_organization on audit_log (organization_id, id desc);
create index audit_log_user on audit_log (user_id, id desc);
create index audit_log_request on audit_log (request_id, id desc) where request_id is not null;
create index audit_log_created on audit_log (created_at);

-- Append-only: an entry is never changed nor removed, whoever asks (kept indefinitely; no deletion route).
create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'Журнал действий только дополняется: запись нельзя изменить или удалить';
end $$;
create trigger audit_log_no_change before update or delete on audit_log
  for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_append_only();
