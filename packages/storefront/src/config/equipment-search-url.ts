/**
 * The search of a catalog page (`/equipment`, `/eq-inventory`) as a URL: the keys, their order and
 * which values are defaults (left out of the URL). The route table (paths.ts) links with it.
 */

import type { operations, Schemas } from '@liftline/sdk';
import type { EquipmentCategorySlug } from './equipment-categories';
import { withQuery } from './with-query';

/** The orders of `GET /equipment` (`sort`); `relevance` ranks by `q` and is `newest` without one. */
export type EquipmentSort = NonNullable<
  NonNullable<operations['listEquipment']['parameters']['query']>['sort']
>;

/**
 * What a catalog page (`/equipment`, `/eq-inventory`) shows: search text, filters, order and page.
 * The keys are the query parameters of the URL and of `GET /equipment`. Parse a URL into one with
 * `parseEquipmentSearch` (features/catalog); `getHref` writes it back.
 */
export interface EquipmentSearch {
  q?: string;
  category?: EquipmentCategorySlug;
  make?: string;
  /** `rent` (units for rent) or `buy` (units for sale). */
  listing?: Schemas['ListingType'];
  fuel_type?: Schemas['FuelType'];
  capacity_min?: number;
  capacity_max?: number;
  lift_height_min?: number;
  lift_height_max?: number;
  year_min?: number;
  year_max?: number;
  /** Daily rental rate when `listing=rent`, otherwise sale price (USD). */
  price_min?: number;
  price_max?: number;
  /** Units free on every day from `available_from` to `available_to` (`YYYY-MM-DD`, both or neither). */
  available_from?: string;
  available_to?: string;
  sort?: EquipmentSort;
  /** 1-based. */
  page?: number;
}

/** The URL's parameter order: the same search always gives the same URL. */
export const EQUIPMENT_SEARCH_KEYS = [
  'q',
  'category',
  'make',
  'listing',
  'fuel_type',
  'capacity_min',
  'capacity_max',
  'lift_height_min',
  'lift_height_max',
  'year_min',
  'year_max',
  'price_min',
  'price_max',
  'available_from',
  'available_to',
  'sort',
  'page',
] as const satisfies readonly (keyof EquipmentSearch)[];

/** Whether `sort` is what the listing does anyway (relevance with `q`, newest without). */
export function isDefaultSort(sort: EquipmentSort | undefined, q: string | undefined): boolean {
  return !sort || sort === 'relevance' || (sort === 'newest' && !q?.trim());
}

/** `?q=…&category=…` in a stable order, defaults (page 1, the default sort) left out. */
export function equipmentHref(path: string, search: EquipmentSearch): string {
  const query: Record<string, string | undefined> = {};
  for (const key of EQUIPMENT_SEARCH_KEYS) {
    const value = search[key];
    if (value === undefined || value === null) continue;
    if (key === 'page' && Number(value) <= 1) continue;
    if (key === 'sort' && isDefaultSort(search.sort, search.q)) continue;
    query[key] = String(value);
  }
  return withQuery(path, query);
}
