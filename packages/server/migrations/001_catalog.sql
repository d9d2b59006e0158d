-- Branches and the equipment catalog.
-- A "product" (admin area) and an "equipment" item (public catalog) are the same row: the public
-- catalog lists the products whose status is 'published'.

create table branches (
  id integer generated always as identity primary key,
  name text not null,
  address_line1 text not null,
  city text not null,
  state char(2) not null check (state ~ '^[A-Z]{2}$'),
  zip_code char(5) not null check (zip_code ~ '^[0-9]{5}$'),
  phone_number text,
  email text,
  hours jsonb not null default '[]'::jsonb,
  latitude double precision not null,
  longitude double precision not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table products (
  id integer generated always as identity primary key,
  account_id integer,
  stock_number text not null unique,
  title text not null,
  category text not null check (category in ('lift-trucks', 'construction-equipment', 'aerial-work-platforms', 'rail-cars', 'warehouse-equipment')),
  make text not null,
  model text not null,
  year integer not null check (year between 1900 and 2100),
  condition text not null check (condition in ('new', 'used')),
  for_rent boolean not null default false,
  for_sale boolean not null default false,
  fuel_type text check (fuel_type in ('electric', 'diesel', 'lpg', 'gasoline', 'dual-fuel', 'none')),
  capacity_lbs integer check (capacity_lbs >= 0),
  lift_height_ft double precision check (lift_height_ft >= 0),
  hours_used integer check (hours_used >= 0),
  sale_price numeric(12, 2) check (sale_price >= 0),
  rental_daily numeric(10, 2) check (rental_daily >= 0),
  rental_weekly numeric(10, 2) check (rental_weekly >= 0),
  rental_monthly numeric(10, 2) check (rental_monthly >= 0),
  description text not null default '',
  specs jsonb not null default '[]'::jsonb,
  image_url text,
  branch_id integer references branches (id) on delete set null,
  status text not null default 'published' check (status in ('draft', 'published', 'archived')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector generated always as (
    to_tsvector('english', title || ' ' || make || ' ' || model || ' ' || replace(category, '-', ' ') || ' ' || stock_number)
  ) stored,
  check (for_rent or for_sale)
);

create index products_published_category_idx on products (category, created_at desc) where status = 'published';
create index products_published_created_idx on products (created_at desc, id desc) where status = 'published';
create index products_make_idx on products (make);
create index products_sale_price_idx on products (sale_price);
create index products_capacity_idx on products (capacity_lbs);
create index products_branch_idx on products (branch_id);
create index products_search_idx on products using gin (search);
