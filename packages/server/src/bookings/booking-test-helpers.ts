import type { components } from '@liftline/sdk/schema';
import type { Queryable } from '../db/database';

export type Booking = components['schemas']['Booking'];
export type EquipmentAvailability = components['schemas']['EquipmentAvailability'];

/** `YYYY-MM-DD`, `days` from today (UTC). */
export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let unitCounter = 0;

export interface RentalUnitFixture {
  accountId: number | null;
  branchId: number | null;
  fleet?: number;
  title?: string;
  status?: 'draft' | 'published' | 'archived';
  forRent?: boolean;
  forSale?: boolean;
  /** daily, weekly, monthly (USD); null: rates on request. */
  rates?: [number, number, number] | null;
}

/** A rental unit straight in the database (as the admin API would write it); answers its id. */
export async function insertRentalUnit(db: Queryable, fixture: RentalUnitFixture): Promise<number> {
  const rates = fixture.rates === undefined ? [210, 1150, 3400] : fixture.rates;
  const { rows } = await db.query<{ id: number }>(
    `insert into products (stock_number, title, category, make, model, year, condition, for_rent,
       for_sale, sale_price, rental_daily, rental_weekly, rental_monthly, branch_id, account_id,
       status, description, specs, fleet_quantity)
     values ($1, $2, 'aerial-work-platforms', 'Genie', 'GS-1930', 2023, 'used', $3, $4, 18500,
       $5, $6, $7, $8, $9, $10, 'A rental unit of the tests.', '[]', $11)
     returning id`,
    [
      `RENT-${process.pid}-${++unitCounter}`,
      fixture.title ?? `Test scissor lift ${unitCounter}`,
      fixture.forRent ?? true,
      fixture.forSale ?? false,
      rates?.[0] ?? null,
      rates?.[1] ?? null,
      rates?.[2] ?? null,
      fixture.branchId,
      fixture.accountId,
      fixture.status ?? 'published',
      fixture.fleet ?? 1,
    ],
  );
  return rows[0]!.id;
}

/** The units booked per day of a unit (only days that were ever booked), `YYYY-MM-DD` → units. */
export async function bookedDays(db: Queryable, equipmentId: number) {
  const { rows } = await db.query<{ day: string; booked: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, booked from equipment_booked_days
      where equipment_id = $1 and booked > 0 order by day`,
    [equipmentId],
  );
  return Object.fromEntries(rows.map((row) => [row.day, row.booked]));
}
