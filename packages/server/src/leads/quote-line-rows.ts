import type { components } from '@liftline/sdk/schema';
import type { Queryable } from '../db/database';

type LeadLine = components['schemas']['LeadLine'];

interface LineRow {
  quote_request_id: number;
  position: number;
  equipment_id: number | null;
  equipment_title: string;
  mode: LeadLine['mode'];
  quantity: number;
  start_date: string | null;
  end_date: string | null;
  estimate: LeadLine['estimate'];
  estimated_total: number | null;
  booked: boolean;
}

/**
 * The stored lines of quote list leads, by lead id, each in the customer's order with the estimate
 * they were shown and whether it is booked. A unit deleted since answers `equipment: null`.
 */
export async function quoteLinesOf(
  db: Queryable,
  quoteRequestIds: readonly number[],
): Promise<Map<number, LeadLine[]>> {
  const byLead = new Map<number, LeadLine[]>();
  if (quoteRequestIds.length === 0) return byLead;
  const { rows } = await db.query<LineRow>(
    `select l.quote_request_id, l.position, p.id as equipment_id, l.equipment_title, l.mode,
            l.quantity, to_char(l.start_date, 'YYYY-MM-DD') as start_date,
            to_char(l.end_date, 'YYYY-MM-DD') as end_date, l.estimate,
            l.estimated_total::float8 as estimated_total,
            exists (select 1 from equipment_bookings b where b.quote_line_id = l.id) as booked
       from quote_request_lines l
       left join products p on p.id = l.equipment_id
      where l.quote_request_id = any ($1::int[])
      order by l.quote_request_id, l.position`,
    [quoteRequestIds],
  );
  for (const { quote_request_id, equipment_id, equipment_title, ...line } of rows) {
    const lines = byLead.get(quote_request_id) ?? [];
    lines.push({
      ...line,
      equipment: equipment_id === null ? null : { id: equipment_id, title: equipment_title },
    });
    byLead.set(quote_request_id, lines);
  }
  return byLead;
}
