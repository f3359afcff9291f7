-- The request list's version per organisation (src/server/requestList/listPageCache.ts): a number that
-- grows in the same transaction as any change an organisation's list shows, so a page built at one
-- version may be answered again until the number moves. An organisation's list holds the requests it
-- keeps and those made for it as a client, so a change touches both organisations.
--
-- What a row shows comes from the request, its guarantee step, its sub-requests, their offers and the
-- manager's name; each of those tables bumps the versions once per statement (transition tables), so a
-- bulk load of thousands of requests costs one upsert per organisation, not one per row. Concurrent
-- writes of one organisation meet on its row only at commit-ordering cost; other organisations never.

create table bg_list_version (
  organization_uuid uuid primary key,
  version bigint not null
);

create function bg_list_version_bump(organizations uuid[]) returns void language sql as $$
  insert into bg_list_version (organization_uuid, version)
  select distinct o, 1 from unnest(organizations) as o where o is not null
  -- One order for everyone: two transactions never wait on each other's rows the other way round.
  order by 1
  on conflict (organization_uuid) do update set version = bg_list_version.version + 1
$$;

-- Requests: the keeping and the client organisation of each changed row, before and after.
create function bg_list_version_requests() returns trigger language plpgsql as $$
begin
  if tg_op <> 'DELETE' then
    perform bg_list_version_bump(array(select organization_uuid from changed_new union select client_organization_uuid from changed_new));
  end if;
  if tg_op <> 'INSERT' then
    perform bg_list_version_bump(array(select organization_uuid from changed_old union select client_organization_uuid from changed_old));
  end if;
  return null;
end $$;

create trigger bg_request_list_version_insert after insert on bg_request
  referencing new table as changed_new for each statement execute function bg_list_version_requests();
create trigger bg_request_list_version_update after update on bg_request
  referencing old table as changed_old new table as changed_new for each statement execute function bg_list_version_requests();
create trigger bg_request_list_version_delete after delete on bg_request
  referencing old table as changed_old for each statement execute function bg_list_version_requests();

-- Rows that point at a request by request_id: sub-requests and the request's steps.
create function bg_list_version_by_request() returns trigger language plpgsql as $$
begin
  perform bg_list_version_bump(array(
    select r.organization_uuid from bg_request as r where r.id in (select request_id from changed)
    union select r.client_organization_uuid from bg_request as r where r.id in (select request_id from changed)
  ));
  return null;
end $$;

create trigger bg_subrequest_list_version_insert after insert on bg_subrequest
  referencing new table as changed for each statement execute function bg_list_version_by_request();
create trigger bg_subrequest_list_version_update after update on bg_subrequest
  referencing new table as changed for each statement execute function bg_list_version_by_request();
create trigger bg_subrequest_list_version_delete after delete on bg_subrequest
  referencing old table as changed for each statement execute function bg_list_version_by_request();

create trigger bg_request_step_list_version_insert after insert on bg_request_step
  referencing new table as changed for each statement execute function bg_list_version_by_request();
create trigger bg_request_step_list_version_update after update on bg_request_step
  referencing new table as changed for each statement execute function bg_list_version_by_request();
create trigger bg_request_step_list_version_delete after delete on bg_request_step
  referencing old table as changed for each statement execute function bg_list_version_by_request();

-- Offers point at a sub-request.
create function bg_list_version_by_subrequest() returns trigger language plpgsql as $$
begin
  perform bg_list_version_bump(array(
    select r.organization_uuid from bg_request as r join bg_subrequest as s on s.request_id = r.id where s.id in (select subrequest_id from changed)
    union select r.client_organization_uuid from bg_request as r join bg_subrequest as s on s.request_id = r.id where s.id in (select subrequest_id from changed)
  ));
  return null;
end $$;

create trigger bg_offer_list_version_insert after insert on bg_offer
  referencing new table as changed for each statement execute function bg_list_version_by_subrequest();
create trigger bg_offer_list_version_update after update on bg_offer
  referencing new table as changed for each statement execute function bg_list_version_by_subrequest();
create trigger bg_offer_list_version_delete after delete on bg_offer
  referencing old table as changed for each statement execute function bg_list_version_by_subrequest();

-- A manager's name is shown on the rows of the requests he manages; only a change of the name counts
-- (a row trigger: PostgreSQL takes no transition tables on a trigger limited to columns).
create index bg_request_manager on bg_request (manager_user_id) where manager_user_id is not null;

create function bg_list_version_by_manager() returns trigger language plpgsql as $$
begin
  perform bg_list_version_bump(array(
    select r.organization_uuid from bg_request as r where r.manager_user_id = new.id
    union select r.client_organization_uuid from bg_request as r where r.manager_user_id = new.id
  ));
  return null;
end $$;

create trigger users_list_version_name after update of last_name, first_name on users
  for each row when (old.last_name is distinct from new.last_name or old.first_name is distinct from new.first_name)
  execute function bg_list_version_by_manager();
