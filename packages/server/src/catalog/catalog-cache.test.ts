import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { createCatalogCache } from './catalog-cache';

/** A database whose catalog version the test sets. */
function fakeDb() {
  const state = { version: 1 };
  const db: Queryable = {
    async query<Row>() {
      return { rows: [{ version: String(state.version) }] as Row[], rowCount: 1 };
    },
  };
  return { db, state };
}

describe('createCatalogCache', () => {
  it('computes once per key and catalog version', async () => {
    const { db, state } = fakeDb();
    const cache = createCatalogCache(db);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('b', compute)).toBe(2);
    state.version = 2;
    expect(await cache.get('a', compute)).toBe(3);
  });

  it('does not keep a result computed while the version moved on', async () => {
    const { db, state } = fakeDb();
    const cache = createCatalogCache(db);
    const slow = cache.get('a', async () => {
      // Another request sees a newer catalog while this one computes.
      state.version = 2;
      await cache.get('other', async () => 0);
      return 'old';
    });
    expect(await slow).toBe('old');
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('drops the least recently used entry beyond its size', async () => {
    const { db } = fakeDb();
    const cache = createCatalogCache(db, { maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });
});
