import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, insertRentalUnit } from '../bookings/booking-test-helpers';
import { apiCaller, expectError } from '../testing/accounts';
import { createTestApp } from '../testing/test-app';

/**
 * A quote list's line says rent or buy with `listing`, the single-unit body's name (issue 33 item
 * 14); `mode`, its former name, is still accepted in its place (deprecated).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let rentOnly: number;

beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { formSubmissionsPerHour: 1000 } });
  call = apiCaller(t.app);
  rentOnly = await insertRentalUnit(t.db, { accountId: null, branchId: null, fleet: 2 });
});
afterAll(() => t.close());

const dates = { start_date: daysFromToday(2), end_date: daysFromToday(8) };
const send = (line: Record<string, unknown>) =>
  call('POST', '/equipment/request-quote', {
    payload: {
      items: [{ equipment_id: rentOnly, quantity: 1, ...dates, ...line }],
      jobsite_address: '1200 W Fulton Market',
      jobsite_zip: '60607',
      name: 'Robin Foreman',
      email: 'robin@builders.example',
      phone: '(312) 555-0188',
    },
  });
const errorsOf = (response: Awaited<ReturnType<typeof send>>) => {
  expectError(response, 422, 'validation_failed');
  return response.json<{ errors: Record<string, string[]> }>().errors;
};

describe('a quote list line’s listing', () => {
  it('is taken as `listing`, as `mode` (deprecated), or as both when they agree', async () => {
    for (const line of [{ listing: 'rent' }, { mode: 'rent' }, { listing: 'rent', mode: 'rent' }]) {
      const response = await send(line);
      expect(response.statusCode, response.body).toBe(201);
      const receipt = response.json<{ lines: { mode: string; start_date: string }[] }>();
      expect(receipt.lines[0]).toMatchObject({ mode: 'rent', start_date: dates.start_date });
    }
  });

  it('is required (under its documented name), and both names must agree', async () => {
    expect(errorsOf(await send({}))).toEqual({ 'items.0.listing': ['is required'] });
    expect(errorsOf(await send({ listing: 'rent', mode: 'buy' }))).toEqual({
      'items.0.mode': ['must be the same as listing (its new name): send listing only'],
    });
  });

  it('is reported under the name the line used', async () => {
    expect(errorsOf(await send({ listing: 'buy' }))).toEqual({
      'items.0.listing': ['This unit is not offered for sale.'],
    });
    expect(errorsOf(await send({ mode: 'buy' }))).toEqual({
      'items.0.mode': ['This unit is not offered for sale.'],
    });
  });
});
