import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { daysFromToday, insertRentalUnit } from '../bookings/booking-test-helpers';
import type { Database, Queryable } from '../db/database';
import { demoAccountId } from '../products/product-test-helpers';
import { apiCaller, expectError } from '../testing/accounts';
import { createTestApp } from '../testing/test-app';

/**
 * A unit deleted by its account between the request's checks and the transaction that stores it
 * (seen as a 500, a foreign-key error, in the fuzz suite on PostgreSQL, where requests run on
 * several connections): the request is refused as one naming an unknown unit, nothing stored.
 * The deletion is made to fall in that moment: the next transaction the server opens deletes the
 * unit first, on the outer database, as another connection would.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let accountId: number;
let branchId: number;
let unit: number;
let deleteBeforeNextTransaction: number | null = null;

beforeAll(async () => {
  t = await createTestApp({ config: { formSubmissionsPerHour: 1000 } });
  call = apiCaller(t.app);
  accountId = await demoAccountId(t.db);
  const { rows } = await t.db.query<{ id: number }>(
    "select id from branches where city = 'Chicago'",
  );
  branchId = rows[0]!.id;
  const db: Database = t.db;
  const transaction = db.transaction.bind(db);
  db.transaction = async <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => {
    const doomed = deleteBeforeNextTransaction;
    deleteBeforeNextTransaction = null;
    if (doomed !== null) await db.query('delete from products where id = $1', [doomed]);
    return transaction(work);
  };
});
afterAll(() => t.close());

beforeEach(async () => {
  unit = await insertRentalUnit(t.db, { accountId, branchId, fleet: 1, title: 'Doomed lift' });
  deleteBeforeNextTransaction = unit;
});

/** Every stored request and message, and every mail queued. */
const stored = async () =>
  (
    await t.db.query<{ n: string }>(
      `select (select count(*) from quote_requests) + (select count(*) from contact_requests)
            + (select count(*) from email_outbox) as n`,
    )
  ).rows[0]!.n;

const person = { name: 'Robin Foreman', email: 'robin@builders.example', phone: '(312) 555-0188' };

describe('a unit deleted while a request naming it is being stored', () => {
  it('a message to a branch about it is a 422 on equipment_id, nothing stored', async () => {
    const before = await stored();
    const response = await call('POST', '/contact-branch', {
      payload: {
        ...person,
        branch_id: branchId,
        equipment_id: unit,
        subject: 'Lift',
        message: 'Hi',
      },
    });
    expectError(response, 422, 'validation_failed');
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['equipment_id']);
    expect(await stored()).toBe(before);
  });

  it('a quote request for it is a 422 on equipment_id, nothing stored', async () => {
    const before = await stored();
    const response = await call('POST', '/equipment/request-quote', {
      payload: {
        ...person,
        equipment_id: unit,
        listing: 'rent',
        quantity: 1,
        start_date: daysFromToday(3),
        end_date: daysFromToday(4),
        jobsite_zip: '60607',
      },
    });
    expectError(response, 422, 'validation_failed');
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['equipment_id']);
    expect(await stored()).toBe(before);
  });

  it('a quote list naming it is a 422 on that line, nothing stored', async () => {
    const before = await stored();
    const response = await call('POST', '/equipment/request-quote', {
      payload: {
        ...person,
        jobsite_address: '1200 W Fulton Market',
        jobsite_zip: '60607',
        items: [
          {
            equipment_id: unit,
            mode: 'rent',
            quantity: 1,
            start_date: daysFromToday(3),
            end_date: daysFromToday(4),
          },
        ],
      },
    });
    expectError(response, 422, 'validation_failed');
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([
      'items.0.equipment_id',
    ]);
    expect(await stored()).toBe(before);
  });
});
