import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedDays, daysFromToday } from '../bookings/booking-test-helpers';
import { openDemoBranch, type DemoBranch } from '../testing/demo-branch';
import { bookingEnd, type RentalRequest } from './rental-test-helpers';

/**
 * Two customers' extensions asking for the same last free unit-days, approved at the same moment:
 * one approval wins (200), the other answers 409 and its rental keeps its end. On PostgreSQL
 * (`TEST_DATABASE_URL`, `npm test`'s postgres step) the two approvals run on two connections of
 * the pool; on PGlite they take turns on the one connection. The database's booking guarantee
 * (migration 023, the end moved in place by migration 033) decides.
 */
describe('two extensions racing for the same free days', () => {
  let t: DemoBranch;
  beforeAll(async () => {
    t = await openDemoBranch();
  }, 120_000);
  afterAll(() => t.close());

  it('one approval wins, the other is a 409, and the days are booked within the fleet', async () => {
    for (let round = 0; round < 3; round += 1) {
      // Two units, both rented on days 3–5; one unit held on days 6–7: one unit is free then.
      const lift = await t.unit({ fleet: 2 });
      const hold = await t.call('POST', `/account/${t.accountId}/bookings`, {
        as: t.owner,
        payload: {
          equipment_id: lift,
          quantity: 1,
          start_date: daysFromToday(6),
          end_date: daysFromToday(7),
        },
      });
      expect(hold.statusCode, hold.body).toBe(201);
      const rentals: number[] = [];
      const requests: number[] = [];
      for (let who = 0; who < 2; who += 1) {
        const renter = await t.customer();
        const { rentalId } = await t.wonRental({
          equipmentId: lift,
          email: renter.email,
          from: 3,
          to: 5,
        });
        // Both are accepted at once: one unit is free on days 6–7 for each of them.
        const asked = await t.call('POST', `/user/rentals/${rentalId}/extension`, {
          as: renter,
          payload: { end_date: daysFromToday(7) },
        });
        expect(asked.statusCode, asked.body).toBe(201);
        rentals.push(rentalId);
        requests.push(asked.json<RentalRequest>().id);
      }
      const answers = await Promise.all(
        requests.map((id) =>
          t.call('POST', `/account/${t.accountId}/rental-requests/${id}`, {
            as: t.owner,
            payload: { status: 'approved' },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const ends = await Promise.all(rentals.map((id) => bookingEnd(t.db, id)));
      expect(ends.sort()).toEqual([daysFromToday(5), daysFromToday(7)]);
      const days = await bookedDays(t.db, lift);
      expect(days[daysFromToday(6)]).toBe(2);
      expect(days[daysFromToday(7)]).toBe(2);
    }
  }, 120_000);
});
