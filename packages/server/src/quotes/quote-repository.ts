import type { components } from '@liftline/sdk/schema';
import type { Queryable } from '../db/database';
import type { LeadType } from '../leads/lead-status';
import { toUsd, type QuoteCents } from './quote-totals';

type Schemas = components['schemas'];
export type Quote = Schemas['Quote'];
export type QuoteInput = Schemas['QuoteInput'];
export type QuoteStatus = Schemas['QuoteStatus'];
export type StoredQuoteStatus = Exclude<QuoteStatus, 'expired'>;

/** A quote row as stored, with what the workflow needs beyond the contract's `Quote`. */
export interface StoredQuote {
  id: number;
  lead_type: LeadType;
  lead_id: number;
  account_id: number;
  number: string;
  version: number;
  status: StoredQuoteStatus;
  valid_until: string;
  pdf_document_id: number | null;
  agreement_document_id: number | null;
  agreement_number: string | null;
  accepted_at: Date | string | null;
  declined_at: Date | string | null;
  signer_name: string | null;
  signer_title: string | null;
  signer_ip: string | null;
  signer_user_agent: string | null;
  signed_pdf_sha256: string | null;
}

/** Today, UTC, `YYYY-MM-DD` (quotes' dates are calendar days in UTC, like the rest of the API). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** `expired` is a sent quote past its last day; it is never stored. */
export const publicStatusOf = (status: StoredQuoteStatus, validUntil: string): QuoteStatus =>
  status === 'sent' && validUntil < todayUtc() ? 'expired' : status;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

interface QuoteRow {
  id: number;
  number: string;
  version: number;
  status: StoredQuoteStatus;
  lead_reference: string;
  tax_rate: number;
  valid_until: string;
  terms: string | null;
  note_to_customer: string | null;
  rent_cents: number;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  created_at: Date | string;
  updated_at: Date | string;
  sent_at: Date | string | null;
  viewed_at: Date | string | null;
  accepted_at: Date | string | null;
  declined_at: Date | string | null;
  decline_reason: string | null;
  signer_name: string | null;
  signer_title: string | null;
  agreement_number: string | null;
}

interface LineRow {
  quote_id: number;
  id: number;
  equipment_id: number | null;
  description: string;
  quantity: number;
  unit_price_cents: number;
  rate_basis: Schemas['QuoteRateBasis'];
  start_date: string | null;
  end_date: string | null;
  total_cents: number;
}

interface ChargeRow {
  quote_id: number;
  kind: Schemas['QuoteChargeKind'];
  description: string;
  percent: number | null;
  amount_cents: number;
}

const QUOTE_COLUMNS = `q.id, q.number, q.version, q.status,
  coalesce(qr.reference, cr.reference) as lead_reference, q.tax_rate::float8 as tax_rate,
  to_char(q.valid_until, 'YYYY-MM-DD') as valid_until, q.terms, q.note_to_customer,
  q.rent_cents::float8 as rent_cents, q.subtotal_cents::float8 as subtotal_cents,
  q.tax_cents::float8 as tax_cents, q.total_cents::float8 as total_cents, q.created_at,
  q.updated_at, q.sent_at, q.viewed_at, q.accepted_at, q.declined_at, q.decline_reason,
  q.signer_name, q.signer_title, q.agreement_number`;

const QUOTE_JOINS = `left join quote_requests qr on q.lead_type = 'quote' and qr.id = q.lead_id
  left join contact_requests cr on q.lead_type = 'contact' and cr.id = q.lead_id`;

/** The contract's `Quote` of stored rows. */
function toQuote(row: QuoteRow, lines: LineRow[], charges: ChargeRow[]): Quote {
  return {
    id: row.id,
    number: row.number,
    version: row.version,
    status: publicStatusOf(row.status, row.valid_until),
    lead_reference: row.lead_reference,
    currency: 'USD',
    lines: lines.map((line) => ({
      equipment_id: line.equipment_id,
      description: line.description,
      quantity: line.quantity,
      unit_price: toUsd(line.unit_price_cents),
      rate_basis: line.rate_basis,
      start_date: line.start_date,
      end_date: line.end_date,
      total: toUsd(line.total_cents),
    })),
    charges: charges.map((charge) => ({
      kind: charge.kind,
      description: charge.description,
      percent: charge.percent,
      amount: toUsd(charge.amount_cents),
    })),
    rent: toUsd(row.rent_cents),
    subtotal: toUsd(row.subtotal_cents),
    tax_rate: row.tax_rate,
    tax: toUsd(row.tax_cents),
    total: toUsd(row.total_cents),
    valid_until: row.valid_until,
    terms: row.terms,
    note_to_customer: row.note_to_customer,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    sent_at: iso(row.sent_at),
    viewed_at: iso(row.viewed_at),
    accepted_at: iso(row.accepted_at),
    declined_at: iso(row.declined_at),
    decline_reason: row.decline_reason,
    signer_name: row.signer_name,
    signer_title: row.signer_title,
    agreement_number: row.agreement_number,
  };
}

/** A lead of a quote, as the quotes need it (`lead_events`' way of naming one: type and id). */
export interface QuoteLead {
  type: LeadType;
  id: number;
}

/** A stored line with its id (bookings name it). */
export type StoredQuoteLine = LineRow;

/**
 * Quotes of leads: the rows and the contract's `Quote`. Amounts are stored in cents (computed by
 * quote-totals.ts); `expired` is computed on read.
 */
export function createQuoteRepository(db: Queryable) {
  async function linesOf(ids: number[]) {
    const [lines, charges] = await Promise.all([
      db.query<LineRow>(
        `select quote_id, id, equipment_id, description, quantity::float8 as quantity,
                unit_price_cents::float8 as unit_price_cents, rate_basis,
                to_char(start_date, 'YYYY-MM-DD') as start_date,
                to_char(end_date, 'YYYY-MM-DD') as end_date, total_cents::float8 as total_cents
           from lead_quote_lines where quote_id = any ($1::int[]) order by quote_id, position`,
        [ids],
      ),
      db.query<ChargeRow>(
        `select quote_id, kind, description, percent::float8 as percent,
                amount_cents::float8 as amount_cents
           from lead_quote_charges where quote_id = any ($1::int[]) order by quote_id, position`,
        [ids],
      ),
    ]);
    return { lines: lines.rows, charges: charges.rows };
  }

  async function quotesWhere(where: string, params: unknown[]): Promise<Quote[]> {
    const { rows } = await db.query<QuoteRow>(
      `select ${QUOTE_COLUMNS} from lead_quotes q ${QUOTE_JOINS} where ${where}
        order by q.version desc`,
      params,
    );
    if (rows.length === 0) return [];
    const { lines, charges } = await linesOf(rows.map((row) => row.id));
    return rows.map((row) =>
      toQuote(
        row,
        lines.filter((line) => line.quote_id === row.id),
        charges.filter((charge) => charge.quote_id === row.id),
      ),
    );
  }

  return {
    /** The lead's quotes, newest version first. */
    list(lead: QuoteLead): Promise<Quote[]> {
      return quotesWhere('q.lead_type = $1 and q.lead_id = $2', [lead.type, lead.id]);
    },

    /** One quote of the lead, or undefined. */
    async find(lead: QuoteLead, quoteId: number): Promise<Quote | undefined> {
      const [quote] = await quotesWhere('q.lead_type = $1 and q.lead_id = $2 and q.id = $3', [
        lead.type,
        lead.id,
        quoteId,
      ]);
      return quote;
    },

    /** A quote by id (in the transaction that just wrote it). */
    async byId(quoteId: number): Promise<Quote> {
      const [quote] = await quotesWhere('q.id = $1', [quoteId]);
      if (!quote) throw new Error(`quote ${quoteId} vanished`);
      return quote;
    },

    /** The stored row of a quote of the lead, locked until the transaction ends. */
    async lock(lead: QuoteLead, quoteId: number): Promise<StoredQuote | undefined> {
      const { rows } = await db.query<StoredQuote>(
        `select ${STORED_COLUMNS} from lead_quotes
          where lead_type = $1 and lead_id = $2 and id = $3 for update`,
        [lead.type, lead.id, quoteId],
      );
      return rows[0];
    },

    /** The stored row of the quote a link's token names, locked when asked. */
    async byTokenHash(tokenHash: string, lock = false): Promise<StoredQuote | undefined> {
      const { rows } = await db.query<StoredQuote>(
        `select ${STORED_COLUMNS} from lead_quotes
          where id = (select quote_id from quote_tokens where token_hash = $1)
          ${lock ? 'for update' : ''}`,
        [tokenHash],
      );
      return rows[0];
    },

    /** The stored lines of a quote, in order (with their ids). */
    async storedLines(quoteId: number): Promise<StoredQuoteLine[]> {
      return (await linesOf([quoteId])).lines;
    },

    /** The next number of a kind for this year (UTC): `QT-2026-000001`, `RA-2026-000001`. */
    async nextNumber(kind: 'QT' | 'RA', now = new Date()): Promise<string> {
      const year = now.getUTCFullYear();
      const { rows } = await db.query<{ last: number }>(
        `insert into document_numbers (kind, year, last) values ($1, $2, 1)
         on conflict (kind, year) do update set last = document_numbers.last + 1
         returning last`,
        [kind, year],
      );
      return `${kind}-${year}-${String(rows[0]!.last).padStart(6, '0')}`;
    },

    /** Stores a new draft (the next version of the lead); answers its id. */
    async insertDraft(
      lead: QuoteLead,
      accountId: number,
      input: QuoteInput,
      cents: QuoteCents,
      createdBy: number | null,
    ): Promise<number> {
      const number = await this.nextNumber('QT');
      const { rows } = await db.query<{ id: number }>(
        `insert into lead_quotes (lead_type, lead_id, account_id, number, version, tax_rate,
           valid_until, terms, note_to_customer, rent_cents, subtotal_cents, tax_cents,
           total_cents, created_by_user_id)
         values ($1, $2, $3, $4,
           (select coalesce(max(version), 0) + 1 from lead_quotes where lead_type = $1 and lead_id = $2),
           $5, $6, $7, $8, $9, $10, $11, $12, $13)
         returning id`,
        [
          lead.type,
          lead.id,
          accountId,
          number,
          input.tax_rate,
          input.valid_until,
          input.terms ?? null,
          input.note_to_customer ?? null,
          cents.rent.toString(),
          cents.subtotal.toString(),
          cents.tax.toString(),
          cents.total.toString(),
          createdBy,
        ],
      );
      const id = rows[0]!.id;
      await this.writeContents(id, input, cents);
      return id;
    },

    /** Replaces a draft's contents and totals. */
    async replaceDraft(quoteId: number, input: QuoteInput, cents: QuoteCents): Promise<void> {
      await db.query(
        `update lead_quotes set tax_rate = $2, valid_until = $3, terms = $4, note_to_customer = $5,
                rent_cents = $6, subtotal_cents = $7, tax_cents = $8, total_cents = $9,
                updated_at = now()
          where id = $1`,
        [
          quoteId,
          input.tax_rate,
          input.valid_until,
          input.terms ?? null,
          input.note_to_customer ?? null,
          cents.rent.toString(),
          cents.subtotal.toString(),
          cents.tax.toString(),
          cents.total.toString(),
        ],
      );
      await db.query('delete from lead_quote_lines where quote_id = $1', [quoteId]);
      await db.query('delete from lead_quote_charges where quote_id = $1', [quoteId]);
      await this.writeContents(quoteId, input, cents);
    },

    async writeContents(quoteId: number, input: QuoteInput, cents: QuoteCents): Promise<void> {
      if (input.lines.length > 0) {
        await db.query(
          `insert into lead_quote_lines (quote_id, position, equipment_id, description, quantity,
             unit_price_cents, rate_basis, start_date, end_date, total_cents)
           select $1, ordinality, equipment_id, description, quantity, unit_price_cents, rate_basis,
                  start_date, end_date, total_cents
             from unnest($2::int[], $3::text[], $4::numeric[], $5::bigint[], $6::text[], $7::date[],
                         $8::date[], $9::bigint[])
                  with ordinality as l(equipment_id, description, quantity, unit_price_cents,
                                       rate_basis, start_date, end_date, total_cents, ordinality)`,
          [
            quoteId,
            input.lines.map((line) => line.equipment_id ?? null),
            input.lines.map((line) => line.description),
            input.lines.map((line) => line.quantity),
            input.lines.map((line) => String(Math.round(line.unit_price * 100))),
            input.lines.map((line) => line.rate_basis),
            input.lines.map((line) => line.start_date ?? null),
            input.lines.map((line) => line.end_date ?? null),
            cents.lines.map(String),
          ],
        );
      }
      if (input.charges.length > 0) {
        await db.query(
          `insert into lead_quote_charges (quote_id, position, kind, description, amount_cents, percent)
           select $1, ordinality, kind, description, amount_cents, percent
             from unnest($2::text[], $3::text[], $4::bigint[], $5::numeric[])
                  with ordinality as c(kind, description, amount_cents, percent, ordinality)`,
          [
            quoteId,
            input.charges.map((charge) => charge.kind),
            input.charges.map((charge) => charge.description),
            cents.charges.map(String),
            input.charges.map((charge) => charge.percent ?? null),
          ],
        );
      }
    },

    async deleteDraft(quoteId: number): Promise<void> {
      await db.query(`delete from lead_quotes where id = $1 and status = 'draft'`, [quoteId]);
    },
  };
}

const STORED_COLUMNS = `id, lead_type, lead_id, account_id, number, version, status,
  to_char(valid_until, 'YYYY-MM-DD') as valid_until, pdf_document_id, agreement_document_id,
  agreement_number, accepted_at, declined_at, signer_name, signer_title, signer_ip,
  signer_user_agent, signed_pdf_sha256`;

export type QuoteRepository = ReturnType<typeof createQuoteRepository>;
