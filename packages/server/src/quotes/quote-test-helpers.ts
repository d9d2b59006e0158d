import type { components } from '@liftline/sdk/schema';
import { expect } from 'vitest';
import { daysFromToday } from '../bookings/booking-test-helpers';
import type { Queryable } from '../db/database';
import type { apiCaller } from '../testing/accounts';
import type { TestSession } from '../testing/auth';

type Schemas = components['schemas'];
export type Quote = Schemas['Quote'];
export type QuoteInput = Schemas['QuoteInput'];
export type PublicQuote = Schemas['PublicQuote'];
type Call = ReturnType<typeof apiCaller>;

/** A rent line of a quote list for `quantity` units from `from` to `to` days from today. */
export const rentItem = (equipment_id: number, quantity: number, from: number, to: number) => ({
  equipment_id,
  mode: 'rent',
  quantity,
  start_date: daysFromToday(from),
  end_date: daysFromToday(to),
});

export interface QuoteListOptions {
  email?: string;
  locale?: 'en' | 'es';
  /** More fields of the request (`po_number`…), or other values of its own. */
  fields?: Record<string, unknown>;
}

/** A guest's quote list (all units at one branch: one lead); answers the lead's reference. */
export async function quoteList(
  call: Call,
  items: object[],
  { email = 'quoted@customer.example', locale, fields }: QuoteListOptions = {},
): Promise<string> {
  const response = await call('POST', '/equipment/request-quote', {
    payload: {
      items,
      jobsite_address: '9 Canal St',
      jobsite_zip: '60606',
      name: 'Quinn Customer',
      email,
      phone: '(312) 555-0177',
      company: 'Canal Builders',
      ...(locale ? { locale } : {}),
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ reference: string }>().reference;
}

/** A quote of two rent lines (one unit each), a delivery charge, a 15 % waiver and 8.25 % tax. */
export function quoteBody(
  lines: QuoteInput['lines'],
  overrides: Partial<QuoteInput> = {},
): QuoteInput {
  return {
    lines,
    charges: [
      { kind: 'delivery', description: 'Delivery and pickup', amount: 150 },
      { kind: 'damage_waiver', description: 'Damage waiver', percent: 0.15 },
    ],
    tax_rate: 0.0825,
    valid_until: daysFromToday(14),
    terms: 'Net 30. The renter keeps the units insured.',
    note_to_customer: 'Thanks for asking us.',
    ...overrides,
  };
}

export const rentLine = (
  equipment_id: number,
  quantity: number,
  unit_price: number,
  from: number,
  to: number,
): QuoteInput['lines'][number] => ({
  equipment_id,
  description: `Unit ${equipment_id}`,
  quantity,
  unit_price,
  rate_basis: 'week',
  start_date: daysFromToday(from),
  end_date: daysFromToday(to),
});

/** Creates a draft and sends it; answers the sent quote and the token of the mail's link. */
export async function sendQuote(
  call: Call,
  db: Queryable,
  as: TestSession,
  accountId: number,
  reference: string,
  body: QuoteInput,
): Promise<{ quote: Quote; token: string; url: string }> {
  const created = await call('POST', `/account/${accountId}/leads/${reference}/quotes`, {
    as,
    payload: body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const draft = created.json<Quote>();
  const sent = await call(
    'POST',
    `/account/${accountId}/leads/${reference}/quotes/${draft.id}/send`,
    { as },
  );
  expect(sent.statusCode, sent.body).toBe(200);
  const quote = sent.json<Quote>();
  const mail = await latestQuoteMail(db, quote.number);
  const url = mail.links[0]!.url;
  return { quote, token: url.slice(url.lastIndexOf('/') + 1), url };
}

export interface QuoteMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  links: { label: string; url: string }[];
  attachments: { document_id: number }[];
}

/** The newest quote-sent mail naming `number` in its subject. */
export async function latestQuoteMail(db: Queryable, number: string): Promise<QuoteMail> {
  const { rows } = await db.query<QuoteMail>(
    `select id, to_address, subject, text_body, links, attachments from email_outbox
      where kind = 'quote-sent' and subject like '%' || $1 || '%' order by id desc limit 1`,
    [number],
  );
  expect(rows[0], `a mail of ${number}`).toBeDefined();
  return rows[0]!;
}

/** The bytes of a stored document. */
export async function documentBytes(db: Queryable, id: number): Promise<Buffer> {
  const { rows } = await db.query<{ bytes: Uint8Array }>(
    'select bytes from stored_documents where id = $1',
    [id],
  );
  return Buffer.from(rows[0]!.bytes);
}
