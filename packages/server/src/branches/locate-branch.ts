import type { operations } from '@liftline/sdk/schema';
import { ApiError } from '../http/api-error';
import { zipCentroid, type Coordinates } from '../geo/zip-centroids';
import type { Branch } from './branch-repository';

type LocatedBranch = operations['locateBranch']['responses'][200]['content']['application/json'];

/** The active branch closest to a point, with the distance in miles. */
export type FindNearest = (
  point: Coordinates,
) => Promise<(Branch & { distance_miles: number }) | undefined>;

/** Nearest branch to the centroid of a US zip code (the zip's format is checked by the contract). */
export async function locateBranch(nearestTo: FindNearest, zip: string): Promise<LocatedBranch> {
  const centroid = zipCentroid(zip);
  if (!centroid) {
    throw new ApiError(
      404,
      `We could not find zip code ${zip}. Please check it and try again.`,
      'zip_not_found',
    );
  }
  const nearest = await nearestTo(centroid);
  if (!nearest) {
    throw new ApiError(404, 'No branch is available yet. Please call us instead.', 'not_found');
  }
  return {
    ...nearest,
    distance_miles: Math.round(nearest.distance_miles * 10) / 10,
    zip_code_searched: zip,
  };
}
