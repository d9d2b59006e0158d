import type { EquipmentSearch } from '@/config/equipment-search-url';
import { filtersQuery, listQuery } from './equipment-query';

/**
 * A read a server-rendered page needs: the query key its hook asks with (openapi-react-query's
 * `[method, path, init]`) and the API URL that answers it (below `/api/v1`).
 */
export interface PageRead {
  key: readonly unknown[];
  url: string;
}

function apiUrl(path: string, query: Record<string, string | number | boolean | undefined>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The newest units, as the home page's "New in stock" reads them (`useEquipmentPage`). */
export function newestReads(count: number): PageRead[] {
  const list = listQuery({ sort: 'newest' }, { perPage: count });
  return [
    { key: ['get', '/equipment', { params: { query: list } }], url: apiUrl('/equipment', list) },
  ];
}

/**
 * What the public catalog (`/equipment`) reads for a search: the page of units and the filters'
 * counts, with the same queries as `useEquipmentPage` and `useEquipmentFilters`, so a page
 * rendered with these answers is the page the app renders from them.
 */
export function catalogReads(search: EquipmentSearch): PageRead[] {
  const list = listQuery(search);
  const filters = filtersQuery(search);
  return [
    { key: ['get', '/equipment', { params: { query: list } }], url: apiUrl('/equipment', list) },
    {
      key: ['get', '/equipment/filters', { params: { query: filters } }],
      url: apiUrl('/equipment/filters', filters),
    },
  ];
}
