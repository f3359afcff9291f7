-- Chats (spec-1 §3 Chat, spec-2 §7.4; docs/chat.md): the request's own chat (the agent's organisation,
-- the client and the platform operator) and one chat per sub-request with its bank. A chat row is made
-- when it is first needed (the list of a request's chats, a bank's message or demand): insert ... on
-- conflict do nothing, so two readers at once make one.
create table chat (
  id bigint generated always as identity primary key,
  uuid uuid not null unique default gen_random_uuid(),
  request_id bigint not null references bg_request (id) on delete cascade,
  subrequest_id bigint unique references bg_subrequest (id) on delete cascade,
  kind text not null check (kind in ('request', 'bank')),
  created_at timestamptz not null default clock_timestamp(),
  check ((kind = 'request') = (subrequest_id is null))
);
create unique index chat_request_own on chat (request_id) where subrequest_id is null;

-- A message. author_side says who wrote it as the reader sees it; author_user_id is null for a bank.
-- request_id repeats the chat's so that a page of the request list counts unread messages in one grouped
-- read, and the list version triggers find the organisations. A demand is a message too (demand_id);
-- an answer to one names it (answers_demand_id). A retried send carries the same idempotency key and
-- finds the message it stored.
create table chat_message (
  id bigint generated always as identity primary key,
  chat_id bigint not null references chat (id) on delete cascade,
  request_id bigint not null references bg_request (id) on delete cascade,
  author_side text not null check (author_side in ('agent', 'client', 'bank', 'operator')),
  author_user_id integer references users (id),
  author_name text not null,
  actor_organization_uuid uuid,
  text text not null default '',
  scope uuid unique,
  refund boolean not null default false,
  wait_sign boolean not null default false,
  signed_at timestamptz,
  is_delete boolean not null default false,
  deleted_at timestamptz,
  demand_id bigint unique references bg_demand (id) on delete cascade,
  answers_demand_id bigint references bg_demand (id) on delete set null,
  -- The terms a chat-type bank was sent for discussion: the discussion itself, kept like a demand.
  is_discussion boolean not null default false,
  idempotency_key text,
  created_at timestamptz not null default clock_timestamp()
);
create index chat_message_chat on chat_message (chat_id, id);
create index chat_message_request on chat_message (request_id) where not is_delete;
create index chat_message_answers on chat_message (answers_demand_id) where answers_demand_id is not null;
create unique index chat_message_idempotency on chat_message (chat_id, author_side, coalesce(author_user_id, 0), idempotency_key)
  where idempotency_key is not null;

-- What each user has read: marked explicitly (POST /v2/chat/write/message-wast), never by reading.
create table chat_message_read (
  message_id bigint not null references chat_message (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  request_id bigint not null references bg_request (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (message_id, user_id)
);

-- The request list shows unread counts on its rows: a message, a removal and a mark move the list
-- version of the request's organisations (migration 012), so a kept page is not answered stale.
create trigger chat_message_list_version_insert after insert on chat_message
  referencing new table as changed for each statement execute function bg_list_version_by_request();
create trigger chat_message_list_version_update after update on chat_message
  referencing new table as changed for each statement execute function bg_list_version_by_request();
create trigger chat_message_read_list_version_insert after insert on chat_message_read
  referencing new table as changed for each statement execute function bg_list_version_by_request();
