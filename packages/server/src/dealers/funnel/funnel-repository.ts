import type { components } from '@liftline/sdk/schema';
import type { Queryable } from '../../db/database';
import { daysOf, wholeMonths, type FunnelRange } from './funnel-range';

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

/** `column` within the days `$2`…`$4` in UTC: from `$2` 00:00 to before `$4` + 1 00:00. */
const within = (column: string) => `${column} >= $2::date::timestamp at time zone 'UTC'
  and ${column} < ($4::date + 1)::timestamp at time zone 'UTC'`;

/** The pages' or elements' rows over the range: whole months, then the days at either end. */
const monthsAndDays = (columns: string, months: string, days: string) => `
  select ${columns} from ${months} where site_id = $1 and month >= $5::date and month < $6::date
  union all
  select ${columns} from ${days} where site_id = $1 and day between $3::date and $5::date - 1
  union all
  select ${columns} from ${days} where site_id = $1 and day between $6::date and $4::date`;

/**
 * Everything the funnel reads, in one statement (one plan, one round trip), for site `$1`, the
 * range `$3`…`$4`, the previous period from `$2` and the whole months `$5`…`$6` (exclusive):
 * - `days`: per UTC day with any figure from `$2` to `$4`, the events (dealer_site_days), the
 *   leads received and the leads won that day (a status change to `won`; a lead counts once a
 *   day). Days without any figure are left out (the caller fills them with zeros);
 * - `pages`: the 10 pages with the most impressions over the range (then opens, then the URL);
 * - `elements`: the events per element over the range (elements without events left out).
 * Pages and elements read the monthly roll-ups for whole months and the daily ones at the ends.
 */
const FIGURES_QUERY = `
with event_days as (
  select day, impressions::float8 as impressions, opens::float8 as opens,
         steps::float8 as steps, submits::float8 as submits
    from dealer_site_days
   where site_id = $1 and day between $2::date and $4::date
), element_sums as (
  select element, ${EVENT_SUMS}
    from (${monthsAndDays('element, type, count', 'dealer_element_months', 'dealer_event_days')}) as e
   group by element
), pages as (
  select page, sum(impressions)::float8 as impressions, sum(opens)::float8 as opens,
         sum(submits)::float8 as submits
    from (${monthsAndDays('page, impressions, opens, submits', 'dealer_page_months', 'dealer_page_days')}) as p
   group by page
   order by impressions desc, opens desc, page
   limit 10
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
), days as (
  select day::text as day,
         coalesce(d.impressions, 0) as impressions, coalesce(d.opens, 0) as opens,
         coalesce(d.steps, 0) as steps, coalesce(d.submits, 0) as submits,
         coalesce(received.leads, 0) as leads, coalesce(won.won, 0) as won
    from (select day from event_days union select day from received union select day from won) as any_day
    left join event_days d using (day)
    left join received using (day)
    left join won using (day)
)
select (select coalesce(json_agg(days), '[]') from days) as days,
       (select coalesce(json_agg(pages order by impressions desc, opens desc, page), '[]')
          from pages) as pages,
       (select coalesce(json_agg(element_sums), '[]') from element_sums) as elements`;

type DayRow = DealerFunnelTotals & { day: string };

function sumOf(rows: readonly DealerFunnelTotals[]): DealerFunnelTotals {
  const totals = { ...ZERO };
  for (const row of rows) for (const figure of FIGURES) totals[figure] += row[figure];
  return totals;
}

interface FiguresRow {
  days: DayRow[];
  pages: DealerFunnelPage[];
  elements: DealerFunnelElement[];
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

    /**
     * The totals, the series (every day, zeros included), the previous period's totals, the top
     * pages and every widget element's figures (the contract's order, zeros included).
     */
    async figures(siteId: number, range: FunnelRange) {
      const months = wholeMonths(range);
      const { rows } = await db.query<FiguresRow>(FIGURES_QUERY, [
        siteId,
        range.previous.from,
        range.from,
        range.to,
        months.from,
        months.end,
      ]);
      const { days, pages, elements } = rows[0]!;
      const byDay = new Map(days.map(({ day, ...figures }) => [day, figures]));
      const series: DealerFunnelDay[] = daysOf(range).map((day) => ({
        day,
        ...(byDay.get(day) ?? ZERO),
      }));
      const previousDays = daysOf({ from: range.previous.from, days: range.days });
      const previous = sumOf(previousDays.flatMap((day) => byDay.get(day) ?? []));
      const byElement = new Map(elements.map((row) => [row.element, row]));
      return {
        totals: sumOf(series),
        series,
        previous: { ...previous, ...range.previous },
        top_pages: pages,
        elements: WIDGET_ELEMENTS.map((element) => {
          const { impressions, opens, steps, submits } = byElement.get(element) ?? ZERO;
          return { element, impressions, opens, steps, submits };
        }),
      };
    },
  };
}
