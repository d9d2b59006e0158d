-- Integrations (issue 37): secret API keys, the audit list, signed webhooks with retries, and
-- idempotent POSTs. The contract (openapi/openapi.yaml: "Secret API keys", "Idempotent requests",
-- "Webhooks") says what each table is for. No queue library (pg-boss runs on PGlite only in
-- versions that need Node 22, graphile-worker needs a pg pool): deliveries are claimed like the
-- mail outbox.

-- Secret API keys. The secret (`sk_` + 43 base62 characters, 256 bits) is shown once; only its
-- SHA-256 (hex) is kept, looked up on every request (no cache, so a revoked or expired key is
-- refused at once on every instance). A key acts for its account with its permissions only; it
-- belongs to the account (it outlives its creator's membership). Keys are revoked, never deleted,
-- so the audit list keeps naming them. `last_used_at` is written at most once a minute per key.
create table api_keys (
  id integer generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  prefix text not null check (prefix ~ '^sk_[A-Za-z0-9]{8}$'),
  secret_hash text not null unique check (secret_hash ~ '^[0-9a-f]{64}$'),
  permission_names text[] not null check (cardinality(permission_names) <= 100),
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz
);
create index api_keys_account_idx on api_keys (account_id, created_at desc, id desc);

-- Who did what (GET /account/{id}/audit): changes of keys and webhook endpoints by a person or a
-- key, every change a key made (`operation.performed`), and endpoints the server disabled after
-- 3 days of failures (actor `system`). The target is denormalised (type, id as text, a label such
-- as a key's name, an endpoint's URL or `POST /account/12/bookings`) so a line still reads after
-- its record is gone. Rows are only ever inserted.
create table audit_events (
  id bigint generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  actor_kind text not null check (actor_kind in ('user', 'api_key', 'system')),
  actor_user_id integer references users (id) on delete set null,
  actor_api_key_id integer references api_keys (id) on delete set null,
  action text not null check (action in (
    'api_key.created', 'api_key.revoked',
    'webhook_endpoint.created', 'webhook_endpoint.updated', 'webhook_endpoint.deleted',
    'webhook_endpoint.secret_rotated', 'webhook_endpoint.disabled',
    'webhook_delivery.resent', 'operation.performed')),
  target_type text not null
    check (target_type in ('api_key', 'webhook_endpoint', 'webhook_delivery', 'operation')),
  target_id text check (char_length(target_id) <= 100),
  target_label text not null check (char_length(target_label) <= 2100),
  at timestamptz not null default now()
);
create index audit_events_account_idx on audit_events (account_id, at desc, id desc);
-- `?api_key_id=`: the key's own actions, and what was done to it.
create index audit_events_actor_key_idx on audit_events (actor_api_key_id, at desc, id desc)
  where actor_api_key_id is not null;
create index audit_events_target_idx on audit_events (account_id, target_type, target_id);

-- Webhook endpoints. The secret (`whsec_` + 43 base62 characters) is kept as it is (we sign with
-- it); a rotation keeps the replaced one signing too for 24 hours. `failing_since`: the first
-- failure after the last success; after 3 days the endpoint is turned off (`active` false,
-- `disabled_at`), its queued deliveries fail and the owners are mailed (email_outbox).
create table webhook_endpoints (
  id integer generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  url text not null check (char_length(url) <= 2048 and url ~ '^https?://'),
  description text check (char_length(description) <= 500),
  events text[] not null check (
    cardinality(events) between 1 and 7
    and events <@ array['lead.created', 'lead.updated', 'quote_list.created', 'booking.created',
                        'booking.released', 'product.published', 'product.unpublished']::text[]),
  active boolean not null default true,
  secret text not null check (secret ~ '^whsec_[A-Za-z0-9]{43}$'),
  previous_secret text check (previous_secret ~ '^whsec_[A-Za-z0-9]{43}$'),
  previous_secret_expires_at timestamptz,
  failing_since timestamptz,
  disabled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (account_id, url),
  check ((previous_secret is null) = (previous_secret_expires_at is null))
);

-- One event of an account (`evt_` + 24 base62 characters). `body` is the JSON
-- `{ id, type, created_at, data }` serialised once, when the change is committed, so every
-- attempt and resend signs the same bytes. Purged with its deliveries after 30 days.
create table webhook_events (
  id text primary key check (id ~ '^evt_[A-Za-z0-9]{24}$'),
  account_id integer not null references accounts (id) on delete cascade,
  type text not null check (type in ('lead.created', 'lead.updated', 'quote_list.created',
                                     'booking.created', 'booking.released', 'product.published',
                                     'product.unpublished')),
  body text not null,
  created_at timestamptz not null default now()
);
create index webhook_events_created_at_idx on webhook_events (created_at);

-- One event to one endpoint: inserted with the event, in the transaction of the change (one row
-- per active endpoint of the account that wants the type); a resend inserts a new row for the
-- same event. Claimed in one autocommit statement (`for update skip locked`, status `delivering`,
-- `attempts + 1`, a lease `locked_until` on the database clock); the result is written only
-- where `attempts` is still the claimed one, so a stalled instance's late result is ignored.
-- No transaction is held across the HTTP call. A failure sets `next_attempt_at` (30 s · 2^n,
-- at most 6 h, ±20 %) until 3 days after `created_at`, then `failed`.
create table webhook_deliveries (
  id bigint generated always as identity primary key,
  endpoint_id integer not null references webhook_endpoints (id) on delete cascade,
  event_id text not null references webhook_events (id) on delete cascade,
  status text not null default 'pending'
    check (status in ('pending', 'delivering', 'succeeded', 'failed')),
  attempts integer not null default 0 check (attempts between 0 and 1000),
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  last_status_code smallint check (last_status_code between 100 and 599),
  last_error text check (char_length(last_error) <= 500),
  check (status <> 'delivering' or locked_until is not null),
  check ((status in ('succeeded', 'failed')) = (completed_at is not null))
);
-- What the claim reads: due pending rows, and delivering rows whose lease ran out.
create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at)
  where status in ('pending', 'delivering');
create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at desc, id desc);
create index webhook_deliveries_event_idx on webhook_deliveries (event_id);

-- The delivery log: one row per attempt (status code or error, duration, the first 1 KB of the
-- answer). Written with the delivery's result, under the same `attempts` fence.
create table webhook_attempts (
  delivery_id bigint not null references webhook_deliveries (id) on delete cascade,
  attempt integer not null check (attempt between 1 and 1000),
  started_at timestamptz not null,
  duration_ms integer not null check (duration_ms between 0 and 600000),
  status_code smallint check (status_code between 100 and 599),
  response_excerpt text check (char_length(response_excerpt) <= 1024),
  error text check (char_length(error) <= 500),
  primary key (delivery_id, attempt)
);

-- Idempotency-Key of POSTs. `scope` is the caller (`key:<api key id>`, `user:<id>`, or for calls
-- without credentials `public:<method> <path>`). Claimed after authentication, rate limiting and
-- validation with `insert … on conflict do nothing` (state `in_progress`, a 60 s lease); the
-- answer (< 500) is stored when it is sent (`completed`), a 5xx deletes the row. A repeat with the
-- same method, path and body hash replays it; another one is a 422 `idempotency_key_reused`.
-- Rows expire after 24 hours (an expired row may be taken over, and is purged).
create table idempotency_keys (
  scope text not null check (char_length(scope) between 1 and 2100),
  key text not null check (char_length(key) between 1 and 255),
  method text not null check (method in ('POST', 'PUT', 'PATCH', 'DELETE')),
  path text not null check (char_length(path) <= 2048),
  body_hash text not null check (body_hash ~ '^[0-9a-f]{64}$'),
  state text not null default 'in_progress' check (state in ('in_progress', 'completed')),
  response_status smallint check (response_status between 100 and 499),
  response_headers jsonb,
  response_body text,
  locked_until timestamptz,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '24 hours',
  primary key (scope, key),
  check (state <> 'completed' or response_status is not null),
  check (state <> 'in_progress' or locked_until is not null)
);
create index idempotency_keys_expires_at_idx on idempotency_keys (expires_at);

-- Owners and admins get the integration permissions (new accounts: src/auth/permissions.ts).
update roles
   set permission_names = permission_names || array(
         select permission
           from unnest(array['api_keys.manage', 'webhooks.manage', 'audit.view']::text[])
                with ordinality as added (permission, position)
          where not (permission = any (roles.permission_names))
          order by position),
       updated_at = now()
 where is_system and name in ('Owner', 'Admin')
   and not (permission_names @> array['api_keys.manage', 'webhooks.manage', 'audit.view']::text[]);
