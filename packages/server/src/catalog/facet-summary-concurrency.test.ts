import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { createTestApp } from '../testing/test-app';
import { facetSummaryDrift, insertProduct } from './catalog-test-helpers';
import { computeFacets } from './equipment-facets';
import type { EquipmentFilterInput } from './equipment-query';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every writer works on the same few keys, so their counts and ranges collide. */
const HOT = { category: 'lift-trucks', make: 'Hotmake', for_rent: true, for_sale: true };

/** What one concurrent writer does, chosen by its number; prices make new mins and maxes. */
async function write(db: Queryable, n: number, ids: number[]) {
  const id = ids[n % ids.length]!;
  switch (n % 6) {
    case 0:
      await insertProduct(db, { ...HOT, sale_price: n % 2 ? n : 1_000_000 + n });
      return;
    case 1:
      await db.query('update products set sale_price = $2 where id = $1', [id, n % 3 ? 1 : 5e6]);
      return;
    case 2:
      await db.query(
        `update products set make = 'Coldmake', category = 'rail-cars' where id = $1`,
        [id],
      );
      return;
    case 3:
      await db.query('delete from products where id = $1', [id]);
      return;
    case 4:
      await db.query(`update products set status = 'draft' where id = $1`, [id]);
      return;
    default:
      await db.query(`update products set status = 'published', make = $2 where id = $1`, [
        id,
        HOT.make,
      ]);
  }
}

describe('the facet summary under concurrent writes', () => {
  it('stays exact: every write is counted once, ranges follow the last unit standing', async () => {
    for (let round = 0; round < 4; round++) {
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) {
        ids.push(await insertProduct(t.db, { ...HOT, sale_price: 100 + i * 10 }));
      }
      const writers = Array.from({ length: 36 }, (_, n) =>
        n % 4 === 0
          ? t.db.transaction(async (tx) => {
              await write(tx, n, ids);
              await write(tx, n + 1, ids);
            })
          : write(t.db, n, ids),
      );
      const results = await Promise.allSettled(writers);
      // A deadlock between two-statement transactions is PostgreSQL's to break: the loser rolls
      // back whole, so it changes no count either. Nothing else may fail.
      for (const result of results) {
        if (result.status === 'rejected') {
          expect((result.reason as { code?: string }).code, String(result.reason)).toBe('40P01');
        }
      }
      expect(await facetSummaryDrift(t.db), `round ${round}`).toEqual([]);
    }
    const queries: EquipmentFilterInput[] = [
      {},
      { make: HOT.make },
      { category: 'rail-cars', listing: 'buy' },
    ];
    for (const query of queries) {
      expect(JSON.stringify(await computeFacets(t.db, query, { source: 'summary' }))).toBe(
        JSON.stringify(await computeFacets(t.db, query, { source: 'products' })),
      );
    }
  });
});
