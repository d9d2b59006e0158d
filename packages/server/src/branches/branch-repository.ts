import type { components } from '@liftline/sdk/schema';
import type { Queryable } from '../db/database';
import type { Coordinates } from '../geo/zip-centroids';

export type Branch = components['schemas']['Branch'];

const COLUMNS = `id, name, address_line1, city, state, zip_code, phone_number, email, hours, latitude, longitude`;

export function createBranchRepository(db: Queryable) {
  return {
    /** The branch closest to `point` by great-circle distance, with that distance in miles. */
    async nearest(point: Coordinates): Promise<(Branch & { distance_miles: number }) | undefined> {
      const { rows } = await db.query<Branch & { distance_miles: number }>(
        `select ${COLUMNS},
           3958.8 * 2 * asin(least(1, sqrt(
             power(sin(radians(latitude - $1) / 2), 2) +
             cos(radians($1)) * cos(radians(latitude)) * power(sin(radians(longitude - $2) / 2), 2)
           ))) as distance_miles
         from branches
         order by distance_miles asc, id asc
         limit 1`,
        [point.latitude, point.longitude],
      );
      return rows[0];
    },

    async findById(id: number): Promise<Branch | undefined> {
      const { rows } = await db.query<Branch>(`select ${COLUMNS} from branches where id = $1`, [
        id,
      ]);
      return rows[0];
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
