import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, insertRentalUnit } from '../bookings/booking-test-helpers';
import { insertBranch } from '../leads/lead-test-helpers';
import { demoAccountId } from '../products/product-test-helpers';
import { expectError } from '../testing/accounts';
import { createTestApp } from '../testing/test-app';
import { getJson } from './catalog-test-helpers';

type EquipmentPage = components['schemas']['EquipmentPage'];
type EquipmentFilters = components['schemas']['EquipmentFilters'];

let t: Awaited<ReturnType<typeof createTestApp>>;
let branchId: number;
/** Fleet 2, both units held on days 5 and 6. */
let fullyBooked: number;
/** Fleet 2, one unit held on days 5 to 8. */
let oneLeft: number;
/** Never booked. */
let free: number;

const hold = (equipmentId: number, quantity: number, from: number, to: number) =>
  t.db.query(
    `insert into equipment_bookings (equipment_id, source, quantity, start_date, end_date)
     values ($1, 'hold', $2, $3, $4)`,
    [equipmentId, quantity, daysFromToday(from), daysFromToday(to)],
  );

beforeAll(async () => {
  t = await createTestApp();
  const accountId = await demoAccountId(t.db);
  branchId = await insertBranch(t.db, accountId, 'Availability Yard');
  fullyBooked = await insertRentalUnit(t.db, { accountId, branchId, fleet: 2 });
  oneLeft = await insertRentalUnit(t.db, { accountId, branchId, fleet: 2 });
  free = await insertRentalUnit(t.db, { accountId, branchId, fleet: 1 });
  await hold(fullyBooked, 1, 5, 6);
  await hold(fullyBooked, 1, 4, 6);
  await hold(oneLeft, 1, 5, 8);
});
afterAll(() => t.close());

async function available(from: number, to: number, extra: Record<string, string> = {}) {
  const query = {
    branch_id: branchId,
    available_from: daysFromToday(from),
    available_to: daysFromToday(to),
    ...extra,
  };
  const page = await getJson<EquipmentPage>(t.app, '/equipment', query);
  const filters = await getJson<EquipmentFilters>(t.app, '/equipment/filters', query);
  expect(page.status).toBe(200);
  expect(filters.body.total).toBe(page.body.meta.total);
  return page.body.items.map((item) => item.id).sort((a, b) => a - b);
}

describe('GET /equipment?available_from=…&available_to=…', () => {
  it('keeps the units with a unit free on every day of the range', async () => {
    expect(await available(5, 5)).toEqual([oneLeft, free]);
    expect(await available(1, 30)).toEqual([oneLeft, free]);
    expect(await available(6, 7)).toEqual([oneLeft, free]);
    expect(await available(7, 8)).toEqual([fullyBooked, oneLeft, free]);
    expect(await available(1, 4)).toEqual([fullyBooked, oneLeft, free]);
    // Without the filter, every unit of the branch.
    const all = await getJson<EquipmentPage>(t.app, '/equipment', { branch_id: branchId });
    expect(all.body.meta.total).toBe(3);
  });

  it('follows bookings at once, also through the caches and ETags', async () => {
    const query = {
      branch_id: branchId,
      available_from: daysFromToday(20),
      available_to: daysFromToday(21),
    };
    const url = `/api/v1/equipment?${new URLSearchParams({ ...query, branch_id: String(branchId) })}`;
    const before = await t.app.inject({ method: 'GET', url });
    expect(before.json<EquipmentPage>().meta.total).toBe(3);
    await hold(free, 1, 21, 25);
    const after = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<EquipmentPage>().items.map((item) => item.id)).not.toContain(free);
    expect(after.json<EquipmentPage>().meta.total).toBe(2);
    const filters = await getJson<EquipmentFilters>(t.app, '/equipment/filters', query);
    expect(filters.body.total).toBe(2);
    await t.db.query(`delete from equipment_bookings where equipment_id = $1`, [free]);
    expect((await t.app.inject({ method: 'GET', url })).json<EquipmentPage>().meta.total).toBe(3);
  });

  it('answers 422 naming the parameter', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ available_from: daysFromToday(1) }, 'available_to'],
      [{ available_to: daysFromToday(1) }, 'available_from'],
      [{ available_from: daysFromToday(3), available_to: daysFromToday(2) }, 'available_to'],
      [{ available_from: daysFromToday(0), available_to: daysFromToday(365) }, 'available_to'],
      [{ available_from: '0000-12-31', available_to: daysFromToday(1) }, 'available_from'],
      [{ available_from: '2026-13-01', available_to: daysFromToday(2) }, 'available_from'],
    ];
    for (const path of ['/equipment', '/equipment/filters']) {
      for (const [query, field] of cases) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/v1${path}?${new URLSearchParams(query)}`,
        });
        expectError(response, 422, 'validation_failed');
        expect(Object.keys(response.json().errors), JSON.stringify(query)).toEqual([field]);
      }
    }
    // 365 days, both counted, is the longest range.
    expect(await available(0, 364)).toEqual([oneLeft, free]);
  });
});

describe('the availability filter and units for sale (issue 42 item 15)', () => {
  it('leaves out units for sale only, in the list, its total and the facets', async () => {
    const accountId = await demoAccountId(t.db);
    const yard = await insertBranch(t.db, accountId, 'Sales Yard');
    const rentOnly = await insertRentalUnit(t.db, { accountId, branchId: yard });
    const rentAndSale = await insertRentalUnit(t.db, { accountId, branchId: yard, forSale: true });
    const saleOnly = await insertRentalUnit(t.db, {
      accountId,
      branchId: yard,
      forRent: false,
      forSale: true,
      rates: null,
    });
    const range = { available_from: daysFromToday(2), available_to: daysFromToday(3) };
    const ids = async (extra: Record<string, string | number>) => {
      const query = { branch_id: yard, ...range, ...extra };
      const page = await getJson<EquipmentPage>(t.app, '/equipment', query);
      const filters = await getJson<EquipmentFilters>(t.app, '/equipment/filters', query);
      expect(filters.body.total).toBe(page.body.meta.total);
      expect(page.body.meta.total).toBe(page.body.items.length);
      const listing = Object.fromEntries(filters.body.listing.map((f) => [f.value, f.count]));
      return { ids: page.body.items.map((item) => item.id).sort((a, b) => a - b), listing };
    };
    expect(await ids({})).toEqual({
      ids: [rentOnly, rentAndSale],
      listing: { rent: 2, buy: 1 },
    });
    // Through the facet summary (branch and listing only) and through the units (a text search).
    expect((await ids({ listing: 'buy' })).ids).toEqual([rentAndSale]);
    expect((await ids({ listing: 'rent' })).ids).toEqual([rentOnly, rentAndSale]);
    expect((await ids({ q: 'scissor' })).ids).toEqual([rentOnly, rentAndSale]);
    // Without the range, the unit for sale is listed.
    const all = await getJson<EquipmentPage>(t.app, '/equipment', { branch_id: yard });
    expect(all.body.items.map((item) => item.id)).toContain(saleOnly);
  });
});
