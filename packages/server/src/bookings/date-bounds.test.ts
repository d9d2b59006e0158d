import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountId } from '../products/product-test-helpers';
import { loadDocument, type Schema } from '../reliability/openapi-document';
import { apiCaller, expectError } from '../testing/accounts';
import { loginAsDemoOwner, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { daysFromToday, insertRentalUnit } from './booking-test-helpers';
import { MAX_RENTAL_DAYS, MAX_START_DAYS_AHEAD } from './date-range';

/**
 * Every path that books or quotes a date range bounds it the same way (issue 33 item 7): the start
 * neither in the past nor more than MAX_START_DAYS_AHEAD days ahead, at most MAX_RENTAL_DAYS days
 * in all, and (on the single-unit quote too) no more units than the fleet.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let owner: TestSession;
let accountId: number;
/** A one-unit fleet. */
let single: number;

beforeAll(async () => {
  t = await createTestApp({ config: { formSubmissionsPerHour: 1000 } });
  call = apiCaller(t.app);
  owner = await loginAsDemoOwner(t.app);
  accountId = await demoAccountId(t.db);
  const branchId = (await t.db.query<{ id: number }>('select min(id) as id from branches')).rows[0]!
    .id;
  single = await insertRentalUnit(t.db, { accountId, branchId, fleet: 1, forSale: true });
});
afterAll(() => t.close());

const contact = {
  jobsite_zip: '60601',
  name: 'Pat Customer',
  email: 'pat@customer.example',
  phone: '(312) 555-0100',
};
const quote = (range: { start_date: string; end_date?: string }, quantity = 1) =>
  call('POST', '/equipment/request-quote', {
    payload: { ...contact, equipment_id: single, listing: 'rent', quantity, ...range },
  });
const listQuote = (range: { start_date: string; end_date: string }) =>
  call('POST', '/equipment/request-quote', {
    payload: {
      ...contact,
      jobsite_address: '1200 W Fulton Market',
      items: [{ equipment_id: single, listing: 'rent', quantity: 1, ...range }],
    },
  });
const hold = (range: { start_date: string; end_date: string }) =>
  call('POST', `/account/${accountId}/bookings`, {
    as: owner,
    payload: { equipment_id: single, quantity: 1, ...range },
  });

/** The 422's errors, after checking it is one. */
const errorsOf = (response: Awaited<ReturnType<typeof quote>>) => {
  expectError(response, 422, 'validation_failed');
  return response.json<{ errors: Record<string, string[]> }>().errors;
};

const latestStart = daysFromToday(MAX_START_DAYS_AHEAD);
const TOO_FAR = `must be on or before ${latestStart} (at most ${MAX_START_DAYS_AHEAD} days ahead)`;
const TOO_LONG = `must be at most ${MAX_RENTAL_DAYS} days after the start date, both counted`;

describe('the issue’s probes answer 422 naming the field', () => {
  it('a single-unit quote from tomorrow to ten years later', async () => {
    const errors = errorsOf(
      await quote({ start_date: daysFromToday(1), end_date: daysFromToday(3653) }),
    );
    expect(errors).toEqual({ end_date: [TOO_LONG] });
  });

  it('a single-unit quote starting on 9999-12-01, with or without an end', async () => {
    expect(errorsOf(await quote({ start_date: '9999-12-01' }))).toEqual({ start_date: [TOO_FAR] });
    expect(errorsOf(await quote({ start_date: '9999-12-01', end_date: '9999-12-05' }))).toEqual({
      start_date: [TOO_FAR],
    });
  });

  it('a quote-list line in 9999', async () => {
    const errors = errorsOf(await listQuote({ start_date: '9999-12-01', end_date: '9999-12-05' }));
    expect(errors).toEqual({ 'items.0.start_date': [TOO_FAR] });
  });

  it('a staff hold in 9999', async () => {
    const errors = errorsOf(await hold({ start_date: '9999-12-01', end_date: '9999-12-05' }));
    expect(errors).toEqual({ start_date: [TOO_FAR] });
  });

  it('a single-unit quote for 99 units of a one-unit fleet (as the list path says)', async () => {
    const range = { start_date: daysFromToday(1), end_date: daysFromToday(2) };
    expect(errorsOf(await quote(range, 99))).toEqual({
      quantity: ['is more than the 1 unit of its fleet'],
    });
    const buy = await call('POST', '/equipment/request-quote', {
      payload: {
        ...contact,
        equipment_id: single,
        listing: 'buy',
        purchase_timeframe: 'immediately',
        quantity: 2,
      },
    });
    expect(errorsOf(buy)).toEqual({ quantity: ['is more than the 1 unit of its fleet'] });
  });
});

describe('the bounds themselves', () => {
  it('the last day a start may be, and the longest span, pass on every path', async () => {
    const longest = {
      start_date: latestStart,
      end_date: daysFromToday(MAX_START_DAYS_AHEAD + MAX_RENTAL_DAYS - 1),
    };
    for (const send of [quote, listQuote, hold]) {
      const response = await send(longest);
      expect(response.statusCode, response.body).toBe(201);
    }
    const dayAfter = { start_date: daysFromToday(MAX_START_DAYS_AHEAD + 1) };
    expect(errorsOf(await quote(dayAfter))).toEqual({
      start_date: [
        `must be on or before ${latestStart} (at most ${MAX_START_DAYS_AHEAD} days ahead)`,
      ],
    });
  });

  it('the contract states them where a client reads the fields', () => {
    const schemas = (loadDocument().document.components as { schemas: Record<string, Schema> })
      .schemas;
    const description = (schema: string, field: string) =>
      String(schemas[schema]!.properties![field]!.description);
    for (const schema of ['QuoteRequestInput', 'QuoteListItemInput', 'HoldInput']) {
      expect(description(schema, 'start_date')).toContain(`at most ${MAX_START_DAYS_AHEAD} days`);
      expect(description(schema, 'end_date')).toContain(`at most ${MAX_RENTAL_DAYS} days in all`);
    }
  });
});
