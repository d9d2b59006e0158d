import type { operations } from '@liftline/sdk/schema';
import { ApiError } from '../http/api-error';
import { zipCentroid, type Coordinates } from '../geo/zip-centroids';
import type { Branch } from './branch-repository';
import { withValues } from '../i18n/i18n';

type LocatedBranch = operations['locateBranch']['responses'][200]['content']['application/json'];

/** How many branches a search offers to choose from (`nearest`). */
export const NEAREST_COUNT = 3;

/** The `count` active branches closest to a point, nearest first, with their distance in miles. */
export type FindNearest = (
  point: Coordinates,
  count: number,
) => Promise<(Branch & { distance_miles: number })[]>;

const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

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

/**
 * Nearest branch to the centroid of a US zip code, with the nearest three to choose from (the
 * zip's format is checked by the contract).
 */
export async function locateBranch(nearestTo: FindNearest, zip: string): Promise<LocatedBranch> {
  const centroid = zipCentroid(zip);
  if (!centroid) {
    throw new ApiError(404, withValues(locateMessages.zipNotFound, { zip }), 'zip_not_found');
  }
  const found = await nearestTo(centroid, NEAREST_COUNT);
  const nearest = found.map((branch) => ({
    ...branch,
    distance_miles: roundMiles(branch.distance_miles),
  }));
  const first = nearest[0];
  if (!first) {
    throw new ApiError(404, locateMessages.noBranch, 'not_found');
  }
  return { ...first, zip_code_searched: zip, nearest };
}
