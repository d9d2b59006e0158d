import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, insertRentalUnit } from '../bookings/booking-test-helpers';
import type { Queryable } from '../db/database';
import { createTestApp } from '../testing/test-app';
import { testDatabaseUrl } from '../testing/test-database';
import { fullRunsDrift } from './catalog-test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fleet larger than what is booked is refused by the booked days' CHECK (023): expected. */
const CHECK_VIOLATION = '23514';

/** What one concurrent writer does to one of a few units, chosen by its number. */
async function write(db: Queryable, n: number, ids: number[]) {
  const id = ids[n % ids.length]!;
  switch (n % 5) {
    case 0:
    case 1:
      await db.query(
        `insert into equipment_bookings (equipment_id, source, quantity, start_date, end_date)
         values ($1, 'hold', 1, $2, $3)`,
        [id, daysFromToday(2 + (n % 4)), daysFromToday(4 + (n % 3))],
      );
      return;
    case 2:
      await db.query(
        `delete from equipment_bookings
          where id = (select min(id) from equipment_bookings where equipment_id = $1)`,
        [id],
      );
      return;
    case 3:
      await db.query('update products set fleet_quantity = $2 where id = $1', [id, 1 + (n % 3)]);
      return;
    default:
      await db.query(
        `update products set category = case when category = 'rail-cars'
                then 'aerial-work-platforms' else 'rail-cars' end,
                status = case when status = 'published' then 'draft' else 'published' end
          where id = $1`,
        [id],
      );
  }
}

describe('the runs of fully booked days under concurrent writes', () => {
  it('stay exact under concurrent bookings, releases, fleet sizes and keys; no statement waits in a circle', async () => {
    for (let round = 0; round < 4; round++) {
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        ids.push(await insertRentalUnit(t.db, { accountId: null, branchId: null, fleet: 3 }));
      }
      // Single statements: none waits in a circle (a release locks its unit before its days,
      // as a booking does, so a new fleet size, which holds the unit and then writes its days,
      // never meets it halfway). Transactions of several writes may, as they may without runs.
      const results = await Promise.allSettled(
        Array.from({ length: 40 }, (_, n) => write(t.db, n, ids)),
      );
      results.forEach((result, n) => {
        if (result.status === 'fulfilled') return;
        const { code } = result.reason as { code?: string };
        expect(code, `writer ${n}: ${String(result.reason)}`).toBe(CHECK_VIOLATION);
      });
      expect(await fullRunsDrift(t.db), `round ${round}`).toEqual([]);
    }
  });

  // Two connections, so PostgreSQL only (PGlite runs one statement at a time).
  it.skipIf(!testDatabaseUrl)(
    'follow a unit that changes key while one of its bookings is being released',
    async () => {
      const id = await insertRentalUnit(t.db, { accountId: null, branchId: null, fleet: 1 });
      // Two runs; releasing the first booking rewrites the unit's runs, keeping the second.
      for (const [from, to] of [
        [1, 1],
        [3, 4],
      ] as const) {
        await t.db.query(
          `insert into equipment_bookings (equipment_id, source, quantity, start_date, end_date)
           values ($1, 'hold', 1, $2, $3)`,
          [id, daysFromToday(from), daysFromToday(to)],
        );
      }
      let rekeyed: Promise<unknown> | undefined;
      await t.db.transaction(async (tx) => {
        await write(tx, 2, [id]); // the release rewrites the unit's runs, not yet committed
        rekeyed = t.db.query(`update products set category = 'rail-cars' where id = $1`, [id]);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await rekeyed;
      expect(await fullRunsDrift(t.db)).toEqual([]);
      const { rows } = await t.db.query<{ category: string }>(
        'select distinct category from equipment_full_runs where equipment_id = $1',
        [id],
      );
      expect(rows).toEqual([{ category: 'rail-cars' }]);
    },
  );
});
