import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { countPublished, getJson, insertProduct, type TestQuery } from './catalog-test-helpers';

type EquipmentFilters = components['schemas']['EquipmentFilters'];
type EquipmentPage = components['schemas']['EquipmentPage'];
type FacetValue = components['schemas']['FacetValue'];
type ErrorBody = components['schemas']['Error'];

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const facets = async (query: TestQuery = {}) => {
  const { status, body } = await getJson<EquipmentFilters>(
    testApp.app,
    '/equipment/filters',
    query,
  );
  expect(status).toBe(200);
  return body;
};

const countsOf = (values: FacetValue[]) =>
  Object.fromEntries(values.map((value) => [value.value, value.count]));

/** `value → count` of published products grouped by a column, under a SQL condition. */
async function sqlCounts(column: string, condition = 'true') {
  const { rows } = await testApp.db.query<{ value: string; count: number }>(
    `select ${column} as value, count(*)::int as count from products
      where status = 'published' and ${column} is not null and (${condition}) group by 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.value, row.count]));
}

async function sqlRange(expression: string, condition = 'true') {
  const { rows } = await testApp.db.query<{ min: number | null; max: number | null }>(
    `select min(${expression})::float8 as min, max(${expression})::float8 as max
       from products where status = 'published' and (${condition})`,
  );
  return rows[0]!;
}

describe('GET /equipment/filters without filters', () => {
  it('counts every facet value of the published catalog, with labels', async () => {
    const body = await facets();
    const total = await countPublished(testApp.db);
    expect(body.total).toBe(total);

    expect(countsOf(body.categories)).toEqual(await sqlCounts('category'));
    expect(body.categories.map((value) => value.label)).toEqual([
      'Lift trucks',
      'Construction equipment',
      'Aerial work platforms',
      'Rail cars',
      'Warehouse equipment',
    ]);
    expect(body.categories.reduce((sum, value) => sum + value.count, 0)).toBe(total);

    expect(countsOf(body.makes)).toEqual(await sqlCounts('make'));
    for (const make of body.makes) expect(make.label).toBe(make.value);
    const labels = body.makes.map((make) => make.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));

    expect(countsOf(body.fuel_types)).toEqual(await sqlCounts('fuel_type'));
    const fuelLabels: Record<string, string> = {
      electric: 'Electric',
      diesel: 'Diesel',
      lpg: 'LPG',
      gasoline: 'Gasoline',
      'dual-fuel': 'Dual fuel',
      none: 'No engine',
    };
    for (const fuel of body.fuel_types) expect(fuel.label).toBe(fuelLabels[fuel.value]);

    expect(body.listing).toEqual([
      { value: 'rent', label: 'For rent', count: await countPublished(testApp.db, 'for_rent') },
      { value: 'buy', label: 'For sale', count: await countPublished(testApp.db, 'for_sale') },
    ]);
  });

  it('answers the ranges; the price range is the sale price unless listing=rent', async () => {
    const body = await facets();
    expect(body.ranges).toEqual({
      capacity_lbs: await sqlRange('capacity_lbs'),
      lift_height_ft: await sqlRange('lift_height_ft'),
      year: await sqlRange('year'),
      price: await sqlRange('sale_price'),
    });
    const rent = await facets({ listing: 'rent' });
    expect(rent.ranges.price).toEqual(await sqlRange('rental_daily', 'for_rent'));
    expect(typeof rent.ranges.price.min).toBe('number');
  });
});

describe('GET /equipment/filters is disjunctive', () => {
  it("a facet's counts ignore its own filter but follow the others", async () => {
    const all = await facets();
    const railCars = await facets({ category: 'rail-cars' });
    // Category counts ignore the category filter: the alternatives stay visible.
    expect(railCars.categories).toEqual(all.categories);
    // Every other facet follows it.
    expect(countsOf(railCars.makes)).toEqual(await sqlCounts('make', `category = 'rail-cars'`));
    expect(countsOf(railCars.makes)).not.toEqual(countsOf(all.makes));
    expect(railCars.total).toBe(await countPublished(testApp.db, `category = 'rail-cars'`));

    const toyota = await facets({ make: 'Toyota' });
    expect(toyota.makes).toEqual(all.makes);
    expect(countsOf(toyota.categories)).toEqual(await sqlCounts('category', `make = 'Toyota'`));
    expect(countsOf(toyota.categories)).not.toEqual(countsOf(all.categories));
  });

  it('with several filters each facet drops exactly its own', async () => {
    const query = { category: 'lift-trucks', fuel_type: 'electric', listing: 'rent' };
    const body = await facets(query);
    expect(countsOf(body.categories)).toEqual(
      await sqlCounts('category', `fuel_type = 'electric' and for_rent`),
    );
    expect(countsOf(body.fuel_types)).toEqual(
      await sqlCounts('fuel_type', `category = 'lift-trucks' and for_rent`),
    );
    expect(countsOf(body.makes)).toEqual(
      await sqlCounts('make', `category = 'lift-trucks' and fuel_type = 'electric' and for_rent`),
    );
    expect(countsOf(body.listing)).toEqual({
      rent: await countPublished(
        testApp.db,
        `category = 'lift-trucks' and fuel_type = 'electric' and for_rent`,
      ),
      buy: await countPublished(
        testApp.db,
        `category = 'lift-trucks' and fuel_type = 'electric' and for_sale`,
      ),
    });
  });

  it("each range ignores its own bounds but applies the other filters'", async () => {
    const body = await facets({ listing: 'rent', price_min: 150, year_min: 2020 });
    expect(body.ranges.price).toEqual(await sqlRange('rental_daily', 'for_rent and year >= 2020'));
    expect(body.ranges.year).toEqual(await sqlRange('year', 'for_rent and rental_daily >= 150'));
    expect(body.ranges.capacity_lbs).toEqual(
      await sqlRange('capacity_lbs', 'for_rent and rental_daily >= 150 and year >= 2020'),
    );
  });

  it('total is what the listing reports as meta.total', async () => {
    for (const query of [
      {},
      { q: 'forklift' },
      { category: 'aerial-work-platforms', listing: 'buy', price_max: 40000 },
      { make: 'genie', lift_height_min: 30 },
      { capacity_min: 3000, capacity_max: 6000, fuel_type: 'lpg', branch_id: 3 },
    ]) {
      const { body } = await getJson<EquipmentPage>(testApp.app, '/equipment', query);
      expect((await facets(query)).total, JSON.stringify(query)).toBe(body.meta.total);
    }
  });

  it('keeps a selected value listed even when nothing matches it', async () => {
    const body = await facets({ category: 'rail-cars', fuel_type: 'electric', make: 'Nobody' });
    expect(body.total).toBe(0);
    expect(body.fuel_types).toContainEqual({ value: 'electric', label: 'Electric', count: 0 });
    expect(body.makes).toContainEqual({ value: 'Nobody', label: 'Nobody', count: 0 });
  });

  it('answers empty facets and null ranges when nothing matches', async () => {
    const body = await facets({ q: 'zzzzqqqq' });
    expect(body).toEqual({
      categories: [],
      makes: [],
      fuel_types: [],
      listing: [
        { value: 'rent', label: 'For rent', count: 0 },
        { value: 'buy', label: 'For sale', count: 0 },
      ],
      ranges: {
        capacity_lbs: { min: null, max: null },
        lift_height_ft: { min: null, max: null },
        year: { min: null, max: null },
        price: { min: null, max: null },
      },
      total: 0,
    });
  });

  it('validates the filters like the listing does', async () => {
    const { status, body } = await getJson<ErrorBody>(testApp.app, '/equipment/filters', {
      category: 'boats',
      price_min: -1,
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['category', 'price_min']);
  });
});

describe('cached totals and facets follow catalog changes', () => {
  it('a new, unpublished or deleted unit changes the answers at once', async () => {
    const query = { make: 'Cachecheck' };
    const listTotal = async () =>
      (await getJson<EquipmentPage>(testApp.app, '/equipment', query)).body.meta.total;
    expect(await listTotal()).toBe(0);
    expect((await facets(query)).total).toBe(0);

    const id = await insertProduct(testApp.db, { make: 'Cachecheck' });
    expect(await listTotal()).toBe(1);
    expect((await facets(query)).total).toBe(1);
    expect((await facets()).makes).toContainEqual({
      value: 'Cachecheck',
      label: 'Cachecheck',
      count: 1,
    });

    await testApp.db.query(`update products set status = 'draft' where id = $1`, [id]);
    expect(await listTotal()).toBe(0);
    expect((await facets(query)).total).toBe(0);

    await testApp.db.query(`update products set status = 'published' where id = $1`, [id]);
    expect(await listTotal()).toBe(1);
    await testApp.db.query('delete from products where id = $1', [id]);
    expect(await listTotal()).toBe(0);
    expect((await facets(query)).makes).toContainEqual({
      value: 'Cachecheck',
      label: 'Cachecheck',
      count: 0,
    });
  });
});
