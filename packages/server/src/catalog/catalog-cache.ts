import type { Queryable } from '../db/database';

export interface CatalogCacheOptions {
  /** Most results kept; the least recently used is dropped first. */
  maxEntries?: number;
}

/**
 * Results that depend only on the published catalog (listing totals, facets), cached per catalog
 * version. Migration 006 bumps `catalog_state.version` in every statement that writes products,
 * so a cached result is only ever served for the version it was computed at. The version is read
 * before computing: a result can be newer than its version (then it is simply dropped at the next
 * bump), never older.
 */
export function createCatalogCache(db: Queryable, { maxEntries = 500 }: CatalogCacheOptions = {}) {
  let version: string | undefined;
  const entries = new Map<string, unknown>();

  async function currentVersion(): Promise<string> {
    const { rows } = await db.query<{ version: string }>(
      'select version::text as version from catalog_state',
    );
    return rows[0]?.version ?? '0';
  }

  return {
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const seen = await currentVersion();
      if (seen !== version) {
        entries.clear();
        version = seen;
      }
      if (entries.has(key)) {
        const hit = entries.get(key) as T;
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const value = await compute();
      if (version === seen) {
        entries.set(key, value);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return value;
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
