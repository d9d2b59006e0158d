import type { components } from '@liftline/sdk/schema';
import { limitOffset, pageOf, type PageRequest } from '../accounts/pagination';
import type { Queryable } from '../db/database';
import { PUBLIC_STATUS, type LeadStatus } from './lead-status';
import { quoteLinesOf } from './quote-line-rows';

type Schemas = components['schemas'];
export type UserRequest = Schemas['UserRequest'];
export type UserRequestPage = Schemas['UserRequestPage'];
type QuoteLine = Schemas['QuoteLine'];

interface UserRequestRow {
  kind: 'quote' | 'contact';
  id: number;
  reference: string;
  status: LeadStatus;
  created_at: Date | string;
  equipment_id: number | null;
  equipment_title: string | null;
  branch_id: number | null;
  branch_name: string | null;
  listing: 'rent' | 'buy' | null;
  quantity: number | null;
  start_date: string | null;
  end_date: string | null;
  line_count: number | null;
  request_reference: string | null;
  jobsite_zip: string | null;
  subject: string | null;
  quote_number: string | null;
  quote_status: Schemas['QuoteStatus'] | null;
  quote_total_cents: number | null;
  quote_valid_until: string | null;
}

/**
 * The quote a branch sent for a lead: its latest version the customer has (sent, or answered;
 * never a draft or a superseded one), `expired` when a sent one is past its last day (UTC).
 */
export const CUSTOMER_QUOTE_OF_LEAD = `left join lateral (
    select lq.number as quote_number,
           case when lq.status = 'sent' and lq.valid_until < (now() at time zone 'UTC')::date
                then 'expired' else lq.status end as quote_status,
           lq.total_cents::float8 as quote_total_cents,
           to_char(lq.valid_until, 'YYYY-MM-DD') as quote_valid_until
      from lead_quotes lq
     where lq.lead_type = r.kind and lq.lead_id = r.id
       and lq.status in ('sent', 'accepted', 'declined')
     order by lq.version desc limit 1) cq on true`;

/**
 * Both kinds of lead sent with the user's address. The address only counts once verified (`me` is
 * empty otherwise): the forms need no login, so an unverified address proves nothing.
 */
const REQUESTS_OF_USER = `
  with me as (
    select lower(email) as email from users where id = $1 and email_verified_at is not null
  ),
  requests as (
    select 'quote' as kind, q.id, q.reference, q.status, q.created_at, q.equipment_id, q.branch_id,
           q.listing, q.quantity, to_char(q.start_date, 'YYYY-MM-DD') as start_date,
           to_char(q.end_date, 'YYYY-MM-DD') as end_date, q.line_count,
           case when q.line_count is not null then q.request_reference end as request_reference,
           q.jobsite_zip, null::text as subject
      from quote_requests q join me on lower(q.email) = me.email
    union all
    select 'contact' as kind, c.id, c.reference, c.status, c.created_at, c.equipment_id,
           c.branch_id, null, null, null, null, null, null, null, c.subject
      from contact_requests c join me on lower(c.email) = me.email
  )`;

/** The one-line summary of a quote request (the dashboard's and the inbox's). */
export function quoteSummary(row: {
  listing: 'rent' | 'buy' | null;
  quantity: number | null;
  line_count?: number | null;
  jobsite_zip: string | null;
}): string {
  if (row.line_count) {
    const lines = row.line_count === 1 ? '1 line' : `${row.line_count} lines`;
    return `Quote list: ${lines}, jobsite ${row.jobsite_zip ?? '—'}`;
  }
  const what = row.listing === 'buy' ? 'Purchase quote' : 'Rental quote';
  const units = row.quantity === 1 ? '1 unit' : `${row.quantity ?? 1} units`;
  return `${what}: ${units}, jobsite ${row.jobsite_zip ?? '—'}`;
}

/** A single-unit quote request as the one line it asks for (it was shown no estimate). */
function singleUnitLine(row: UserRequestRow, equipment: UserRequest['equipment']): QuoteLine {
  const rent = row.listing !== 'buy';
  return {
    position: 1,
    equipment,
    mode: rent ? 'rent' : 'buy',
    quantity: row.quantity ?? 1,
    start_date: rent ? row.start_date : null,
    end_date: rent ? row.end_date : null,
    estimate: null,
    estimated_total: null,
  };
}

function linesOf(
  row: UserRequestRow,
  equipment: UserRequest['equipment'],
  listLines: Map<number, QuoteLine[]>,
): QuoteLine[] {
  if (row.kind !== 'quote') return [];
  if (row.line_count) return listLines.get(row.id) ?? [];
  return equipment ? [singleUnitLine(row, equipment)] : [];
}

function toUserRequest(row: UserRequestRow, listLines: Map<number, QuoteLine[]>): UserRequest {
  const equipment =
    row.equipment_id !== null && row.equipment_title !== null
      ? { id: row.equipment_id, title: row.equipment_title }
      : null;
  return {
    kind: row.kind,
    id: row.id,
    reference: row.reference,
    request_reference: row.request_reference,
    // The customer sees the public part of the status; the business's own steps stay internal.
    status: PUBLIC_STATUS[row.status],
    created_at: new Date(row.created_at).toISOString(),
    equipment,
    branch:
      row.branch_id !== null && row.branch_name !== null
        ? { id: row.branch_id, name: row.branch_name }
        : null,
    summary: row.kind === 'quote' ? quoteSummary(row) : (row.subject ?? ''),
    lines: linesOf(row, equipment, listLines),
    quote:
      row.quote_number === null
        ? null
        : {
            number: row.quote_number,
            status: row.quote_status!,
            total: row.quote_total_cents! / 100,
            valid_until: row.quote_valid_until!,
          },
  };
}

/** The quote and contact requests of one user (by their verified e-mail address), newest first. */
export function createUserRequests(db: Queryable) {
  return {
    async page(userId: number, page: PageRequest): Promise<UserRequestPage> {
      const [limit, offset] = limitOffset(page);
      const [{ rows }, counted] = await Promise.all([
        db.query<UserRequestRow>(
          `${REQUESTS_OF_USER}
           select r.kind, r.id, r.reference, r.status, r.created_at, r.equipment_id,
                  p.title as equipment_title, r.branch_id, b.name as branch_name,
                  r.listing, r.quantity, r.start_date, r.end_date, r.line_count,
                  r.request_reference, r.jobsite_zip, r.subject, cq.*
             from requests r
             left join products p on p.id = r.equipment_id
             left join branches b on b.id = r.branch_id
             ${CUSTOMER_QUOTE_OF_LEAD}
            order by r.created_at desc, r.kind desc, r.id desc
            limit $2 offset $3`,
          [userId, limit, offset],
        ),
        db.query<{ total: number }>(
          `${REQUESTS_OF_USER} select count(*)::int as total from requests`,
          [userId],
        ),
      ]);
      const listIds = rows
        .filter((row) => row.kind === 'quote' && row.line_count)
        .map((row) => row.id);
      // The customer's view of a line: what they asked and were shown, not the branch's bookings.
      const listLines = new Map(
        [...(await quoteLinesOf(db, listIds))].map(([id, lines]) => [
          id,
          lines.map(({ booked: _booked, ...line }) => line),
        ]),
      );
      return pageOf(
        rows.map((row) => toUserRequest(row, listLines)),
        counted.rows[0]?.total ?? 0,
        page,
      );
    },
  };
}
