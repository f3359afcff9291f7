-- Every message the messenger sends is recorded with its delivery state.

create table outbox_messages (
  id serial primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text not null,
  body text not null,
  purpose text not null,
  code text,
  state text not null default 'pending' check (state in ('pending', 'sent', 'stored', 'failed')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  delivered_at timestamptz
);
create index outbox_messages_recipient on outbox_messages (recipient, created_at desc);
create index outbox_messages_pending on outbox_messages (created_at) where state = 'pending';
