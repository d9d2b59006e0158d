import type { Queryable } from '../db/database';
import { haversineMiles, type Coordinates } from '../geo/zip-centroids';
import { BRANCH_COLUMNS, toBranch, type Branch, type BranchRow } from './branch-repository';

/**
 * The active branches kept in memory for the branch locator, the busiest public call: a few dozen
 * rows, read again only when the catalog version moves (migration 021: every write to a branch
 * moves it, on every instance sharing the database), so a locate is a loop over the list instead of
 * a query, and a branch created, edited or deactivated anywhere is answered at once. Concurrent
 * callers at one version share one read. Closures are filtered to today and later when a branch is
 * answered, not when the list is read.
 */
export function createBranchDirectory(db: Queryable) {
  let loaded: { version: string; branches: Promise<BranchRow[]> } | undefined;

  /**
   * The active branches as of catalog version `version` (the caller read it before calling, so
   * the rows read after it are at least that new).
   */
  function all(version: string): Promise<BranchRow[]> {
    if (loaded?.version === version) return loaded.branches;
    const branches = db
      .query<BranchRow>(`select ${BRANCH_COLUMNS} from branches b where b.is_active order by b.id`)
      .then(({ rows }) => rows);
    const entry = { version, branches };
    loaded = entry;
    // A failed read is not kept: the next caller tries again.
    branches.catch(() => {
      if (loaded === entry) loaded = undefined;
    });
    return branches;
  }

  /** The `count` active branches closest to `point`, nearest first (ties: lowest id). */
  async function nearestFew(
    point: Coordinates,
    version: string,
    count: number,
  ): Promise<(Branch & { distance_miles: number })[]> {
    const measured = (await all(version)).map((row) => ({
      row,
      distance: haversineMiles(point, row),
    }));
    // The rows come in id order and the sort is stable: equal distances keep the lower id first.
    measured.sort((a, b) => a.distance - b.distance);
    return measured
      .slice(0, count)
      .map(({ row, distance }) => ({ ...toBranch(row), distance_miles: distance }));
  }

  return {
    all,
    /** The active branch closest to `point` (ties: lowest id), with the distance. */
    async nearest(
      point: Coordinates,
      version: string,
    ): Promise<(Branch & { distance_miles: number }) | undefined> {
      return (await nearestFew(point, version, 1))[0];
    },

    nearestFew,
  };
}

export type BranchDirectory = ReturnType<typeof createBranchDirectory>;
