-- A member narrowed to his own requests (without agent_view_all_requests) hears only the hub's events
-- about the requests he created or manages. Each connection keeps its member's narrowing, read with its
-- session; when a permission is granted or revoked, or a session switches organisation, the sessions
-- concerned are named on the hub's channel on commit, and every instance reads them again before their
-- connections hear the next event (NOTIFYs arrive in commit order, so the next push finds them read).
create function hub_notify_sessions_changed(session_ids uuid[]) returns void language sql as $$
  select pg_notify('hub_notifications', json_build_object('organizationUuids', json_build_array(), 'target', '', 'changedSessions', to_json(session_ids))::text)
  where cardinality(session_ids) > 0;
$$;

create function membership_permissions_notify_changed() returns trigger language plpgsql as $$
declare
  changed integer[] := case tg_op
    when 'INSERT' then array[new.membership_id]
    when 'DELETE' then array[old.membership_id]
    else array[old.membership_id, new.membership_id]
  end;
begin
  perform hub_notify_sessions_changed(array(
    select s.id
    from memberships as m
    join sessions as s on s.user_id = m.user_id and s.organization_id = m.organization_id
    where m.id = any(changed) and s.revoked_at is null and s.expires_at > now()
  ));
  return null;
end $$;

create trigger membership_permissions_changed_notifies_hub after insert or update or delete on membership_permissions
  for each row execute function membership_permissions_notify_changed();

create function sessions_notify_switched() returns trigger language plpgsql as $$
begin
  perform hub_notify_sessions_changed(array[new.id]);
  return null;
end $$;

create trigger sessions_switched_notifies_hub after update of organization_id, actor on sessions
  for each row when (old.organization_id is distinct from new.organization_id or old.actor is distinct from new.actor)
  execute function sessions_notify_switched();
