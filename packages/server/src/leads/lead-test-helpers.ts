import type { components } from '@liftline/sdk/schema';
import type { Queryable } from '../db/database';
import type { LeadStatus, LeadType } from './lead-status';

export type LeadPage = components['schemas']['LeadPage'];
export type Lead = components['schemas']['Lead'];

let branchSequence = 0;

/** A branch operated by `accountId` (straight to the database). */
export async function insertBranch(
  db: Queryable,
  accountId: number | null,
  name = `Test Branch ${++branchSequence}`,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into branches (name, address_line1, city, state, zip_code, latitude, longitude, account_id, time_zone)
     values ($1, '1 Yard Road', 'Springfield', 'IL', '62701', 39.8, -89.6, $2, 'America/Chicago') returning id`,
    [name, accountId],
  );
  return rows[0]!.id;
}

export interface LeadFixture {
  accountId: number;
  branchId: number | null;
  type?: LeadType;
  name?: string;
  email?: string;
  company?: string | null;
  phone?: string;
  subject?: string;
  status?: LeadStatus;
  /** ISO timestamp; default now. */
  createdAt?: string;
}

/** A lead of `accountId` with its `received` event (straight to the database). */
export async function insertLead(
  db: Queryable,
  fixture: LeadFixture,
): Promise<{ id: number; reference: string }> {
  const type = fixture.type ?? 'quote';
  const common = [
    fixture.name ?? 'Casey Customer',
    fixture.email ?? 'casey@customer.example',
    fixture.phone ?? '(312) 555-0100',
    fixture.branchId,
    fixture.accountId,
    fixture.status ?? 'new',
    fixture.createdAt ?? new Date().toISOString(),
  ];
  const { rows } =
    type === 'quote'
      ? await db.query<{ id: number; reference: string }>(
          `insert into quote_requests (name, email, phone, branch_id, account_id, status, created_at,
             updated_at, company, listing, purchase_timeframe, quantity, jobsite_zip, notes)
           values ($1, $2, $3, $4, $5, $6, $7, $7, $8, 'buy', 'immediately', 2, '60601',
             'Please call before noon.')
           returning id, reference`,
          [...common, fixture.company === undefined ? 'Acme Lifts' : fixture.company],
        )
      : await db.query<{ id: number; reference: string }>(
          `insert into contact_requests (name, email, phone, branch_id, account_id, status, created_at,
             updated_at, subject, message)
           values ($1, $2, $3, $4, $5, $6, $7, $7, $8, 'Hello, a question about a unit.')
           returning id, reference`,
          [...common, fixture.subject ?? 'A question'],
        );
  const lead = rows[0]!;
  await db.query(
    `insert into lead_events (lead_type, lead_id, kind, to_status, created_at)
     values ($1, $2, 'received', 'new', $3)`,
    [type, lead.id, common[6]],
  );
  return lead;
}
