import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { Equipment } from '@liftline/sdk';
import type { EquipmentSearch } from '@/config/equipment-search-url';
import { useApi } from '@/lib/api/api-provider';
import { filtersQuery, listQuery, type CatalogScope } from './equipment-query';

/**
 * A page of the public catalog (`GET /equipment`) for a search. The previous page stays on screen
 * while the next one (another page, sort or filter) loads.
 */
export function useEquipmentPage(
  search: EquipmentSearch,
  scope: CatalogScope & { perPage?: number } = {},
) {
  return useApi().useQuery(
    'get',
    '/equipment',
    { params: { query: listQuery(search, scope) } },
    { placeholderData: keepPreviousData },
  );
}

/** The filters' values with counts and ranges for a search (`GET /equipment/filters`). */
export function useEquipmentFilters(search: EquipmentSearch, scope: CatalogScope = {}) {
  return useApi().useQuery(
    'get',
    '/equipment/filters',
    { params: { query: filtersQuery(search, scope) } },
    { placeholderData: keepPreviousData },
  );
}

/**
 * One listing (`GET /equipment/{id}`), asked for with the visitor's saved branch (`branch_id`) so the
 * server may answer that branch's rates. When only the branch changes, the unit already shown stays
 * on screen until the new answer arrives (no skeleton flash after a branch search); so does the
 * unit's answer without a branch (the one a server-rendered page carries) for a visitor with a
 * saved branch.
 */
export function useEquipment(id: number, branchId: number | null = null) {
  const queryClient = useQueryClient();
  const withoutBranch = () => queryClient.getQueryData<Equipment>(unitQueryKey(id, {}));
  return useApi().useQuery(
    'get',
    '/equipment/{id}',
    { params: { path: { id }, query: branchId ? { branch_id: branchId } : {} } },
    {
      placeholderData: (previous) =>
        previous?.id === id ? previous : branchId ? withoutBranch() : undefined,
    },
  );
}

/** The query key of `GET /equipment/{id}` (openapi-react-query's: method, path, init). */
const unitQueryKey = (id: number, query: { branch_id?: number }) =>
  ['get', '/equipment/{id}', { params: { path: { id }, query } }] as const;
