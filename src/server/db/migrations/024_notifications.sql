-- Notification settings of each user, the events that may notify by e-mail or SMS, and what was sent
-- for each (docs/notifications.md).

-- Only the switches a user turned; every other switch is the default of config/notifications.json, so
-- a changed default reaches everyone who never chose.
create table notification_settings (
  user_id integer not null references users (id) on delete cascade,
  kind text not null,
  channel text not null check (channel in ('app', 'email', 'sms')),
  enabled boolean not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, kind, channel)
);

-- A status change that may notify, written in the transaction that publishes it to the hub: it exists
-- if and only if the change committed, and survives a restart until some instance has handled it. No
-- foreign key on the request: publishing never fails for the notifications' sake, and an event of a
-- request that is not there finds nobody to tell.
create table notification_events (
  id bigserial primary key,
  request_id bigint not null,
  bank_uuid uuid,
  status text not null,
  created_at timestamptz not null default now(),
  handled_at timestamptz,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text
);
create index notification_events_due on notification_events (next_attempt_at) where handled_at is null;

-- One row per event, recipient and channel, written in the transaction that queues the message: a
-- replayed event or a second instance finds the row and sends nothing again.
create table notification_deliveries (
  event_id bigint not null references notification_events (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  channel text not null check (channel in ('email', 'sms')),
  outbox_message_id integer references outbox_messages (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (event_id, user_id, channel)
);
