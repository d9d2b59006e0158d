-- Login sessions. A session is one refresh-token family: every refresh rotates the token; a token
-- used twice revokes the whole session (reuse detection). Tokens are stored as SHA-256 hashes.

create table auth_sessions (
  id uuid primary key,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text check (revoked_reason in ('logout', 'reuse', 'password-changed', 'password-reset', 'admin')),
  user_agent text,
  ip text
);
create index auth_sessions_user_idx on auth_sessions (user_id) where revoked_at is null;

create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references auth_sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index refresh_tokens_session_idx on refresh_tokens (session_id);

-- Single-use, expiring tokens sent by e-mail (password reset, e-mail verification).
create table one_time_tokens (
  token_hash text primary key,
  purpose text not null check (purpose in ('password-reset', 'verify-email')),
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index one_time_tokens_user_idx on one_time_tokens (user_id, purpose);
