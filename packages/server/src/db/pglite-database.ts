import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fromPglite } from 'pg-boss';
import type { Database, Queryable } from './database';

function adapt(target: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await target.query<Row>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

/**
 * What a caller may add to a new PGlite: the tests start from a migrated data directory (a tarball,
 * `loadDataDir`) with the WebAssembly module compiled once per process (src/testing/database-template.ts).
 */
export type PgliteStart = Pick<PGliteOptions, 'loadDataDir' | 'pgliteWasmModule'>;

/** Embedded PostgreSQL (PGlite) in a data directory, or in memory for `memory://`. */
export async function openPgliteDatabase(
  dataDir: string,
  start: PgliteStart = {},
): Promise<Database> {
  // pg_trgm: the catalog's typo-tolerant search (migration 019).
  return pgliteDatabase(await PGlite.create(dataDir, { ...start, extensions: { pg_trgm } }));
}

/** The `Database` of a started PGlite. */
export function pgliteDatabase(pg: PGlite): Database {
  const queryable = adapt(pg);
  return {
    kind: 'pglite',
    jobDatabase: fromPglite(pg),
    query: queryable.query,
    transaction: (work) => pg.transaction((tx) => work(adapt(tx))),
    close: () => pg.close(),
    listen: (channel, onMessage) => pg.listen(channel, onMessage),
  };
}
