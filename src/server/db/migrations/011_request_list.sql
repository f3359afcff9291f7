-- The request list (spec-1 "Request list", spec-2 §7.6): the tabs a request belongs to, kept beside the
-- request so a page of a tab is one walk down an index instead of a search through every sub-request.
-- list_tabs holds the keys of config/request-tabs.json whose statuses one of the request's sub-requests
-- has ('all' is implied and not stored). src/server/requestList/listTabs.ts (refreshListTabs) is the one
-- writer; a request without sub-requests is a draft, hence the default.

alter table bg_request add column list_tabs text[] not null default '{drafts}';

-- Pages: newest change first, the id breaking ties, one index per (who sees, tab). The owner's side
-- covers an agent's list and a client's own requests, the client side the requests an agent made for a
-- client organisation, and the plain one a platform operator's list of every request. Each partial
-- predicate is written exactly as the list query writes it, so the planner can prove it.
create index bg_request_list_all_org on bg_request (organization_uuid, updated_at desc, id desc) include (list_tabs);
create index bg_request_list_all_client on bg_request (client_organization_uuid, updated_at desc, id desc) include (list_tabs) where client_organization_uuid is not null;
create index bg_request_list_all_any on bg_request (updated_at desc, id desc) include (list_tabs);

create index bg_request_list_offers_org on bg_request (organization_uuid, updated_at desc, id desc) where list_tabs @> '{offers}'::text[];
create index bg_request_list_offers_client on bg_request (client_organization_uuid, updated_at desc, id desc) where list_tabs @> '{offers}'::text[] and client_organization_uuid is not null;
create index bg_request_list_offers_any on bg_request (updated_at desc, id desc) where list_tabs @> '{offers}'::text[];

create index bg_request_list_demands_org on bg_request (organization_uuid, updated_at desc, id desc) where list_tabs @> '{demands}'::text[];
create index bg_request_list_demands_client on bg_request (client_organization_uuid, updated_at desc, id desc) where list_tabs @> '{demands}'::text[] and client_organization_uuid is not null;
create index bg_request_list_demands_any on bg_request (updated_at desc, id desc) where list_tabs @> '{demands}'::text[];

create index bg_request_list_deals_org on bg_request (organization_uuid, updated_at desc, id desc) where list_tabs @> '{deals}'::text[];
create index bg_request_list_deals_client on bg_request (client_organization_uuid, updated_at desc, id desc) where list_tabs @> '{deals}'::text[] and client_organization_uuid is not null;
create index bg_request_list_deals_any on bg_request (updated_at desc, id desc) where list_tabs @> '{deals}'::text[];

create index bg_request_list_drafts_org on bg_request (organization_uuid, updated_at desc, id desc) where list_tabs @> '{drafts}'::text[];
create index bg_request_list_drafts_client on bg_request (client_organization_uuid, updated_at desc, id desc) where list_tabs @> '{drafts}'::text[] and client_organization_uuid is not null;
create index bg_request_list_drafts_any on bg_request (updated_at desc, id desc) where list_tabs @> '{drafts}'::text[];

-- The new list indexes begin with the same columns, so the older ones would only cost writes.
drop index bg_request_organization_updated;
drop index bg_request_client_organization;

-- Backfill: the tabs of config/request-tabs.json (version 1) over the raw statuses of config/statuses.json
-- as they stand with this migration; refreshListTabs computes the same from the configs afterwards.
-- backfill:begin
update bg_request as r
set list_tabs = t.tabs
from (
  select
    q.id,
    array_remove(array[
      case when bool_or(s.sub_status in ('offer_wait_approve', 'offer', 'offer_sent', 'discuss')) then 'offers' end,
      case when bool_or(s.sub_status in ('admin_request', 'bankrequest', 'bank_tracking_discussion')) then 'demands' end,
      case when bool_or(
        s.sub_status in (
          'admin_verification', 'admin_verification_process', 'wait_confirm_data', 'sent_to_client', 'offer_wait_sign',
          'offer_accepted', 'sent_to_underwriting', 'underwriting_in_progress', 'wait_verification_and_postunderwriting',
          'approved_verification', 'wait_postunderwriting', 'approved_postunderwriting', 'wait_check_nbki',
          'wait_sign_prof_verdict', 'deal_wait_payment', 'deal_payment_received', 'deal_guarantee_creating',
          'deal_guarantee_sent', 'deal_guarantee_wait_sign', 'deal_guarantee_contract_signed', 'deal_claim_sent',
          'deal_claim_responded', 'deal_claim_approved', 'deal_claim_wait_payment', 'deal_claim_wait_sign', 'deal_claim_signed'
        )
        or (s.sub_status = 'sent' and (s.is_need_verification or s.is_need_sign_application or s.is_need_confirm_data))
      ) then 'deals' end,
      case when count(s.id) = 0
        or bool_or(s.sub_status in ('draft', 'agent_draft', 'prescored', 'prescoring_failed', 'passport_check_failed', 'revoked'))
        then 'drafts' end
    ], null) as tabs
  from bg_request as q
  left join bg_subrequest as s on s.request_id = q.id
  group by q.id
) as t
where r.id = t.id and r.list_tabs is distinct from t.tabs;
-- backfill:end
