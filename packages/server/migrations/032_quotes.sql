-- Priced quotes of a lead (issue 44): staff prepare versions of a quote, send one, and the customer
-- opens it from a link, accepts and signs it (the rental agreement) or declines it. The contract
-- (openapi/openapi.yaml, tag `quotes` and `createLeadQuote`) says what each column is for;
-- docs/quotes.md tells the flow.

-- Files the server made and keeps byte for byte (the quote and agreement PDFs): a quote PDF is
-- rendered once when the quote is sent, so the file the customer is mailed, downloads and signs
-- (its SHA-256 is in the signature) is the same. Mails reference them (email_outbox.attachments)
-- instead of carrying the bytes in the mail row or the queue's job.
create table stored_documents (
  id integer generated always as identity primary key,
  content_type text not null check (content_type in ('application/pdf')),
  filename text not null check (filename ~ '^[A-Za-z0-9._-]{1,100}$'),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bytea not null check (octet_length(bytes) between 1 and 20971520),
  created_at timestamptz not null default now()
);

-- A mail's attachments: `[{ "document_id": 12 }]`, in order (the delivery reads the bytes).
alter table email_outbox add column attachments jsonb not null default '[]'::jsonb
  check (jsonb_typeof(attachments) = 'array' and jsonb_array_length(attachments) <= 5);

-- Per-year numbers of quotes (`QT-2026-000001`) and rental agreements (`RA-2026-000001`): one row
-- per kind and year, incremented under its row lock; a deleted draft's number is not reused.
create table document_numbers (
  kind text not null check (kind in ('QT', 'RA')),
  year integer not null check (year between 2000 and 9999),
  last integer not null check (last >= 1),
  primary key (kind, year)
);

-- A quote of a lead (a quote request `Q-…` or a message `C-…`; like lead_events, by type and id).
-- Amounts are integer cents, computed by quote-totals.ts (the server's totals are the truth).
-- `expired` is never stored: it is a sent quote past `valid_until`. At most one quote of a lead is
-- sent (the others superseded) and at most one accepted, whatever runs concurrently.
create table lead_quotes (
  id integer generated always as identity primary key,
  lead_type text not null check (lead_type in ('quote', 'contact')),
  lead_id integer not null,
  account_id integer not null references accounts (id) on delete cascade,
  number text not null unique check (number ~ '^QT-\d{4}-\d{6,}$'),
  version integer not null check (version >= 1),
  status text not null default 'draft'
    check (status in ('draft', 'sent', 'accepted', 'declined', 'superseded')),
  tax_rate numeric(8, 6) not null check (tax_rate between 0 and 0.25),
  valid_until date not null,
  terms text check (char_length(terms) <= 5000),
  note_to_customer text check (char_length(note_to_customer) <= 2000),
  rent_cents bigint not null check (rent_cents >= 0),
  subtotal_cents bigint not null check (subtotal_cents >= 0),
  tax_cents bigint not null check (tax_cents >= 0),
  total_cents bigint not null check (total_cents >= 0),
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  viewed_at timestamptz,
  -- The PDF as sent (mailed, downloaded, and signed by its SHA-256).
  pdf_document_id integer references stored_documents (id),
  accepted_at timestamptz,
  agreement_number text unique check (agreement_number ~ '^RA-\d{4}-\d{6,}$'),
  agreement_document_id integer references stored_documents (id),
  signer_name text check (char_length(signer_name) between 2 and 120),
  signer_title text check (char_length(signer_title) <= 120),
  signer_ip text check (char_length(signer_ip) <= 64),
  signer_user_agent text check (char_length(signer_user_agent) <= 1000),
  signed_pdf_sha256 text check (signed_pdf_sha256 ~ '^[0-9a-f]{64}$'),
  declined_at timestamptz,
  decline_reason text check (char_length(decline_reason) <= 1000),
  unique (lead_type, lead_id, version),
  check ((status = 'draft') = (sent_at is null)),
  check ((status = 'draft') = (pdf_document_id is null)),
  check ((status = 'accepted') = (accepted_at is not null)),
  check ((status = 'accepted') = (agreement_number is not null and signer_name is not null
                                  and signed_pdf_sha256 is not null)),
  check ((status = 'declined') = (declined_at is not null))
);
create index lead_quotes_lead_idx on lead_quotes (lead_type, lead_id, version desc);
create unique index lead_quotes_one_sent_idx on lead_quotes (lead_type, lead_id) where status = 'sent';
create unique index lead_quotes_one_accepted_idx on lead_quotes (lead_type, lead_id)
  where status = 'accepted';

create table lead_quote_lines (
  id integer generated always as identity primary key,
  quote_id integer not null references lead_quotes (id) on delete cascade,
  position integer not null check (position between 1 and 100),
  equipment_id integer references products (id) on delete set null,
  description text not null check (char_length(description) between 1 and 200),
  quantity numeric(8, 2) not null check (quantity > 0 and quantity <= 9999),
  unit_price_cents bigint not null check (unit_price_cents between 0 and 1000000000),
  rate_basis text not null check (rate_basis in ('day', 'week', 'four_weeks', 'sale', 'each')),
  start_date date,
  end_date date,
  total_cents bigint not null check (total_cents >= 0),
  unique (quote_id, position),
  check (end_date >= start_date and end_date - start_date < 366)
);
create index lead_quote_lines_equipment_idx on lead_quote_lines (equipment_id);

create table lead_quote_charges (
  id integer generated always as identity primary key,
  quote_id integer not null references lead_quotes (id) on delete cascade,
  position integer not null check (position between 1 and 20),
  kind text not null
    check (kind in ('delivery', 'pickup', 'damage_waiver', 'environmental', 'fuel', 'other')),
  description text not null check (char_length(description) between 1 and 200),
  amount_cents bigint not null check (amount_cents >= 0),
  percent numeric(8, 6) check (percent between 0 and 1),
  unique (quote_id, position)
);

-- The customer's links: only the SHA-256 (hex) of each token is kept. A sent quote has one from
-- its mail, and one more each time the signed-in customer opens it from their requests.
create table quote_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  quote_id integer not null references lead_quotes (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index quote_tokens_quote_idx on quote_tokens (quote_id);

-- An accepted quote's rent lines are booked like a won quote list's lines (source `lead`), with
-- the same guarantee (migration 023): the booking names the quote line instead.
alter table equipment_bookings add column quote_item_id integer unique
  references lead_quote_lines (id) on delete cascade;
do $$
declare
  name text;
begin
  select conname into name from pg_constraint
   where conrelid = 'equipment_bookings'::regclass and contype = 'c'
     and pg_get_constraintdef(oid) like '%source = %lead%quote_line_id IS NOT NULL%';
  execute format('alter table equipment_bookings drop constraint %I', name);
end $$;
alter table equipment_bookings add constraint equipment_bookings_lead_line_check
  check ((source = 'lead') = (num_nonnulls(quote_line_id, quote_item_id) = 1)
         and (source = 'lead' or (quote_line_id is null and quote_item_id is null)));

-- The quote events of webhooks.
alter table webhook_events drop constraint webhook_events_type_check;
alter table webhook_events add constraint webhook_events_type_check
  check (type in ('lead.created', 'lead.updated', 'quote_list.created', 'booking.created',
                  'booking.released', 'product.published', 'product.unpublished', 'quote.sent',
                  'quote.accepted', 'quote.declined', 'webhook.test'));
alter table webhook_endpoints drop constraint webhook_endpoints_events_check;
alter table webhook_endpoints add constraint webhook_endpoints_events_check check (
  cardinality(events) between 1 and 10
  and events <@ array['lead.created', 'lead.updated', 'quote_list.created', 'booking.created',
                      'booking.released', 'product.published', 'product.unpublished',
                      'quote.sent', 'quote.accepted', 'quote.declined']::text[]);
