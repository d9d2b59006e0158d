import { conflict } from '../accounts/account-context';
import { createAccountAccess } from '../accounts/account-access';
import { pageOf, pageRequest } from '../accounts/pagination';
import type { OperationDependencies } from '../api/operation-dependencies';
import type { OperationHandlers } from '../api/operations';
import { notFound } from '../http/api-error';
import { FieldErrors, utcToday } from '../leads/lead-support';
import {
  createBookingRepository,
  isOverbooked,
  moreThanFleet,
  notFree,
  type Booking,
} from './booking-repository';
import { beforeYearOne, bookableRange, rangeProblems } from './date-range';
import { queueBookingCreated, queueBookingReleased } from '../webhooks/change-events';

export const BOOKING_NOT_FOUND = 'This booking could not be found.';
export const NOT_A_HOLD =
  'This booking belongs to a won lead, which is final: only holds are released.';

/**
 * The bookings of an account's units: read them (`leads.view`), hold units for some days and
 * release a hold (`leads.manage`). A booking of another account's unit is a 404 like a missing one.
 */
export function createBookingOperations(
  { db, auth, webhooks }: OperationDependencies,
  { today = utcToday }: { today?: () => string } = {},
): OperationHandlers {
  const requireAccountAccess = createAccountAccess({ db, auth });
  const bookings = createBookingRepository(db);

  return {
    async listAccountBookings(request) {
      const { id } = request.params;
      await requireAccountAccess(request, id, 'leads.view');
      const { equipment_id: equipmentId, from = today() } = request.query;
      if (beforeYearOne(from)) {
        throw new FieldErrors().with('from', 'must be a day of year 1 or later').toError();
      }
      const page = pageRequest(request.query);
      const { items, total } = await bookings.page(id, { equipmentId, from }, page);
      return pageOf(items, total, page);
    },

    async createAccountHold(request, reply) {
      const { id } = request.params;
      const { caller } = await requireAccountAccess(request, id, 'leads.manage');
      const body = request.body;
      const problems = new FieldErrors();
      const unit = await bookings.holdableUnit(id, body.equipment_id);
      if (!unit) problems.add('equipment_id', 'is not a unit of this account');
      else {
        const tooMany = moreThanFleet(body.quantity, unit.fleet);
        if (tooMany) problems.add('quantity', tooMany);
      }
      const range = rangeProblems(body.start_date, body.end_date, bookableRange(today()));
      if (range.start) problems.add('start_date', range.start);
      if (range.end) problems.add('end_date', range.end);
      problems.throwIfAny();

      const hold = { ...body, equipment_id: unit!.id, note: body.note?.trim() || null };
      let booking: Booking;
      try {
        booking = await db.transaction(async (tx) => {
          const held = createBookingRepository(tx);
          const bookingId = await held.insert({
            equipmentId: hold.equipment_id,
            source: 'hold',
            quantity: hold.quantity,
            startDate: hold.start_date,
            endDate: hold.end_date,
            note: hold.note,
            createdBy: caller.userId,
          });
          await queueBookingCreated(webhooks, tx, bookingId);
          return (await held.find(id, bookingId))!;
        });
      } catch (error) {
        if (isOverbooked(error)) throw conflict(notFree(unit!.title, hold));
        throw error;
      }
      return reply.code(201).send(booking);
    },

    async releaseAccountHold(request, reply) {
      const { id, bookingId } = request.params;
      await requireAccountAccess(request, id, 'leads.manage');
      const booking = await bookings.find(id, bookingId);
      if (!booking) throw notFound(BOOKING_NOT_FOUND);
      if (booking.source !== 'hold') throw conflict(NOT_A_HOLD);
      await db.transaction(async (tx) => {
        // Released by a concurrent call meanwhile: that one sent the event.
        if (await createBookingRepository(tx).releaseHold(bookingId))
          await queueBookingReleased(webhooks, tx, id, booking);
      });
      return reply.code(204).send();
    },
  };
}
