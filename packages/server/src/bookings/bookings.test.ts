import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountId, memberOf } from '../products/product-test-helpers';
import { apiCaller, expectError } from '../testing/accounts';
import { loginAsDemoOwner, registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { demoFleetQuantity, equipment } from '../seed/equipment';
import {
  bookedDays,
  daysFromToday,
  insertRentalUnit,
  type Booking,
  type EquipmentAvailability,
} from './booking-test-helpers';
import { isOverbooked } from './booking-repository';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let owner: TestSession;
let accountId: number;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  owner = await loginAsDemoOwner(t.app);
  accountId = await demoAccountId(t.db);
  branchId = (await t.db.query<{ id: number }>('select min(id) as id from branches')).rows[0]!.id;
});
afterAll(() => t.close());

const availability = (id: number, from: string, to: string, headers = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/equipment/${id}/availability?from=${from}&to=${to}`,
    headers,
  });

const hold = (payload: object, as: TestSession = owner) =>
  call('POST', `/account/${accountId}/bookings`, { as, payload });

describe('fleet quantities', () => {
  it('are 1 unless set, and the demo units have realistic ones (1–5, more than 1 for many rentals)', async () => {
    const { rows } = await t.db.query<{ fleet: number; for_rent: boolean }>(
      `select fleet_quantity as fleet, for_rent from products`,
    );
    expect(rows.every((row) => row.fleet >= 1 && row.fleet <= 5)).toBe(true);
    expect(rows.filter((row) => !row.for_rent).every((row) => row.fleet === 1)).toBe(true);
    const rentalFleets = rows.filter((row) => row.for_rent).map((row) => row.fleet);
    expect(new Set(rentalFleets).size).toBeGreaterThanOrEqual(4);
    expect(rentalFleets.filter((fleet) => fleet > 1).length).toBeGreaterThan(50);
    // The seed's numbers are a function of the unit (stable across seeds).
    expect(equipment.map(demoFleetQuantity)).toEqual(equipment.map(demoFleetQuantity));
    const { rows: inserted } = await t.db.query<{ fleet: number }>(
      `insert into products (stock_number, title, category, make, model, year, condition, for_rent,
         for_sale, status, description, specs)
       values ('FLEET-DEFAULT', 'Default fleet', 'rail-cars', 'Trinity', 'Tank', 2020, 'used', true,
         false, 'draft', '', '[]') returning fleet_quantity as fleet`,
    );
    expect(inserted[0]!.fleet).toBe(1);
  });
});

describe('GET /equipment/{id}/availability', () => {
  it('answers every day of the range with the free units of the fleet, cacheable', async () => {
    const id = await insertRentalUnit(t.db, { accountId, branchId, fleet: 3 });
    const from = daysFromToday(2);
    const to = daysFromToday(11);
    const response = await availability(id, from, to);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<EquipmentAvailability>();
    expect(body).toMatchObject({ equipment_id: id, fleet: 3, from, to });
    expect(body.days).toHaveLength(10);
    expect(body.days[0]).toEqual({ date: from, available: 3, fleet: 3 });
    expect(body.days.at(-1)!.date).toBe(to);
    expect(body.days.every((day) => day.available === 3)).toBe(true);
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['cache-control']).toContain('public');

    const again = await availability(id, from, to, { 'if-none-match': response.headers.etag });
    expect(again.statusCode).toBe(304);
  });

  it('counts holds on their days only, and a booking changes the ETag', async () => {
    const id = await insertRentalUnit(t.db, { accountId, branchId, fleet: 3 });
    const from = daysFromToday(2);
    const to = daysFromToday(8);
    const before = await availability(id, from, to);
    const held = await hold({
      equipment_id: id,
      quantity: 2,
      start_date: daysFromToday(4),
      end_date: daysFromToday(5),
      note: 'Customer is signing on Friday',
    });
    expect(held.statusCode, held.body).toBe(201);
    const after = await availability(id, from, to, { 'if-none-match': before.headers.etag });
    expect(after.statusCode).toBe(200);
    expect(after.json<EquipmentAvailability>().days.map((day) => day.available)).toEqual([
      3, 3, 1, 1, 3, 3, 3,
    ]);
  });

  it('answers 404 for unknown, draft and archived units', async () => {
    const draft = await insertRentalUnit(t.db, { accountId, branchId, status: 'draft' });
    const archived = await insertRentalUnit(t.db, { accountId, branchId, status: 'archived' });
    for (const id of [draft, archived, 2_000_000_000]) {
      expectError(await availability(id, daysFromToday(1), daysFromToday(2)), 404, 'not_found');
    }
  });

  it('answers 422 naming the parameter: to before from, more than 180 days, a missing or malformed day', async () => {
    const id = await insertRentalUnit(t.db, { accountId, branchId });
    const cases: [string, string][] = [
      [`from=${daysFromToday(5)}&to=${daysFromToday(4)}`, 'to'],
      [`from=${daysFromToday(0)}&to=${daysFromToday(180)}`, 'to'],
      [`to=${daysFromToday(4)}`, 'from'],
      [`from=${daysFromToday(4)}`, 'to'],
      [`from=2026-02-30&to=2026-03-02`, 'from'],
      [`from=0000-01-01&to=0000-01-02`, 'from'],
    ];
    for (const [query, field] of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/equipment/${id}/availability?${query}`,
      });
      expectError(response, 422, 'validation_failed');
      expect(Object.keys(response.json().errors), query).toContain(field);
    }
    // 180 days exactly is fine (both ends counted).
    const longest = await availability(id, daysFromToday(0), daysFromToday(179));
    expect(longest.statusCode).toBe(200);
    expect(longest.json<EquipmentAvailability>().days).toHaveLength(180);
  });
});

describe('holds (POST/GET /account/{id}/bookings, DELETE /account/{id}/bookings/{bookingId})', () => {
  it('holds units, lists them and releases them', async () => {
    const id = await insertRentalUnit(t.db, { accountId, branchId, fleet: 2, title: 'Held lift' });
    const input = {
      equipment_id: id,
      quantity: 1,
      start_date: daysFromToday(10),
      end_date: daysFromToday(12),
      note: '  For the Johnson job  ',
    };
    const created = await hold(input);
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json<Booking>();
    expect(booking).toEqual({
      id: expect.any(Number),
      source: 'hold',
      equipment: { id, title: 'Held lift' },
      quantity: 1,
      start_date: input.start_date,
      end_date: input.end_date,
      note: 'For the Johnson job',
      lead_reference: null,
      created_by: { id: owner.user.id, name: owner.user.name },
      created_at: expect.any(String),
    });
    expect(await bookedDays(t.db, id)).toEqual({
      [daysFromToday(10)]: 1,
      [daysFromToday(11)]: 1,
      [daysFromToday(12)]: 1,
    });

    const listed = await call('GET', `/account/${accountId}/bookings?equipment_id=${id}`, {
      as: owner,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      items: [booking],
      meta: { page: 1, per_page: 20, total: 1, total_pages: 1 },
    });
    // Bookings that ended before `from` are not listed.
    const later = await call(
      'GET',
      `/account/${accountId}/bookings?equipment_id=${id}&from=${daysFromToday(13)}`,
      { as: owner },
    );
    expect(later.json().items).toEqual([]);

    const released = await call('DELETE', `/account/${accountId}/bookings/${booking.id}`, {
      as: owner,
    });
    expect(released.statusCode, released.body).toBe(204);
    expect(await bookedDays(t.db, id)).toEqual({});
    const gone = await call('DELETE', `/account/${accountId}/bookings/${booking.id}`, {
      as: owner,
    });
    expectError(gone, 404, 'not_found');
  });

  it('answers 409 when a day has too few units left, and holds nothing', async () => {
    const id = await insertRentalUnit(t.db, { accountId, branchId, fleet: 3 });
    const first = await hold({
      equipment_id: id,
      quantity: 2,
      start_date: daysFromToday(5),
      end_date: daysFromToday(9),
    });
    expect(first.statusCode).toBe(201);
    // 2 more overlap on day 9 only: refused as a whole.
    const second = await hold({
      equipment_id: id,
      quantity: 2,
      start_date: daysFromToday(9),
      end_date: daysFromToday(20),
    });
    expectError(second, 409, 'conflict');
    expect(second.json().message).toContain('not free on every day');
    expect(await bookedDays(t.db, id)).toEqual(
      Object.fromEntries([5, 6, 7, 8, 9].map((day) => [daysFromToday(day), 2])),
    );
    // The last unit still fits, and the days around are free for 2.
    expect(
      (
        await hold({
          equipment_id: id,
          quantity: 1,
          start_date: daysFromToday(9),
          end_date: daysFromToday(9),
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await hold({
          equipment_id: id,
          quantity: 2,
          start_date: daysFromToday(10),
          end_date: daysFromToday(20),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('answers 422 naming the field', async () => {
    const id = await insertRentalUnit(t.db, { accountId, branchId, fleet: 2 });
    const other = await registerAndLogin(t.app, { name: 'Other Dealer' });
    const foreign = await insertRentalUnit(t.db, {
      accountId: other.user.current_account.id,
      branchId,
    });
    const archived = await insertRentalUnit(t.db, { accountId, branchId, status: 'archived' });
    const valid = {
      equipment_id: id,
      quantity: 1,
      start_date: daysFromToday(1),
      end_date: daysFromToday(2),
    };
    const cases: [object, string][] = [
      [{ equipment_id: foreign }, 'equipment_id'],
      [{ equipment_id: archived }, 'equipment_id'],
      [{ equipment_id: 2_000_000_000 }, 'equipment_id'],
      [{ quantity: 3 }, 'quantity'],
      [{ quantity: 0 }, 'quantity'],
      [{ start_date: daysFromToday(-1) }, 'start_date'],
      [{ end_date: daysFromToday(0) }, 'end_date'],
      [{ end_date: daysFromToday(366) }, 'end_date'],
      [{ start_date: 'tomorrow' }, 'start_date'],
    ];
    for (const [override, field] of cases) {
      const response = await hold({ ...valid, ...override });
      expectError(response, 422, 'validation_failed');
      expect(Object.keys(response.json().errors), JSON.stringify(override)).toEqual([field]);
    }
    // 365 days, both counted, is the longest hold.
    const longest = await hold({ ...valid, end_date: daysFromToday(365) });
    expect(longest.statusCode, longest.body).toBe(201);
    expect(await bookedDays(t.db, foreign)).toEqual({});
  });

  it('needs leads.manage to hold and release, leads.view to list', async () => {
    const id = await insertRentalUnit(t.db, { accountId, branchId });
    const viewerRole = await t.db.query<{ id: number }>(
      `insert into roles (account_id, name, description, is_system, permission_names)
       values ($1, 'Lead viewer', '', false, array['leads.view']) returning id`,
      [accountId],
    );
    expect(viewerRole.rows[0]!.id).toBeGreaterThan(0);
    const viewer = await memberOf(t.app, t.db, accountId, 'Lead viewer');
    const refused = await hold(
      { equipment_id: id, quantity: 1, start_date: daysFromToday(1), end_date: daysFromToday(1) },
      viewer,
    );
    expectError(refused, 403, 'forbidden');
    const listed = await call('GET', `/account/${accountId}/bookings`, { as: viewer });
    expect(listed.statusCode).toBe(200);
    expect(await bookedDays(t.db, id)).toEqual({});
  });
});

describe('the database keeps every day within the fleet', () => {
  const insertBooking = (
    db: Pick<typeof t.db, 'query'>,
    equipmentId: number,
    quantity: number,
    from: number,
    to: number,
  ) =>
    db.query(
      `insert into equipment_bookings (equipment_id, source, quantity, start_date, end_date)
       values ($1, 'hold', $2, $3, $4)`,
      [equipmentId, quantity, daysFromToday(from), daysFromToday(to)],
    );

  it('refuses a booking past the fleet on any day, whoever writes it (no application check)', async () => {
    const id = await insertRentalUnit(t.db, { accountId, branchId, fleet: 2 });
    await insertBooking(t.db, id, 1, 1, 3);
    await insertBooking(t.db, id, 1, 3, 5);
    const error = await insertBooking(t.db, id, 1, 3, 3).catch((caught: unknown) => caught);
    expect(isOverbooked(error)).toBe(true);
    expect(await bookedDays(t.db, id)).toEqual({
      [daysFromToday(1)]: 1,
      [daysFromToday(2)]: 1,
      [daysFromToday(3)]: 2,
      [daysFromToday(4)]: 1,
      [daysFromToday(5)]: 1,
    });
  });

  it('never changes what a booking takes in place; its creator may be deleted', async () => {
    const id = await insertRentalUnit(t.db, { accountId, branchId, fleet: 2 });
    const staff = await memberOf(t.app, t.db, accountId, 'Sales');
    const created = await hold(
      { equipment_id: id, quantity: 1, start_date: daysFromToday(3), end_date: daysFromToday(4) },
      staff,
    );
    const bookingId = created.json<Booking>().id;
    const moved = await t.db
      .query('update equipment_bookings set quantity = 2 where id = $1', [bookingId])
      .catch((caught: unknown) => caught);
    expect(moved).toBeInstanceOf(Error);
    expect(await bookedDays(t.db, id)).toEqual({ [daysFromToday(3)]: 1, [daysFromToday(4)]: 1 });
    await t.db.query('delete from account_users where user_id = $1', [staff.user.id]);
    await t.db.query('delete from users where id = $1', [staff.user.id]);
    const { rows } = await t.db.query<{ created_by_user_id: number | null }>(
      'select created_by_user_id from equipment_bookings where id = $1',
      [bookingId],
    );
    expect(rows).toEqual([{ created_by_user_id: null }]);
  });

  it('refuses a fleet smaller than what is booked from today on; a larger one frees units', async () => {
    const id = await insertRentalUnit(t.db, { accountId, branchId, fleet: 3 });
    await insertBooking(t.db, id, 3, 4, 6);
    const smaller = await t.db
      .query('update products set fleet_quantity = 2 where id = $1', [id])
      .catch((caught: unknown) => caught);
    expect(isOverbooked(smaller)).toBe(true);
    await t.db.query('update products set fleet_quantity = 4 where id = $1', [id]);
    await insertBooking(t.db, id, 1, 5, 5);
    const response = await availability(id, daysFromToday(4), daysFromToday(6));
    expect(response.json<EquipmentAvailability>().days.map((day) => day.available)).toEqual([
      1, 0, 1,
    ]);
  });

  it('takes the fleet through the products API, and answers 409 for one below what is booked', async () => {
    const created = await call('POST', '/products', {
      as: owner,
      payload: {
        stock_number: `FLEET-${Date.now()}`,
        title: 'Fleet of lifts',
        category: 'aerial-work-platforms',
        make: 'Genie',
        model: 'GS-2032',
        year: 2022,
        condition: 'used',
        for_rent: true,
        for_sale: false,
        fleet_quantity: 4,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<{ id: number; fleet_quantity: number }>();
    expect(product.fleet_quantity).toBe(4);
    await insertBooking(t.db, product.id, 3, 2, 3);
    const smaller = await call('POST', `/products/${product.id}`, {
      as: owner,
      payload: { fleet_quantity: 2 },
    });
    // A 409 naming the field it is about, for a form to show the message by the fleet input.
    expect(smaller.statusCode, smaller.body).toBe(409);
    const conflict = smaller.json<{ message: string; slug: string; errors: unknown }>();
    expect(conflict.slug).toBe('conflict');
    expect(conflict.errors).toEqual({ fleet_quantity: [conflict.message] });
    expect(Object.keys(conflict).sort()).toEqual(['errors', 'message', 'slug']);
    const enough = await call('POST', `/products/${product.id}`, {
      as: owner,
      payload: { fleet_quantity: 3 },
    });
    expect(enough.json<{ fleet_quantity: number }>().fleet_quantity).toBe(3);
    const invalid = await call('POST', `/products/${product.id}`, {
      as: owner,
      payload: { fleet_quantity: 0 },
    });
    expectError(invalid, 422, 'validation_failed');
    expect(Object.keys(invalid.json().errors)).toEqual(['fleet_quantity']);
  });

  it('lets two transactions booking the last unit for the same days not both succeed', async () => {
    // On PostgreSQL (TEST_DATABASE_URL) the two transactions really overlap: the second waits for
    // the first's locks while the first sleeps, then finds the unit taken. PGlite has one
    // connection and runs them one after the other; the outcome must be the same.
    const id = await insertRentalUnit(t.db, { accountId, branchId, fleet: 1 });
    const attempt = (pause: number) =>
      t.db.transaction(async (tx) => {
        await insertBooking(tx, id, 1, 20, 24);
        await new Promise((resolve) => setTimeout(resolve, pause));
        return 'booked';
      });
    const outcomes = await Promise.allSettled([attempt(300), attempt(0)]);
    const booked = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(isOverbooked((refused[0] as PromiseRejectedResult).reason)).toBe(true);
    expect(Object.values(await bookedDays(t.db, id))).toEqual([1, 1, 1, 1, 1]);
  });

  it('lets exactly one of 8 simultaneous holds of the last unit through (the rest 409)', async () => {
    const id = await insertRentalUnit(t.db, { accountId, branchId, fleet: 2 });
    await insertBooking(t.db, id, 1, 30, 40);
    const staff = await Promise.all(
      Array.from({ length: 3 }, () => memberOf(t.app, t.db, accountId, 'Sales')),
    );
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        hold(
          {
            equipment_id: id,
            quantity: 1,
            start_date: daysFromToday(35 + (index % 3)),
            end_date: daysFromToday(38),
          },
          staff[index % staff.length],
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses, responses.map((r) => r.body).join('\n')).toEqual([
      201, 409, 409, 409, 409, 409, 409, 409,
    ]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expectError(response, 409, 'conflict');
    }
    const days = await bookedDays(t.db, id);
    expect(Math.max(...Object.values(days))).toBe(2);
    console.log(
      `[bookings] 8 simultaneous holds of the last unit on ${t.db.kind}: ${JSON.stringify(statuses)}`,
    );
  });
});
