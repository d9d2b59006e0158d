import type { components } from '@liftline/sdk/schema';
import type { Queryable } from '../db/database';
import { createDocumentStore, type StoredDocument } from '../documents/stored-documents';
import { notFound } from '../http/api-error';
import { quoteLeadContext } from './quote-context';
import { quoteMessages } from './quote-messages';
import { createQuoteRepository, type Quote, type StoredQuote } from './quote-repository';
import { quoteTokenHash } from './quote-tokens';
import { RENT_BASES } from './quote-totals';

type Schemas = components['schemas'];
export type PublicQuote = Schemas['PublicQuote'];
type Availability = Schemas['PublicQuoteLine']['availability'];

/** Whether `quantity` units of a unit are free on every day of a range (holds and bookings). */
async function isFree(
  db: Queryable,
  equipmentId: number,
  quantity: number,
  from: string,
  to: string,
) {
  const { rows } = await db.query<{ free: number | null }>(
    `select p.fleet_quantity - coalesce(
              (select max(d.booked) from equipment_booked_days d
                where d.equipment_id = p.id and d.day between $2::date and $3::date), 0) as free
       from products p where p.id = $1`,
    [equipmentId, from, to],
  );
  const free = rows[0]?.free;
  return free !== undefined && free !== null && free >= quantity;
}

/** Each line's availability: rent lines with a unit of an open quote are checked now. */
async function availabilityOf(db: Queryable, quote: Quote): Promise<Availability[]> {
  return Promise.all(
    quote.lines.map(async (line): Promise<Availability> => {
      if (line.equipment_id === null || !RENT_BASES.includes(line.rate_basis)) return null;
      if (!line.start_date || !line.end_date) return null;
      // Accepted: the units are booked for this quote.
      if (quote.status === 'accepted') return 'available';
      return (await isFree(db, line.equipment_id, line.quantity, line.start_date, line.end_date))
        ? 'available'
        : 'unavailable';
    }),
  );
}

/**
 * The customer's side of a quote, found by the SHA-256 of the link's token (an unknown token is a
 * 404 like a missing quote). Nothing internal leaves: no ids of the account, the lead or the
 * quote, no staff names or addresses, no internal notes.
 */
export function createPublicQuotes(db: Queryable) {
  const quotes = createQuoteRepository(db);
  const documents = createDocumentStore(db);

  async function storedOf(token: string): Promise<StoredQuote> {
    const stored = await quotes.byTokenHash(quoteTokenHash(token));
    if (!stored || stored.status === 'draft') throw notFound(quoteMessages.notFound);
    return stored;
  }

  return {
    /**
     * getPublicQuote: records the first opening (`viewed_at`) unless `record` is false (the
     * server reading it to render the page's HTML: only the customer's browser opens it).
     */
    async view(token: string, { record = true }: { record?: boolean } = {}): Promise<PublicQuote> {
      const stored = await storedOf(token);
      if (record)
        await db.query(
          `update lead_quotes set viewed_at = now() where id = $1 and viewed_at is null`,
          [stored.id],
        );
      const lead = { type: stored.lead_type, id: stored.lead_id };
      const [quote, context] = await Promise.all([
        quotes.byId(stored.id),
        quoteLeadContext(db, lead),
      ]);
      if (!context) throw notFound(quoteMessages.notFound);
      const availability = await availabilityOf(db, quote);
      const base = `/api/v1/quotes/${token}`;
      return {
        number: quote.number,
        version: quote.version,
        status: quote.status,
        language: context.locale,
        currency: 'USD',
        branch: {
          name: context.branch?.name ?? 'Liftline',
          address: context.branch?.address_lines.filter(Boolean).join(', ') ?? '',
          phone: context.branch?.phone ?? null,
          email: context.branch?.email ?? null,
        },
        customer: { name: context.customer.name, company: context.customer.company },
        lines: quote.lines.map((line, index) => ({ ...line, availability: availability[index]! })),
        charges: quote.charges,
        rent: quote.rent,
        subtotal: quote.subtotal,
        tax_rate: quote.tax_rate,
        tax: quote.tax,
        total: quote.total,
        valid_until: quote.valid_until,
        terms: quote.terms,
        note_to_customer: quote.note_to_customer,
        sent_at: quote.sent_at,
        pdf_url: `${base}/pdf`,
        agreement_url: quote.status === 'accepted' ? `${base}/agreement.pdf` : null,
        accepted_at: quote.accepted_at,
        signer_name: quote.signer_name,
        agreement_number: quote.agreement_number,
        declined_at: quote.declined_at,
      };
    },

    /** The PDF that was sent (byte for byte). */
    async pdf(token: string): Promise<StoredDocument> {
      const stored = await storedOf(token);
      const document = stored.pdf_document_id && (await documents.find(stored.pdf_document_id));
      if (!document) throw notFound(quoteMessages.notFound);
      return document;
    },

    /** The signed agreement; 404 before acceptance. */
    async agreement(token: string): Promise<StoredDocument> {
      const stored = await storedOf(token);
      const document =
        stored.agreement_document_id && (await documents.find(stored.agreement_document_id));
      if (!document) throw notFound(quoteMessages.notFound);
      return document;
    },
  };
}
