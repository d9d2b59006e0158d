-- After the signature (issue 45): the customer's requests about their rentals (the bookings of
-- won leads) and the branch's answers. The contract (openapi/openapi.yaml, `listUserRentals`,
-- `updateAccountRentalRequest`) says what each column is for; docs/rentals.md tells the flow.

-- Call-off numbers (`CO-2026-000001`) are per year, like quotes' and agreements' (migration 032).
alter table document_numbers drop constraint document_numbers_kind_check;
alter table document_numbers add constraint document_numbers_kind_check
  check (kind in ('QT', 'RA', 'CO'));

-- A request about a rental (a `lead` booking): an extension (`end_date`), a call-off
-- (`pickup_date`, who to meet on site) or a service request (`description`, optional photo).
-- `account_id` is the unit's account (the inbox's filter), copied when the request is made.
create table rental_requests (
  id integer generated always as identity primary key,
  booking_id integer not null references equipment_bookings (id) on delete cascade,
  account_id integer not null references accounts (id) on delete cascade,
  kind text not null check (kind in ('extension', 'off_rent', 'service')),
  status text not null,
  number text unique check (number ~ '^CO-\d{4}-\d{6,}$'),
  end_date date,
  pickup_date date,
  site_contact_name text check (char_length(site_contact_name) between 1 and 120),
  site_contact_phone text check (char_length(site_contact_phone) between 7 and 30),
  note text check (char_length(note) <= 1000),
  description text check (char_length(description) between 1 and 2000),
  photo_key text check (char_length(photo_key) <= 500),
  reason text check (char_length(reason) <= 1000),
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((kind = 'off_rent') = (number is not null)),
  check ((kind = 'extension') = (end_date is not null)),
  check ((kind = 'off_rent') = (site_contact_name is not null and site_contact_phone is not null)),
  check ((kind = 'service') = (description is not null)),
  check (kind <> 'extension' or status in ('pending', 'approved', 'refused')),
  check (kind <> 'off_rent' or status in ('pending', 'confirmed', 'returned', 'refused')),
  check (kind <> 'service' or status in ('open', 'scheduled', 'resolved')),
  check (status <> 'refused' or reason is not null)
);
create index rental_requests_account_idx on rental_requests (account_id, created_at desc, id desc);
create index rental_requests_booking_idx on rental_requests (booking_id);
-- At most one pending extension per rental, and one call-off that is not refused: whatever runs
-- concurrently, the second is refused by the database (answered 409).
create unique index rental_requests_one_pending_extension_idx on rental_requests (booking_id)
  where kind = 'extension' and status = 'pending';
create unique index rental_requests_one_off_rent_idx on rental_requests (booking_id)
  where kind = 'off_rent' and status <> 'refused';

-- A rental's end moves (an approved extension, a return): the one change of a booking made in
-- place, so the rental keeps its id. The days added are booked like a new booking's (the same
-- upsert and CHECK: an overbooked day refuses the whole statement), the days dropped are freed.
-- Everything else about a booking stays frozen (migration 023).
drop trigger equipment_bookings_frozen on equipment_bookings;
create trigger equipment_bookings_frozen before update of equipment_id, source, quote_line_id,
  quote_item_id, quantity, start_date on equipment_bookings
  for each row execute function equipment_bookings_days();

create function equipment_bookings_end_moved() returns trigger language plpgsql as $$
declare
  fleet integer;
begin
  if new.end_date > old.end_date then
    select fleet_quantity into fleet from products where id = new.equipment_id for share;
    insert into equipment_booked_days as d (equipment_id, day, booked, capacity)
    select new.equipment_id, day::date, new.quantity, fleet
      from generate_series((old.end_date + 1)::timestamp, new.end_date::timestamp,
                           interval '1 day') as day
        on conflict (equipment_id, day) do update set booked = d.booked + excluded.booked;
  elsif new.end_date < old.end_date then
    perform 1 from products where id = old.equipment_id for share;
    update equipment_booked_days set booked = booked - old.quantity
     where equipment_id = old.equipment_id and day between new.end_date + 1 and old.end_date;
  end if;
  return null;
end $$;
create trigger equipment_bookings_end_moved after update of end_date on equipment_bookings
  for each row when (old.end_date is distinct from new.end_date)
  execute function equipment_bookings_end_moved();
-- The bookings version (what availability answers are cached by) moves with it, first thing.
create trigger equipment_bookings_end_changed before update of end_date on equipment_bookings
  for each statement execute function bookings_changed();

-- The rental events of webhooks; an endpoint may now want up to 15 of them.
alter table webhook_events drop constraint webhook_events_type_check;
alter table webhook_events add constraint webhook_events_type_check
  check (type in ('lead.created', 'lead.updated', 'quote_list.created', 'booking.created',
                  'booking.released', 'product.published', 'product.unpublished', 'quote.sent',
                  'quote.accepted', 'quote.declined', 'rental.extension_requested',
                  'rental.extended', 'rental.off_rent_requested', 'rental.returned',
                  'service.requested', 'webhook.test'));
alter table webhook_endpoints drop constraint webhook_endpoints_events_check;
alter table webhook_endpoints add constraint webhook_endpoints_events_check check (
  cardinality(events) between 1 and 15
  and events <@ array['lead.created', 'lead.updated', 'quote_list.created', 'booking.created',
                      'booking.released', 'product.published', 'product.unpublished',
                      'quote.sent', 'quote.accepted', 'quote.declined',
                      'rental.extension_requested', 'rental.extended',
                      'rental.off_rent_requested', 'rental.returned',
                      'service.requested']::text[]);
