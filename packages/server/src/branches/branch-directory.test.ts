import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/database';
import { haversineMiles, zipCentroid } from '../geo/zip-centroids';
import { createTestApp } from '../testing/test-app';
import { createBranchDirectory } from './branch-directory';
import { createBranchRepository } from './branch-repository';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('branch directory (in-memory branch list of the locator)', () => {
  it('finds the same nearest branch and distance as the SQL query, for zips across the US', async () => {
    const directory = createBranchDirectory(testApp.db);
    const repository = createBranchRepository(testApp.db);
    const zips = ['60601', '94103', '80202', '10001', '33101', '98101', '78701', '30303', '02108'];
    for (const zip of zips) {
      const point = zipCentroid(zip)!;
      const fromMemory = await directory.nearest(point, '1');
      const fromSql = await repository.nearest(point);
      expect(fromMemory?.id, zip).toBe(fromSql?.id);
      expect(fromMemory?.distance_miles).toBeCloseTo(fromSql!.distance_miles, 6);
    }
  });

  it('lists the nearest few in the order of the SQL distance, ties to the lower id', async () => {
    const directory = createBranchDirectory(testApp.db);
    const point = zipCentroid('10001')!;
    const few = await directory.nearestFew(point, '1', 3);
    expect(few).toHaveLength(3);
    expect(few[0]?.id).toBe((await directory.nearest(point, '1'))?.id);
    const { rows } = await testApp.db.query<{ id: number; latitude: number; longitude: number }>(
      'select id, latitude, longitude from branches where is_active',
    );
    const farthestListed = few[2]!.distance_miles;
    const listed = new Set(few.map((branch) => branch.id));
    const closerLeftOut = rows.filter(
      (row) => !listed.has(row.id) && haversineMiles(point, row) < farthestListed,
    );
    expect(closerLeftOut).toEqual([]);
    expect(few.map((branch) => branch.distance_miles)).toEqual(
      [...few.map((branch) => branch.distance_miles)].sort((a, b) => a - b),
    );
  });

  it('reads the database once per catalog version, with concurrent callers sharing one read', async () => {
    const query = vi.fn(testApp.db.query.bind(testApp.db)) as unknown as Queryable['query'];
    const directory = createBranchDirectory({ query } as Queryable);
    const point = zipCentroid('60601')!;
    await Promise.all(Array.from({ length: 20 }, () => directory.nearest(point, '1')));
    expect(query).toHaveBeenCalledTimes(1);
    await directory.nearest(point, '1');
    expect(query).toHaveBeenCalledTimes(1);
    await directory.nearest(point, '2');
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('picks up a changed branch as soon as the version moves', async () => {
    const directory = createBranchDirectory(testApp.db);
    const point = zipCentroid('60601')!;
    const before = await directory.nearest(point, '1');
    await testApp.db.query('update branches set name = $1 where id = $2', [
      'Chicago – Renamed',
      before!.id,
    ]);
    expect((await directory.nearest(point, '1'))?.name).toBe(before!.name);
    expect((await directory.nearest(point, '2'))?.name).toBe('Chicago – Renamed');
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const query = vi.fn(async (sql: string) => {
      if (fail) throw new Error('connection lost');
      return testApp.db.query(sql);
    }) as unknown as Queryable['query'];
    const directory = createBranchDirectory({ query } as Queryable);
    const point = zipCentroid('60601')!;
    await expect(directory.nearest(point, '1')).rejects.toThrow('connection lost');
    fail = false;
    expect(await directory.nearest(point, '1')).toBeDefined();
  });

  it('answers undefined when there is no branch at all', async () => {
    const empty = { query: () => Promise.resolve({ rows: [] }) } as unknown as Queryable;
    expect(await createBranchDirectory(empty).nearest(zipCentroid('60601')!, '1')).toBeUndefined();
  });
});
