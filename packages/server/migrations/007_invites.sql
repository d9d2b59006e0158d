-- Account invites: an e-mail address invited into an account with a set of roles. Only
-- the SHA-256 of the invite token is stored. `status` keeps what happened to the invite; `expired`
-- is computed when read (a pending invite past `expires_at`), so it is never stored.

create table account_invites (
  id integer generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  email text not null,
  token_hash text not null unique,
  invited_by_user_id integer references users (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'revoked')),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  accepted_at timestamptz,
  accepted_by_user_id integer references users (id) on delete set null,
  revoked_at timestamptz,
  check ((status = 'accepted') = (accepted_at is not null)),
  check ((status = 'revoked') = (revoked_at is not null))
);
create index account_invites_account_idx on account_invites (account_id, created_at desc, id desc);
create index account_invites_pending_email_idx on account_invites (account_id, lower(email)) where status = 'pending';

-- The roles an invitee gets on acceptance. Deleting a role removes it from every invite.
create table account_invite_roles (
  invite_id integer not null references account_invites (id) on delete cascade,
  role_id integer not null references roles (id) on delete cascade,
  primary key (invite_id, role_id)
);
create index account_invite_roles_role_idx on account_invite_roles (role_id);

-- Member counts of roles and the member list's role filter look memberships up by role.
create index account_user_roles_role_idx on account_user_roles (role_id);
