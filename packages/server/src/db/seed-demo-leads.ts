import type { LeadStatus } from '../leads/lead-status';
import type { Queryable } from './database';

/** How many leads the demo inbox starts with. */
export const DEMO_LEAD_COUNT = 40;

const CUSTOMERS = [
  { name: 'Maria Gonzalez', company: 'Gonzalez Builders', phone: '(312) 555-0141' },
  { name: 'Tom Becker', company: 'Becker Logistics', phone: '(415) 555-0177' },
  { name: 'Aisha Khan', company: null, phone: '(213) 555-0102' },
  { name: 'Jerome Fields', company: 'Fields & Sons Roofing', phone: '(214) 555-0190' },
  { name: 'Lena Novak', company: 'Northwest Warehousing', phone: '(713) 555-0123' },
  { name: 'Chris O’Neil', company: 'O’Neil Events', phone: '(404) 555-0166' },
  { name: 'Priya Raman', company: 'Port City Freight', phone: '(973) 555-0155' },
  { name: 'Dave Kowalski', company: null, phone: '(215) 555-0108' },
] as const;

const SUBJECTS = [
  'Availability next month',
  'Delivery to our jobsite',
  'Do you service older units?',
  'Long-term rental rates',
  'Operator training',
];
const LOST_REASONS = [
  'Went with a competitor on price.',
  'Project postponed to next year.',
  'Needed delivery within 24 hours; we could not make it.',
];
const NOTES = [
  'Called, left a voicemail.',
  'Customer asked for delivery on a Saturday.',
  'Sent the price sheet by e-mail.',
  'Follow up after their site meeting on Thursday.',
];

/**
 * Where each demo lead got to, newest first: the newest are still new, older ones moved on;
 * three are lost (each with its reason).
 */
function statusOf(index: number): LeadStatus {
  if (index < 12) return 'new';
  if (index < 21) return 'contacted';
  if (index < 29) return 'quoted';
  if (index === 31 || index === 35 || index === 38) return 'lost';
  return 'won';
}

/** The path of a lead to `status` (the steps a sales team typically takes). */
function pathTo(status: LeadStatus): LeadStatus[] {
  const steps: LeadStatus[] = ['contacted', 'quoted'];
  if (status === 'new') return [];
  if (status === 'contacted') return ['contacted'];
  if (status === 'quoted') return steps;
  return status === 'lost' ? ['contacted', status] : [...steps, status];
}

const HOUR = 3600_000;

/**
 * About 40 leads of the demo account over the last 60 days (quote requests and messages, several
 * branches, some about a unit), with their timelines: received, status changes with notes,
 * assignments to the demo staff member, a few lost with a reason. Dates are relative to `now` so
 * the demo inbox always looks current.
 */
export async function seedDemoLeads(
  tx: Queryable,
  {
    accountId,
    staffUserId,
    ownerUserId,
    branches,
    productIds,
    now = Date.now(),
  }: {
    accountId: number;
    staffUserId: number;
    ownerUserId: number;
    branches: { id: number; zip_code: string }[];
    productIds: number[];
    now?: number;
  },
): Promise<void> {
  for (let index = 0; index < DEMO_LEAD_COUNT; index++) {
    const customer = CUSTOMERS[index % CUSTOMERS.length]!;
    const branch = branches[(index * 3) % branches.length]!;
    const productId =
      index % 2 === 0 ? (productIds[(index * 7) % productIds.length] ?? null) : null;
    const receivedAt = now - (index * 36 + (index % 5) * 3 + 2) * HOUR;
    const status = statusOf(index);
    const assignee = index >= 8 && index % 3 !== 0 ? staffUserId : null;
    const lostReason = status === 'lost' ? LOST_REASONS[index % LOST_REASONS.length]! : null;
    const email = `${customer.name.split(' ')[0]!.toLowerCase()}.${index}@customer.example`;
    const type = index % 3 === 1 ? 'contact' : 'quote';
    const lastChange = receivedAt + pathTo(status).length * 20 * HOUR;
    const common = [
      customer.name,
      email,
      customer.phone,
      branch.id,
      productId,
      accountId,
      status,
      assignee,
      lostReason,
      new Date(receivedAt).toISOString(),
      new Date(Math.min(lastChange + HOUR, now)).toISOString(),
    ];
    let leadId: number;
    if (type === 'quote') {
      const rent = index % 4 !== 2;
      const start = new Date(receivedAt + 10 * 24 * HOUR).toISOString().slice(0, 10);
      const end = new Date(receivedAt + 40 * 24 * HOUR).toISOString().slice(0, 10);
      const { rows } = await tx.query<{ id: number }>(
        `insert into quote_requests (name, email, phone, branch_id, equipment_id, account_id, status,
           assignee_user_id, lost_reason, created_at, updated_at, company, listing, start_date,
           end_date, purchase_timeframe, quantity, jobsite_zip, notes)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
         returning id`,
        [
          ...common,
          customer.company,
          rent ? 'rent' : 'buy',
          rent ? start : null,
          rent ? end : null,
          rent ? null : 'within-30-days',
          1 + (index % 3),
          branch.zip_code,
          index % 4 === 0 ? 'Gate code 4411; site contact on arrival.' : null,
        ],
      );
      leadId = rows[0]!.id;
    } else {
      const { rows } = await tx.query<{ id: number }>(
        `insert into contact_requests (name, email, phone, branch_id, equipment_id, account_id, status,
           assignee_user_id, lost_reason, created_at, updated_at, subject, message)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         returning id`,
        [
          ...common,
          SUBJECTS[index % SUBJECTS.length],
          'Hello, could you tell me more? We are planning a project in the area. Thanks!',
        ],
      );
      leadId = rows[0]!.id;
    }

    const events: unknown[][] = [['received', null, null, 'new', null, null, receivedAt]];
    let at = receivedAt;
    if (assignee) {
      at += 2 * HOUR;
      events.push(['assignment', ownerUserId, null, null, assignee, null, at]);
    }
    let from: LeadStatus = 'new';
    for (const [step, to] of pathTo(status).entries()) {
      at += 20 * HOUR;
      const note = to === 'lost' ? lostReason : step === 0 ? NOTES[index % NOTES.length]! : null;
      events.push(['status', assignee ?? ownerUserId, from, to, null, note, at]);
      from = to;
    }
    if (index % 6 === 5) {
      events.push([
        'note',
        assignee ?? ownerUserId,
        null,
        null,
        null,
        NOTES[(index + 1) % 4]!,
        at + HOUR,
      ]);
    }
    for (const [kind, actor, fromStatus, toStatus, assigneeId, note, time] of events) {
      await tx.query(
        `insert into lead_events (lead_type, lead_id, kind, actor_user_id, from_status, to_status,
           assignee_user_id, note, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          type,
          leadId,
          kind,
          actor,
          fromStatus,
          toStatus,
          assigneeId,
          note,
          new Date(Math.min(time as number, now)).toISOString(),
        ],
      );
    }
  }
}
