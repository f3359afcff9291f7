-- The bank gateway's delivery loop: when an undelivered event may be tried again (retries back off), so a
-- bank that is down does not hold up the others and is not hammered.
alter table bank_outbox add column next_attempt_at timestamptz not null default now();
drop index bank_outbox_pending;
create index bank_outbox_pending on bank_outbox (next_attempt_at, id) where delivered_at is null;
-- The bank API's polling reads one bank's undelivered events in order.
create index bank_outbox_bank_pending on bank_outbox (bank_uuid, id) where delivered_at is null;
