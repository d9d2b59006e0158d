import type { Database } from '../db/database';
import { createOutbox } from '../mail/outbox';
import type { EventQueue } from '../webhooks/change-events';
import { suggestQuote } from './quote-suggestion';
import { createQuoteWorkflow } from './quote-workflow';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A fresh database has no webhook endpoints: the demo quote queues no events. */
const NO_EVENTS: EventQueue = { enqueue: async () => 0 };

/**
 * The demo's sent quote (docs/demo-data.md): the newest `quoted` rental request of the demo
 * account that names a unit gets a quote built from its suggestion, with a delivery charge and
 * 8.25 % tax, sent as staff would send it — its mail (with the PDF and the customer's link) waits
 * in the outbox (`/dev/outbox`). Does nothing when a quote exists already; answers the quote's
 * number, or null.
 */
export async function seedDemoQuote(db: Database, publicUrl: string): Promise<string | null> {
  const { rows: existing } = await db.query('select 1 from lead_quotes limit 1');
  if (existing.length > 0) return null;
  const { rows } = await db.query<{ id: number; reference: string; account_id: number }>(
    `select q.id, q.reference, q.account_id from quote_requests q
       join accounts a on a.id = q.account_id and a.name = 'Liftline Demo Rentals'
      where q.status = 'quoted' and q.listing = 'rent' and q.equipment_id is not null
      order by q.created_at desc limit 1`,
  );
  const lead = rows[0];
  if (!lead) return null;
  const suggestion = await suggestQuote(db, lead);
  // The demo's requests are weeks old: the rental moves to start in a week, for as many days.
  const lines = suggestion.lines.map((line) => {
    if (!line.start_date || !line.end_date) return line;
    const days = (Date.parse(line.end_date) - Date.parse(line.start_date)) / DAY_MS;
    const start = Date.now() + 7 * DAY_MS;
    return { ...line, start_date: isoDay(start), end_date: isoDay(start + days * DAY_MS) };
  });
  const workflow = createQuoteWorkflow({
    db,
    outbox: createOutbox(db),
    webhooks: NO_EVENTS,
    publicUrl,
  });
  const draft = await workflow.create(
    lead.account_id,
    lead.reference,
    {
      ...suggestion,
      lines,
      charges: [
        { kind: 'delivery', description: 'Delivery and pickup', amount: 150 },
        { kind: 'damage_waiver', description: 'Damage waiver (15 % of rent)', percent: 0.15 },
      ],
      tax_rate: 0.0825,
      terms:
        'Rental from the delivery day to the pickup day. The renter keeps the units insured and operated by trained staff.',
      note_to_customer: 'Thank you for your request. Delivery is included in the price above.',
    },
    null,
  );
  const sent = await workflow.send(lead.account_id, lead.reference, draft.id, null);
  return sent.number;
}
