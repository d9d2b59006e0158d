import type { components } from '@liftline/sdk/schema';
import { expect } from 'vitest';
import { daysFromToday, type EquipmentAvailability } from '../bookings/booking-test-helpers';
import type { Queryable } from '../db/database';
import type { apiCaller } from '../testing/accounts';

type Schemas = components['schemas'];
export type Rental = Schemas['Rental'];
export type RentalRequest = Schemas['RentalRequest'];
export type Planner = Schemas['Planner'];
type Call = ReturnType<typeof apiCaller>;

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
