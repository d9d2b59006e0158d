import type { Queryable } from '../db/database';
import { haversineMiles, type Coordinates } from '../geo/zip-centroids';
import { BRANCH_COLUMNS, toBranch, type Branch, type BranchRow } from './branch-repository';

/** How long the in-memory branch list is trusted before it is read again (branches rarely change). */
export const BRANCH_DIRECTORY_TTL_MS = 60_000;

/**
 * The active branches kept in memory for the branch locator, the busiest public call: a few dozen rows,
 * read from the database at most once per `ttlMs` (concurrent callers share one read), so a locate
 * is a loop over the list instead of a query. Changes made in the database (another instance, an
 * operator's SQL, a branch deactivated by an administrator) show up within `ttlMs`. Closures are
 * filtered to today and later when a branch is answered, not when the list is read.
 */
export function createBranchDirectory(
  db: Queryable,
  { ttlMs = BRANCH_DIRECTORY_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
) {
  let cached: { branches: BranchRow[]; loadedAt: number } | undefined;
  let loading: Promise<BranchRow[]> | undefined;
  // Bumped by `invalidate`: a read that started before it is answered but not kept.
  let generation = 0;

  async function all(): Promise<BranchRow[]> {
    if (cached && now() - cached.loadedAt < ttlMs) return cached.branches;
    const started = generation;
    loading ??= db
      .query<BranchRow>(`select ${BRANCH_COLUMNS} from branches b where b.is_active order by b.id`)
      .then(({ rows }) => {
        if (started === generation) cached = { branches: rows, loadedAt: now() };
        return rows;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    all,
    /** Forgets the list: the next call reads it again (this process changed a branch). */
    invalidate() {
      cached = undefined;
      loading = undefined;
      generation += 1;
    },
    /** The active branch closest to `point` (ties: lowest id), with the distance. */
    async nearest(point: Coordinates): Promise<(Branch & { distance_miles: number }) | undefined> {
      let best: { row: BranchRow; distance: number } | undefined;
      for (const row of await all()) {
        const distance = haversineMiles(point, row);
        if (!best || distance < best.distance) best = { row, distance };
      }
      return best && { ...toBranch(best.row), distance_miles: best.distance };
    },
  };
}

export type BranchDirectory = ReturnType<typeof createBranchDirectory>;
