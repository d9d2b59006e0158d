-- E-mail change: the new address waits in `pending_email` until it is verified; login keeps using
-- `email` until then. The mailed links are one-time tokens bound to an address (`email`): the
-- verification link to the pending address, the "this wasn't me" link to the address it replaces.
alter table users
  add column pending_email text,
  add column pending_email_requested_at timestamptz;

alter table one_time_tokens add column email text;
alter table one_time_tokens drop constraint one_time_tokens_purpose_check;
alter table one_time_tokens add constraint one_time_tokens_purpose_check
  check (purpose in ('password-reset', 'verify-email', 'email-change', 'email-change-report'));

alter table auth_sessions drop constraint auth_sessions_revoked_reason_check;
alter table auth_sessions add constraint auth_sessions_revoked_reason_check
  check (revoked_reason in ('logout', 'reuse', 'password-changed', 'password-reset', 'admin',
                            'email-change-reported'));

-- Idempotent refresh replay: the successor token pair of a rotated refresh token, encrypted
-- (AES-256-GCM) with a key derived from that refresh token, which the server does not keep.
alter table refresh_tokens add column successor_sealed text;
