/**
 * The one route table of the storefront. Each entry declares a page once: its path pattern, how to
 * link to it (`getHref`), its lazily loaded module, its guards and permission, its layout, its
 * title and breadcrumb. The router (app/router.tsx), the link prefetch, the prerendered pages and
 * the server's list of page paths (`dist/routes.json`) are derived from it. Components link with
 * `paths.x.getHref(...)`; no URL strings elsewhere.
 *
 * The table is written by area (config/paths/public.ts, guest.ts, account.ts, admin.ts) and put
 * together here, in matching order; adding a page: one entry in its area plus its module in
 * app/routes/.
 */

import type { MessageDescriptor } from '@lingui/core';
import { accountPaths } from './paths/account';
import { adminPaths } from './paths/admin';
import { guestPaths } from './paths/guest';
import { publicPaths } from './paths/public';
import type { RouteEntry } from './route-entry';

export type { RegisterLinkOptions } from './paths/guest';

export const paths = {
  ...publicPaths,
  ...guestPaths,
  ...accountPaths,
  ...adminPaths,
} as const;

export type RouteName = keyof typeof paths;

/** A breadcrumb's text: a message of the route table, or a name from the data (a unit's). */
export type BreadcrumbName = MessageDescriptor | string;

/** The table as a list, in matching order (the first entry whose pattern matches wins). */
export const ROUTES: readonly (RouteEntry & { name: RouteName })[] = (
  Object.keys(paths) as RouteName[]
).map((name) => ({ ...(paths[name] as RouteEntry), name }));

/**
 * A page's breadcrumb trail after Home, from the table: its parents' links, then its own (`name`
 * overrides its own link's text, e.g. a unit's name).
 */
export function breadcrumbsOf(
  name: RouteName,
  own?: { name: BreadcrumbName; path: string },
): { name: BreadcrumbName; path: string }[] {
  const trail: { name: BreadcrumbName; path: string }[] = [];
  let current: string | undefined = name;
  while (current) {
    const entry: RouteEntry | undefined = (paths as Record<string, RouteEntry>)[current];
    if (!entry) throw new Error(`The breadcrumb parent "${current}" is not a route.`);
    const href = (entry.getHref as () => string)();
    trail.unshift(
      current === name && own
        ? own
        : { name: entry.breadcrumb?.name ?? entry.title ?? '', path: href },
    );
    current = entry.breadcrumb?.parent;
  }
  return trail;
}

/** The guest authentication screens: never a page to come back to after logging in. */
export const AUTH_LAYOUT_PREFIX = '/guest/user/';
