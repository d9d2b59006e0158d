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

-- What the funnel reads for long ranges (src/dealers/funnel/): per site and day the four counts
-- (the series: one row a day instead of 16), and per site and month the counts per element and
-- type and per page (a year's top pages and elements read 12 months and the days of the partial
-- months at its ends). Kept current by the triggers below from every statement that adds to the
-- daily roll-ups (inserts, and the ingest's `on conflict … do update`); like them they only grow
-- (a site's rows go with the site).
create table dealer_site_days (
  site_id integer not null references dealer_sites (id) on delete cascade,
  day date not null,
  impressions integer not null default 0 check (impressions >= 0),
  opens integer not null default 0 check (opens >= 0),
  steps integer not null default 0 check (steps >= 0),
  submits integer not null default 0 check (submits >= 0),
  primary key (site_id, day)
);
create table dealer_element_months (
  site_id integer not null references dealer_sites (id) on delete cascade,
  month date not null check (extract(day from month) = 1),
  element text not null,
  type text not null,
  count integer not null check (count >= 0),
  primary key (site_id, month, element, type)
);
create table dealer_page_months (
  site_id integer not null references dealer_sites (id) on delete cascade,
  month date not null check (extract(day from month) = 1),
  page text not null,
  impressions integer not null default 0 check (impressions >= 0),
  opens integer not null default 0 check (opens >= 0),
  submits integer not null default 0 check (submits >= 0),
  primary key (site_id, month, page)
);

-- The counts a statement added to dealer_event_days (an update adds new minus old), summed into
-- the site's day and the element's month, keys in order (concurrent writers lock them alike).
create function dealer_event_days_rollup() returns trigger language plpgsql as $$
declare
  added dealer_event_days[];
begin
  if tg_op = 'INSERT' then
    added := array(select n from new_rows as n);
  else
    added := array(
      select row(n.site_id, n.day, n.element, n.type, n.count - o.count)::dealer_event_days
        from new_rows as n join old_rows as o using (site_id, day, element, type)
       where n.count <> o.count);
  end if;
  insert into dealer_site_days as s (site_id, day, impressions, opens, steps, submits)
  select site_id, day, coalesce(sum(count) filter (where type = 'impression'), 0),
         coalesce(sum(count) filter (where type = 'open'), 0),
         coalesce(sum(count) filter (where type = 'step'), 0),
         coalesce(sum(count) filter (where type = 'submit'), 0)
    from unnest(added) group by site_id, day order by site_id, day
  on conflict (site_id, day) do update
     set impressions = s.impressions + excluded.impressions, opens = s.opens + excluded.opens,
         steps = s.steps + excluded.steps, submits = s.submits + excluded.submits;
  insert into dealer_element_months as m (site_id, month, element, type, count)
  select site_id, date_trunc('month', day)::date, element, type, sum(count)
    from unnest(added) group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (site_id, month, element, type) do update set count = m.count + excluded.count;
  return null;
end
$$;
create trigger dealer_event_days_rollup_insert after insert on dealer_event_days
  referencing new table as new_rows for each statement execute function dealer_event_days_rollup();
create trigger dealer_event_days_rollup_update after update on dealer_event_days
  referencing old table as old_rows new table as new_rows
  for each statement execute function dealer_event_days_rollup();

-- The same for dealer_page_days into the page's month.
create function dealer_page_days_rollup() returns trigger language plpgsql as $$
declare
  added dealer_page_days[];
begin
  if tg_op = 'INSERT' then
    added := array(select n from new_rows as n);
  else
    added := array(
      select row(n.site_id, n.day, n.page, n.impressions - o.impressions, n.opens - o.opens,
                 n.submits - o.submits)::dealer_page_days
        from new_rows as n join old_rows as o using (site_id, day, page)
       where (n.impressions, n.opens, n.submits) <> (o.impressions, o.opens, o.submits));
  end if;
  insert into dealer_page_months as m (site_id, month, page, impressions, opens, submits)
  select site_id, date_trunc('month', day)::date, page, sum(impressions), sum(opens), sum(submits)
    from unnest(added) group by 1, 2, 3 order by 1, 2, 3
  on conflict (site_id, month, page) do update
     set impressions = m.impressions + excluded.impressions, opens = m.opens + excluded.opens,
         submits = m.submits + excluded.submits;
  return null;
end
$$;
create trigger dealer_page_days_rollup_insert after insert on dealer_page_days
  referencing new table as new_rows for each statement execute function dealer_page_days_rollup();
create trigger dealer_page_days_rollup_update after update on dealer_page_days
  referencing old table as old_rows new table as new_rows
  for each statement execute function dealer_page_days_rollup();
