-- Quote lists and bookings (issue 20).
--
-- A unit's fleet: how many of it its branch holds (1 unless staff say otherwise).
alter table products add column fleet_quantity integer not null default 1 constraint products_fleet_quantity_check check (fleet_quantity between 1 and 999);

-- A quote list (POST /equipment/request-quote with `items`) becomes one lead per branch (and per
-- owning account), all sharing the customer-facing `request_reference` (the first lead's own
-- reference). Its lines are in quote_request_lines, so such a lead has no listing or quantity of
-- its own; a single-unit request keeps both and has no request reference.
alter table quote_requests alter column listing drop not null;
alter table quote_requests alter column quantity drop not null;
alter table quote_requests add column request_reference text;
alter table quote_requests add column jobsite_address text;
alter table quote_requests add column po_number text;
alter table quote_requests add column line_count integer check (line_count between 1 and 50);
alter table quote_requests add constraint quote_requests_shape_check check ((request_reference is null and listing is not null and quantity is not null and line_count is null) or (request_reference is not null and line_count is not null));
create index quote_requests_request_reference_idx on quote_requests (request_reference) where request_reference is not null;

-- The lines of a quote list's lead, each with the estimate the customer was shown (per unit, the
-- contract's RentalEstimate; null for a buy line or a unit without a rate card). `position` is the
-- line's number in the customer's request; `equipment_title` the unit's title at that moment.
create table quote_request_lines (
  id integer generated always as identity primary key,
  quote_request_id integer not null references quote_requests (id) on delete cascade,
  position integer not null check (position between 1 and 50),
  equipment_id integer references products (id) on delete set null,
  equipment_title text not null,
  mode text not null check (mode in ('rent', 'buy')),
  quantity integer not null check (quantity between 1 and 999),
  start_date date,
  end_date date,
  estimate jsonb,
  estimated_total numeric(16, 2),
  unique (quote_request_id, position),
  check ((mode = 'rent') = (start_date is not null and end_date is not null)),
  check (end_date >= start_date and end_date - start_date < 366),
  check ((estimate is null) = (estimated_total is null))
);
create index quote_request_lines_equipment_idx on quote_request_lines (equipment_id);

-- Bookings: units of a piece of equipment taken for a range of days (both counted), by a staff
-- hold or by the rent line of a won lead. Never updated: released (deleted) and booked again.
create table equipment_bookings (
  id integer generated always as identity primary key,
  equipment_id integer not null references products (id) on delete cascade,
  source text not null check (source in ('hold', 'lead')),
  quote_line_id integer unique references quote_request_lines (id) on delete cascade,
  quantity integer not null check (quantity between 1 and 999),
  start_date date not null,
  end_date date not null,
  note text,
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (end_date >= start_date and end_date - start_date < 366),
  check ((source = 'lead') = (quote_line_id is not null))
);
create index equipment_bookings_equipment_idx on equipment_bookings (equipment_id, end_date);

-- What keeps the fleet from being overbooked, in the database: one row per unit and day that has
-- ever been booked, with the units booked that day and the fleet it may not exceed (`capacity`,
-- kept equal to products.fleet_quantity for today and later). Every booking adds its quantity to
-- each of its days in the same statement (the trigger below), with an upsert that locks each day's
-- row: two transactions booking the same days take turns on those rows, the second adds to what the
-- first committed, and the CHECK refuses whichever would take the fleet past its size. No unit is
-- ever a slot of its own, so a quantity above 1 needs no slot picking and never fragments.
create table equipment_booked_days (
  equipment_id integer not null references products (id) on delete cascade,
  day date not null,
  booked integer not null,
  capacity integer not null,
  primary key (equipment_id, day),
  constraint equipment_booked_days_within_fleet check (booked >= 0 and booked <= capacity)
);
-- The listing's availability filter looks for days on which a unit is fully booked.
create index equipment_booked_days_full_idx on equipment_booked_days (equipment_id, day) where booked >= capacity;

create function equipment_bookings_days() returns trigger language plpgsql as $$
declare
  fleet integer;
begin
  if tg_op = 'INSERT' then
    -- The fleet under a share lock: a change of it waits for this booking (or this booking for
    -- it), so no day row is written with a stale capacity.
    select fleet_quantity into fleet from products where id = new.equipment_id for share;
    insert into equipment_booked_days as d (equipment_id, day, booked, capacity)
    select new.equipment_id, day::date, new.quantity, fleet
      from generate_series(new.start_date::timestamp, new.end_date::timestamp, interval '1 day') as day
        on conflict (equipment_id, day) do update set booked = d.booked + excluded.booked;
    return null;
  elsif tg_op = 'DELETE' then
    update equipment_booked_days set booked = booked - old.quantity
     where equipment_id = old.equipment_id and day between old.start_date and old.end_date;
    return null;
  end if;
  raise exception 'A booking is not changed: release it and book again.';
end $$;
create trigger equipment_bookings_days after insert or delete on equipment_bookings for each row execute function equipment_bookings_days();
-- What a booking takes is never changed in place (its creator may still be deleted: set null).
create trigger equipment_bookings_frozen before update of equipment_id, source, quote_line_id, quantity, start_date, end_date on equipment_bookings for each row execute function equipment_bookings_days();

-- A new fleet size applies from today on; a size below what is already booked on a day is refused
-- by the CHECK above.
create function products_fleet_changed() returns trigger language plpgsql as $$
begin
  update equipment_booked_days set capacity = new.fleet_quantity
   where equipment_id = new.id and day >= current_date and capacity <> new.fleet_quantity;
  return null;
end $$;
create trigger products_fleet_changed after update of fleet_quantity on products for each row when (old.fleet_quantity is distinct from new.fleet_quantity) execute function products_fleet_changed();

-- Bookings version: what the availability answers and the listing's availability filter are
-- cached by (with the catalog version). Bumped first thing in every statement that books or
-- releases, before any day row is locked, so bookings also take their turns on this one row:
-- several units booked in one transaction never wait for each other in a circle.
create table booking_state (
  id boolean primary key default true check (id),
  version bigint not null default 0
);
insert into booking_state default values;
create function bookings_changed() returns trigger language plpgsql as $$ begin update booking_state set version = version + 1; return null; end $$;
create trigger equipment_bookings_changed before insert or delete or truncate on equipment_bookings for each statement execute function bookings_changed();
