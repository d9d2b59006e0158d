import { markLoaded, type RouteModuleLoader } from '@/app/lazy-route';

/**
 * The attributes of the boot script of a page that paints before its code runs
 * (scripts/prerender-storefront.mjs): the page's chunk, which it imports, and its route pattern.
 */
export const BOOTED_PAGE_ATTRIBUTE = 'data-page';
export const BOOTED_ROUTE_ATTRIBUTE = 'data-route';

type LoaderFor = (path: string) => (() => Promise<unknown>) | null;
type ImportModule = (url: string) => Promise<unknown>;

// A URL known at run time: the browser resolves it, Vite adds no preload helper around it.
const importModule: ImportModule = (url) => import(/* @vite-ignore */ url);

/**
 * Waits for the code of the page at `pathname`, so the app's first render is that page. A page
 * that paints before its code runs boots with a script that has already imported the page's chunk
 * (named in its `data-page`): that module is taken from the browser's module map, when the
 * script's route is the one `pathname` matches. Otherwise the route's own loader loads it. Asked
 * first, that loader would have Vite's preload helper add a `modulepreload` link for each of the
 * chunk's imports (about 30 on `/equipment`), all loaded already, in the task before hydration.
 */
export async function loadBootedPage(
  document: Document,
  pathname: string,
  loaderFor: LoaderFor,
  importPage: ImportModule = importModule,
): Promise<void> {
  const load = loaderFor(pathname);
  if (!load) return;
  const boot = document.querySelector(`script[${BOOTED_PAGE_ATTRIBUTE}]`);
  const url = boot?.getAttribute(BOOTED_PAGE_ATTRIBUTE);
  const route = boot?.getAttribute(BOOTED_ROUTE_ATTRIBUTE);
  if (!url || !route || loaderFor(route) !== load) {
    await load();
    return;
  }
  const module = (await importPage(url)) as Awaited<ReturnType<RouteModuleLoader>>;
  markLoaded(load as RouteModuleLoader, module);
}
