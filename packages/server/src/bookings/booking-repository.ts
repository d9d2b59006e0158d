import type { components } from '@liftline/sdk/schema';
import { limitOffset, type PageRequest } from '../accounts/pagination';
import { MAX_INT4, PUBLISHED } from '../catalog/equipment-query';
import type { Queryable } from '../db/database';
import { withValues, type Text } from '../i18n/i18n';

type Schemas = components['schemas'];
export type Booking = Schemas['Booking'];
export type AvailabilityDay = Schemas['AvailabilityDay'];

export interface NewBooking {
  equipmentId: number;
  source: Booking['source'];
  /** The won lead's line (source `lead`): a quote list's line… */
  quoteLineId?: number | null;
  /** …or a line of the priced quote the customer accepted (quotes/). */
  quoteItemId?: number | null;
  quantity: number;
  startDate: string;
  endDate: string;
  note?: string | null;
  createdBy: number | null;
}

/** The CHECK of migration 023 that keeps every day's bookings within the fleet. */
const WITHIN_FLEET = 'equipment_booked_days_within_fleet';

/**
 * Whether `error` is the database refusing a booking (or a smaller fleet) because some day would
 * have more units booked than the fleet holds. The transaction it happened in is lost: callers
 * answer 409 and let it roll back.
 */
export function isOverbooked(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23514' && constraint === WITHIN_FLEET;
}

export const units = (count: number) => (count === 1 ? '1 unit' : `${count} units`);

/** The 422 message on a `quantity` above the unit's fleet (a quote, a quote list line, a hold). */
export const moreThanFleet = (quantity: number, fleet: number): Text | undefined =>
  quantity > fleet ? withValues(moreThanFleetMessage, { fleet }) : undefined;

const moreThanFleetMessage = /*i18n*/ {
  id: 'field.quantity.moreThanFleet',
  message:
    '{fleet, plural, one {is more than the # unit of its fleet} other {is more than the # units of its fleet}}',
};

/** The 409 of a booking some day of which has too few units left. */
export function notFree(
  title: string,
  { quantity, start_date, end_date }: { quantity: number; start_date: string; end_date: string },
) {
  return `${title}: ${units(quantity)} ${quantity === 1 ? 'is' : 'are'} not free on every day from ${start_date} to ${end_date} (held, or booked by a won quote). Nothing was booked.`;
}

interface BookingRow {
  id: number;
  source: Booking['source'];
  equipment_id: number;
  equipment_title: string;
  quantity: number;
  start_date: string;
  end_date: string;
  note: string | null;
  lead_reference: string | null;
  created_by_id: number | null;
  created_by_name: string | null;
  created_at: Date | string;
}

const BOOKING_COLUMNS = `b.id, b.source, b.equipment_id, p.title as equipment_title, b.quantity,
  to_char(b.start_date, 'YYYY-MM-DD') as start_date, to_char(b.end_date, 'YYYY-MM-DD') as end_date,
  b.note, coalesce(q.reference, qq.reference, qc.reference) as lead_reference, u.id as created_by_id,
  u.name as created_by_name, b.created_at`;

/** A lead's booking names its lead: a quote list's line, or an accepted quote's line (quotes/). */
const BOOKING_JOINS = `join products p on p.id = b.equipment_id
  left join quote_request_lines l on l.id = b.quote_line_id
  left join quote_requests q on q.id = l.quote_request_id
  left join lead_quote_lines ql on ql.id = b.quote_item_id
  left join lead_quotes lq on lq.id = ql.quote_id
  left join quote_requests qq on lq.lead_type = 'quote' and qq.id = lq.lead_id
  left join contact_requests qc on lq.lead_type = 'contact' and qc.id = lq.lead_id
  left join users u on u.id = b.created_by_user_id`;

const toBooking = (row: BookingRow): Booking => ({
  id: row.id,
  source: row.source,
  equipment: { id: row.equipment_id, title: row.equipment_title },
  quantity: row.quantity,
  start_date: row.start_date,
  end_date: row.end_date,
  note: row.note,
  lead_reference: row.lead_reference,
  created_by:
    row.created_by_id !== null && row.created_by_name !== null
      ? { id: row.created_by_id, name: row.created_by_name }
      : null,
  created_at: new Date(row.created_at).toISOString(),
});

/**
 * Bookings (staff holds and won leads' rent lines) and the availability they leave. Booking is an
 * insert: the database adds it to every one of its days and refuses it when a day would be
 * overbooked (`isOverbooked`), whatever runs concurrently — no check here decides it.
 */
export function createBookingRepository(db: Queryable) {
  return {
    /** Books; throws the database's error (see `isOverbooked`) when the units are not free. */
    async insert(booking: NewBooking): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into equipment_bookings (equipment_id, source, quote_line_id, quote_item_id,
           quantity, start_date, end_date, note, created_by_user_id)
         values ($1, $2, $3, $9, $4, $5, $6, $7, $8) returning id`,
        [
          booking.equipmentId,
          booking.source,
          booking.quoteLineId ?? null,
          booking.quantity,
          booking.startDate,
          booking.endDate,
          booking.note ?? null,
          booking.createdBy,
          booking.quoteItemId ?? null,
        ],
      );
      return rows[0]!.id;
    },

    /** A booking of a unit owned by `accountId`, or undefined. */
    async find(accountId: number, id: number): Promise<Booking | undefined> {
      const { rows } = await db.query<BookingRow>(
        `select ${BOOKING_COLUMNS} from equipment_bookings b ${BOOKING_JOINS}
          where b.id = $1 and p.account_id = $2`,
        [id, accountId],
      );
      return rows[0] && toBooking(rows[0]);
    },

    /** Bookings of `accountId`'s units ending on or after `from`, by start date. */
    async page(
      accountId: number,
      { equipmentId, from }: { equipmentId?: number; from: string },
      page: PageRequest,
    ): Promise<{ items: Booking[]; total: number }> {
      const params: unknown[] = [accountId, from];
      let where = 'p.account_id = $1 and b.end_date >= $2::date';
      if (equipmentId !== undefined) {
        params.push(equipmentId);
        where += ` and b.equipment_id = $${params.length}`;
      }
      const [limit, offset] = limitOffset(page);
      const [{ rows }, counted] = await Promise.all([
        db.query<BookingRow>(
          `select ${BOOKING_COLUMNS} from equipment_bookings b ${BOOKING_JOINS}
            where ${where} order by b.start_date, b.id limit ${limit} offset ${offset}`,
          params,
        ),
        db.query<{ total: number }>(
          `select count(*)::int as total from equipment_bookings b
             join products p on p.id = b.equipment_id where ${where}`,
          params,
        ),
      ]);
      return { items: rows.map(toBooking), total: counted.rows[0]?.total ?? 0 };
    },

    /** Releases a hold; false when it is not one (a won lead's booking) or does not exist. */
    async releaseHold(id: number): Promise<boolean> {
      const { rowCount } = await db.query(
        `delete from equipment_bookings where id = $1 and source = 'hold'`,
        [id],
      );
      return rowCount > 0;
    },

    /** The fleet of a published unit, or undefined (unknown, draft or archived). */
    async publishedFleet(equipmentId: number): Promise<number | undefined> {
      if (equipmentId > MAX_INT4) return undefined;
      const { rows } = await db.query<{ fleet: number }>(
        `select fleet_quantity as fleet from products where id = $1 and ${PUBLISHED}`,
        [equipmentId],
      );
      return rows[0]?.fleet;
    },

    /** A unit of `accountId` that can be held (not archived), with its fleet, or undefined. */
    async holdableUnit(
      accountId: number,
      equipmentId: number,
    ): Promise<{ id: number; title: string; fleet: number } | undefined> {
      if (equipmentId > MAX_INT4) return undefined;
      const { rows } = await db.query<{ id: number; title: string; fleet: number }>(
        `select id, title, fleet_quantity as fleet from products
          where id = $1 and account_id = $2 and status <> 'archived'`,
        [equipmentId, accountId],
      );
      return rows[0];
    },

    /** Units of a fleet of `fleet` free on each day from `from` to `to` (both counted). */
    async availability(
      equipmentId: number,
      fleet: number,
      from: string,
      to: string,
    ): Promise<AvailabilityDay[]> {
      const { rows } = await db.query<{ date: string; available: number }>(
        `select to_char(d, 'YYYY-MM-DD') as date, greatest(0, $2 - coalesce(b.booked, 0))::int as available
           from generate_series($3::date::timestamp, $4::date::timestamp, interval '1 day') as d
           left join equipment_booked_days b on b.equipment_id = $1 and b.day = d::date
          order by d`,
        [equipmentId, fleet, from, to],
      );
      return rows.map((row) => ({ ...row, fleet }));
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
