-- Public catalog: full-text search over everything the contract names (title, make, model, stock
-- number and description), and indexes for the filters and sorts of GET /equipment at 100k items.
-- Leads: quote requests and branch contact requests, each with a human reference.

-- The search vector of 001 left out the description, and tokenizes "LT-43934" as "lt" and "-43934"
-- (a negative number), so the digits alone were not found. Title, make and model rank first.
drop index if exists products_search_idx;
alter table products drop column search;
alter table products add column search tsvector generated always as (
  setweight(to_tsvector('english', title || ' ' || make || ' ' || model), 'A') ||
  setweight(to_tsvector('english', replace(category, '-', ' ') || ' ' || stock_number || ' ' || replace(stock_number, '-', ' ')), 'B') ||
  setweight(to_tsvector('english', description), 'C')
) stored;
create index products_search_idx on products using gin (search);

-- Filters (the public listing only ever reads published rows).
create index products_published_make_idx on products (lower(make)) where status = 'published';
create index products_published_model_idx on products (lower(model)) where status = 'published';
create index products_published_fuel_idx on products (fuel_type) where status = 'published';
create index products_published_lift_height_idx on products (lift_height_ft) where status = 'published';
create index products_published_branch_idx on products (branch_id, created_at desc) where status = 'published';

-- Sorts (each also serves its range filter). A backward scan of (x asc nulls last) gives
-- (x desc nulls first), so the "desc nulls last" orders need their own index.
create index products_published_year_idx on products (year, id) where status = 'published';
create index products_published_capacity_desc_idx on products (capacity_lbs desc nulls last, id desc) where status = 'published';
create index products_published_sale_price_idx on products (sale_price, id) where status = 'published';
create index products_published_sale_price_desc_idx on products (sale_price desc nulls last, id desc) where status = 'published';
create index products_published_rent_price_idx on products (rental_daily, id) where status = 'published' and for_rent;
create index products_published_rent_price_desc_idx on products (rental_daily desc nulls last, id desc) where status = 'published' and for_rent;

-- Quote requests (POST /equipment/request-quote). `branch_id` is the branch the request was routed
-- to (the one asked for, else the nearest to the jobsite, else the unit's branch). The reference
-- is derived from the id and the UTC year of creation, so it is unique without any coordination.
create table quote_requests (
  id integer generated always as identity primary key,
  reference text generated always as (
    'Q-' || extract(year from created_at at time zone 'UTC')::int::text || '-' || lpad(id::text, greatest(6, length(id::text)), '0')
  ) stored unique,
  equipment_id integer references products (id) on delete set null,
  listing text not null check (listing in ('rent', 'buy')),
  start_date date,
  end_date date,
  purchase_timeframe text check (purchase_timeframe in ('immediately', 'within-30-days', 'within-90-days', 'just-researching')),
  quantity integer not null check (quantity between 1 and 99),
  jobsite_zip char(5) not null check (jobsite_zip ~ '^[0-9]{5}$'),
  name text not null,
  email text not null,
  phone text not null,
  company text,
  notes text,
  branch_id integer references branches (id) on delete set null,
  status text not null default 'received',
  created_at timestamptz not null default now(),
  check (end_date is null or start_date is null or end_date >= start_date)
);
create index quote_requests_branch_idx on quote_requests (branch_id, created_at desc);
create index quote_requests_equipment_idx on quote_requests (equipment_id);

-- Messages to a branch (POST /contact-branch).
create table contact_requests (
  id integer generated always as identity primary key,
  reference text generated always as (
    'C-' || extract(year from created_at at time zone 'UTC')::int::text || '-' || lpad(id::text, greatest(6, length(id::text)), '0')
  ) stored unique,
  branch_id integer references branches (id) on delete set null,
  equipment_id integer references products (id) on delete set null,
  name text not null,
  email text not null,
  phone text,
  subject text not null,
  message text not null,
  status text not null default 'received',
  created_at timestamptz not null default now()
);
create index contact_requests_branch_idx on contact_requests (branch_id, created_at desc);
create index contact_requests_equipment_idx on contact_requests (equipment_id);
