import { unwrap, type components } from '@liftline/sdk';
import type { EquipmentSearch } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { useLoad, type LoadResult } from '@/lib/use-load';
import { filtersQuery, listQuery, type CatalogScope } from './equipment-query';

type EquipmentPage = components['schemas']['EquipmentPage'];
type EquipmentFilters = components['schemas']['EquipmentFilters'];
type Equipment = components['schemas']['Equipment'];

/** A page of the public catalog (`GET /equipment`) for a search. */
export function useEquipmentPage(
  search: EquipmentSearch,
  scope: CatalogScope & { perPage?: number } = {},
): LoadResult<EquipmentPage> {
  const query = listQuery(search, scope);
  return useLoad(JSON.stringify(query), (signal) =>
    unwrap(apiClient.GET('/equipment', { params: { query }, signal })),
  );
}

/** The filters' values with counts and ranges for a search (`GET /equipment/filters`). */
export function useEquipmentFilters(
  search: EquipmentSearch,
  scope: CatalogScope = {},
): LoadResult<EquipmentFilters> {
  const query = filtersQuery(search, scope);
  return useLoad(JSON.stringify(query), (signal) =>
    unwrap(apiClient.GET('/equipment/filters', { params: { query }, signal })),
  );
}

/** One listing (`GET /equipment/{id}`). */
export function useEquipment(id: number): LoadResult<Equipment> {
  return useLoad(String(id), (signal) =>
    unwrap(apiClient.GET('/equipment/{id}', { params: { path: { id } }, signal })),
  );
}
