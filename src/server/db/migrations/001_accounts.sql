-- Organisations, users, roles, permissions and memberships (a user may belong to several
-- organisations; each membership carries its own roles and permissions).

create table app_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

create table organizations (
  id serial primary key,
  uuid uuid not null unique default gen_random_uuid(),
  name text not null,
  inn text not null,
  kpp text,
  ogrn text,
  type text not null check (type in ('agent', 'client')),
  created_at timestamptz not null default now()
);
-- One agent organisation per INN: a second registration must join the first through its administrator.
create unique index organizations_agent_inn on organizations (inn) where type = 'agent';

create table users (
  id serial primary key,
  uuid uuid not null unique default gen_random_uuid(),
  login text not null,
  phone text,
  password_hash text not null,
  last_name text not null,
  first_name text not null,
  middle_name text,
  post text,
  confirmed_at timestamptz,
  disabled_at timestamptz,
  two_factor boolean not null default false,
  disabled_notifications boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_login on users (login);
create unique index users_phone on users (phone) where phone is not null;

create table roles (
  key text primary key,
  name text not null
);
insert into roles (key, name) values
  ('agent', 'Агент'),
  ('client', 'Клиент');

create table permissions (
  key text primary key,
  name text not null,
  actor text not null references roles (key),
  sort_order integer not null
);
insert into permissions (key, name, actor, sort_order) values
  ('agent_view_edit_users', 'Просмотр и редактирование сотрудников', 'agent', 10),
  ('agent_create_request', 'Создание заявок', 'agent', 20),
  ('agent_view_all_requests', 'Просмотр всех заявок организации', 'agent', 30),
  ('agent_send_to_bank', 'Отправка заявок в банк', 'agent', 40),
  ('agent_accept_offer', 'Принятие предложений банков', 'agent', 50),
  ('revision_view', 'Просмотр взаиморасчётов', 'agent', 60),
  ('client_create_request', 'Создание заявок', 'client', 110),
  ('client_sign_request', 'Подписание заявок', 'client', 120),
  ('client_accept_offer', 'Принятие предложений банков', 'client', 130),
  ('client_send_to_bank', 'Отправка заявок в банк', 'client', 140);

create table memberships (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  organization_id integer not null references organizations (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (user_id, organization_id)
);
create index memberships_organization on memberships (organization_id);

create table membership_roles (
  membership_id integer not null references memberships (id) on delete cascade,
  role_key text not null references roles (key),
  primary key (membership_id, role_key)
);

create table membership_permissions (
  membership_id integer not null references memberships (id) on delete cascade,
  permission_key text not null references permissions (key),
  primary key (membership_id, permission_key)
);
