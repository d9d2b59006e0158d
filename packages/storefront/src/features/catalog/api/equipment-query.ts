import type { operations } from '@liftline/sdk';
import type { EquipmentSearch } from '@/config/equipment-search-url';
import { effectiveSort, FILTER_KEYS } from '../search/equipment-search';

export type ListEquipmentQuery = NonNullable<operations['listEquipment']['parameters']['query']>;
export type EquipmentFiltersQuery = NonNullable<
  operations['getEquipmentFilters']['parameters']['query']
>;

/** Equipment grids show 24 units a page (the API's default for equipment). */
export const CATALOG_PER_PAGE = 24;

export interface CatalogScope {
  /** Only units held by this branch (the inventory page: the visitor's saved branch). */
  branchId?: number | null;
}

/** `GET /equipment/filters`: the search's filters and text (no order or page). */
export function filtersQuery(
  search: EquipmentSearch,
  { branchId }: CatalogScope = {},
): EquipmentFiltersQuery {
  const query: EquipmentFiltersQuery = {};
  if (search.q) query.q = search.q;
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (value !== undefined) (query as Record<string, unknown>)[key] = value;
  }
  if (branchId) query.branch_id = branchId;
  return query;
}

/** `GET /equipment`: the filters plus the order and the page. */
export function listQuery(
  search: EquipmentSearch,
  { branchId, perPage = CATALOG_PER_PAGE }: CatalogScope & { perPage?: number } = {},
): ListEquipmentQuery {
  return {
    ...filtersQuery(search, { branchId }),
    sort: effectiveSort(search),
    page: search.page ?? 1,
    per_page: perPage,
  };
}
