-- The rental requests' version (issue 45): bumped by every statement that changes rental_requests,
-- so the fleet planner's answers (bookings, holds and pending requests as bars) can be kept per
-- version with the catalog's (006, 021: units, branches) and the bookings' (023, 033: bookings and
-- their ends) and stay exact across every instance sharing the database (src/rentals/
-- planner-answers.ts). It moves at commit with the change, as a row does.
--
-- Its own row rather than booking_state's: a new extension holds booking_state FOR SHARE while it
-- checks the days (leads/unfree-days.ts), and two of them bumping that row as they store their
-- request would each wait for the other's share lock. Every transaction that takes booking_state
-- takes it before it writes a request, so this row is always locked second.
create table rental_request_state (
  id boolean primary key default true check (id),
  version bigint not null default 0
);
insert into rental_request_state default values;
create function rental_requests_changed() returns trigger language plpgsql as $$
begin
  update rental_request_state set version = version + 1;
  return null;
end $$;
create trigger rental_requests_changed after insert or update or delete or truncate on rental_requests
  for each statement execute function rental_requests_changed();
