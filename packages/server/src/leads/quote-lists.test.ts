import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, insertRentalUnit } from '../bookings/booking-test-helpers';
import { mailDay } from '../testing/mail';
import { demoAccountId } from '../products/product-test-helpers';
import { apiCaller, expectError } from '../testing/accounts';
import { loginAsDemoOwner, registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { insertBranch, type Lead } from './lead-test-helpers';

type Schemas = components['schemas'];
type QuoteListInput = Schemas['QuoteListInput'];
type QuoteListItemInput = Schemas['QuoteListItemInput'];
type QuoteListReceipt = Schemas['QuoteListReceipt'];
type QuoteRequestReceipt = Schemas['QuoteRequestReceipt'];

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let owner: TestSession;
let accountId: number;
let chicago: { id: number; name: string; email: string };
let dallas: { id: number; name: string; email: string };
/** Scissor lifts at Chicago (fleet 3, $210/$1,150/$3,400) and at Dallas (fleet 1). */
let lift: number;
let dallasLift: number;
/** For sale only, at Chicago. */
let forSale: number;
/** For rent without a rate card, at Chicago. */
let onRequest: number;

beforeAll(async () => {
  t = await createTestApp({ config: { formSubmissionsPerHour: 1000 } });
  call = apiCaller(t.app);
  owner = await loginAsDemoOwner(t.app);
  accountId = await demoAccountId(t.db);
  const branch = async (city: string) =>
    (
      await t.db.query<{ id: number; name: string; email: string }>(
        'select id, name, email from branches where city = $1',
        [city],
      )
    ).rows[0]!;
  chicago = await branch('Chicago');
  dallas = await branch('Dallas');
  lift = await insertRentalUnit(t.db, {
    accountId,
    branchId: chicago.id,
    fleet: 3,
    title: 'Genie GS-1930 scissor lift',
  });
  dallasLift = await insertRentalUnit(t.db, {
    accountId,
    branchId: dallas.id,
    title: 'JLG 450AJ boom lift',
    rates: [395.5, 1580, 4250],
  });
  forSale = await insertRentalUnit(t.db, {
    accountId,
    branchId: chicago.id,
    title: 'Toyota 8FGCU25 forklift',
    forRent: false,
    forSale: true,
  });
  onRequest = await insertRentalUnit(t.db, {
    accountId,
    branchId: chicago.id,
    title: 'Rail car mover',
    rates: null,
  });
});
afterAll(() => t.close());

let customer = 0;
function listRequest(items: QuoteListItemInput[], overrides: Partial<QuoteListInput> = {}) {
  return {
    items,
    jobsite_address: '1200 W Fulton Market',
    jobsite_zip: '60607',
    po_number: 'PO-88121',
    company: 'Fulton Builders',
    name: 'Robin Foreman',
    email: `robin${++customer}@builders.example`,
    phone: '(312) 555-0188',
    notes: 'Gate code 4411. Deliver before 7am.',
    ...overrides,
  } satisfies QuoteListInput;
}

const rent = (equipment_id: number, quantity: number, from: number, to: number) => ({
  equipment_id,
  mode: 'rent' as const,
  quantity,
  start_date: daysFromToday(from),
  end_date: daysFromToday(to),
});

const post = (payload: object) => call('POST', '/equipment/request-quote', { payload });

async function counts() {
  const { rows } = await t.db.query<{
    leads: number;
    lines: number;
    events: number;
    mails: number;
  }>(
    `select (select count(*)::int from quote_requests) as leads,
            (select count(*)::int from quote_request_lines) as lines,
            (select count(*)::int from lead_events) as events,
            (select count(*)::int from email_outbox) as mails`,
  );
  return rows[0]!;
}

async function mailsTo(address: string) {
  const { rows } = await t.db.query<{ kind: string; subject: string; text_body: string }>(
    'select kind, subject, text_body from email_outbox where to_address = $1 order by id',
    [address],
  );
  return rows;
}

describe('POST /equipment/request-quote with items (a quote list)', () => {
  it('still takes the single-unit body of the widgets already on dealer sites, answered as before', async () => {
    const response = await post({
      equipment_id: lift,
      listing: 'rent',
      start_date: daysFromToday(3),
      end_date: daysFromToday(10),
      quantity: 2,
      jobsite_zip: '60601',
      name: 'Old Widget',
      email: 'old.widget@customer.example',
      phone: '(312) 555-0100',
      company: null,
      notes: null,
      branch_id: null,
    });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json<QuoteRequestReceipt>();
    expect(Object.keys(receipt).sort()).toEqual(['created_at', 'id', 'reference', 'status']);
    const { rows } = await t.db.query(
      `select listing, quantity, line_count, request_reference from quote_requests where id = $1`,
      [receipt.id],
    );
    expect(rows[0]).toEqual({
      listing: 'rent',
      quantity: 2,
      line_count: null,
      request_reference: null,
    });
    // Its 422s name its own fields, not the quote list's.
    const invalid = await post({
      listing: 'rent',
      quantity: 2,
      jobsite_zip: '6060',
      name: 'Old Widget',
      email: 'old.widget@customer.example',
      phone: '(312) 555-0100',
    });
    expectError(invalid, 422, 'validation_failed');
    expect(invalid.json().errors).toEqual({ jobsite_zip: ['must be a five digit zip code'] });
  });

  it('splits the lines into one lead per branch under one reference, with the estimates, and mails everyone', async () => {
    const before = await counts();
    const input = listRequest([
      rent(lift, 2, 3, 12), // 10 days: 1 week + 3 days = $1,780 a unit
      rent(dallasLift, 1, 5, 11), // 7 days: 1 week = $1,580
      { equipment_id: forSale, mode: 'buy', quantity: 1, start_date: daysFromToday(1) },
      rent(onRequest, 1, 3, 4),
    ]);
    const response = await post(input);
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json<QuoteListReceipt>();
    const { rows: leads } = await t.db.query<{
      id: number;
      reference: string;
      branch_id: number;
      request_reference: string;
      line_count: number;
      equipment_id: number;
      jobsite_address: string;
      po_number: string;
      listing: null;
      quantity: null;
    }>(
      `select id, reference, branch_id, request_reference, line_count, equipment_id,
              jobsite_address, po_number, listing, quantity
         from quote_requests where request_reference = $1 order by id`,
      [receipt.reference],
    );
    expect(leads.map((lead) => [lead.branch_id, lead.line_count, lead.equipment_id])).toEqual([
      [chicago.id, 3, lift],
      [dallas.id, 1, dallasLift],
    ]);
    const [first, second] = leads as [(typeof leads)[0], (typeof leads)[0]];
    expect(receipt).toEqual({
      id: first.id,
      reference: first.reference,
      status: 'received',
      created_at: expect.any(String),
      lines: [
        {
          position: 1,
          equipment: { id: lift, title: 'Genie GS-1930 scissor lift' },
          mode: 'rent',
          quantity: 2,
          start_date: daysFromToday(3),
          end_date: daysFromToday(12),
          estimate: {
            days: 10,
            periods: [
              { period: 'week', count: 1, rate: 1150, amount: 1150 },
              { period: 'day', count: 3, rate: 210, amount: 630 },
            ],
            total: 1780,
            daily_only: 2100,
          },
          estimated_total: 3560,
          lead_reference: first.reference,
          branch: { id: chicago.id, name: chicago.name },
        },
        {
          position: 2,
          equipment: { id: dallasLift, title: 'JLG 450AJ boom lift' },
          mode: 'rent',
          quantity: 1,
          start_date: daysFromToday(5),
          end_date: daysFromToday(11),
          estimate: {
            days: 7,
            periods: [{ period: 'week', count: 1, rate: 1580, amount: 1580 }],
            total: 1580,
            daily_only: 2768.5,
          },
          estimated_total: 1580,
          lead_reference: second.reference,
          branch: { id: dallas.id, name: dallas.name },
        },
        {
          position: 3,
          equipment: { id: forSale, title: 'Toyota 8FGCU25 forklift' },
          mode: 'buy',
          quantity: 1,
          start_date: null, // dates of a buy line are not kept
          end_date: null,
          estimate: null,
          estimated_total: null,
          lead_reference: first.reference,
          branch: { id: chicago.id, name: chicago.name },
        },
        {
          position: 4,
          equipment: { id: onRequest, title: 'Rail car mover' },
          mode: 'rent',
          quantity: 1,
          start_date: daysFromToday(3),
          end_date: daysFromToday(4),
          estimate: null, // rates on request
          estimated_total: null,
          lead_reference: first.reference,
          branch: { id: chicago.id, name: chicago.name },
        },
      ],
    });
    expect(first).toMatchObject({
      request_reference: first.reference,
      jobsite_address: '1200 W Fulton Market',
      po_number: 'PO-88121',
      listing: null,
      quantity: null,
    });
    expect(second.request_reference).toBe(first.reference);
    expect(await counts()).toEqual({
      leads: before.leads + 2,
      lines: before.lines + 4,
      events: before.events + 2,
      mails: before.mails + 3,
    });

    // Staff see the lines with the estimates the customer saw.
    const detail = await call('GET', `/account/${accountId}/leads/${second.reference}`, {
      as: owner,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const lead = detail.json<Lead>();
    expect(lead).toMatchObject({
      reference: second.reference,
      request_reference: first.reference,
      jobsite_address: '1200 W Fulton Market',
      jobsite_zip: '60607',
      po_number: 'PO-88121',
      notes: 'Gate code 4411. Deliver before 7am.',
      summary: 'Quote list: 1 line, jobsite 60607',
      branch: { id: dallas.id, name: dallas.name },
    });
    const { lead_reference: _reference, branch: _branch, ...line } = receipt.lines[1]!;
    expect(lead.lines).toEqual([{ ...line, booked: false }]);
    const firstLead = await call('GET', `/account/${accountId}/leads/${first.reference}`, {
      as: owner,
    });
    expect(firstLead.json<Lead>().lines.map((each) => each.position)).toEqual([1, 3, 4]);
    expect(firstLead.json<Lead>().summary).toBe('Quote list: 3 lines, jobsite 60607');
    // The customer's reference finds every lead of the request in the inbox.
    const found = await call(
      'GET',
      `/account/${accountId}/leads?q=${encodeURIComponent(first.reference)}`,
      { as: owner },
    );
    expect(
      found
        .json<{ items: { reference: string }[] }>()
        .items.map((i) => i.reference)
        .sort(),
    ).toEqual([first.reference, second.reference].sort());

    // One confirmation to the customer with every line, the estimates and the notes.
    const toCustomer = await mailsTo(input.email);
    expect(toCustomer.map((mail) => mail.kind)).toEqual(['quote-confirmation']);
    const confirmation = toCustomer[0]!;
    expect(confirmation.subject).toBe(`We received your quote request ${first.reference}`);
    for (const text of [
      '1. Genie GS-1930 scissor lift',
      `Rent 2 units, ${mailDay(daysFromToday(3))} to ${mailDay(daysFromToday(12))} (10 days)`,
      'Estimate: $1,780 per unit, $3,560 for 2 (1 × week $1,150 + 3 × day $210)',
      '2. JLG 450AJ boom lift',
      'Estimate: $1,580 per unit (1 × week $1,580)',
      '3. Toyota 8FGCU25 forklift',
      'Buy 1 unit',
      '4. Rail car mover',
      'Estimate: rates on request',
      'Jobsite: 1200 W Fulton Market, 60607',
      'PO number: PO-88121',
      'Gate code 4411. Deliver before 7am.',
      `Lines 1, 3, 4 (${first.reference}):`,
      `Line 2 (${second.reference}):`,
      chicago.name,
      dallas.name,
    ]) {
      expect(confirmation.text_body).toContain(text);
    }
    // Each branch: its own lines, the customer and the other branches' part.
    const toChicago = (await mailsTo(chicago.email)).filter((m) =>
      m.subject.includes(first.reference),
    );
    expect(toChicago.map((mail) => mail.subject)).toEqual([
      `Quote request ${first.reference} (quote list ${first.reference}): 3 lines`,
    ]);
    expect(toChicago[0]!.text_body).toContain('Genie GS-1930 scissor lift');
    expect(toChicago[0]!.text_body).not.toContain('JLG 450AJ boom lift');
    expect(toChicago[0]!.text_body).toContain(`${dallas.name} (${second.reference}): lines 2`);
    const toDallas = (await mailsTo(dallas.email)).filter((m) =>
      m.subject.includes(second.reference),
    );
    expect(toDallas).toHaveLength(1);
    expect(toDallas[0]!.text_body).toContain('JLG 450AJ boom lift');
    expect(toDallas[0]!.text_body).toContain('PO number: PO-88121');
    expect(toDallas[0]!.text_body).toContain('Robin Foreman');
  });

  it('sends a line whose unit has no active branch to the branch nearest the jobsite, and splits units of other accounts', async () => {
    const closedBranch = await insertBranch(t.db, accountId, 'Closed Yard');
    await t.db.query('update branches set is_active = false where id = $1', [closedBranch]);
    const atClosed = await insertRentalUnit(t.db, { accountId, branchId: closedBranch });
    const nowhere = await insertRentalUnit(t.db, { accountId, branchId: null });
    const other = await registerAndLogin(t.app, { name: 'Other Dealer' });
    const othersUnit = await insertRentalUnit(t.db, {
      accountId: other.user.current_account.id,
      branchId: chicago.id,
    });
    const response = await post(
      listRequest([rent(atClosed, 1, 1, 2), rent(nowhere, 1, 1, 2), rent(othersUnit, 1, 1, 2)]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const lines = response.json<QuoteListReceipt>().lines;
    // 60607 is Chicago: both go there, in one lead; the other account's unit gets a lead of its own.
    expect(lines.map((line) => line.branch?.id)).toEqual([chicago.id, chicago.id, chicago.id]);
    expect(lines[0]!.lead_reference).toBe(lines[1]!.lead_reference);
    expect(lines[2]!.lead_reference).not.toBe(lines[0]!.lead_reference);
    const { rows } = await t.db.query<{ reference: string; account_id: number }>(
      'select reference, account_id from quote_requests where reference = any($1)',
      [lines.map((line) => line.lead_reference)],
    );
    const accountOf = Object.fromEntries(rows.map((row) => [row.reference, row.account_id]));
    expect(accountOf[lines[0]!.lead_reference]).toBe(accountId);
    expect(accountOf[lines[2]!.lead_reference]).toBe(other.user.current_account.id);
    // The other account sees its lead with its line only.
    const theirs = await call(
      'GET',
      `/account/${other.user.current_account.id}/leads/${lines[2]!.lead_reference}`,
      { as: other },
    );
    expect(theirs.json<Lead>().lines.map((line) => line.equipment?.id)).toEqual([othersUnit]);
  });

  it('answers 422 naming the line and field, and stores nothing', async () => {
    const draft = await insertRentalUnit(t.db, {
      accountId,
      branchId: chicago.id,
      status: 'draft',
    });
    const before = await counts();
    const cases: [QuoteListItemInput, string, string][] = [
      [rent(lift, 1, 5, 4), 'items.1.end_date', 'must be on or after the start date'],
      [rent(lift, 1, -1, 4), 'items.1.start_date', 'must not be in the past'],
      [rent(lift, 4, 1, 4), 'items.1.quantity', 'is more than the 3 units of its fleet'],
      [
        rent(2_000_000_000, 1, 1, 4),
        'items.1.equipment_id',
        'The selected equipment does not exist.',
      ],
      [rent(draft, 1, 1, 4), 'items.1.equipment_id', 'The selected equipment does not exist.'],
      [
        rent(lift, 1, 1, 366),
        'items.1.end_date',
        'must be at most 365 days after the start date, both counted',
      ],
      [
        { equipment_id: lift, mode: 'rent', quantity: 1, end_date: daysFromToday(2) },
        'items.1.start_date',
        'is required for a rental',
      ],
      [
        {
          equipment_id: lift,
          mode: 'rent',
          quantity: 1,
          start_date: daysFromToday(1),
          end_date: null,
        },
        'items.1.end_date',
        'is required for a rental',
      ],
      [rent(forSale, 1, 1, 2), 'items.1.mode', 'This unit is not offered for rent.'],
      [
        { equipment_id: lift, mode: 'buy', quantity: 1 },
        'items.1.mode',
        'This unit is not offered for sale.',
      ],
      [
        { ...rent(lift, 1, 1, 2), start_date: '2026-02-30' },
        'items.1.start_date',
        'must be a valid date',
      ],
      [{ ...rent(lift, 1, 1, 2), quantity: 0 }, 'items.1.quantity', 'must be at least 1'],
      [
        { ...rent(lift, 1, 1, 2), mode: 'lease' as 'rent' },
        'items.1.mode',
        'must be one of: rent, buy',
      ],
    ];
    for (const [line, field, message] of cases) {
      const response = await post(listRequest([rent(lift, 1, 1, 2), line]));
      expectError(response, 422, 'validation_failed');
      // Only the quote list's own field: nothing about the single-unit body's fields.
      expect(response.json().errors, JSON.stringify(line)).toEqual({ [field]: [message] });
    }
    // 365 days, both counted, is the longest rental.
    expect((await post(listRequest([rent(lift, 1, 1, 365)]))).statusCode).toBe(201);
    const afterLongest = await counts();
    expect(afterLongest.leads).toBe(before.leads + 1);

    const tooMany = await post(listRequest(Array.from({ length: 51 }, () => rent(lift, 1, 1, 2))));
    expectError(tooMany, 422, 'validation_failed');
    expect(tooMany.json().errors).toEqual({ items: ['must have at most 50 entries'] });
    const none = await post(listRequest([]));
    expect(none.json().errors).toEqual({ items: ['must not be empty'] });
    const missing = await post({
      ...listRequest([rent(lift, 1, 1, 2)]),
      jobsite_address: undefined,
    });
    expect(missing.json().errors).toEqual({ jobsite_address: ['is required'] });
    // A quote list with a single-unit field is neither body.
    const mixed = await post({ ...listRequest([rent(lift, 1, 1, 2)]), listing: 'rent' });
    expect(mixed.json().errors).toEqual({ listing: ['is not an accepted field'] });
    // Every problem at once.
    const several = await post(listRequest([rent(lift, 9, 1, 2), rent(lift, 1, 3, 2)]));
    expect(Object.keys(several.json().errors).sort()).toEqual([
      'items.0.quantity',
      'items.1.end_date',
    ]);
    expect(await counts()).toEqual(afterLongest);
  });

  it('takes 50 lines', async () => {
    const response = await post(
      listRequest(Array.from({ length: 50 }, (_, index) => rent(lift, 1, 1 + index, 2 + index))),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<QuoteListReceipt>().lines).toHaveLength(50);
  });

  it('stores every line or none: a late line failing in the database leaves nothing behind', async () => {
    // The database refuses line 3, which belongs to the request's second lead: the first lead, its
    // lines, its timeline and its e-mails were written by then, in the same transaction.
    await t.db.query(`create function refuse_line_3() returns trigger language plpgsql as $$
      begin if new.position = 3 then raise exception 'line 3 refused by the test'; end if; return new; end $$`);
    await t.db.query(`create trigger refuse_line_3 before insert on quote_request_lines
      for each row execute function refuse_line_3()`);
    try {
      const before = await counts();
      const response = await post(
        listRequest([rent(lift, 1, 1, 2), rent(lift, 1, 3, 4), rent(dallasLift, 1, 1, 2)]),
      );
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: expect.any(String), slug: 'server_error' });
      expect(await counts()).toEqual(before);
    } finally {
      await t.db.query('drop trigger refuse_line_3 on quote_request_lines');
      await t.db.query('drop function refuse_line_3()');
    }
    const retried = await post(
      listRequest([rent(lift, 1, 1, 2), rent(lift, 1, 3, 4), rent(dallasLift, 1, 1, 2)]),
    );
    expect(retried.statusCode).toBe(201);
  });
});
