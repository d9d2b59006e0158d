/**
 * The one route table of the storefront. Components link with `paths.x.getHref(...)` and the router
 * matches `paths.x.path`; no URL strings elsewhere.
 */

import type { EquipmentCategorySlug } from './equipment-categories';

export interface EquipmentSearch {
  q?: string;
  category?: EquipmentCategorySlug;
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const trimmed = value?.trim();
    if (trimmed) params.set(key, trimmed);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  equipment: {
    path: '/equipment',
    getHref: (search: EquipmentSearch = {}) =>
      withQuery('/equipment', { q: search.q, category: search.category }),
  },
  equipmentInventory: {
    path: '/eq-inventory',
    getHref: () => '/eq-inventory',
  },
  upgradeRequired: {
    path: '/guest/upgrade-required',
    getHref: () => '/guest/upgrade-required',
  },
} as const;
