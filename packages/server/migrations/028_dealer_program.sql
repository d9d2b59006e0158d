-- The dealer program (issue 36): an account with `dealers.manage` registers the sites that embed
-- the widgets. Each site has a publishable key (public by design: it only names the site) and the
-- origins its pages come from; a lead or an event carrying the key is credited to the site only
-- when the request's Origin is one of them and the site is active.
create table dealer_sites (
  id integer generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  origins text[] not null check (cardinality(origins) between 1 and 10),
  active boolean not null default true,
  publishable_key text not null unique check (publishable_key ~ '^pk_[A-Za-z0-9]{24}$'),
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index dealer_sites_account_idx on dealer_sites (account_id, active desc, lower(name), id);

-- A lead sent by a dealer site's widget: the site credited, the page (origin and path, no query)
-- and the element. Storefront leads have none.
alter table quote_requests add column dealer_site_id integer references dealer_sites (id) on delete set null;
alter table quote_requests add column source_page text check (char_length(source_page) <= 2048);
alter table quote_requests add column source_element text
  check (source_element in ('find-branch', 'request-quote', 'quote-list-button', 'equipment-list'));
alter table contact_requests add column dealer_site_id integer references dealer_sites (id) on delete set null;
alter table contact_requests add column source_page text check (char_length(source_page) <= 2048);
alter table contact_requests add column source_element text
  check (source_element in ('find-branch', 'request-quote', 'quote-list-button', 'equipment-list'));
create index quote_requests_dealer_site_idx on quote_requests (dealer_site_id, created_at desc, id desc)
  where dealer_site_id is not null;
create index contact_requests_dealer_site_idx on contact_requests (dealer_site_id, created_at desc, id desc)
  where dealer_site_id is not null;

-- Owners and admins manage the dealer sites (new accounts: src/auth/permissions.ts).
update roles
   set permission_names = permission_names || array['dealers.manage']::text[],
       updated_at = now()
 where is_system and name in ('Owner', 'Admin')
   and not ('dealers.manage' = any (permission_names));

-- Funnel events (POST /events): what visitors did with a dealer site's widgets, cookieless and
-- without personal data (no IP, no cookie; the page is origin + path). The ingest buffers accepted
-- events for about a second, then one transaction inserts the raw rows and adds to the two daily
-- roll-ups below (days are UTC). Raw rows are purged after 30 days; the roll-ups are kept and are
-- all the funnel reads.
create table dealer_events (
  id bigint generated always as identity primary key,
  site_id integer not null references dealer_sites (id) on delete cascade,
  occurred_at timestamptz not null,
  type text not null check (type in ('impression', 'open', 'step', 'submit')),
  element text not null
    check (element in ('find-branch', 'request-quote', 'quote-list-button', 'equipment-list')),
  page text not null check (char_length(page) <= 512)
);
create index dealer_events_occurred_at_idx on dealer_events (occurred_at);
create index dealer_events_site_idx on dealer_events (site_id, occurred_at);

-- Per site, UTC day, element and event type: how many.
create table dealer_event_days (
  site_id integer not null references dealer_sites (id) on delete cascade,
  day date not null,
  element text not null
    check (element in ('find-branch', 'request-quote', 'quote-list-button', 'equipment-list')),
  type text not null check (type in ('impression', 'open', 'step', 'submit')),
  count integer not null check (count >= 0),
  primary key (site_id, day, element, type)
);

-- Per site, UTC day and page: impressions, opens and submits (the dashboard's top pages).
create table dealer_page_days (
  site_id integer not null references dealer_sites (id) on delete cascade,
  day date not null,
  page text not null check (char_length(page) <= 512),
  impressions integer not null default 0 check (impressions >= 0),
  opens integer not null default 0 check (opens >= 0),
  submits integer not null default 0 check (submits >= 0),
  primary key (site_id, day, page)
);
