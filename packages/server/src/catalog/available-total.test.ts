import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, insertRentalUnit } from '../bookings/booking-test-helpers';
import type { Queryable } from '../db/database';
import { insertBranch } from '../leads/lead-test-helpers';
import { demoAccountId } from '../products/product-test-helpers';
import { createTestApp } from '../testing/test-app';
import { fullRunsDrift, getJson, listAll, type TestQuery } from './catalog-test-helpers';

type EquipmentPage = components['schemas']['EquipmentPage'];

let t: Awaited<ReturnType<typeof createTestApp>>;
let branchId: number;
let otherBranchId: number;
/** The units of the test, by name. */
const units = {} as Record<
  'touching' | 'gap' | 'overlapping' | 'wholeFleet' | 'partly' | 'free' | 'draft',
  number
>;

const hold = (equipmentId: number, quantity: number, from: number, to: number) =>
  t.db.query(
    `insert into equipment_bookings (equipment_id, source, quantity, start_date, end_date)
     values ($1, 'hold', $2, $3, $4)`,
    [equipmentId, quantity, daysFromToday(from), daysFromToday(to)],
  );

/**
 * The published units for rent matching `condition` that have a unit free on every day from
 * `from` to `to` (days from today), straight from the bookings (a unit for sale only is never
 * available for a period): a day is fully booked when the bookings
 * covering it take the whole fleet. Nothing of the listing's own tables or runs is read.
 */
async function reference(db: Queryable, condition: string, from: number, to: number) {
  const { rows } = await db.query<{ id: number }>(
    `select p.id from products as p
      where p.status = 'published' and p.for_rent and (${condition})
        and not exists (
          select 1 from generate_series($1::date, $2::date, interval '1 day') as d(day)
           where (select coalesce(sum(b.quantity), 0) from equipment_bookings as b
                   where b.equipment_id = p.id and d.day between b.start_date and b.end_date)
                 >= p.fleet_quantity)
      order by p.id`,
    [daysFromToday(from), daysFromToday(to)],
  );
  return rows.map((row) => row.id);
}

/** Ranges (days from today) around the bookings below: inside, across, touching, adjacent. */
const RANGES: [number, number][] = [
  [1, 1], [2, 2], [3, 3], [4, 4], [5, 5], [6, 6], [7, 7], [8, 8], [9, 9],
  [1, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 9], [1, 9], [10, 20], [0, 60],
]; // prettier-ignore

/** The listing's shapes: filters the summary answers, and some it does not. */
const SHAPES: [TestQuery, string][] = [
  [{}, 'true'],
  [{ listing: 'rent' }, 'for_rent'],
  [{ category: 'aerial-work-platforms', listing: 'rent' }, `category = 'aerial-work-platforms' and for_rent`],
  [{ make: 'genie' }, `lower(make) = 'genie'`],
  [{ branch_id: 0 }, 'branch_id = $3'],
  [{ branch_id: 0, year_min: 2000 }, 'branch_id = $3 and year >= 2000'],
]; // prettier-ignore

/** Every shape and range: the listing (all its pages) and its total against `reference`. */
async function expectListingsExact() {
  for (const [shape, condition] of SHAPES) {
    const query = shape.branch_id === undefined ? shape : { ...shape, branch_id: branchId };
    const sql = condition.replaceAll('$3', String(branchId));
    for (const [from, to] of RANGES) {
      const range = { available_from: daysFromToday(from), available_to: daysFromToday(to) };
      const { items, total } = await listAll(t.app, { ...query, ...range });
      const expected = await reference(t.db, sql, from, to);
      const ids = items.map((item) => item.id).sort((a, b) => a - b);
      expect({ query, from, to, ids, total }).toEqual({
        query,
        from,
        to,
        ids: expected,
        total: expected.length,
      });
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const accountId = await demoAccountId(t.db);
  branchId = await insertBranch(t.db, accountId, 'Runs Yard');
  otherBranchId = await insertBranch(t.db, accountId, 'Other Runs Yard');
  const unit = (fleet: number) => insertRentalUnit(t.db, { accountId, branchId, fleet });
  // Fleet 1: two bookings that touch (days 2–3, 4–5) make one run of 4 days; one a day apart.
  units.touching = await unit(1);
  await hold(units.touching, 1, 2, 3);
  await hold(units.touching, 1, 4, 5);
  units.gap = await unit(1);
  await hold(units.gap, 1, 2, 3);
  await hold(units.gap, 1, 5, 6);
  // Fleet 3: overlapping bookings of 1 and 2 units fill it on days 4 and 5 only.
  units.overlapping = await unit(3);
  await hold(units.overlapping, 1, 3, 5);
  await hold(units.overlapping, 2, 4, 7);
  // Fleet 2: one booking of both units, one of a single unit (never full).
  units.wholeFleet = await unit(2);
  await hold(units.wholeFleet, 2, 6, 6);
  units.partly = await unit(2);
  await hold(units.partly, 1, 1, 9);
  units.free = await unit(1);
  units.draft = await insertRentalUnit(t.db, { accountId, branchId, fleet: 1, status: 'draft' });
  await hold(units.draft, 1, 3, 3);
}, 120_000);
afterAll(() => t.close());

describe('the available-between listing', () => {
  it('lists and counts exactly the units free on every day, as the bookings say', async () => {
    expect(await fullRunsDrift(t.db)).toEqual([]);
    await expectListingsExact();
  });

  it('stays exact through releases, new fleet sizes and units that change key or status', async () => {
    const changes = [
      `delete from equipment_bookings where equipment_id = ${units.touching} and start_date = '${daysFromToday(4)}'`,
      `update products set fleet_quantity = 1 where id = ${units.partly}`,
      `update products set fleet_quantity = 4 where id = ${units.overlapping}`,
      `update products set category = 'lift-trucks', make = 'Toyota' where id = ${units.gap}`,
      `update products set status = 'published' where id = ${units.draft}`,
      `update products set status = 'archived' where id = ${units.wholeFleet}`,
      `update products set branch_id = ${otherBranchId} where id = ${units.free}`,
      `delete from products where id = ${units.touching}`,
    ];
    for (const change of changes) {
      await t.db.query(change);
      expect(await fullRunsDrift(t.db), change).toEqual([]);
    }
    await hold(units.gap, 1, 4, 4); // fills the gap: days 2 to 6 are one run
    expect(await fullRunsDrift(t.db)).toEqual([]);
    await expectListingsExact();
  });

  it('counts from the facet summary less the units fully booked in the range', async () => {
    // A summary row changed behind its back shows in the total: no unit was counted.
    const range = { available_from: daysFromToday(1), available_to: daysFromToday(9) };
    const query = { ...range, category: 'aerial-work-platforms', listing: 'rent' };
    const before = await getJson<EquipmentPage>(t.app, '/equipment', query);
    await t.db.query(
      `update catalog_facet_counts set units = units + 1000
        where ctid = (select ctid from catalog_facet_counts
                       where category = 'aerial-work-platforms' and for_rent and units > 0
                       limit 1)`,
    );
    try {
      const after = await getJson<EquipmentPage>(t.app, '/equipment', {
        ...query,
        per_page: 23, // another cache key
      });
      expect(after.body.meta.total).toBe(before.body.meta.total + 1000);
    } finally {
      await t.db.query(`update catalog_facet_counts set units = units - 1000 where units >= 1000`);
    }
  });
});
