import type { components } from '@liftline/sdk/schema';
import { expect } from 'vitest';
import { daysFromToday, type EquipmentAvailability } from '../bookings/booking-test-helpers';
import type { Queryable } from '../db/database';
import type { apiCaller } from '../testing/accounts';
import { registerAndLogin, uniqueEmail, type TestSession } from '../testing/auth';
import { mailedToken } from '../testing/mail';
import type { Injectable } from '../testing/auth';

type Schemas = components['schemas'];
export type Rental = Schemas['Rental'];
export type RentalRequest = Schemas['RentalRequest'];
export type Planner = Schemas['Planner'];
type Call = ReturnType<typeof apiCaller>;

/** A customer who registered with `email` and verified it (unless `verified` is false). */
export async function customer(
  app: Injectable,
  db: Queryable,
  { email = uniqueEmail('renter'), verified = true }: { email?: string; verified?: boolean } = {},
): Promise<TestSession> {
  const session = await registerAndLogin(app, { name: 'Rita Renter', email });
  if (verified) {
    const token = await mailedToken(db, session.email, 'verify-email');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/verify-email',
      payload: { token },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return session;
}

/**
 * A won quote list of one rent line (`quantity` units of `equipmentId` from day `from` to day
 * `to` from today) sent with `email`: answers the rental's (booking's) id and the lead reference.
 */
export async function wonRental(
  call: Call,
  db: Queryable,
  owner: TestSession,
  accountId: number,
  {
    equipmentId,
    email,
    from,
    to,
    quantity = 1,
    locale,
  }: {
    equipmentId: number;
    email: string;
    from: number;
    to: number;
    quantity?: number;
    locale?: 'en' | 'es';
  },
): Promise<{ rentalId: number; reference: string }> {
  const sent = await call('POST', '/equipment/request-quote', {
    payload: {
      items: [
        {
          equipment_id: equipmentId,
          mode: 'rent',
          quantity,
          start_date: daysFromToday(from),
          end_date: daysFromToday(to),
        },
      ],
      jobsite_address: '9 Canal St',
      jobsite_zip: '60606',
      po_number: 'PO-7781',
      name: 'Rita Renter',
      email,
      phone: '(312) 555-0177',
      ...(locale ? { locale } : {}),
    },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const { reference } = sent.json<{ reference: string }>();
  const won = await call('POST', `/account/${accountId}/leads/${reference}`, {
    as: owner,
    payload: { status: 'won' },
  });
  expect(won.statusCode, won.body).toBe(200);
  const { rows } = await db.query<{ id: number }>(
    `select b.id from equipment_bookings b
       join quote_request_lines l on l.id = b.quote_line_id
       join quote_requests q on q.id = l.quote_request_id
      where q.reference = $1`,
    [reference],
  );
  expect(rows).toHaveLength(1);
  return { rentalId: rows[0]!.id, reference };
}

/** The units free per day of a unit from day `from` to day `to` from today (the catalog's answer). */
export async function freeUnits(call: Call, equipmentId: number, from: number, to: number) {
  const response = await call(
    'GET',
    `/equipment/${equipmentId}/availability?from=${daysFromToday(from)}&to=${daysFromToday(to)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EquipmentAvailability>().days.map((day) => day.available);
}

/** The last day of a booking, `YYYY-MM-DD`. */
export async function bookingEnd(db: Queryable, bookingId: number): Promise<string> {
  const { rows } = await db.query<{ end_date: string }>(
    `select to_char(end_date, 'YYYY-MM-DD') as end_date from equipment_bookings where id = $1`,
    [bookingId],
  );
  return rows[0]!.end_date;
}
