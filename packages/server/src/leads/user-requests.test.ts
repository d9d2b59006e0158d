import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, insertRentalUnit } from '../bookings/booking-test-helpers';
import { demoAccountId } from '../products/product-test-helpers';
import { registerAndLogin, uniqueEmail, type TestSession } from '../testing/auth';
import { mailedToken } from '../testing/mail';
import { createTestApp } from '../testing/test-app';

type UserRequestPage = components['schemas']['UserRequestPage'];
type QuoteRequestInput = components['schemas']['QuoteRequestInput'];
type ContactBranchInput = components['schemas']['ContactBranchInput'];
type QuoteListInput = components['schemas']['QuoteListInput'];
type QuoteListReceipt = components['schemas']['QuoteListReceipt'];

let t: Awaited<ReturnType<typeof createTestApp>>;
let branch: { id: number; name: string };
let unit: { id: number; title: string };
beforeAll(async () => {
  t = await createTestApp();
  branch = (
    await t.db.query<{ id: number; name: string }>(
      `select id, name from branches where city = 'Chicago'`,
    )
  ).rows[0]!;
  unit = (
    await t.db.query<{ id: number; title: string }>(
      // A fleet of 2 or more: the quotes below ask for 2 units.
      `select id, title from products
        where status = 'published' and for_sale and fleet_quantity >= 2 order by id limit 1`,
    )
  ).rows[0]!;
});
afterAll(() => t.close());

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

async function sendQuote(email: string, overrides: Partial<QuoteRequestInput> = {}) {
  const payload: QuoteRequestInput = {
    equipment_id: unit.id,
    listing: 'buy',
    purchase_timeframe: 'within-30-days',
    quantity: 2,
    jobsite_zip: '60601',
    name: 'Quote Sender',
    email,
    phone: '(312) 555-0100',
    branch_id: branch.id,
    ...overrides,
  };
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/equipment/request-quote',
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; reference: string }>();
}

async function sendContact(email: string, overrides: Partial<ContactBranchInput> = {}) {
  const payload: ContactBranchInput = {
    branch_id: branch.id,
    name: 'Contact Sender',
    email,
    subject: 'Do you deliver on Saturdays?',
    message: 'Asking for a job next month.',
    ...overrides,
  };
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/contact-branch', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; reference: string }>();
}

const list = (headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/user/requests${query}`, headers });

async function verify(session: TestSession, email = session.email) {
  const token = await mailedToken(t.db, email, 'verify-email');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/verify-email',
    payload: { token },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function verifiedUser(): Promise<TestSession> {
  const session = await registerAndLogin(t.app, { name: 'Request Owner' });
  await verify(session);
  return session;
}

describe('GET /user/requests (listUserRequests)', () => {
  it('answers 401 without credentials', async () => {
    const response = await list();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Please log in to continue.',
      slug: 'unauthenticated',
    });
  });

  it("lists the user's quote and contact requests, newest first, matched case-insensitively", async () => {
    const session = await verifiedUser();
    const quote = await sendQuote(session.email.toUpperCase());
    const rental = await sendQuote(session.email, {
      equipment_id: null,
      listing: 'rent',
      purchase_timeframe: null,
      start_date: inAWeek(),
      end_date: inAWeek(),
      quantity: 1,
      jobsite_zip: '60614',
      branch_id: null,
    });
    const contact = await sendContact(session.email);

    const response = await list(session.authHeader);
    expect(response.statusCode).toBe(200);
    const page = response.json<UserRequestPage>();
    expect(page.meta).toEqual({ page: 1, per_page: 20, total: 3, total_pages: 1 });
    expect(page.items.map((item) => item.reference)).toEqual([
      contact.reference,
      rental.reference,
      quote.reference,
    ]);
    expect(page.items[0]).toEqual({
      kind: 'contact',
      id: contact.id,
      reference: contact.reference,
      status: 'received',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      equipment: null,
      branch: { id: branch.id, name: branch.name },
      summary: 'Do you deliver on Saturdays?',
      request_reference: null,
      lines: [],
      quote: null, // no quote was sent
    });
    expect(page.items[1]).toMatchObject({
      kind: 'quote',
      equipment: null,
      branch: expect.objectContaining({ id: expect.any(Number) }), // routed to the nearest branch
      summary: 'Rental quote: 1 unit, jobsite 60614',
      request_reference: null,
      lines: [], // a general request names no unit
    });
    expect(page.items[2]).toMatchObject({
      kind: 'quote',
      id: quote.id,
      equipment: { id: unit.id, title: unit.title },
      branch: { id: branch.id, name: branch.name },
      summary: 'Purchase quote: 2 units, jobsite 60601',
      request_reference: null,
      lines: [
        {
          position: 1,
          equipment: { id: unit.id, title: unit.title },
          mode: 'buy',
          quantity: 2,
          start_date: null,
          end_date: null,
          estimate: null,
          estimated_total: null,
        },
      ],
    });
  });

  it("answers a quote list's lines per branch under the list's reference, with the estimates shown, for a rental too", async () => {
    const accountId = await demoAccountId(t.db);
    const city = async (name: string) =>
      (await t.db.query<{ id: number }>('select id from branches where city = $1', [name])).rows[0]!
        .id;
    const chicagoLift = await insertRentalUnit(t.db, {
      accountId,
      branchId: await city('Chicago'),
      fleet: 3,
      title: 'Genie GS-1930 scissor lift',
    });
    const dallasBoom = await insertRentalUnit(t.db, {
      accountId,
      branchId: await city('Dallas'),
      title: 'JLG 450AJ boom lift',
      rates: [395.5, 1580, 4250],
    });
    const session = await verifiedUser();
    const single = await sendQuote(session.email, {
      equipment_id: chicagoLift,
      listing: 'rent',
      purchase_timeframe: null,
      start_date: daysFromToday(2),
      end_date: daysFromToday(4),
      quantity: 1,
    });
    const body: QuoteListInput = {
      items: [
        {
          equipment_id: chicagoLift,
          mode: 'rent',
          quantity: 2,
          start_date: daysFromToday(3),
          end_date: daysFromToday(12),
        },
        {
          equipment_id: dallasBoom,
          mode: 'rent',
          quantity: 1,
          start_date: daysFromToday(3),
          end_date: daysFromToday(9),
        },
      ],
      jobsite_address: '1200 W Fulton Market',
      jobsite_zip: '60607',
      name: 'Robin Foreman',
      email: session.email,
      phone: '(312) 555-0188',
    };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/equipment/request-quote',
      payload: body,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const receipt = sent.json<QuoteListReceipt>();

    const page = (await list(session.authHeader)).json<UserRequestPage>();
    expect(page.items).toHaveLength(3);
    const [second, first] = page.items.filter((item) => item.request_reference !== null);
    // One request per branch, both under the reference the customer was given.
    expect(first!.reference).toBe(receipt.reference);
    expect(second!.reference).not.toBe(receipt.reference);
    expect([first!.request_reference, second!.request_reference]).toEqual([
      receipt.reference,
      receipt.reference,
    ]);
    expect(first!.summary).toBe('Quote list: 1 line, jobsite 60607');
    // Each lists its own lines exactly as the receipt showed them (no staff-only booking flag).
    const shown = receipt.lines.map(({ lead_reference: _lead, branch: _branch, ...line }) => line);
    expect(first!.lines).toEqual([shown[0]]);
    expect(second!.lines).toEqual([shown[1]]);
    expect(first!.lines[0]).toMatchObject({ quantity: 2, estimated_total: 3560 });
    expect(first!.lines[0]).not.toHaveProperty('booked');

    const singleItem = page.items.find((item) => item.reference === single.reference)!;
    expect(singleItem.request_reference).toBeNull();
    expect(singleItem.lines).toEqual([
      {
        position: 1,
        equipment: { id: chicagoLift, title: 'Genie GS-1930 scissor lift' },
        mode: 'rent',
        quantity: 1,
        start_date: daysFromToday(2),
        end_date: daysFromToday(4),
        estimate: null,
        estimated_total: null,
      },
    ]);
  });

  it('shows the public status of each lead: new, contacted, quoted, won, lost as the customer reads them', async () => {
    const session = await verifiedUser();
    const expected = {
      new: 'received',
      contacted: 'in_progress',
      quoted: 'quoted',
      won: 'accepted',
      lost: 'closed',
    } as const;
    const references = new Map<string, string>();
    for (const status of Object.keys(expected)) {
      const { id, reference } = await sendContact(session.email, { subject: `Lead ${status}` });
      await t.db.query(`update contact_requests set status = $2, lost_reason = $3 where id = $1`, [
        id,
        status,
        status === 'lost' ? 'Internal: too cheap a customer' : null,
      ]);
      references.set(reference, status);
    }
    const response = await list(session.authHeader);
    expect(response.statusCode).toBe(200);
    const page = response.json<UserRequestPage>();
    expect(page.items).toHaveLength(5);
    for (const item of page.items) {
      const status = references.get(item.reference) as keyof typeof expected;
      expect(item.status, item.reference).toBe(expected[status]);
    }
    // The lost reason is the business's own: never shown to the customer.
    expect(response.body).not.toContain('too cheap');
  });

  it("never answers another user's requests", async () => {
    const alice = await verifiedUser();
    const bob = await verifiedUser();
    const alicesQuote = await sendQuote(alice.email);
    await sendContact(bob.email, { subject: 'Bob asks' });

    const bobs = (await list(bob.authHeader)).json<UserRequestPage>();
    expect(bobs.items.map((item) => item.summary)).toEqual(['Bob asks']);
    expect(JSON.stringify(bobs)).not.toContain(alicesQuote.reference);

    const alices = (await list(alice.authHeader)).json<UserRequestPage>();
    expect(alices.items.map((item) => item.reference)).toEqual([alicesQuote.reference]);
  });

  it('answers an empty list while the address is not verified (registering it proves nothing)', async () => {
    const victim = uniqueEmail('victim');
    await sendQuote(victim);
    await sendContact(victim);

    const claimer = await registerAndLogin(t.app, { email: victim });
    const unverified = await list(claimer.authHeader);
    expect(unverified.statusCode).toBe(200);
    expect(unverified.json()).toEqual({
      items: [],
      meta: { page: 1, per_page: 20, total: 0, total_pages: 0 },
    });

    await verify(claimer); // only the mailbox's owner can do this
    expect((await list(claimer.authHeader)).json<UserRequestPage>().meta.total).toBe(2);
  });

  it('follows an e-mail change only once the new address is verified', async () => {
    const session = await verifiedUser();
    const before = await sendQuote(session.email);
    const newAddress = uniqueEmail('moved');
    const earlier = await sendContact(newAddress, { subject: 'Sent before the move' });

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/',
      headers: session.authHeader,
      payload: { email: newAddress, current_password: session.password },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Pending: the verified old address is still the account's, and so are its requests.
    expect(
      (await list(session.authHeader)).json<UserRequestPage>().items.map((item) => item.reference),
    ).toEqual([before.reference]);

    await verify(session, newAddress);
    const after = (await list(session.authHeader)).json<UserRequestPage>();
    expect(after.items.map((item) => item.reference)).toEqual([earlier.reference]);
  });

  it('pages with page and per_page; a page past the end is empty', async () => {
    const session = await verifiedUser();
    const sent = [];
    for (let i = 0; i < 3; i++)
      sent.push(await sendContact(session.email, { subject: `Message ${i}` }));

    const second = (await list(session.authHeader, '?page=2&per_page=2')).json<UserRequestPage>();
    expect(second.meta).toEqual({ page: 2, per_page: 2, total: 3, total_pages: 2 });
    expect(second.items.map((item) => item.reference)).toEqual([sent[0]!.reference]);

    const past = (await list(session.authHeader, '?page=9&per_page=2')).json<UserRequestPage>();
    expect(past).toEqual({ items: [], meta: { page: 9, per_page: 2, total: 3, total_pages: 2 } });
  });

  it('answers 422 for a bad per_page', async () => {
    const session = await verifiedUser();
    const response = await list(session.authHeader, '?per_page=0');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      slug: 'validation_failed',
      errors: { per_page: [expect.any(String)] },
    });
  });
});
