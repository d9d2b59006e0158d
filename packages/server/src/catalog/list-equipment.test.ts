import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import {
  countPublished,
  getJson,
  insertProduct,
  listAll,
  type TestQuery,
} from './catalog-test-helpers';

type EquipmentSummary = components['schemas']['EquipmentSummary'];
type EquipmentPage = components['schemas']['EquipmentPage'];
type ErrorBody = components['schemas']['Error'];

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let published: number;
beforeAll(async () => {
  testApp = await createTestApp();
  // Drafts and archived units exist in real catalogs: none of them may ever be listed.
  await insertProduct(testApp.db, { status: 'draft', title: 'Secret Toyota prototype' });
  await insertProduct(testApp.db, { status: 'archived', title: 'Old Toyota forklift' });
  published = await countPublished(testApp.db);
});
afterAll(() => testApp.close());

const list = (query: TestQuery = {}) => getJson<EquipmentPage>(testApp.app, '/equipment', query);

/** Ids of published products matching a condition, in a SQL order. */
async function idsBySql(condition: string, order: string, params: unknown[] = []) {
  const { rows } = await testApp.db.query<{ id: number }>(
    `select id from products where status = 'published' and (${condition}) order by ${order}`,
    params,
  );
  return rows.map((row) => row.id);
}

describe('GET /equipment pagination', () => {
  it('answers the first 24 published items, newest first, with the meta', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(published).toBe(250);
    expect(body.meta).toEqual({
      page: 1,
      per_page: 24,
      total: published,
      total_pages: Math.ceil(published / 24),
    });
    const newest = await idsBySql('true', 'created_at desc, id desc limit 24');
    expect(body.items.map((item) => item.id)).toEqual(newest);
  });

  it('answers a partial last page and an empty page past the end', async () => {
    const last = await list({ per_page: 100, page: 3 });
    expect(last.body.items).toHaveLength(published - 200);
    expect(last.body.meta).toEqual({ page: 3, per_page: 100, total: published, total_pages: 3 });

    const past = await list({ per_page: 100, page: 4 });
    expect(past.status).toBe(200);
    expect(past.body).toEqual({
      items: [],
      meta: { page: 4, per_page: 100, total: published, total_pages: 3 },
    });
    const farPast = await list({ page: 10_000 });
    expect(farPast.status).toBe(200);
    expect(farPast.body.items).toEqual([]);
    // Beyond the contract's bound (10,000 pages) it is a 422 on page, never a 5xx.
    expect((await list({ page: 1_000_000_000 })).status).toBe(422);
  });

  it('pages do not overlap and together hold every published item exactly once', async () => {
    const { items, total } = await listAll(testApp.app, { sort: 'price_asc' });
    expect(total).toBe(published);
    expect(new Set(items.map((item) => item.id)).size).toBe(published);
  });

  it('answers 0 total_pages when nothing matches', async () => {
    const { body } = await list({ branch_id: 999_999 });
    expect(body).toEqual({ items: [], meta: { page: 1, per_page: 24, total: 0, total_pages: 0 } });
  });
});

describe('GET /equipment item shape', () => {
  it('answers EquipmentSummary items with numbers as numbers', async () => {
    const { items } = await listAll(testApp.app);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'id',
          'stock_number',
          'title',
          'category',
          'make',
          'model',
          'year',
          'condition',
          'for_rent',
          'for_sale',
          'fuel_type',
          'capacity_lbs',
          'lift_height_ft',
          'hours_used',
          'sale_price',
          'rental_rates',
          'image_url',
          'image_width',
          'image_height',
          'image_sources',
          'branch_id',
        ].sort(),
      );
      expect(Array.isArray(item.image_sources)).toBe(true);
      if (item.sale_price !== null) expect(typeof item.sale_price).toBe('number');
      if (item.rental_rates !== null) {
        expect(item.rental_rates).toEqual({
          daily: expect.any(Number),
          weekly: expect.any(Number),
          monthly: expect.any(Number),
        });
      }
    }
    const rentable = items.find((item) => item.for_rent)!;
    const { rows } = await testApp.db.query<{ daily: string }>(
      'select rental_daily::text as daily from products where id = $1',
      [rentable.id],
    );
    expect(rentable.rental_rates?.daily).toBe(Number(rows[0]!.daily));
  });
});

describe('GET /equipment filters', () => {
  interface FilterCase {
    name: string;
    query: TestQuery;
    holds: (item: EquipmentSummary) => boolean;
    sql: string;
  }

  const cases: FilterCase[] = [
    {
      name: 'category',
      query: { category: 'rail-cars' },
      holds: (item) => item.category === 'rail-cars',
      sql: `category = 'rail-cars'`,
    },
    {
      name: 'make, case-insensitive',
      query: { make: 'toyota' },
      holds: (item) => item.make === 'Toyota',
      sql: `make = 'Toyota'`,
    },
    {
      name: 'model, case-insensitive',
      query: { model: '8fgcu25' },
      holds: (item) => item.model === '8FGCU25',
      sql: `model = '8FGCU25'`,
    },
    {
      name: 'listing=rent',
      query: { listing: 'rent' },
      holds: (item) => item.for_rent,
      sql: 'for_rent',
    },
    {
      name: 'listing=buy',
      query: { listing: 'buy' },
      holds: (item) => item.for_sale,
      sql: 'for_sale',
    },
    {
      name: 'fuel_type',
      query: { fuel_type: 'electric' },
      holds: (item) => item.fuel_type === 'electric',
      sql: `fuel_type = 'electric'`,
    },
    {
      name: 'capacity range',
      query: { capacity_min: 5000, capacity_max: 10000 },
      holds: (item) =>
        item.capacity_lbs !== null && item.capacity_lbs >= 5000 && item.capacity_lbs <= 10000,
      sql: 'capacity_lbs between 5000 and 10000',
    },
    {
      name: 'lift height range',
      query: { lift_height_min: 20, lift_height_max: 40.5 },
      holds: (item) =>
        item.lift_height_ft !== null && item.lift_height_ft >= 20 && item.lift_height_ft <= 40.5,
      sql: 'lift_height_ft between 20 and 40.5',
    },
    {
      name: 'year range',
      query: { year_min: 2020, year_max: 2024 },
      holds: (item) => item.year >= 2020 && item.year <= 2024,
      sql: 'year between 2020 and 2024',
    },
    {
      name: 'price range on the sale price',
      query: { price_min: 20000, price_max: 60000 },
      holds: (item) =>
        item.sale_price !== null && item.sale_price >= 20000 && item.sale_price <= 60000,
      sql: 'sale_price between 20000 and 60000',
    },
    {
      name: 'price range on the daily rate when listing=rent',
      query: { listing: 'rent', price_min: 100, price_max: 250 },
      holds: (item) =>
        item.for_rent &&
        item.rental_rates !== null &&
        item.rental_rates.daily >= 100 &&
        item.rental_rates.daily <= 250,
      sql: 'for_rent and rental_daily between 100 and 250',
    },
    {
      name: 'branch',
      query: { branch_id: 5 },
      holds: (item) => item.branch_id === 5,
      sql: 'branch_id = 5',
    },
    {
      name: 'several filters combined',
      query: { category: 'lift-trucks', listing: 'rent', fuel_type: 'electric', year_min: 2018 },
      holds: (item) =>
        item.category === 'lift-trucks' &&
        item.for_rent &&
        item.fuel_type === 'electric' &&
        item.year >= 2018,
      sql: `category = 'lift-trucks' and for_rent and fuel_type = 'electric' and year >= 2018`,
    },
  ];

  it.each(cases)('$name narrows the listing to matching items', async ({ query, holds, sql }) => {
    const expected = await countPublished(testApp.db, sql);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(published);
    const { items, total } = await listAll(testApp.app, query);
    expect(total).toBe(expected);
    expect(items).toHaveLength(expected);
    for (const item of items) expect(holds(item), JSON.stringify(item)).toBe(true);
  });

  it('an unknown branch matches nothing; an id beyond int4 is a 422 on branch_id', async () => {
    expect((await list({ branch_id: 12345 })).body.meta.total).toBe(0);
    expect((await list({ branch_id: 2_147_483_647 })).body.meta.total).toBe(0);
    expect((await list({ branch_id: 99_999_999_999 })).status).toBe(422);
  });

  it('huge numbers are no server error: within the bounds 200, beyond them a 422', async () => {
    for (const query of [
      { capacity_min: 10_000_000 },
      { price_min: 100_000_000 },
      { lift_height_max: 1000 },
    ]) {
      const { status } = await list(query);
      expect(status, JSON.stringify(query)).toBe(200);
    }
    for (const query of [
      { capacity_min: 1e21 },
      { price_min: 1e300 },
      { lift_height_max: 1e300 },
      { capacity_max: 99_999_999_999 },
    ]) {
      const { status } = await list(query);
      expect(status, JSON.stringify(query)).toBe(422);
    }
  });
});

describe('GET /equipment search', () => {
  /** Ids whose searchable text lacks `needle` (lower case). */
  async function idsWithout(ids: number[], needle: string) {
    const { rows } = await testApp.db.query<{ id: number }>(
      `select id from products where id = any($1::int[])
         and strpos(lower(title || ' ' || make || ' ' || model || ' ' || stock_number || ' ' || description), $2) = 0`,
      [ids, needle],
    );
    return rows.map((row) => row.id);
  }

  it('finds Toyota units, Toyotas first when sorted by relevance', async () => {
    const { items, total } = await listAll(testApp.app, { q: 'Toyota', sort: 'relevance' });
    const toyotas = await countPublished(testApp.db, `make = 'Toyota'`);
    expect(total).toBeGreaterThanOrEqual(toyotas);
    expect(
      await idsWithout(
        items.map((item) => item.id),
        'toyota',
      ),
    ).toEqual([]);
    expect(items.slice(0, toyotas).every((item) => item.make === 'Toyota')).toBe(true);
  });

  it('matches partial words while typing ("forkl")', async () => {
    const { items, total } = await listAll(testApp.app, { q: 'forkl' });
    expect(total).toBeGreaterThan(0);
    expect(
      await idsWithout(
        items.map((item) => item.id),
        'forkl',
      ),
    ).toEqual([]);
  });

  it('finds a unit by stock number, by its digits and by a model prefix', async () => {
    const { rows } = await testApp.db.query<{ id: number; stock_number: string; model: string }>(
      `select id, stock_number, model from products where status = 'published' order by id limit 1`,
    );
    const unit = rows[0]!;
    for (const q of [unit.stock_number, unit.stock_number.split('-')[1]!]) {
      const { body } = await list({ q, sort: 'relevance' });
      expect(
        body.items.map((item) => item.id),
        q,
      ).toContain(unit.id);
    }
    const prefix = unit.model.slice(0, 4).toLowerCase();
    const { items } = await listAll(testApp.app, { q: prefix });
    expect(items.map((item) => item.id)).toContain(unit.id);
  });

  it('searches the description too', async () => {
    // "inspection" appears only in descriptions ("passed our shop inspection").
    const { total } = await listAll(testApp.app, { q: 'inspection' });
    expect(total).toBeGreaterThan(0);
    expect(total).toBe(await countPublished(testApp.db, `description ilike '%inspection%'`));
  });

  it('combines q with the other filters', async () => {
    const { items, total } = await listAll(testApp.app, { q: 'forklift', listing: 'rent' });
    expect(total).toBeGreaterThan(0);
    for (const item of items) expect(item.for_rent).toBe(true);
  });

  it('treats SQL and tsquery syntax as plain text', async () => {
    for (const q of [
      `'; drop table products; --`,
      `toyota & | ! ( ) :* <-> "`,
      `\\'; select pg_sleep(5); --`,
      '-toyota',
      'the',
      '!!!',
    ]) {
      const { status } = await list({ q });
      expect(status, q).toBe(200);
    }
    expect(await countPublished(testApp.db)).toBe(published);
  });

  it('a blank q lists everything', async () => {
    expect((await list({ q: '   ' })).body.meta.total).toBe(published);
  });
});

describe('GET /equipment sorting', () => {
  type Key = (item: EquipmentSummary) => number | null;

  /** Every adjacent pair is in order; nulls come last. */
  function expectSorted(items: EquipmentSummary[], key: Key, direction: 'asc' | 'desc') {
    for (let index = 1; index < items.length; index++) {
      const previous = key(items[index - 1]!);
      const current = key(items[index]!);
      if (current === null) continue;
      expect(previous, `item ${index}`).not.toBeNull();
      if (direction === 'asc') expect(previous!).toBeLessThanOrEqual(current);
      else expect(previous!).toBeGreaterThanOrEqual(current);
    }
  }

  const cases: Array<{
    sort: string;
    query?: Record<string, string>;
    key: Key;
    direction: 'asc' | 'desc';
  }> = [
    { sort: 'price_asc', key: (item) => item.sale_price, direction: 'asc' },
    { sort: 'price_desc', key: (item) => item.sale_price, direction: 'desc' },
    {
      sort: 'price_asc',
      query: { listing: 'rent' },
      key: (item) => item.rental_rates?.daily ?? null,
      direction: 'asc',
    },
    {
      sort: 'price_desc',
      query: { listing: 'rent' },
      key: (item) => item.rental_rates?.daily ?? null,
      direction: 'desc',
    },
    { sort: 'year_desc', key: (item) => item.year, direction: 'desc' },
    { sort: 'year_asc', key: (item) => item.year, direction: 'asc' },
    { sort: 'capacity_desc', key: (item) => item.capacity_lbs, direction: 'desc' },
  ];

  it.each(cases)(
    'sort=$sort $query is sorted across every page',
    async ({ sort, query, key, direction }) => {
      const { items, total } = await listAll(testApp.app, { sort, ...query });
      expect(items).toHaveLength(total);
      expectSorted(items, key, direction);
      // Units without the price (or capacity) come last rather than first.
      if (items.some((item) => key(item) === null)) expect(key(items.at(-1)!)).toBeNull();
    },
  );

  it('sort=newest follows created_at, and relevance without q behaves like newest', async () => {
    const expected = await idsBySql('true', 'created_at desc, id desc');
    for (const sort of ['newest', 'relevance']) {
      const { items } = await listAll(testApp.app, { sort });
      expect(items.map((item) => item.id)).toEqual(expected);
    }
  });

  it('sort=relevance with q puts the best matches first', async () => {
    const { body } = await list({ q: 'scissor lift', sort: 'relevance' });
    expect(body.meta.total).toBeGreaterThan(0);
    expect(body.items[0]!.title.toLowerCase()).toContain('scissor');
  });
});

describe('GET /equipment validation', () => {
  it.each([
    [{ per_page: 1000 }, 'per_page'],
    [{ per_page: 0 }, 'per_page'],
    [{ page: 0 }, 'page'],
    [{ page: 'first' }, 'page'],
    [{ category: 'boats' }, 'category'],
    [{ listing: 'lease' }, 'listing'],
    [{ fuel_type: 'steam' }, 'fuel_type'],
    [{ price_min: -1 }, 'price_min'],
    [{ capacity_min: 1.5 }, 'capacity_min'],
    [{ year_min: 1800 }, 'year_min'],
    [{ branch_id: 0 }, 'branch_id'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ q: 'x'.repeat(101) }, 'q'],
  ] as const)('%o answers 422 on the field', async (query, field) => {
    const { status, body } = await getJson<ErrorBody>(testApp.app, '/equipment', query);
    expect(status).toBe(422);
    expect(body.slug).toBe('validation_failed');
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });
});
