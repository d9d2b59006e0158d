import type { operations } from '@liftline/sdk/schema';
import { ApiError } from '../http/api-error';
import { zipCentroid, type Coordinates } from '../geo/zip-centroids';
import type { Branch } from './branch-repository';
import { withValues } from '../i18n/i18n';

type LocatedBranch = operations['locateBranch']['responses'][200]['content']['application/json'];

/** The active branch closest to a point, with the distance in miles. */
export type FindNearest = (
  point: Coordinates,
) => Promise<(Branch & { distance_miles: number }) | undefined>;

const locateMessages = {
  zipNotFound: /*i18n*/ {
    id: 'error.zipNotFound',
    message: 'We could not find zip code {zip}. Please check it and try again.',
  },
  noBranch: /*i18n*/ {
    id: 'error.noBranch',
    message: 'No branch is available yet. Please call us instead.',
  },
};

/** Nearest branch to the centroid of a US zip code (the zip's format is checked by the contract). */
export async function locateBranch(nearestTo: FindNearest, zip: string): Promise<LocatedBranch> {
  const centroid = zipCentroid(zip);
  if (!centroid) {
    throw new ApiError(404, withValues(locateMessages.zipNotFound, { zip }), 'zip_not_found');
  }
  const nearest = await nearestTo(centroid);
  if (!nearest) {
    throw new ApiError(404, locateMessages.noBranch, 'not_found');
  }
  return {
    ...nearest,
    distance_miles: Math.round(nearest.distance_miles * 10) / 10,
    zip_code_searched: zip,
  };
}
