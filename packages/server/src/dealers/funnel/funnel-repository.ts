import type { components } from '@liftline/sdk/schema';
import type { Queryable } from '../../db/database';
import { daysOf, type FunnelRange } from './funnel-range';

type Schemas = components['schemas'];
export type DealerFunnelTotals = Schemas['DealerFunnelTotals'];
export type DealerFunnelDay = Schemas['DealerFunnelDay'];
export type DealerFunnelPage = Schemas['DealerFunnelPage'];
export type DealerFunnelElement = Schemas['DealerFunnelElement'];
type WidgetElement = Schemas['WidgetElement'];

/** The contract's widget elements, in its order: the funnel answers a row for each. */
export const WIDGET_ELEMENTS = [
  'find-branch',
  'request-quote',
  'quote-list-button',
  'equipment-list',
] as const satisfies readonly WidgetElement[];

/** The figures of a day or a period; every sum is cast to float8 (a number in both drivers). */
const ZERO: DealerFunnelTotals = {
  impressions: 0,
  opens: 0,
  steps: 0,
  submits: 0,
  leads: 0,
  won: 0,
};
const FIGURES = Object.keys(ZERO) as (keyof DealerFunnelTotals)[];

/** The four event counts of `dealer_event_days` rows, one column each. */
const EVENT_SUMS = `
  coalesce(sum(count) filter (where type = 'impression'), 0)::float8 as impressions,
  coalesce(sum(count) filter (where type = 'open'), 0)::float8 as opens,
  coalesce(sum(count) filter (where type = 'step'), 0)::float8 as steps,
  coalesce(sum(count) filter (where type = 'submit'), 0)::float8 as submits`;

/** `column` within the days `$2`…`$3` in UTC: from `$2` 00:00 to before `$3` + 1 00:00. */
const within = (column: string) => `${column} >= $2::date::timestamp at time zone 'UTC'
  and ${column} < ($3::date + 1)::timestamp at time zone 'UTC'`;

/**
 * Per UTC day with any figure, for site `$1` and the days `$2`…`$3`: the events (daily roll-ups),
 * the leads received and the leads won that day (a status change to `won`; a lead counts once a
 * day). Days without any figure are left out (the caller fills them with zeros).
 */
const DAILY = `
with events as (
  select day, ${EVENT_SUMS}
    from dealer_event_days
   where site_id = $1 and day between $2::date and $3::date
   group by day
), credited as (
  select 'quote' as lead_type, id, created_at from quote_requests where dealer_site_id = $1
  union all
  select 'contact', id, created_at from contact_requests where dealer_site_id = $1
), received as (
  select (created_at at time zone 'UTC')::date as day, count(*)::float8 as leads
    from credited where ${within('created_at')}
   group by 1
), won as (
  select (e.created_at at time zone 'UTC')::date as day,
         count(distinct (e.lead_type, e.lead_id))::float8 as won
    from credited l
    join lead_events e on e.lead_type = l.lead_type and e.lead_id = l.id
   where e.kind = 'status' and e.to_status = 'won' and ${within('e.created_at')}
   group by 1
)
select day::text as day,
       coalesce(events.impressions, 0) as impressions, coalesce(events.opens, 0) as opens,
       coalesce(events.steps, 0) as steps, coalesce(events.submits, 0) as submits,
       coalesce(received.leads, 0) as leads, coalesce(won.won, 0) as won
  from (select day from events union select day from received union select day from won) as days
  left join events using (day)
  left join received using (day)
  left join won using (day)`;

/** The 10 pages with the most impressions (then opens, then the URL) over `$2`…`$3`. */
const TOP_PAGES = `
select page, sum(impressions)::float8 as impressions, sum(opens)::float8 as opens,
       sum(submits)::float8 as submits
  from dealer_page_days
 where site_id = $1 and day between $2::date and $3::date
 group by page
 order by impressions desc, opens desc, page
 limit 10`;

const ELEMENTS = `
select element, ${EVENT_SUMS}
  from dealer_event_days
 where site_id = $1 and day between $2::date and $3::date
 group by element`;

type DayRow = DealerFunnelTotals & { day: string };

function sumOf(rows: readonly DealerFunnelTotals[]): DealerFunnelTotals {
  const totals = { ...ZERO };
  for (const row of rows) for (const figure of FIGURES) totals[figure] += row[figure];
  return totals;
}

/** The figures of a site from the daily roll-ups and the leads tables. */
export function createFunnelRepository(db: Queryable) {
  return {
    /** The account a site belongs to (null when there is no such site). */
    async accountOf(siteId: number): Promise<number | null> {
      const { rows } = await db.query<{ account_id: number }>(
        'select account_id from dealer_sites where id = $1',
        [siteId],
      );
      return rows[0]?.account_id ?? null;
    },

    /** The series (every day, zeros included), its totals and the previous period's. */
    async daily(siteId: number, range: FunnelRange) {
      const { rows } = await db.query<DayRow>(DAILY, [siteId, range.previous.from, range.to]);
      const byDay = new Map(rows.map(({ day, ...figures }) => [day, figures]));
      const series: DealerFunnelDay[] = daysOf(range).map((day) => ({
        day,
        ...(byDay.get(day) ?? ZERO),
      }));
      const previousDays = daysOf({ from: range.previous.from, days: range.days });
      const previous = sumOf(previousDays.flatMap((day) => byDay.get(day) ?? []));
      return { totals: sumOf(series), series, previous: { ...previous, ...range.previous } };
    },

    /** The 10 pages with the most impressions, then opens. */
    async topPages(siteId: number, { from, to }: FunnelRange): Promise<DealerFunnelPage[]> {
      const { rows } = await db.query<DealerFunnelPage>(TOP_PAGES, [siteId, from, to]);
      return rows;
    },

    /** Every widget element's figures, in the contract's order, zeros included. */
    async elements(siteId: number, { from, to }: FunnelRange): Promise<DealerFunnelElement[]> {
      const { rows } = await db.query<DealerFunnelElement>(ELEMENTS, [siteId, from, to]);
      const byElement = new Map(rows.map((row) => [row.element, row]));
      return WIDGET_ELEMENTS.map((element) => {
        const { impressions, opens, steps, submits } = byElement.get(element) ?? ZERO;
        return { element, impressions, opens, steps, submits };
      });
    },
  };
}
