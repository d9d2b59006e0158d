-- Branch management: a branch has an IANA time zone, its opening hours per weekday, holiday
-- closures, and can be deactivated (it leaves the directory, its page and the branch finder, but
-- keeps its units, leads and history). The display lines (`hours`: "Mon–Fri 07:00–17:00") are
-- derived from `weekly_hours` when a branch is read, so the old `hours` column is dropped: one
-- source of truth.

alter table branches add column time_zone text;
-- Existing branches get the zone of their state (the main zone where a state has two).
update branches
   set time_zone = case
     when state = 'MI' then 'America/Detroit'
     when state = 'IN' then 'America/Indiana/Indianapolis'
     when state = 'KY' then 'America/Kentucky/Louisville'
     when state in ('AL', 'AR', 'IA', 'IL', 'KS', 'LA', 'MN', 'MO', 'MS', 'ND', 'NE', 'OK', 'SD',
                    'TN', 'TX', 'WI') then 'America/Chicago'
     when state in ('CO', 'MT', 'NM', 'UT', 'WY') then 'America/Denver'
     when state = 'ID' then 'America/Boise'
     when state = 'AZ' then 'America/Phoenix'
     when state in ('CA', 'NV', 'OR', 'WA') then 'America/Los_Angeles'
     when state = 'AK' then 'America/Anchorage'
     when state = 'HI' then 'Pacific/Honolulu'
     else 'America/New_York'
   end;
alter table branches alter column time_zone set not null;
alter table branches add constraint branches_time_zone_check check (time_zone in (
  'America/New_York', 'America/Detroit', 'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville', 'America/Chicago', 'America/Denver', 'America/Boise',
  'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu'
));

-- [{ day: 'mon', opens: '07:00', closes: '17:00' }, …] in weekday order; a missing day is closed.
alter table branches add column weekly_hours jsonb not null default '[]'::jsonb;
-- From the display lines: "Mon–Fri" (en dash or hyphen) is every day of the range, "Sat" one day.
-- A day named by two lines keeps the first line's hours.
with days (day, ord) as (
  values ('mon', 1), ('tue', 2), ('wed', 3), ('thu', 4), ('fri', 5), ('sat', 6), ('sun', 7)
),
lines as (
  select b.id, l.n, l.line ->> 'opens' as opens, l.line ->> 'closes' as closes,
         lower(left(trim(split_part(replace(l.line ->> 'days', '–', '-'), '-', 1)), 3)) as first_day,
         lower(left(trim(coalesce(
           nullif(split_part(replace(l.line ->> 'days', '–', '-'), '-', 2), ''),
           split_part(replace(l.line ->> 'days', '–', '-'), '-', 1)
         )), 3)) as last_day
    from branches b
   cross join lateral jsonb_array_elements(b.hours) with ordinality as l (line, n)
),
expanded as (
  select distinct on (l.id, d.ord) l.id, d.day, d.ord, l.opens, l.closes
    from lines l
    join days f on f.day = l.first_day
    join days t on t.day = l.last_day
    join days d on d.ord between f.ord and t.ord
   where l.opens ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
     and l.closes ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
     and l.closes > l.opens
   order by l.id, d.ord, l.n
)
update branches b
   set weekly_hours = (
     select jsonb_agg(jsonb_build_object('day', e.day, 'opens', e.opens, 'closes', e.closes)
                      order by e.ord)
       from expanded e where e.id = b.id
   )
 where exists (select 1 from expanded e where e.id = b.id);
alter table branches drop column hours;

-- [{ date: '2026-12-25', reason: 'Christmas Day' }, …] ordered by date, dates unique.
alter table branches add column closures jsonb not null default '[]'::jsonb;

alter table branches add column is_active boolean not null default true;
