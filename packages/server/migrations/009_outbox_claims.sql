-- Several API instances may deliver the outbox at once: a mail is claimed ('sending') by exactly one
-- of them. A claim older than 10 minutes (a crashed instance) is retried.
alter table email_outbox drop constraint email_outbox_status_check;
alter table email_outbox add constraint email_outbox_status_check check (status in ('pending', 'sending', 'sent', 'failed'));
alter table email_outbox add column claimed_at timestamptz;
