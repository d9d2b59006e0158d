import type { Queryable } from '../../db/database';

/** One accepted funnel event, credited to a site (its page already on the site's origin). */
export interface AcceptedEvent {
  siteId: number;
  /** When the server accepted it (the day it counts for is its UTC date). */
  at: Date;
  type: 'impression' | 'open' | 'step' | 'submit';
  element: string;
  /** Origin and path, at most 512 characters (`pageOnOrigin`). */
  page: string;
}

/**
 * Writes `events` in ONE statement (so one transaction): the raw rows, and their counts added to
 * the two daily roll-ups. The arrays travel once (`unnest`); PostgreSQL groups them, and each
 * roll-up's rows are inserted in key order, so two instances flushing at once take their row locks
 * in the same order and never deadlock. Events of a site deleted since they were accepted are
 * dropped (the next flush would fail forever on them otherwise).
 */
export async function writeEvents(db: Queryable, events: AcceptedEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.query(
    `with raw as (
       select r.site_id, r.occurred_at, r.type, r.element, r.page
         from unnest($1::int[], $2::timestamptz[], $3::text[], $4::text[], $5::text[])
              as r (site_id, occurred_at, type, element, page)
         join dealer_sites s on s.id = r.site_id
     ), raw_rows as (
       insert into dealer_events (site_id, occurred_at, type, element, page)
       select site_id, occurred_at, type, element, page from raw
     ), event_days as (
       insert into dealer_event_days as d (site_id, day, element, type, count)
       select site_id, (occurred_at at time zone 'UTC')::date, element, type, count(*)
         from raw group by 1, 2, 3, 4 order by 1, 2, 3, 4
       on conflict (site_id, day, element, type) do update set count = d.count + excluded.count
     )
     insert into dealer_page_days as p (site_id, day, page, impressions, opens, submits)
     select site_id, (occurred_at at time zone 'UTC')::date, page,
            count(*) filter (where type = 'impression'),
            count(*) filter (where type = 'open'),
            count(*) filter (where type = 'submit')
       from raw where type <> 'step'
      group by 1, 2, 3 order by 1, 2, 3
     on conflict (site_id, day, page) do update
        set impressions = p.impressions + excluded.impressions,
            opens = p.opens + excluded.opens,
            submits = p.submits + excluded.submits`,
    [
      events.map((event) => event.siteId),
      events.map((event) => event.at.toISOString()),
      events.map((event) => event.type),
      events.map((event) => event.element),
      events.map((event) => event.page),
    ],
  );
}

/** Deletes raw events older than `retentionDays` days; answers how many. The roll-ups stay. */
export async function purgeEvents(db: Queryable, retentionDays: number): Promise<number> {
  const { rowCount } = await db.query(
    `delete from dealer_events where occurred_at < now() - make_interval(days => $1::int)`,
    [retentionDays],
  );
  return rowCount;
}
