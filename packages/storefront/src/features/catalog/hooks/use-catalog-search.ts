import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { EquipmentSearch } from '@/config/equipment-search-url';
import { changeEquipmentSearch, parseEquipmentSearch } from '../search/equipment-search';

/** Writes a search as the URL of the page showing it (`paths.equipment.getHref`, …). */
export type CatalogHref = (search: EquipmentSearch) => string;

export interface CatalogSearchState {
  search: EquipmentSearch;
  /** The URL of this page after `changes` (a filter change starts again at page 1). */
  hrefWith: (changes: Partial<EquipmentSearch>) => string;
  /** Go there (a new history entry: Back returns to the previous search). */
  change: (changes: Partial<EquipmentSearch>) => void;
}

/**
 * The catalog's state from the URL. A URL that is not in its clean form (unknown values, another
 * parameter order) is replaced by the clean one, without a new history entry.
 */
export function useCatalogSearch(hrefFor: CatalogHref): CatalogSearchState {
  const query = useSearch();
  const [location, navigate] = useLocation();
  const search = useMemo(() => parseEquipmentSearch(query), [query]);

  const canonical = hrefFor(search);
  const current = query ? `${location}?${query}` : location;
  useEffect(() => {
    if (canonical !== current) navigate(canonical, { replace: true });
  }, [canonical, current, navigate]);

  const hrefWith = useCallback(
    (changes: Partial<EquipmentSearch>) => hrefFor(changeEquipmentSearch(search, changes)),
    [hrefFor, search],
  );
  const change = useCallback(
    (changes: Partial<EquipmentSearch>) => navigate(hrefWith(changes)),
    [hrefWith, navigate],
  );
  return { search, hrefWith, change };
}
