-- Facet counts of the public catalog, kept current by every statement that writes products, so the
-- filters call (src/catalog/equipment-facets.ts) reads a few thousand summary rows instead of every
-- published unit. One row per combination of the values the filters group or filter by — category,
-- make (as written), fuel type, the rent and sale flags, branch — with the number of published
-- units holding it and the min/max of each range column among them. A row whose units drop to 0 is
-- kept, with null ranges; readers skip it.
create table catalog_facet_counts (
  category text not null,
  make text not null,
  fuel_type text,
  for_rent boolean not null,
  for_sale boolean not null,
  branch_id integer,
  units integer not null,
  capacity_min integer,
  capacity_max integer,
  lift_height_min double precision,
  lift_height_max double precision,
  year_min integer,
  year_max integer,
  sale_price_min numeric(12, 2),
  sale_price_max numeric(12, 2),
  rental_daily_min numeric(10, 2),
  rental_daily_max numeric(10, 2)
);

-- The key. No fuel type and no branch are values of their own: a unique index treats nulls as
-- distinct, so they are compared as '' and 0 (no fuel type is '', no branch id is 0).
create unique index catalog_facet_counts_key_idx on catalog_facet_counts
  (category, make, coalesce(fuel_type, ''), for_rent, for_sale, coalesce(branch_id, 0));

-- The published units of one key: what a key's ranges are recomputed from when units leave it.
create index products_published_facet_key_idx on products
  (category, make, coalesce(fuel_type, ''), for_rent, for_sale, coalesce(branch_id, 0))
  where status = 'published';

-- A published unit entering (delta 1) or leaving (delta -1) the counts, with its range values.
create type catalog_facet_change as (
  category text,
  make text,
  fuel_type text,
  for_rent boolean,
  for_sale boolean,
  branch_id integer,
  delta integer,
  capacity_lbs integer,
  lift_height_ft double precision,
  year integer,
  sale_price numeric,
  rental_daily numeric
);

create function catalog_facet_change_of(unit products, delta integer)
returns catalog_facet_change language sql immutable as $$
  select row(unit.category, unit.make, unit.fuel_type, unit.for_rent, unit.for_sale,
             unit.branch_id, delta, unit.capacity_lbs, unit.lift_height_ft, unit.year,
             unit.sale_price, unit.rental_daily)::catalog_facet_change
$$;

-- Applies changes in two steps. First one upsert of every touched key in key order (concurrent
-- writers lock keys in the same order), adding the net change to `units` and widening the ranges
-- by the values that entered. Then the keys that lost units get their ranges recomputed from
-- products, since a min or max cannot be subtracted. The recompute is a statement of its own, run
-- once the keys' rows are locked: it sees every writer of those keys that committed before, and
-- any writer still open applies its own change after this transaction commits.
create function catalog_facet_counts_apply(changes catalog_facet_change[])
returns void language plpgsql as $$
begin
  insert into catalog_facet_counts as c (category, make, fuel_type, for_rent, for_sale, branch_id,
         units, capacity_min, capacity_max, lift_height_min, lift_height_max, year_min, year_max,
         sale_price_min, sale_price_max, rental_daily_min, rental_daily_max)
  select category, make, fuel_type, for_rent, for_sale, branch_id, sum(delta),
         min(capacity_lbs) filter (where delta > 0), max(capacity_lbs) filter (where delta > 0),
         min(lift_height_ft) filter (where delta > 0), max(lift_height_ft) filter (where delta > 0),
         min(year) filter (where delta > 0), max(year) filter (where delta > 0),
         min(sale_price) filter (where delta > 0), max(sale_price) filter (where delta > 0),
         min(rental_daily) filter (where delta > 0), max(rental_daily) filter (where delta > 0)
    from unnest(changes)
   group by category, make, fuel_type, for_rent, for_sale, branch_id
   order by category, make, coalesce(fuel_type, ''), for_rent, for_sale, coalesce(branch_id, 0)
      on conflict (category, make, coalesce(fuel_type, ''), for_rent, for_sale, coalesce(branch_id, 0))
      do update set units = c.units + excluded.units,
                    capacity_min = least(c.capacity_min, excluded.capacity_min),
                    capacity_max = greatest(c.capacity_max, excluded.capacity_max),
                    lift_height_min = least(c.lift_height_min, excluded.lift_height_min),
                    lift_height_max = greatest(c.lift_height_max, excluded.lift_height_max),
                    year_min = least(c.year_min, excluded.year_min),
                    year_max = greatest(c.year_max, excluded.year_max),
                    sale_price_min = least(c.sale_price_min, excluded.sale_price_min),
                    sale_price_max = greatest(c.sale_price_max, excluded.sale_price_max),
                    rental_daily_min = least(c.rental_daily_min, excluded.rental_daily_min),
                    rental_daily_max = greatest(c.rental_daily_max, excluded.rental_daily_max);

  update catalog_facet_counts as c
     set (capacity_min, capacity_max, lift_height_min, lift_height_max, year_min, year_max,
          sale_price_min, sale_price_max, rental_daily_min, rental_daily_max) = (
           select min(p.capacity_lbs), max(p.capacity_lbs), min(p.lift_height_ft),
                  max(p.lift_height_ft), min(p.year), max(p.year), min(p.sale_price),
                  max(p.sale_price), min(p.rental_daily), max(p.rental_daily)
             from products as p
            where p.status = 'published' and p.category = c.category and p.make = c.make
              and coalesce(p.fuel_type, '') = coalesce(c.fuel_type, '')
              and p.for_rent = c.for_rent and p.for_sale = c.for_sale
              and coalesce(p.branch_id, 0) = coalesce(c.branch_id, 0))
   where (c.category, c.make, coalesce(c.fuel_type, ''), c.for_rent, c.for_sale,
          coalesce(c.branch_id, 0)) in (
           select category, make, coalesce(fuel_type, ''), for_rent, for_sale, coalesce(branch_id, 0)
             from unnest(changes)
            where delta < 0);
end
$$;

-- The published units a statement added and removed. An update counts only the rows whose
-- published state or counted values changed (touching `updated_at` or the picture changes nothing).
create function catalog_facet_counts_sync() returns trigger language plpgsql as $$
declare
  changes catalog_facet_change[];
begin
  if tg_op = 'INSERT' then
    changes := array(select catalog_facet_change_of(n, 1) from new_rows as n
                      where n.status = 'published');
  elsif tg_op = 'DELETE' then
    changes := array(select catalog_facet_change_of(o, -1) from old_rows as o
                      where o.status = 'published');
  else
    changes := array(
      select change
        from old_rows as o
        join new_rows as n on n.id = o.id
       cross join lateral (
         select catalog_facet_change_of(o, -1) as change where o.status = 'published'
         union all
         select catalog_facet_change_of(n, 1) where n.status = 'published'
       ) as moved
       where (o.status = 'published', catalog_facet_change_of(o, 1))
             is distinct from (n.status = 'published', catalog_facet_change_of(n, 1)));
  end if;
  if cardinality(changes) > 0 then
    perform catalog_facet_counts_apply(changes);
  end if;
  return null;
end
$$;

create trigger products_facet_counts_insert after insert on products
  referencing new table as new_rows for each statement execute function catalog_facet_counts_sync();
create trigger products_facet_counts_update after update on products
  referencing old table as old_rows new table as new_rows
  for each statement execute function catalog_facet_counts_sync();
create trigger products_facet_counts_delete after delete on products
  referencing old table as old_rows for each statement execute function catalog_facet_counts_sync();

create function catalog_facet_counts_truncated() returns trigger language plpgsql as $$
begin
  delete from catalog_facet_counts;
  return null;
end
$$;
create trigger products_facet_counts_truncate after truncate on products
  for each statement execute function catalog_facet_counts_truncated();

select catalog_facet_counts_apply(array(
  select catalog_facet_change_of(p, 1) from products as p where p.status = 'published'));
