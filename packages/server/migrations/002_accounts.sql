-- Users, accounts, roles and memberships. Permission names are documented in the
-- OpenAPI document (`x-permissions`) and listed in src/auth/permissions.ts.

create table accounts (
  id integer generated always as identity primary key,
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table users (
  id integer generated always as identity primary key,
  name text not null,
  email text not null,
  password_hash text not null,
  email_verified_at timestamptz,
  is_platform_admin boolean not null default false,
  current_account_id integer references accounts (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

create table roles (
  id integer generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  name text not null,
  description text,
  is_system boolean not null default false,
  permission_names text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index roles_account_name_key on roles (account_id, lower(name));

create table account_users (
  id integer generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  joined_at timestamptz not null default now(),
  unique (account_id, user_id)
);
create index account_users_user_idx on account_users (user_id);

create table account_user_roles (
  account_user_id integer not null references account_users (id) on delete cascade,
  role_id integer not null references roles (id) on delete cascade,
  primary key (account_user_id, role_id)
);

alter table products add constraint products_account_fk foreign key (account_id) references accounts (id) on delete set null;
create index products_account_idx on products (account_id);
