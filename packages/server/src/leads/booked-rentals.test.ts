import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingRepository } from '../bookings/booking-repository';
import { daysFromToday, insertRentalUnit } from '../bookings/booking-test-helpers';
import { demoAccountId } from '../products/product-test-helpers';
import { apiCaller, expectError } from '../testing/accounts';
import { createTestApp } from '../testing/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
/** A scissor lift with a fleet of 2, both held on days 8 and 9 from today, one held on day 12. */
let lift: number;
/** Another unit, free every day. */
let free: number;

beforeAll(async () => {
  t = await createTestApp({ config: { formSubmissionsPerHour: 1000 } });
  call = apiCaller(t.app);
  const accountId = await demoAccountId(t.db);
  const { rows } = await t.db.query<{ id: number }>(
    "select id from branches where city = 'Chicago'",
  );
  const branchId = rows[0]!.id;
  lift = await insertRentalUnit(t.db, { accountId, branchId, fleet: 2, title: 'Held lift' });
  free = await insertRentalUnit(t.db, { accountId, branchId, fleet: 1, title: 'Free lift' });
  const bookings = createBookingRepository(t.db);
  const hold = (quantity: number, from: number, to: number) =>
    bookings.insert({
      equipmentId: lift,
      source: 'hold',
      quantity,
      startDate: daysFromToday(from),
      endDate: daysFromToday(to),
      createdBy: null,
    });
  await hold(2, 8, 9);
  await hold(1, 12, 12);
});
afterAll(() => t.close());

const contact = {
  jobsite_zip: '60607',
  name: 'Robin Foreman',
  email: 'robin@builders.example',
  phone: '(312) 555-0188',
};
const rent = (equipment_id: number, quantity: number, from: number, to: number) => ({
  equipment_id,
  mode: 'rent' as const,
  quantity,
  start_date: daysFromToday(from),
  end_date: daysFromToday(to),
});
const list = (items: object[], extra: object = {}) => ({
  items,
  jobsite_address: '1200 W Fulton Market',
  ...contact,
  ...extra,
});
const post = (payload: object) => call('POST', '/equipment/request-quote', { payload });

async function stored() {
  const { rows } = await t.db.query<{ leads: number; lines: number; mails: number }>(
    `select (select count(*)::int from quote_requests) as leads,
            (select count(*)::int from quote_request_lines) as lines,
            (select count(*)::int from email_outbox) as mails`,
  );
  return rows[0]!;
}

describe('POST /equipment/request-quote: a rental whose units are taken', () => {
  it('refuses a quote list line on held days with 422 naming the line and the days, and stores nothing', async () => {
    const before = await stored();
    const days = `${daysFromToday(8)} – ${daysFromToday(9)}`;
    const response = await post(list([rent(free, 1, 7, 9), rent(lift, 1, 7, 9)]));
    expectError(response, 422, 'validation_failed');
    expect(response.json().errors).toEqual({
      'items.1.start_date': [`The unit is not free on ${days} (held or booked): pick other dates.`],
    });
    // Two units where one is free on day 12: the days of both runs, each line its own message.
    const two = await post(list([rent(lift, 2, 8, 12), rent(lift, 1, 12, 12)]));
    expect(two.json().errors).toEqual({
      'items.0.start_date': [
        `2 units are not free on ${days}, ${daysFromToday(12)} (held or booked): pick other dates or fewer units.`,
      ],
    });
    expect(await stored()).toEqual(before);
  });

  it('says it in the language of the request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/equipment/request-quote',
      headers: { 'accept-language': 'es' },
      payload: list([rent(lift, 1, 9, 10)], { locale: 'es' }),
    });
    expect(response.json().errors).toEqual({
      'items.0.start_date': [
        `La unidad no está libre el ${daysFromToday(9)} (reservada o apartada): elija otras fechas.`,
      ],
    });
  });

  it('refuses the single-unit body on held days too (field start_date)', async () => {
    const before = await stored();
    const response = await post({
      equipment_id: lift,
      listing: 'rent',
      start_date: daysFromToday(9),
      end_date: daysFromToday(9),
      quantity: 1,
      ...contact,
    });
    expectError(response, 422, 'validation_failed');
    expect(response.json().errors).toEqual({
      start_date: [
        `The unit is not free on ${daysFromToday(9)} (held or booked): pick other dates.`,
      ],
    });
    expect(await stored()).toEqual(before);
  });

  it('takes the same unit on days with enough units free', async () => {
    const before = await stored();
    const response = await post(list([rent(lift, 2, 10, 11), rent(lift, 1, 12, 13)]));
    expect(response.statusCode, response.body).toBe(201);
    expect((await stored()).leads).toBe(before.leads + 1);
  });
});
