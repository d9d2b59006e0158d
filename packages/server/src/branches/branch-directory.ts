import type { Queryable } from '../db/database';
import { haversineMiles, type Coordinates } from '../geo/zip-centroids';
import type { Branch } from './branch-repository';

const COLUMNS = `id, name, address_line1, city, state, zip_code, phone_number, email, hours, latitude, longitude`;

/** How long the in-memory branch list is trusted before it is read again (branches rarely change). */
export const BRANCH_DIRECTORY_TTL_MS = 60_000;

/**
 * The branch list kept in memory for the branch locator, the busiest public call: a few dozen rows,
 * read from the database at most once per `ttlMs` (concurrent callers share one read), so a locate
 * is a loop over the list instead of a query. Changes made in the database (another instance, an
 * operator's SQL) show up within `ttlMs`.
 */
export function createBranchDirectory(
  db: Queryable,
  { ttlMs = BRANCH_DIRECTORY_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
) {
  let cached: { branches: Branch[]; loadedAt: number } | undefined;
  let loading: Promise<Branch[]> | undefined;

  async function all(): Promise<Branch[]> {
    if (cached && now() - cached.loadedAt < ttlMs) return cached.branches;
    loading ??= db
      .query<Branch>(`select ${COLUMNS} from branches order by id`)
      .then(({ rows }) => {
        cached = { branches: rows, loadedAt: now() };
        return rows;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    all,
    /** The branch closest to `point` by great-circle distance (ties: lowest id), with the distance. */
    async nearest(point: Coordinates): Promise<(Branch & { distance_miles: number }) | undefined> {
      let best: (Branch & { distance_miles: number }) | undefined;
      for (const branch of await all()) {
        const distance = haversineMiles(point, branch);
        if (!best || distance < best.distance_miles) best = { ...branch, distance_miles: distance };
      }
      return best;
    },
  };
}

export type BranchDirectory = ReturnType<typeof createBranchDirectory>;
