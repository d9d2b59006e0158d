import type { Queryable } from '../db/database';
import { leadTypeOf } from '../leads/lead-status';
import { estimateRental, type RatePeriod } from '../leads/rental-estimate';
import type { QuoteInput } from './quote-repository';
import { todayUtc } from './quote-repository';

/** How long a suggested quote is valid. */
export const SUGGESTED_VALID_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

interface AskedRow {
  equipment_id: number;
  title: string;
  mode: 'rent' | 'buy';
  quantity: number;
  start_date: string | null;
  end_date: string | null;
  daily: number | null;
  weekly: number | null;
  monthly: number | null;
  sale_price: number | null;
}

/** What the lead asks for, in the customer's order (a quote list's lines, or its one unit). */
async function askedUnits(db: Queryable, leadId: number, lineCount: boolean): Promise<AskedRow[]> {
  const prices = `p.rental_daily::float8 as daily, p.rental_weekly::float8 as weekly,
    p.rental_monthly::float8 as monthly, p.sale_price::float8 as sale_price`;
  const { rows } = lineCount
    ? await db.query<AskedRow>(
        `select p.id as equipment_id, p.title, l.mode, l.quantity,
                to_char(l.start_date, 'YYYY-MM-DD') as start_date,
                to_char(l.end_date, 'YYYY-MM-DD') as end_date, ${prices}
           from quote_request_lines l join products p on p.id = l.equipment_id
          where l.quote_request_id = $1 order by l.position`,
        [leadId],
      )
    : await db.query<AskedRow>(
        `select p.id as equipment_id, p.title, q.listing as mode, q.quantity,
                to_char(q.start_date, 'YYYY-MM-DD') as start_date,
                to_char(coalesce(q.end_date, q.start_date), 'YYYY-MM-DD') as end_date, ${prices}
           from quote_requests q join products p on p.id = q.equipment_id
          where q.id = $1`,
        [leadId],
      );
  return rows;
}

/**
 * suggestLeadQuote: one line per unit asked for. A rent line is priced for one unit for its whole
 * period with the cheapest mix of 4-week, week and day rates (the customer's estimate,
 * rental-estimate.ts); its `rate_basis` is the longest period used. A buy line is the sale price.
 */
export async function suggestQuote(
  db: Queryable,
  lead: { id: number; reference: string },
): Promise<QuoteInput> {
  const today = todayUtc();
  const validUntil = new Date(Date.parse(`${today}T00:00:00Z`) + SUGGESTED_VALID_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const empty: QuoteInput = { lines: [], charges: [], tax_rate: 0, valid_until: validUntil };
  if (leadTypeOf(lead.reference) !== 'quote') return empty;
  const { rows } = await db.query<{ line_count: number | null }>(
    'select line_count from quote_requests where id = $1',
    [lead.id],
  );
  const asked = await askedUnits(db, lead.id, Boolean(rows[0]?.line_count));
  return {
    ...empty,
    lines: asked.map((unit) => {
      if (unit.mode === 'buy') {
        return {
          equipment_id: unit.equipment_id,
          description: unit.title,
          quantity: unit.quantity,
          unit_price: unit.sale_price ?? 0,
          rate_basis: 'sale' as const,
          start_date: null,
          end_date: null,
        };
      }
      const rates =
        unit.daily !== null && unit.weekly !== null && unit.monthly !== null
          ? { daily: unit.daily, weekly: unit.weekly, monthly: unit.monthly }
          : null;
      const days = unit.start_date && unit.end_date ? daysIn(unit.start_date, unit.end_date) : 1;
      const estimate = rates && days >= 1 ? estimateRental(rates, days) : null;
      const basis: RatePeriod = estimate?.periods[0]?.period ?? 'day';
      return {
        equipment_id: unit.equipment_id,
        description: unit.title,
        quantity: unit.quantity,
        unit_price: estimate?.total ?? 0,
        rate_basis: basis,
        start_date: unit.start_date,
        end_date: unit.end_date,
      };
    }),
  };
}
