-- Disabling an account revokes its sessions for good, in the same transaction, whatever path disables
-- it (an employees screen, an operator's SQL): enabling it again brings none of them back.
create function users_revoke_sessions_on_disable() returns trigger language plpgsql as $$
begin
  update sessions set revoked_at = now() where user_id = new.id and revoked_at is null;
  return null;
end $$;

create trigger users_disabled_revokes_sessions after update of disabled_at on users
  for each row when (old.disabled_at is null and new.disabled_at is not null)
  execute function users_revoke_sessions_on_disable();

-- A session that ends (logout, a password change, a disabled account) or loses its organisation tells
-- the notification hub of every instance on the hub's channel, on commit, so its WebSocket closes at
-- once instead of at the next periodic check. The hub checks the named sessions again and closes
-- those no longer live; the message carries no event for the browsers.
create function hub_notify_sessions_ended(session_ids uuid[]) returns void language sql as $$
  select pg_notify('hub_notifications', json_build_object('organizationUuids', json_build_array(), 'target', '', 'endedSessions', to_json(session_ids))::text)
  where cardinality(session_ids) > 0;
$$;

create function sessions_notify_revoked() returns trigger language plpgsql as $$
begin
  perform hub_notify_sessions_ended(array[new.id]);
  return null;
end $$;

create trigger sessions_revoked_notifies_hub after update of revoked_at on sessions
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function sessions_notify_revoked();

create function memberships_notify_removed() returns trigger language plpgsql as $$
begin
  perform hub_notify_sessions_ended(array(
    select s.id from sessions as s where s.user_id = old.user_id and s.organization_id = old.organization_id and s.revoked_at is null
  ));
  return null;
end $$;

create trigger memberships_removed_notifies_hub after delete on memberships
  for each row execute function memberships_notify_removed();
