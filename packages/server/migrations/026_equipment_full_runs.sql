-- The total of the listing's availability filter (issue 33, item 15). "Free on every day from A to
-- B" was counted as every published unit matching the filters, each checked against its fully
-- booked days: at 100,000 units that read every matching unit and every fully booked day of the
-- range (tens of thousands of rows), 5× the time at 1,000 units. Now the total is the facet
-- summary's (migration 020) minus the matching units fully booked on some day of the range, read
-- from this table: one row per unit and run of consecutive fully booked days, holding the unit's
-- listing key (the columns the summary is keyed by, and its status) so that no unit is read.
create table equipment_full_runs (
  equipment_id integer not null references products (id) on delete cascade,
  first_day date not null,
  last_day date not null,
  status text not null,
  category text not null,
  make text not null,
  fuel_type text,
  for_rent boolean not null,
  for_sale boolean not null,
  branch_id integer,
  primary key (equipment_id, first_day),
  check (last_day >= first_day)
);
-- The runs still ending on or after a day: only today's and future bookings' runs, for the usual
-- range (history stays to the left of the scan); by category first, the filter almost every visit sets.
create index equipment_full_runs_category_idx on equipment_full_runs (category, last_day, first_day)
  where status = 'published';
create index equipment_full_runs_last_day_idx on equipment_full_runs (last_day, first_day)
  where status = 'published';

-- Rewrites the runs of some units from their fully booked days (gaps and islands: consecutive days
-- share `day - row number`) and the units' current listing keys. Takes each unit's row FOR SHARE
-- first: a change of the key (below) waits for these runs to commit, or these runs read the
-- changed key. Bookings and releases already take their turns on `booking_state` (023).
create function equipment_full_runs_refresh(units integer[]) returns void language plpgsql as $$
begin
  perform 1 from products where id = any(units) order by id for share;
  delete from equipment_full_runs where equipment_id = any(units);
  insert into equipment_full_runs (equipment_id, first_day, last_day, status, category, make,
         fuel_type, for_rent, for_sale, branch_id)
  select p.id, min(d.day), max(d.day), p.status, p.category, p.make, p.fuel_type, p.for_rent,
         p.for_sale, p.branch_id
    from (select equipment_id, day,
                 day - (row_number() over (partition by equipment_id order by day))::int as island
            from equipment_booked_days
           where equipment_id = any(units) and booked >= capacity) as d
    join products as p on p.id = d.equipment_id
   group by p.id, d.island;
end $$;

-- Every statement that changes booked days (a booking, a release, a new fleet size) refreshes the
-- runs of the units of which some day became fully booked or stopped being so; other changes (a
-- booking that leaves a unit free) leave the runs as they are. An upsert fires both the insert
-- and the update trigger, each with its own rows.
create function equipment_booked_days_changed() returns trigger language plpgsql as $$
declare
  units integer[];
begin
  if tg_op = 'INSERT' then
    units := array(select distinct equipment_id from new_days where booked >= capacity);
  elsif tg_op = 'UPDATE' then
    units := array(select distinct n.equipment_id
                     from old_days as o join new_days as n using (equipment_id, day)
                    where (o.booked >= o.capacity) <> (n.booked >= n.capacity));
  else
    units := array(select distinct equipment_id from old_days where booked >= capacity);
  end if;
  if cardinality(units) > 0 then
    perform equipment_full_runs_refresh(units);
  end if;
  return null;
end $$;
create trigger equipment_booked_days_runs_insert after insert on equipment_booked_days
  referencing new table as new_days
  for each statement execute function equipment_booked_days_changed();
create trigger equipment_booked_days_runs_update after update on equipment_booked_days
  referencing old table as old_days new table as new_days
  for each statement execute function equipment_booked_days_changed();
create trigger equipment_booked_days_runs_delete after delete on equipment_booked_days
  referencing old table as old_days
  for each statement execute function equipment_booked_days_changed();

-- A release locks its unit's row before its days, as a booking does (023): a new fleet size holds
-- the unit's row and then writes its days, so the release's refresh taking the row after the days
-- would wait for it in a circle.
create function equipment_bookings_release_lock() returns trigger language plpgsql as $$
begin
  perform 1 from products where id = old.equipment_id for share;
  return old;
end $$;
create trigger equipment_bookings_release_lock before delete on equipment_bookings
  for each row execute function equipment_bookings_release_lock();

-- A unit's new listing key (or status) is copied to its runs.
create function equipment_full_runs_rekey() returns trigger language plpgsql as $$
begin
  update equipment_full_runs
     set (status, category, make, fuel_type, for_rent, for_sale, branch_id) =
         (new.status, new.category, new.make, new.fuel_type, new.for_rent, new.for_sale, new.branch_id)
   where equipment_id = new.id;
  return null;
end $$;
create trigger products_full_runs_rekey
  after update of status, category, make, fuel_type, for_rent, for_sale, branch_id on products
  for each row
  when ((old.status, old.category, old.make, old.fuel_type, old.for_rent, old.for_sale, old.branch_id)
        is distinct from
        (new.status, new.category, new.make, new.fuel_type, new.for_rent, new.for_sale, new.branch_id))
  execute function equipment_full_runs_rekey();

select equipment_full_runs_refresh(array(
  select distinct equipment_id from equipment_booked_days where booked >= capacity));
