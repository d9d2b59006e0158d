-- Server settings that must survive restarts (e.g. the generated token-signing secret) and the
-- e-mail outbox: every e-mail is written here first, then delivered (SMTP when configured).

create table settings (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);

create table email_outbox (
  id integer generated always as identity primary key,
  kind text not null,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  links jsonb not null default '[]'::jsonb,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index email_outbox_pending_idx on email_outbox (created_at) where status = 'pending';
create index email_outbox_to_idx on email_outbox (lower(to_address), created_at desc);
