import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { countPublished, getJson } from './catalog-test-helpers';
import { totalSql } from './equipment-facets';
import { compileFilters, SqlParams, type EquipmentFilterInput } from './equipment-query';

type EquipmentPage = components['schemas']['EquipmentPage'];

let t: Awaited<ReturnType<typeof createTestApp>>;
let branchId: number;
beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.db.query<{ id: number }>(
    `select branch_id as id from products where status = 'published' and branch_id is not null
      group by branch_id order by count(*) desc limit 1`,
  );
  branchId = rows[0]!.id;
});
afterAll(() => t.close());

const total = async (query: Record<string, string | number>) => {
  const { status, body } = await getJson<EquipmentPage>(t.app, '/equipment', query);
  expect(status).toBe(200);
  return body.meta.total;
};

describe('the listing’s total', () => {
  it('reads the facet summary for the shapes it answers, the units for the others', () => {
    const sql = (input: EquipmentFilterInput) => totalSql(compileFilters(input, new SqlParams()));
    expect(sql({})).toContain('from catalog_facet_counts');
    expect(sql({ category: 'lift-trucks', listing: 'rent', make: 'Toyota' })).toContain(
      'from catalog_facet_counts',
    );
    expect(sql({ fuel_type: 'lpg', branch_id: 3 })).toContain('from catalog_facet_counts');
    // Free on every day of a range: the summary less the units fully booked then (their runs).
    const available = { available_from: '2030-01-01', available_to: '2030-01-02' };
    const rentals: EquipmentFilterInput = { category: 'lift-trucks', listing: 'rent' };
    for (const shape of [available, { ...available, ...rentals }]) {
      expect(sql(shape)).toMatch(/from catalog_facet_counts[^]*from equipment_full_runs/);
    }
    const others: EquipmentFilterInput[] = [
      { q: 'forklift' },
      { model: '8FGCU25' },
      { year_min: 2015 },
      { category: 'lift-trucks', price_max: 100 },
      { available_from: '2030-01-01', available_to: '2030-01-02', year_min: 2015 },
    ];
    for (const other of others) {
      expect(sql(other)).toMatch(/^select count\(\*\)::int as total from products where /);
    }
  });

  it('equals the number of published units matching, for every shape the summary answers', async () => {
    const shapes: [Record<string, string | number>, string, unknown[]][] = [
      [{}, 'true', []],
      [{ category: 'lift-trucks' }, `category = 'lift-trucks'`, []],
      [{ category: 'lift-trucks', listing: 'rent' }, `category = 'lift-trucks' and for_rent`, []],
      [{ listing: 'buy' }, 'for_sale', []],
      [{ make: 'GENIE' }, `lower(make) = 'genie'`, []],
      [{ fuel_type: 'electric', listing: 'rent' }, `fuel_type = 'electric' and for_rent`, []],
      [{ branch_id: branchId }, 'branch_id = $1', [branchId]],
      [{ category: 'rail-cars', make: 'No Such Make' }, 'false', []],
    ];
    for (const [query, condition, params] of shapes) {
      const expected = await countPublished(t.db, condition, params);
      expect({ query, total: await total(query) }).toEqual({ query, total: expected });
    }
    expect(await total({})).toBeGreaterThan(0);
  });

  it('comes from the summary (a summary row changed behind its back shows) and not for other shapes', async () => {
    // Nothing is cached for these queries yet, so the next calls read the database.
    const railCars = await countPublished(t.db, `category = 'rail-cars'`);
    expect(railCars).toBeGreaterThan(0);
    await t.db.query(
      `update catalog_facet_counts set units = units + 1000
        where ctid = (select ctid from catalog_facet_counts
                       where category = 'rail-cars' and units > 0 limit 1)`,
    );
    try {
      expect(await total({ category: 'rail-cars' })).toBe(railCars + 1000);
      // Shapes the summary cannot answer count the units themselves.
      expect(await total({ category: 'rail-cars', year_min: 1900 })).toBe(railCars);
    } finally {
      await t.db.query(`update catalog_facet_counts set units = units - 1000 where units >= 1000`);
    }
  });
});
