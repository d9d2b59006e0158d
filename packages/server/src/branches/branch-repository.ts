import type { components } from '@liftline/sdk/schema';
import { containsPattern, limitOffset, pageOf, type PageRequest } from '../accounts/pagination';
import type { Queryable } from '../db/database';
import type { Coordinates } from '../geo/zip-centroids';
import {
  displayHours,
  sortedWeeklyHours,
  todayIn,
  upcomingClosures,
  type BranchClosure,
  type BranchDayHours,
  type TimeZone,
} from './branch-hours';

export type Branch = components['schemas']['Branch'];
export type BranchPage = components['schemas']['BranchPage'];

/** A branch as stored (the columns every read selects). */
export interface BranchRow {
  id: number;
  name: string;
  address_line1: string;
  city: string;
  state: string;
  zip_code: string;
  phone_number: string | null;
  email: string | null;
  weekly_hours: BranchDayHours[];
  closures: BranchClosure[];
  time_zone: TimeZone;
  latitude: number;
  longitude: number;
  is_active: boolean;
}

export const BRANCH_COLUMNS = `b.id, b.name, b.address_line1, b.city, b.state, b.zip_code,
  b.phone_number, b.email, b.weekly_hours, b.closures, b.time_zone, b.latitude, b.longitude,
  b.is_active`;

/** `(name, city, state, zip)` contains the pattern `$n` (null: no filter). */
export const branchSearch = (param: string) =>
  `(${param}::text is null or b.name ilike ${param} or b.city ilike ${param}
    or b.state ilike ${param} or b.zip_code ilike ${param})`;

/**
 * The public shape of a stored branch: display lines derived from the weekly hours, and only the
 * closures of today and later, "today" being the calendar day in the branch's own time zone.
 */
export function toBranch(row: BranchRow, now: Date = new Date()): Branch {
  const weekly = sortedWeeklyHours(row.weekly_hours ?? []);
  return {
    id: row.id,
    name: row.name,
    address_line1: row.address_line1,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    phone_number: row.phone_number,
    email: row.email,
    hours: displayHours(weekly),
    weekly_hours: weekly,
    closures: upcomingClosures(row.closures ?? [], todayIn(row.time_zone, now)),
    time_zone: row.time_zone,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** Whether a branch may receive new quote requests, messages and units. */
export type BranchAvailability = 'active' | 'inactive' | 'unknown';

export const BRANCH_NOT_FOUND = /*i18n*/ {
  id: 'field.branch.notFound',
  message: 'The selected branch does not exist.',
};
export const BRANCH_INACTIVE = /*i18n*/ {
  id: 'field.branch.inactive',
  message: 'The selected branch is closed. Please choose another branch.',
};

export function createBranchRepository(
  db: Queryable,
  { now = () => new Date() }: { now?: () => Date } = {},
) {
  async function one(where: string, id: number): Promise<Branch | undefined> {
    const { rows } = await db.query<BranchRow>(
      `select ${BRANCH_COLUMNS} from branches b where b.id = $1 ${where}`,
      [id],
    );
    return rows[0] ? toBranch(rows[0], now()) : undefined;
  }

  return {
    /** The active branch closest to `point` by great-circle distance, with that distance in miles. */
    async nearest(point: Coordinates): Promise<(Branch & { distance_miles: number }) | undefined> {
      const { rows } = await db.query<BranchRow & { distance_miles: number }>(
        `select ${BRANCH_COLUMNS},
           3958.8 * 2 * asin(least(1, sqrt(
             power(sin(radians(b.latitude - $1) / 2), 2) +
             cos(radians($1)) * cos(radians(b.latitude)) * power(sin(radians(b.longitude - $2) / 2), 2)
           ))) as distance_miles
         from branches b
         where b.is_active
         order by distance_miles asc, b.id asc
         limit 1`,
        [point.latitude, point.longitude],
      );
      const row = rows[0];
      return row ? { ...toBranch(row, now()), distance_miles: row.distance_miles } : undefined;
    },

    /** Any branch, active or not (the branch a unit or a lead already has). */
    findById(id: number): Promise<Branch | undefined> {
      return one('', id);
    },

    /** Any branch with whether it is active; undefined when there is no such branch. */
    async findWithStatus(id: number): Promise<{ branch: Branch; isActive: boolean } | undefined> {
      const { rows } = await db.query<BranchRow>(
        `select ${BRANCH_COLUMNS} from branches b where b.id = $1`,
        [id],
      );
      return rows[0] && { branch: toBranch(rows[0], now()), isActive: rows[0].is_active };
    },

    /** An active branch (the public branch page); undefined for a deactivated one. */
    findActive(id: number): Promise<Branch | undefined> {
      return one('and b.is_active', id);
    },

    /** Whether the branch exists and is active (new requests and units may name only those). */
    async availability(id: number): Promise<BranchAvailability> {
      const { rows } = await db.query<{ is_active: boolean }>(
        'select is_active from branches where id = $1',
        [id],
      );
      if (!rows[0]) return 'unknown';
      return rows[0].is_active ? 'active' : 'inactive';
    },

    /** The branch directory: active branches by state, city and name, filtered by `q`. */
    async page(filters: { q?: string | undefined }, request: PageRequest): Promise<BranchPage> {
      const where = `b.is_active and ${branchSearch('$1')}`;
      const params = [containsPattern(filters.q)];
      const [counted, listed] = await Promise.all([
        db.query<{ total: number }>(
          `select count(*)::int as total from branches b where ${where}`,
          params,
        ),
        db.query<BranchRow>(
          `select ${BRANCH_COLUMNS} from branches b where ${where}
            order by b.state, b.city, b.name, b.id limit $2 offset $3`,
          [...params, ...limitOffset(request)],
        ),
      ]);
      const at = now();
      return pageOf(
        listed.rows.map((row) => toBranch(row, at)),
        counted.rows[0]?.total ?? 0,
        request,
      );
    },

    async count(): Promise<number> {
      const { rows } = await db.query<{ count: number }>(
        'select count(*)::int as count from branches',
      );
      return rows[0]?.count ?? 0;
    },
  };
}

export type BranchRepository = ReturnType<typeof createBranchRepository>;
