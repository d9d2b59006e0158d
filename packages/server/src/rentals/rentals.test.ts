import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedDays, daysFromToday } from '../bookings/booking-test-helpers';
import { expectError } from '../testing/accounts';
import { uniqueEmail, type TestSession } from '../testing/auth';
import { openDemoBranch, type DemoBranch } from '../testing/demo-branch';
import {
  bookingEnd,
  freeUnits,
  type Planner,
  type Rental,
  type RentalRequest,
} from './rental-test-helpers';

let t: DemoBranch;
beforeAll(async () => {
  t = await openDemoBranch();
});
afterAll(() => t.close());

/** A verified customer with one won rental of a new unit (fleet `fleet`) from day 3 to day 5. */
const rentalOfNewCustomer = (options: { fleet?: number; locale?: 'en' | 'es' } = {}) =>
  t.customerRental({ ...options, title: 'Rented lift' });

const rentalsOf = async (as: TestSession) => {
  const response = await t.call('GET', '/user/rentals', { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Rental[] }>().items;
};

const extend = (as: TestSession, rentalId: number, day: number) =>
  t.call('POST', `/user/rentals/${rentalId}/extension`, {
    as,
    payload: { end_date: daysFromToday(day) },
  });

const offRent = (as: TestSession, rentalId: number, day: number) =>
  t.call('POST', `/user/rentals/${rentalId}/off-rent`, {
    as,
    payload: {
      pickup_date: daysFromToday(day),
      site_contact_name: 'Sam Site',
      site_contact_phone: '(312) 555-0100',
      note: 'Gate 3',
    },
  });

const answer = (requestId: number, payload: object) =>
  t.call('POST', `/account/${t.accountId}/rental-requests/${requestId}`, { as: t.owner, payload });

describe('GET /user/rentals (listUserRentals)', () => {
  it('lists the bookings of won leads sent with the verified e-mail, upcoming, with jobsite and PO', async () => {
    const { renter, rentalId, reference, equipmentId } = await rentalOfNewCustomer();
    const items = await rentalsOf(renter);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: rentalId,
      lead_reference: reference,
      equipment: { id: equipmentId, title: 'Rented lift' },
      branch: { id: t.branchId },
      quantity: 1,
      start_date: daysFromToday(3),
      end_date: daysFromToday(5),
      jobsite: '9 Canal St',
      po_number: 'PO-7781',
      status: 'upcoming',
      agreement_url: null,
      requests: [],
    });
  });

  it('answers 401 without credentials', async () => {
    expect((await t.call('GET', '/user/rentals')).statusCode).toBe(401);
  });

  it('shows none to a customer whose e-mail is not verified, and answers 404 to their requests', async () => {
    const equipmentId = await t.unit({ title: 'Unverified' });
    const email = uniqueEmail('unverified');
    const unverified = await t.customer({ email, verified: false });
    const { rentalId } = await t.wonRental({
      equipmentId,
      email,
      from: 3,
      to: 5,
    });
    expect(await rentalsOf(unverified)).toEqual([]);
    expectError(await extend(unverified, rentalId, 7), 404, 'not_found');
    expectError(await offRent(unverified, rentalId, 4), 404, 'not_found');
  });

  it("never shows or changes another customer's rental (404 like a missing one)", async () => {
    const { rentalId } = await rentalOfNewCustomer();
    const other = await t.customer();
    expect(await rentalsOf(other)).toEqual([]);
    expectError(await extend(other, rentalId, 7), 404, 'not_found');
    expectError(await offRent(other, rentalId, 4), 404, 'not_found');
    expectError(await extend(other, 2_000_000_000, 7), 404, 'not_found');
    const { rows } = await t.db.query('select id from rental_requests where booking_id = $1', [
      rentalId,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('extensions', () => {
  it('are refused at once (409 naming the days) when the unit is booked then; nothing is stored', async () => {
    const { renter, rentalId, equipmentId } = await rentalOfNewCustomer();
    const hold = await t.call('POST', `/account/${t.accountId}/bookings`, {
      as: t.owner,
      payload: {
        equipment_id: equipmentId,
        quantity: 1,
        start_date: daysFromToday(7),
        end_date: daysFromToday(8),
      },
    });
    expect(hold.statusCode, hold.body).toBe(201);
    const refused = await extend(renter, rentalId, 8);
    expectError(refused, 409, 'conflict');
    expect(refused.json<{ message: string }>().message).toContain(
      `${daysFromToday(7)} – ${daysFromToday(8)}`,
    );
    // The days themselves, for the page to say in its language without reading the message.
    expect(refused.json<{ days: string[] }>().days).toEqual([daysFromToday(7), daysFromToday(8)]);
    expect((await rentalsOf(renter))[0]!.requests).toEqual([]);
    // In the customer's language: a Spanish page is answered in Spanish, with the same days.
    const spanish = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/rentals/${rentalId}/extension`,
      headers: { ...renter.authHeader, 'accept-language': 'es' },
      payload: { end_date: daysFromToday(8) },
    });
    expectError(spanish, 409, 'conflict');
    expect(spanish.json<{ message: string }>().message).toMatch(
      new RegExp(`no está libre el ${daysFromToday(7)} – ${daysFromToday(8)} .*No se cambió nada`),
    );
    // The free day before the hold can be asked for.
    expect((await extend(renter, rentalId, 6)).statusCode).toBe(201);
  });

  it('asks (pending), then the approval moves the end: the added days are taken in the catalog', async () => {
    const { renter, rentalId, equipmentId } = await rentalOfNewCustomer();
    const asked = await extend(renter, rentalId, 7);
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json<RentalRequest>();
    expect(request).toMatchObject({
      kind: 'extension',
      status: 'pending',
      number: null,
      end_date: daysFromToday(7),
      rental: { id: rentalId, end_date: daysFromToday(5) },
    });
    // The days are free, but one extension waits at a time (the database's unique index).
    const second = await extend(renter, rentalId, 8);
    expectError(second, 409, 'conflict');
    expect(second.json()).not.toHaveProperty('days');
    expect(second.json<{ message: string }>().message).toBe(
      'An extension of this rental is already waiting for the branch.',
    );
    expect(await freeUnits(t.call, equipmentId, 5, 8)).toEqual([0, 1, 1, 1]);

    const approved = await answer(request.id, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<RentalRequest>()).toMatchObject({
      status: 'approved',
      rental: { end_date: daysFromToday(7) },
    });
    expect(await bookingEnd(t.db, rentalId)).toBe(daysFromToday(7));
    expect(await freeUnits(t.call, equipmentId, 5, 8)).toEqual([0, 0, 0, 1]);
    expect((await rentalsOf(renter))[0]).toMatchObject({
      end_date: daysFromToday(7),
      requests: [{ id: request.id, status: 'approved' }],
    });
    // Approving again is no move of a pending request.
    expectError(await answer(request.id, { status: 'approved' }), 409, 'conflict');
  });

  it('answers 409 at approval when the days were taken meanwhile; nothing moves', async () => {
    const { renter, rentalId, equipmentId } = await rentalOfNewCustomer();
    const asked = (await extend(renter, rentalId, 7)).json<RentalRequest>();
    const hold = await t.call('POST', `/account/${t.accountId}/bookings`, {
      as: t.owner,
      payload: {
        equipment_id: equipmentId,
        quantity: 1,
        start_date: daysFromToday(7),
        end_date: daysFromToday(7),
      },
    });
    expect(hold.statusCode).toBe(201);
    const refused = await answer(asked.id, { status: 'approved' });
    expectError(refused, 409, 'conflict');
    expect(refused.json<{ days: string[] }>().days).toEqual([daysFromToday(7)]);
    expect(await bookingEnd(t.db, rentalId)).toBe(daysFromToday(5));
    expect(await bookedDays(t.db, equipmentId)).not.toHaveProperty(daysFromToday(6));
  });

  it('a refusal needs a reason, and mails the customer in the lead’s language', async () => {
    const { renter, rentalId } = await rentalOfNewCustomer({ locale: 'es' });
    const asked = (await extend(renter, rentalId, 7)).json<RentalRequest>();
    expectError(await answer(asked.id, { status: 'refused' }), 422, 'validation_failed');
    const refused = await answer(asked.id, { status: 'refused', reason: 'Reservada' });
    expect(refused.json<RentalRequest>()).toMatchObject({ status: 'refused', reason: 'Reservada' });
    const { rows } = await t.db.query<{ subject: string; text_body: string }>(
      `select subject, text_body from email_outbox where kind = 'rental-request' and to_address = $1
        order by id desc limit 1`,
      [renter.email],
    );
    expect(rows[0]!.subject).toContain('Rechazada');
    expect(rows[0]!.text_body).toContain('Motivo: Reservada');
  });
});

describe('call-offs', () => {
  it('get a CO number; the branch confirms, then marks it returned: the unit is free the next day', async () => {
    const { renter, rentalId, equipmentId } = await rentalOfNewCustomer();
    expectError(await offRent(renter, rentalId, -1), 422, 'validation_failed');
    const asked = await offRent(renter, rentalId, 4);
    expect(asked.statusCode, asked.body).toBe(201);
    const callOff = asked.json<RentalRequest>();
    expect(callOff.number).toMatch(/^CO-\d{4}-\d{6}$/);
    expect(callOff).toMatchObject({
      kind: 'off_rent',
      status: 'pending',
      pickup_date: daysFromToday(4),
    });
    expect((await rentalsOf(renter))[0]!.status).toBe('off_rent_requested');
    expectError(await offRent(renter, rentalId, 4), 409, 'conflict');
    expectError(await extend(renter, rentalId, 7), 409, 'conflict');
    expectError(await answer(callOff.id, { status: 'returned' }), 409, 'conflict');

    const confirmed = await answer(callOff.id, {
      status: 'confirmed',
      pickup_date: daysFromToday(5),
    });
    expect(confirmed.json<RentalRequest>()).toMatchObject({
      status: 'confirmed',
      pickup_date: daysFromToday(5),
    });
    expect(await freeUnits(t.call, equipmentId, 3, 6)).toEqual([0, 0, 0, 1]);
    const returned = await answer(callOff.id, { status: 'returned' });
    expect(returned.statusCode, returned.body).toBe(200);
    // Not started yet: the booking ends on its first day, the unit is free after it.
    expect(await bookingEnd(t.db, rentalId)).toBe(daysFromToday(3));
    expect(await freeUnits(t.call, equipmentId, 3, 6)).toEqual([0, 1, 1, 1]);
    expect((await rentalsOf(renter))[0]!.status).toBe('returned');
  });
});

describe('the branch side', () => {
  it('lists requests by kind and status (leads.view), 404 for another account’s request', async () => {
    const { renter, rentalId } = await rentalOfNewCustomer();
    const asked = (await extend(renter, rentalId, 7)).json<RentalRequest>();
    const page = await t.call(
      'GET',
      `/account/${t.accountId}/rental-requests?kind=extension&status=pending`,
      {
        as: t.owner,
      },
    );
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json<{ items: RentalRequest[]; meta: { total: number } }>();
    expect(body.items.map((item) => item.id)).toContain(asked.id);
    expect(body.items.every((item) => item.kind === 'extension' && item.status === 'pending')).toBe(
      true,
    );
    // A user managing their own (personal) account: the request is not of that account.
    const stranger = await t.customer();
    const { rows } = await t.db.query<{ account_id: number }>(
      'select account_id from account_users where user_id = $1',
      [stranger.user.id],
    );
    const foreign = await t.call(
      'POST',
      `/account/${rows[0]!.account_id}/rental-requests/${asked.id}`,
      { as: stranger, payload: { status: 'approved' } },
    );
    expectError(foreign, 404, 'not_found');
  });

  it('names the customer and finds requests by customer, unit, reference or call-off number', async () => {
    const { renter, rentalId } = await rentalOfNewCustomer();
    const extension = (await extend(renter, rentalId, 7)).json<RentalRequest>();
    expect(extension.rental.customer_name).toBe('Quinn Customer');
    const callOff = (await offRent(renter, rentalId, 4)).json<RentalRequest>();
    const search = async (q: string) => {
      const page = await t.call(
        'GET',
        `/account/${t.accountId}/rental-requests?q=${encodeURIComponent(q)}&per_page=100`,
        { as: t.owner },
      );
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json<{ items: RentalRequest[]; meta: { total: number } }>();
      expect(body.meta.total).toBe(body.items.length);
      return body.items.map((item) => item.id).sort((a, b) => a - b);
    };
    const both = [extension.id, callOff.id].sort((a, b) => a - b);
    expect(await search(extension.rental.lead_reference)).toEqual(both);
    expect(await search(extension.rental.lead_reference.toLowerCase())).toEqual(both);
    expect(await search(callOff.number!)).toEqual([callOff.id]);
    expect(await search('quinn cust')).toEqual(expect.arrayContaining(both));
    expect(await search(extension.rental.equipment.title)).toEqual(expect.arrayContaining(both));
    // Taken literally: a % matches only a %, and a text of nobody matches nothing.
    expect(await search('%')).toEqual([]);
    expect(await search('Nobody By This Name')).toEqual([]);
    const tooLong = await t.call(
      'GET',
      `/account/${t.accountId}/rental-requests?q=${'x'.repeat(101)}`,
      { as: t.owner },
    );
    expectError(tooLong, 422, 'validation_failed');
  });

  it('the planner answers units with their bars in one call; more than 62 days is a 422', async () => {
    const { renter, rentalId, equipmentId } = await rentalOfNewCustomer({ fleet: 2 });
    const asked = (await extend(renter, rentalId, 7)).json<RentalRequest>();
    const from = daysFromToday(0);
    const response = await t.call(
      'GET',
      `/account/${t.accountId}/planner?from=${from}&to=${daysFromToday(13)}&branch_id=${t.branchId}`,
      { as: t.owner },
    );
    expect(response.statusCode, response.body).toBe(200);
    const planner = response.json<Planner>();
    const unit = planner.units.find((u) => u.id === equipmentId)!;
    expect(unit.fleet).toBe(2);
    expect(unit.bars).toEqual([
      expect.objectContaining({
        kind: 'lead',
        booking_id: rentalId,
        start_date: daysFromToday(3),
        end_date: daysFromToday(5),
      }),
      expect.objectContaining({
        kind: 'extension',
        request_id: asked.id,
        start_date: daysFromToday(6),
        end_date: daysFromToday(7),
      }),
    ]);
    const tooLong = await t.call(
      'GET',
      `/account/${t.accountId}/planner?from=${from}&to=${daysFromToday(62)}`,
      { as: t.owner },
    );
    expectError(tooLong, 422, 'validation_failed');
  });
});

describe('webhooks', () => {
  it('queues each rental event for an endpoint that wants it, with the request as data', async () => {
    await t.db.query(
      `insert into webhook_endpoints (account_id, url, events, secret)
       values ($1, 'https://localhost/rental-events', $2, $3)`,
      [
        t.accountId,
        [
          'rental.extension_requested',
          'rental.extended',
          'rental.off_rent_requested',
          'rental.returned',
          'service.requested',
        ],
        `whsec_${'R'.repeat(43)}`,
      ],
    );
    const { renter, rentalId } = await rentalOfNewCustomer();
    const asked = (await extend(renter, rentalId, 7)).json<RentalRequest>();
    expect((await answer(asked.id, { status: 'approved' })).statusCode).toBe(200);
    const callOff = (await offRent(renter, rentalId, 4)).json<RentalRequest>();
    expect((await answer(callOff.id, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await answer(callOff.id, { status: 'returned' })).statusCode).toBe(200);
    const { rows } = await t.db.query<{ type: string; body: { data: RentalRequest } }>(
      `select type, body::jsonb as body from webhook_events where account_id = $1 and type like 'rental.%'
        order by created_at, id`,
      [t.accountId],
    );
    const ours = rows.filter((row) => row.body.data.rental.id === rentalId);
    expect(ours.map((row) => [row.type, row.body.data.status])).toEqual([
      ['rental.extension_requested', 'pending'],
      ['rental.extended', 'approved'],
      ['rental.off_rent_requested', 'pending'],
      ['rental.returned', 'returned'],
    ]);
  });
});
