import type { components } from '@liftline/sdk/schema';
import type { Locale } from '../i18n/i18n';
import { containsPattern, limitOffset, type PageRequest } from '../accounts/pagination';
import type { Queryable } from '../db/database';
import { leadTypeOf, type LeadStatus, type LeadType } from './lead-status';
import { quoteLinesOf } from './quote-line-rows';
import { quoteSummary } from './user-requests';

type Schemas = components['schemas'];
export type LeadSummary = Schemas['LeadSummary'];
export type Lead = Schemas['Lead'];
export type LeadEvent = Schemas['LeadEvent'];
export type LeadPerson = Schemas['LeadPerson'];
export type LeadLine = Schemas['LeadLine'];
type WidgetElement = Schemas['WidgetElement'];

/** The inbox's filters (the document's Lead* query parameters); no `accountId`: every account. */
export interface LeadFilters {
  accountId?: number;
  type?: LeadType;
  status?: LeadStatus;
  branchId?: number;
  /** `storefront`: no dealer site credited; `dealer`: any dealer site credited. */
  source?: 'storefront' | 'dealer';
  /** Only leads credited to this dealer site. */
  dealerSiteId?: number;
  /** `YYYY-MM-DD`, received on or after this UTC day. */
  from?: string;
  /** `YYYY-MM-DD`, received on or before this UTC day. */
  to?: string;
  q?: string;
  sort?: 'newest' | 'oldest';
}

/** Where the next batch of an export starts: the last row's sort key. */
export interface LeadCursor {
  /** `created_at` as PostgreSQL prints it (microseconds kept, unlike a JS Date). */
  at: string;
  type: LeadType;
  id: number;
}

interface LeadRow {
  type: LeadType;
  id: number;
  reference: string;
  status: LeadStatus;
  created_at: Date | string;
  updated_at: Date | string;
  cursor_at: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  listing: 'rent' | 'buy' | null;
  quantity: number | null;
  line_count: number | null;
  jobsite_zip: string | null;
  subject: string | null;
  branch_id: number | null;
  branch_name: string | null;
  equipment_id: number | null;
  equipment_title: string | null;
  assignee_user_id: number | null;
  assignee_name: string | null;
  account_id: number | null;
  account_name: string | null;
  dealer_site_id: number | null;
  dealer_site_name: string | null;
  source_page: string | null;
  source_element: WidgetElement | null;
}

interface LeadDetailRow extends LeadRow {
  start_date: string | null;
  end_date: string | null;
  purchase_timeframe: string | null;
  notes: string | null;
  message: string | null;
  lost_reason: string | null;
  request_reference: string | null;
  jobsite_address: string | null;
  po_number: string | null;
}

interface EventRow {
  id: number;
  kind: LeadEvent['kind'];
  created_at: Date | string;
  actor_user_id: number | null;
  actor_name: string | null;
  from_status: LeadStatus | null;
  to_status: LeadStatus | null;
  assignee_user_id: number | null;
  assignee_name: string | null;
  note: string | null;
}

/** The columns both kinds of lead share, in one shape (a message has no listing, a quote no subject). */
const QUOTE_COLUMNS = `'quote'::text as type, id, reference, status, created_at, updated_at, name, email,
  phone, company, listing, quantity, line_count, jobsite_zip::text as jobsite_zip, null::text as subject,
  branch_id, equipment_id, assignee_user_id, account_id, dealer_site_id, source_page, source_element`;
const CONTACT_COLUMNS = `'contact'::text as type, id, reference, status, created_at, updated_at, name,
  email, phone, null::text as company, null::text as listing, null::int as quantity,
  null::int as line_count, null::text as jobsite_zip, subject, branch_id, equipment_id, assignee_user_id, account_id,
  dealer_site_id, source_page, source_element`;

/** The names of a lead's branch, unit, assignee and account (`l` is the lead). */
const NAMES = `left join branches b on b.id = l.branch_id
  left join products p on p.id = l.equipment_id
  left join users u on u.id = l.assignee_user_id
  left join accounts a on a.id = l.account_id
  left join dealer_sites ds on ds.id = l.dealer_site_id`;
const NAME_COLUMNS = `b.name as branch_name, p.title as equipment_title, u.name as assignee_name,
  a.name as account_name, ds.name as dealer_site_name, l.created_at::text as cursor_at`;

/**
 * Both tables as one relation, the filters applied to each side (so each uses its own account
 * index); `params` receives the values.
 */
function leadSource(filters: LeadFilters, params: unknown[]): string {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const shared: string[] = [];
  if (filters.accountId !== undefined) shared.push(`account_id = ${add(filters.accountId)}`);
  if (filters.status) shared.push(`status = ${add(filters.status)}`);
  if (filters.branchId !== undefined) shared.push(`branch_id = ${add(filters.branchId)}`);
  if (filters.source === 'storefront') shared.push('dealer_site_id is null');
  if (filters.source === 'dealer') shared.push('dealer_site_id is not null');
  if (filters.dealerSiteId !== undefined) {
    shared.push(`dealer_site_id = ${add(filters.dealerSiteId)}`);
  }
  if (filters.from) {
    shared.push(`created_at >= (${add(filters.from)}::date)::timestamp at time zone 'UTC'`);
  }
  if (filters.to) {
    shared.push(`created_at < (${add(filters.to)}::date + 1)::timestamp at time zone 'UTC'`);
  }
  const pattern = containsPattern(filters.q);
  const text = pattern === null ? null : add(pattern);
  const where = (quote: boolean) => {
    const clauses = [...shared];
    if (text) {
      // A quote list's leads are also found by the reference the customer was given.
      const columns = ['name', 'email', 'reference'];
      if (quote) columns.push('company', 'request_reference');
      clauses.push(`(${columns.map((column) => `${column} ilike ${text}`).join(' or ')})`);
    }
    return clauses.length ? `where ${clauses.join(' and ')}` : '';
  };
  const sides: string[] = [];
  if (filters.type !== 'contact') {
    sides.push(`select ${QUOTE_COLUMNS} from quote_requests ${where(true)}`);
  }
  if (filters.type !== 'quote') {
    sides.push(`select ${CONTACT_COLUMNS} from contact_requests ${where(false)}`);
  }
  return sides.join('\nunion all\n');
}

const orderOf = (filters: LeadFilters) =>
  filters.sort === 'oldest'
    ? 'l.created_at asc, l.type asc, l.id asc'
    : 'l.created_at desc, l.type desc, l.id desc';

const iso = (value: Date | string) => new Date(value).toISOString();
const person = (id: number | null, name: string | null): LeadPerson | null =>
  id !== null && name !== null ? { id, name } : null;

function toSummary(row: LeadRow): LeadSummary {
  return {
    reference: row.reference,
    type: row.type,
    status: row.status,
    received_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    summary: row.type === 'quote' ? quoteSummary(row) : (row.subject ?? ''),
    branch: person(row.branch_id, row.branch_name),
    equipment:
      row.equipment_id !== null && row.equipment_title !== null
        ? { id: row.equipment_id, title: row.equipment_title }
        : null,
    assignee: person(row.assignee_user_id, row.assignee_name),
    account: person(row.account_id, row.account_name),
    source: {
      kind: row.dealer_site_id === null ? 'storefront' : 'dealer_site',
      site: person(row.dealer_site_id, row.dealer_site_name),
      page: row.source_page,
      element: row.source_element,
    },
  };
}

function toEvent(row: EventRow): LeadEvent {
  return {
    id: row.id,
    kind: row.kind,
    at: iso(row.created_at),
    actor: person(row.actor_user_id, row.actor_name),
    from_status: row.from_status,
    to_status: row.to_status,
    assignee: person(row.assignee_user_id, row.assignee_name),
    note: row.note,
  };
}

/** The table of a kind of lead (a fixed name, never user input). */
export const leadTable = (type: LeadType) =>
  type === 'quote' ? 'quote_requests' : 'contact_requests';

/** A lead as stored, for the workflow (locked with `for update` when asked). */
export interface StoredLead {
  type: LeadType;
  id: number;
  reference: string;
  status: LeadStatus;
  assignee_user_id: number | null;
  name: string;
  email: string;
  /** The language of the customer's mails. */
  locale: Locale;
}

/** Reads of the lead inbox: pages, export batches, one lead with its timeline, the assignees. */
export function createLeadInboxRepository(db: Queryable) {
  return {
    async page(
      filters: LeadFilters,
      page: PageRequest,
    ): Promise<{ items: LeadSummary[]; total: number }> {
      const params: unknown[] = [];
      const source = leadSource(filters, params);
      const [limit, offset] = limitOffset(page);
      const [{ rows }, counted] = await Promise.all([
        db.query<LeadRow>(
          `select l.*, ${NAME_COLUMNS} from (${source}) l ${NAMES}
            order by ${orderOf(filters)} limit ${limit} offset ${offset}`,
          params,
        ),
        db.query<{ total: number }>(`select count(*)::int as total from (${source}) l`, params),
      ]);
      return { items: rows.map(toSummary), total: counted.rows[0]?.total ?? 0 };
    },

    /** Up to `size` leads after `cursor` in the filters' order (keyset: no offset to rescan). */
    async batch(
      filters: LeadFilters,
      cursor: LeadCursor | null,
      size: number,
    ): Promise<{ items: LeadSummary[]; next: LeadCursor | null }> {
      const params: unknown[] = [];
      const source = leadSource(filters, params);
      let after = '';
      if (cursor) {
        params.push(cursor.at, cursor.type, cursor.id);
        const n = params.length;
        const direction = filters.sort === 'oldest' ? '>' : '<';
        after = `where (l.created_at, l.type, l.id) ${direction} ($${n - 2}::timestamptz, $${n - 1}::text, $${n}::int)`;
      }
      const { rows } = await db.query<LeadRow>(
        `select l.*, ${NAME_COLUMNS} from (${source}) l ${NAMES} ${after}
          order by ${orderOf(filters)} limit ${size}`,
        params,
      );
      const last = rows.at(-1);
      return {
        items: rows.map(toSummary),
        next:
          last && rows.length === size
            ? { at: last.cursor_at, type: last.type, id: last.id }
            : null,
      };
    },

    /** The leads after `cursor` (null: from the start) in batches of `size`, one query each. */
    async *batchesAfter(
      filters: LeadFilters,
      cursor: LeadCursor | null,
      size: number,
    ): AsyncGenerator<LeadSummary[]> {
      let next = cursor;
      do {
        const batch = await this.batch(filters, next, size);
        if (batch.items.length > 0) yield batch.items;
        next = batch.next;
      } while (next);
    },

    /** A lead of `accountId` by reference, with its timeline oldest first; undefined elsewhere. */
    async find(accountId: number, reference: string): Promise<Lead | undefined> {
      const type = leadTypeOf(reference);
      const details =
        type === 'quote'
          ? `${QUOTE_COLUMNS}, start_date::text as start_date, end_date::text as end_date,
             purchase_timeframe, notes, null::text as message, lost_reason, request_reference,
             jobsite_address, po_number`
          : `${CONTACT_COLUMNS}, null::text as start_date, null::text as end_date,
             null::text as purchase_timeframe, null::text as notes, message, lost_reason,
             null::text as request_reference, null::text as jobsite_address,
             null::text as po_number`;
      const { rows } = await db.query<LeadDetailRow>(
        `select l.*, ${NAME_COLUMNS}
           from (select ${details} from ${leadTable(type)}
                  where reference = $1 and account_id = $2) l ${NAMES}`,
        [reference, accountId],
      );
      const row = rows[0];
      if (!row) return undefined;
      const events = await db.query<EventRow>(
        `select e.id, e.kind, e.created_at, e.actor_user_id, actor.name as actor_name, e.from_status,
                e.to_status, e.assignee_user_id, assignee.name as assignee_name, e.note
           from lead_events e
           left join users actor on actor.id = e.actor_user_id
           left join users assignee on assignee.id = e.assignee_user_id
          where e.lead_type = $1 and e.lead_id = $2
          order by e.created_at, e.id`,
        [type, row.id],
      );
      return {
        ...toSummary(row),
        listing: row.listing,
        quantity: row.quantity,
        start_date: row.start_date,
        end_date: row.end_date,
        purchase_timeframe: row.purchase_timeframe,
        jobsite_zip: row.jobsite_zip,
        notes: row.notes,
        subject: row.subject ?? null,
        message: row.message,
        lost_reason: row.lost_reason,
        request_reference: row.request_reference,
        jobsite_address: row.jobsite_address,
        po_number: row.po_number,
        lines: type === 'quote' && row.line_count ? await this.lines(row.id) : [],
        events: events.rows.map(toEvent),
      };
    },

    /** A quote list lead's lines in the customer's order, with their estimates and bookings. */
    async lines(quoteRequestId: number): Promise<LeadLine[]> {
      return (await quoteLinesOf(db, [quoteRequestId])).get(quoteRequestId) ?? [];
    },

    /** The lead row, locked until the transaction ends (two updates cannot both pass the checks). */
    async lock(accountId: number, reference: string): Promise<StoredLead | undefined> {
      const type = leadTypeOf(reference);
      const { rows } = await db.query<Omit<StoredLead, 'type'>>(
        `select id, reference, status, assignee_user_id, name, email, locale from ${leadTable(type)}
          where reference = $1 and account_id = $2 for update`,
        [reference, accountId],
      );
      return rows[0] && { ...rows[0], type };
    },

    /** The members of the account who hold `leads.manage`, by name (at most 500). */
    async assignees(accountId: number): Promise<LeadPerson[]> {
      const { rows } = await db.query<LeadPerson>(
        `select u.id, u.name
           from account_users au
           join users u on u.id = au.user_id
          where au.account_id = $1
            and exists (select 1 from account_user_roles aur join roles r on r.id = aur.role_id
                         where aur.account_user_id = au.id and 'leads.manage' = any (r.permission_names))
          order by lower(u.name), u.id
          limit 500`,
        [accountId],
      );
      return rows;
    },
  };
}

export type LeadInboxRepository = ReturnType<typeof createLeadInboxRepository>;
