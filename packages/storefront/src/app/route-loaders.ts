import type { ComponentType } from 'react';
import { ROUTES, type RouteName } from '@/config/paths';
import { LOCALES, localizedPath } from '@/i18n/locales';
import { registerPrefetchRoutes } from '@/lib/prefetch';
import { lazyRoute, trackedLoader, type RouteModuleLoader } from './lazy-route';

/**
 * Each page's loader, shared by its lazy component (router.tsx), the link prefetch and the start-up
 * code, so a prefetched chunk is the one the click needs. Derived from the route table.
 */
const loaders = Object.fromEntries(
  ROUTES.map((route) => [route.name, trackedLoader(route.load as RouteModuleLoader)]),
) as Record<RouteName, RouteModuleLoader>;

/** Each page as a lazily loaded component, declared once at module scope (see lazy-route.tsx). */
export const PAGES = Object.fromEntries(
  ROUTES.map((route) => [route.name, lazyRoute(loaders[route.name] as RouteModuleLoader)]),
) as Record<RouteName, ComponentType>;

/**
 * Every page's absolute path pattern (`/equipment/:equipment_id`) in every language (its Spanish
 * twin `/es/equipment/:equipment_id`). The build writes them to `dist/routes.json`: the server
 * answers 404 for any other page path.
 */
export const ROUTE_PATTERNS: string[] = LOCALES.flatMap((locale) =>
  ROUTES.map((route) => localizedPath(route.path, locale)),
);

registerPrefetchRoutes(
  ROUTES.map((route) => ({ path: route.path, load: loaders[route.name] as RouteModuleLoader })),
);
