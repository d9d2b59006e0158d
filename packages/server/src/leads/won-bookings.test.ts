import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookedDays,
  daysFromToday,
  insertRentalUnit,
  type Booking,
} from '../bookings/booking-test-helpers';
import { demoAccountId, memberOf } from '../products/product-test-helpers';
import { apiCaller, expectError } from '../testing/accounts';
import { loginAsDemoOwner, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import type { Lead } from './lead-test-helpers';

type QuoteListReceipt = components['schemas']['QuoteListReceipt'];

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let owner: TestSession;
let accountId: number;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { formSubmissionsPerHour: 1000 } });
  call = apiCaller(t.app);
  owner = await loginAsDemoOwner(t.app);
  accountId = await demoAccountId(t.db);
  branchId = (await t.db.query<{ id: number }>(`select id from branches where city = 'Chicago'`))
    .rows[0]!.id;
});
afterAll(() => t.close());

/** A quote list of `items` (all at the Chicago branch, so one lead); answers its lead reference. */
async function quoteList(items: object[]): Promise<string> {
  const response = await call('POST', '/equipment/request-quote', {
    payload: {
      items,
      jobsite_address: '9 Canal St',
      jobsite_zip: '60606',
      name: 'Winning Customer',
      email: 'winner@customer.example',
      phone: '(312) 555-0177',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<QuoteListReceipt>().reference;
}

const rent = (equipment_id: number, quantity: number, from: number, to: number) => ({
  equipment_id,
  mode: 'rent',
  quantity,
  start_date: daysFromToday(from),
  end_date: daysFromToday(to),
});

const win = (reference: string, as: TestSession = owner) =>
  call('POST', `/account/${accountId}/leads/${reference}`, { as, payload: { status: 'won' } });

async function leadState(reference: string) {
  const { rows } = await t.db.query<{ status: string; events: number; mails: number }>(
    `select q.status,
            (select count(*)::int from lead_events e where e.lead_type = 'quote' and e.lead_id = q.id) as events,
            (select count(*)::int from email_outbox where kind = 'lead-status' and subject like '%' || q.reference || '%') as mails
       from quote_requests q where q.reference = $1`,
    [reference],
  );
  return rows[0]!;
}

describe('winning a quote list’s lead books its rent lines', () => {
  it('books every rent line for its dates (buy lines book nothing), shown on the lead and in the bookings', async () => {
    const lift = await insertRentalUnit(t.db, { accountId, branchId, fleet: 3, title: 'Won lift' });
    const forSale = await insertRentalUnit(t.db, {
      accountId,
      branchId,
      forRent: false,
      forSale: true,
    });
    const reference = await quoteList([
      rent(lift, 2, 3, 5),
      { equipment_id: forSale, mode: 'buy', quantity: 1 },
      rent(lift, 1, 4, 4),
    ]);
    const response = await win(reference);
    expect(response.statusCode, response.body).toBe(200);
    const lead = response.json<Lead>();
    expect(lead.status).toBe('won');
    expect(lead.lines.map((line) => [line.position, line.booked])).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ]);
    expect(await bookedDays(t.db, lift)).toEqual({
      [daysFromToday(3)]: 2,
      [daysFromToday(4)]: 3,
      [daysFromToday(5)]: 2,
    });
    expect(await bookedDays(t.db, forSale)).toEqual({});

    const listed = await call('GET', `/account/${accountId}/bookings?equipment_id=${lift}`, {
      as: owner,
    });
    const bookings = listed.json<{ items: Booking[] }>().items;
    expect(bookings.map((b) => [b.source, b.quantity, b.lead_reference, b.created_by?.id])).toEqual(
      [
        ['lead', 2, reference, owner.user.id],
        ['lead', 1, reference, owner.user.id],
      ],
    );
    // A won lead is final: its bookings are not holds to release.
    const release = await call('DELETE', `/account/${accountId}/bookings/${bookings[0]!.id}`, {
      as: owner,
    });
    expectError(release, 409, 'conflict');
  });

  it('answers 409 naming the line when its units are no longer free, and changes nothing', async () => {
    const lift = await insertRentalUnit(t.db, {
      accountId,
      branchId,
      fleet: 2,
      title: 'Busy lift',
    });
    const reference = await quoteList([rent(lift, 1, 10, 12), rent(lift, 2, 20, 22)]);
    const hold = await call('POST', `/account/${accountId}/bookings`, {
      as: owner,
      payload: {
        equipment_id: lift,
        quantity: 1,
        start_date: daysFromToday(22),
        end_date: daysFromToday(30),
      },
    });
    expect(hold.statusCode).toBe(201);
    const before = await leadState(reference);
    const response = await win(reference);
    expectError(response, 409, 'conflict');
    expect(response.json().message).toBe(
      `This lead cannot be won: line 2, Busy lift: 2 units are not free on every day from ${daysFromToday(20)} to ${daysFromToday(22)} (held, or booked by a won quote). Nothing was booked.`,
    );
    // Line 1 was booked before line 2 failed: rolled back with everything else.
    expect(await leadState(reference)).toEqual(before);
    expect(before.status).toBe('new');
    expect(Object.keys(await bookedDays(t.db, lift))).toEqual(
      Array.from({ length: 9 }, (_, day) => daysFromToday(22 + day)),
    );
    // Released, the lead can be won.
    await call('DELETE', `/account/${accountId}/bookings/${hold.json<Booking>().id}`, {
      as: owner,
    });
    expect((await win(reference)).statusCode).toBe(200);
  });

  it('does not book for a single-unit request (it has no lines)', async () => {
    const lift = await insertRentalUnit(t.db, { accountId, branchId, fleet: 1 });
    const single = await call('POST', '/equipment/request-quote', {
      payload: {
        equipment_id: lift,
        listing: 'rent',
        start_date: daysFromToday(2),
        end_date: daysFromToday(3),
        quantity: 1,
        jobsite_zip: '60606',
        name: 'Single Unit',
        email: 'single@customer.example',
        phone: '(312) 555-0177',
      },
    });
    const reference = single.json<{ reference: string }>().reference;
    expect((await win(reference)).statusCode).toBe(200);
    expect(await bookedDays(t.db, lift)).toEqual({});
  });

  it('lets only one of two leads for the last unit be won when two people win them at once', async () => {
    // On PostgreSQL the two updates run in parallel transactions (the second waits for the first's
    // locks, then the database refuses it); on PGlite they run one after the other.
    const lift = await insertRentalUnit(t.db, { accountId, branchId, fleet: 1 });
    const first = await quoteList([rent(lift, 1, 40, 45)]);
    const second = await quoteList([rent(lift, 1, 44, 50)]);
    const staff = await memberOf(t.app, t.db, accountId, 'Sales');
    const [a, b] = await Promise.all([win(first), win(second, staff)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses, `${a.body}\n${b.body}`).toEqual([200, 409]);
    const states = [(await leadState(first)).status, (await leadState(second)).status].sort();
    expect(states).toEqual(['new', 'won']);
    expect(Math.max(...Object.values(await bookedDays(t.db, lift)))).toBe(1);
  });
});
