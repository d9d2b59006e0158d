-- The mail outbox is delivered through the pg-boss job queue (schema pgboss, created and upgraded by
-- pg-boss itself when the server starts). Each mail remembers the job that delivers it; a mail still
-- queued without one (queued before this migration) gets its job when the job queue starts, so an
-- upgrade loses nothing. claimed_at now only says since when the mail is being sent.
alter table email_outbox add column job_id uuid;

-- The webhook deliveries too: one pg-boss job per attempt (queue webhook-delivery, grouped by
-- endpoint); job_id is the job of the current attempt, the only one allowed to send the delivery.
-- Deliveries still queued without one (from before this migration) get theirs when the server starts.
alter table webhook_deliveries add column job_id uuid;
create index webhook_deliveries_unqueued_idx on webhook_deliveries (id)
  where job_id is null and status in ('pending', 'delivering');
create index email_outbox_unqueued_idx on email_outbox (id)
  where job_id is null and status in ('pending', 'sending');
