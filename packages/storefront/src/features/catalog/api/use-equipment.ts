import { unwrap, type components } from '@liftline/sdk';
import type { EquipmentSearch } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { useLoad, type LoadResult } from '@/lib/use-load';

type EquipmentPage = components['schemas']['EquipmentPage'];
type Equipment = components['schemas']['Equipment'];

/** A page of the public catalog (`GET /equipment`). */
export function useEquipmentPage(search: EquipmentSearch, perPage = 12): LoadResult<EquipmentPage> {
  const query = { q: search.q || undefined, category: search.category, per_page: perPage };
  return useLoad(JSON.stringify(query), (signal) =>
    unwrap(apiClient.GET('/equipment', { params: { query }, signal })),
  );
}

/** One listing (`GET /equipment/{id}`). */
export function useEquipment(id: number): LoadResult<Equipment> {
  return useLoad(String(id), (signal) =>
    unwrap(apiClient.GET('/equipment/{id}', { params: { path: { id } }, signal })),
  );
}
