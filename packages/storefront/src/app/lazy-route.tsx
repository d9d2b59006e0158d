import { lazy, type ComponentType } from 'react';
import { withProgress } from '@/components/progress-bar/progress-store';

type RouteModule = { default: ComponentType };
export type RouteModuleLoader = () => Promise<RouteModule>;

const loaded = new WeakMap<RouteModuleLoader, ComponentType>();

/**
 * A page's `() => import(...)` that remembers the page once its chunk has loaded (whoever loaded
 * it: the route, a link prefetch, or the start-up code waiting for the first page).
 */
export function trackedLoader(load: RouteModuleLoader): RouteModuleLoader {
  const tracked: RouteModuleLoader = () =>
    load().then((module) => {
      loaded.set(tracked, module.default);
      return module;
    });
  return tracked;
}

/**
 * Tells a page's tracked loader that its module was loaded by other means (the boot script of a
 * page that paints before its code runs: lib/booted-page.ts), so the page renders at once.
 */
export function markLoaded(load: RouteModuleLoader, module: RouteModule): void {
  loaded.set(load, module.default);
}

/**
 * `React.lazy` for a page, except that a page whose chunk is already loaded renders at once instead
 * of suspending for a tick: the first render after start-up (main.tsx waits for the page's chunk)
 * then shows no spinner and hydrates the prerendered HTML as it is, without a flash.
 * The progress bar runs while a page's code loads.
 */
export function lazyRoute(load: RouteModuleLoader): ComponentType {
  const Lazy = lazy(withProgress(load));
  function LazyRoute() {
    const Page = loaded.get(load) ?? Lazy;
    return <Page />;
  }
  return LazyRoute;
}
