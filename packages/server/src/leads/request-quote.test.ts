import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../catalog/catalog-test-helpers';
import { mailDay } from '../testing/mail';
import { createTestApp } from '../testing/test-app';
import { LEADS_FALLBACK_ADDRESS } from './lead-mails';

type QuoteRequestInput = components['schemas']['QuoteRequestInput'];
type Receipt = components['schemas']['QuoteRequestReceipt'];
type ErrorBody = components['schemas']['Error'];

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let chicago: { id: number; email: string };
let rentable: { id: number; title: string; branch_id: number };
beforeAll(async () => {
  // 200 concurrent submissions from one address below: above the per-IP limit (form-rate-limit.test.ts).
  testApp = await createTestApp({ config: { formSubmissionsPerHour: 1000 } });
  chicago = (
    await testApp.db.query<{ id: number; email: string }>(
      `select id, email from branches where city = 'Chicago'`,
    )
  ).rows[0]!;
  rentable = (
    await testApp.db.query<{ id: number; title: string; branch_id: number }>(
      `select id, title, branch_id from products
        where status = 'published' and for_rent and branch_id is not null and fleet_quantity >= 2
        order by id limit 1`,
    )
  ).rows[0]!;
});
afterAll(() => testApp.close());

const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let customer = 0;
function rentRequest(overrides: Partial<QuoteRequestInput> = {}): QuoteRequestInput {
  return {
    equipment_id: rentable.id,
    listing: 'rent',
    start_date: daysFromToday(3),
    end_date: daysFromToday(10),
    quantity: 2,
    jobsite_zip: '60601',
    name: 'Pat Customer',
    email: `pat${++customer}@customer.example`,
    phone: '(312) 555-0100',
    company: 'Pat Builders',
    notes: 'Need it delivered to the north gate.',
    branch_id: null,
    ...overrides,
  };
}

const post = (payload: object) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/equipment/request-quote', payload });

async function mailsTo(address: string) {
  const { rows } = await testApp.db.query<{ kind: string; subject: string; text_body: string }>(
    'select kind, subject, text_body from email_outbox where to_address = $1 order by id',
    [address],
  );
  return rows;
}

async function quoteRows() {
  const { rows } = await testApp.db.query<{ count: number }>(
    'select count(*)::int as count from quote_requests',
  );
  return rows[0]!.count;
}

describe('POST /equipment/request-quote', () => {
  it('stores a rental request, routes it to the branch nearest the jobsite and mails both sides', async () => {
    const input = rentRequest();
    const response = await post(input);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<Receipt>();
    expect(receipt).toEqual({
      id: expect.any(Number),
      reference: `Q-${new Date().getUTCFullYear()}-${String(receipt.id).padStart(6, '0')}`,
      status: 'received',
      created_at: expect.any(String),
    });
    expect(receipt.reference).toMatch(/^Q-\d{4}-\d{6,}$/);
    expect(new Date(receipt.created_at).toISOString()).toBe(receipt.created_at);

    const { rows } = await testApp.db.query(
      `select equipment_id, listing, to_char(start_date, 'YYYY-MM-DD') as start_date,
              to_char(end_date, 'YYYY-MM-DD') as end_date, purchase_timeframe, quantity, jobsite_zip,
              name, email, phone, company, notes, branch_id, reference, status
         from quote_requests where id = $1`,
      [receipt.id],
    );
    expect(rows[0]).toEqual({
      equipment_id: rentable.id,
      listing: 'rent',
      start_date: input.start_date,
      end_date: input.end_date,
      purchase_timeframe: null,
      quantity: 2,
      jobsite_zip: '60601',
      name: 'Pat Customer',
      email: input.email,
      phone: '(312) 555-0100',
      company: 'Pat Builders',
      notes: 'Need it delivered to the north gate.',
      branch_id: chicago.id,
      reference: receipt.reference,
      status: 'new', // the lead's status; the receipt says 'received' (the public one)
    });

    const toBranch = (await mailsTo(chicago.email)).filter((mail) =>
      mail.subject.includes(receipt.reference),
    );
    expect(toBranch.map((mail) => mail.kind)).toEqual(['quote-request']);
    expect(toBranch[0]!.subject).toContain(rentable.title);
    for (const detail of [
      input.email,
      input.phone,
      input.company!,
      input.notes!,
      mailDay(input.start_date!),
      mailDay(input.end_date!),
      'Quantity: 2',
      '60601',
    ]) {
      expect(toBranch[0]!.text_body).toContain(detail);
    }
    const toCustomer = await mailsTo(input.email);
    expect(toCustomer.map((mail) => mail.kind)).toEqual(['quote-confirmation']);
    expect(toCustomer[0]!.subject).toContain(receipt.reference);
    expect(toCustomer[0]!.text_body).toContain(receipt.reference);
    // A copy of everything the customer sent, their notes included.
    for (const detail of [
      input.name,
      input.phone,
      input.company!,
      input.notes!,
      mailDay(input.start_date!),
      'Quantity: 2',
      '60601',
    ]) {
      expect(toCustomer[0]!.text_body).toContain(detail);
    }
  });

  it('routes to the chosen branch and keeps only the purchase fields of a buy request', async () => {
    const input = rentRequest({
      listing: 'buy',
      purchase_timeframe: 'within-30-days',
      branch_id: 3,
      equipment_id: null,
    });
    const response = await post(input);
    expect(response.statusCode).toBe(201);
    const { rows } = await testApp.db.query(
      `select listing, start_date, end_date, purchase_timeframe, branch_id, equipment_id
         from quote_requests where id = $1`,
      [response.json<Receipt>().id],
    );
    expect(rows[0]).toEqual({
      listing: 'buy',
      start_date: null,
      end_date: null,
      purchase_timeframe: 'within-30-days',
      branch_id: 3,
      equipment_id: null,
    });
    const branch = await testApp.db.query<{ email: string }>(
      'select email from branches where id = 3',
    );
    const toBranch = await mailsTo(branch.rows[0]!.email);
    expect(toBranch.at(-1)).toMatchObject({ kind: 'quote-request' });
    expect(toBranch.at(-1)!.text_body).toContain('Within 30 days');
  });

  it("falls back to the unit's branch for an unknown zip, and to the sales address without e-mail", async () => {
    const unknownZip = await post(rentRequest({ jobsite_zip: '00000' }));
    expect(unknownZip.statusCode).toBe(201);
    const routed = await testApp.db.query<{ branch_id: number }>(
      'select branch_id from quote_requests where id = $1',
      [unknownZip.json<Receipt>().id],
    );
    expect(routed.rows[0]!.branch_id).toBe(rentable.branch_id);

    const { rows } = await testApp.db.query<{ id: number }>(
      `update branches set email = null where id = (select max(id) from branches) returning id`,
    );
    const response = await post(rentRequest({ branch_id: rows[0]!.id }));
    expect(response.statusCode).toBe(201);
    const fallback = await mailsTo(LEADS_FALLBACK_ADDRESS);
    expect(fallback.at(-1)).toMatchObject({ kind: 'quote-request' });
    expect(fallback.at(-1)!.subject).toContain(response.json<Receipt>().reference);
  });

  it('accepts a rental starting today (UTC) without an end date', async () => {
    const response = await post(rentRequest({ start_date: today(), end_date: null }));
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['an unknown equipment', { equipment_id: 999_999 }, 'equipment_id'],
    ['an equipment id beyond integers', { equipment_id: 99_999_999_999 }, 'equipment_id'],
    ['an unknown branch', { branch_id: 999_999 }, 'branch_id'],
    ['a rental without a start date', { start_date: null }, 'start_date'],
    ['a rental without any date', { start_date: undefined, end_date: undefined }, 'start_date'],
    [
      'a rental starting in the past',
      { start_date: '2020-01-01', end_date: '2020-01-05' },
      'start_date',
    ],
    [
      'a rental ending before it starts',
      { start_date: daysFromToday(5), end_date: daysFromToday(4) },
      'end_date',
    ],
    ['a purchase without a timeframe', { listing: 'buy' as const }, 'purchase_timeframe'],
    ['an impossible date', { start_date: '2030-02-30' }, 'start_date'],
    ['a malformed zip code', { jobsite_zip: '1234' }, 'jobsite_zip'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email'],
    ['a quantity of 0', { quantity: 0 }, 'quantity'],
    ['an unknown field', { coupon: 'FREE' }, 'coupon'],
  ])('answers 422 for %s', async (_name, overrides, field) => {
    const before = await quoteRows();
    const response = await post(rentRequest(overrides as Partial<QuoteRequestInput>));
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body).toMatchObject({ message: expect.any(String), slug: 'validation_failed' });
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
    expect(await quoteRows()).toBe(before);
  });

  it('answers 422 for a draft unit', async () => {
    const draft = await insertProduct(testApp.db, { status: 'draft', for_rent: true });
    const response = await post(rentRequest({ equipment_id: draft }));
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({
      equipment_id: ['The selected equipment does not exist.'],
    });
  });

  it('reports every problem at once', async () => {
    const response = await post(
      rentRequest({ equipment_id: 999_999, branch_id: 999_999, start_date: null }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors ?? {}).sort()).toEqual([
      'branch_id',
      'equipment_id',
      'start_date',
    ]);
  });

  it('stores 200 concurrent requests, each with its own reference and mails', async () => {
    const before = await quoteRows();
    const inputs = Array.from({ length: 200 }, (_, index) =>
      rentRequest({ email: `burst${index}@customer.example`, jobsite_zip: '94103' }),
    );
    const responses = await Promise.all(inputs.map((input) => post(input)));
    expect(responses.map((response) => response.statusCode)).toEqual(inputs.map(() => 201));
    const references = responses.map((response) => response.json<Receipt>().reference);
    expect(new Set(references).size).toBe(200);

    expect(await quoteRows()).toBe(before + 200);
    const { rows } = await testApp.db.query<{ count: number; references: number }>(
      `select count(*)::int as count, count(distinct reference)::int as references
         from quote_requests where email like 'burst%@customer.example'`,
    );
    expect(rows[0]).toEqual({ count: 200, references: 200 });
    const mails = await testApp.db.query<{ kind: string; count: number }>(
      `select kind, count(*)::int as count from email_outbox
        where to_address like 'burst%@customer.example' or subject like any($1)
        group by kind order by kind`,
      [references.map((reference) => `%${reference}%`)],
    );
    expect(mails.rows).toEqual([
      { kind: 'quote-confirmation', count: 200 },
      { kind: 'quote-request', count: 200 },
    ]);
  });
});
