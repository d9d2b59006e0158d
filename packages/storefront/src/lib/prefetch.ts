/**
 * Hovering or focusing a link loads the target route's chunk ahead of the
 * click, with the very `() => import(...)` its `lazy()` uses (so the click finds it in the module
 * cache). Skipped on 2g and data-saver connections; failures are ignored (the click retries and the
 * route's error boundary handles a real failure).
 */

import { splitLocalePath } from '@/i18n/locales';

export type RouteLoader = () => Promise<unknown>;

interface PrefetchRoute {
  pattern: RegExp;
  load: RouteLoader;
}

/** The parts of `navigator.connection` (Network Information API, not everywhere) that matter. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

const routes: PrefetchRoute[] = [];
const started = new Set<RouteLoader>();
let pendingPrefetches = 0;

/** `/equipment/:equipment_id` → a regular expression matching the path of an href. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** The app registers each route's loader under its absolute path pattern. */
export function registerPrefetchRoutes(table: readonly { path: string; load: RouteLoader }[]) {
  for (const { path, load } of table) routes.push({ pattern: patternToRegExp(path), load });
}

function currentConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** False on data-saver or 2g (`slow-2g`, `2g`) connections. */
export function shouldPrefetch(connection: ConnectionInfo | undefined = currentConnection()) {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/**
 * The loader of the page `href` leads to, in either language (`/es/equipment` is the page of
 * `/equipment`): links inside the app carry no language, the browser's location and the page's
 * own HTML do.
 */
export function loaderFor(href: string): RouteLoader | null {
  const path = splitLocalePath(href.split(/[?#]/)[0] ?? '').path;
  return routes.find((route) => route.pattern.test(path))?.load ?? null;
}

/** Whether only prefetches (no navigation) are loading chunks: their preload errors are ignored. */
export function isPrefetching(): boolean {
  return pendingPrefetches > 0;
}

/** Starts loading the chunk of the route `href` leads to (once), unless the connection is slow. */
export function prefetchRoute(
  href: string,
  connection: ConnectionInfo | undefined = currentConnection(),
): boolean {
  if (!shouldPrefetch(connection)) return false;
  const load = loaderFor(href);
  if (!load || started.has(load)) return false;
  started.add(load);
  pendingPrefetches += 1;
  load()
    .catch(() => {
      // Ignored: the click loads it again and shows the error page (or reloads) if it still fails.
      started.delete(load);
    })
    .finally(() => {
      pendingPrefetches -= 1;
    });
  return true;
}

/**
 * Links the visitor already points at or has focused when the app starts: their `mouseenter` and
 * `focus` came before the app's handlers (a page arrives as HTML and is hydrated later), so their
 * chunks are prefetched now.
 */
export function prefetchLinksInUse(root: Element, doc: Document = root.ownerDocument): number {
  const inUse = [...root.querySelectorAll('a[href]:hover'), doc.activeElement];
  let count = 0;
  for (const element of inUse) {
    const href = element instanceof HTMLAnchorElement ? element.getAttribute('href') : null;
    if (href?.startsWith('/') && root.contains(element) && prefetchRoute(href)) count += 1;
  }
  return count;
}

/** Tests only: forget the registered routes and what was prefetched. */
export function resetPrefetch(): void {
  routes.length = 0;
  started.clear();
  pendingPrefetches = 0;
}
