-- Rate-limit counters and the login backoff, shared by every instance on one PostgreSQL server
-- (PGlite, one process, keeps them in memory). One row per key and fixed window; rows whose window
-- is over are deleted by the instances as they write (limits/postgres-counters.ts).
create table rate_limit_counters (
  key text primary key,
  hits integer not null,
  expires_at timestamptz not null
);

create index rate_limit_counters_expires_idx on rate_limit_counters (expires_at);
