-- The mail outbox is delivered through the pg-boss job queue (schema pgboss, created and upgraded by
-- pg-boss itself when the server starts). Each mail remembers the job that delivers it; a mail still
-- queued without one (queued before this migration) gets its job when the job queue starts, so an
-- upgrade loses nothing. claimed_at now only says since when the mail is being sent.
alter table email_outbox add column job_id uuid;
