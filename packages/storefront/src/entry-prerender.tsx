// Server-side rendering of the storefront's pages: the HTML a visitor (or a search engine) sees
// before the JavaScript runs. At build time (scripts/prerender-storefront.mjs) the public pages
// render with their data sections in the loading state; at request time the API server renders a
// unit's page with the unit's data (it loads this bundle from the build, see the server's
// seo/page-renderer.ts). Parts that load their code later render their placeholder; nothing here
// runs in a browser.
import type { QueryKey } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { memoryLocation } from 'wouter/memory-location';
import { App } from './app/app';
import { loadMessages } from './i18n/catalogs';
import { CONTENT_PATHS, markContentLoaded } from './i18n/content-messages';
import { createI18n } from './i18n/create-i18n';
import { LOCALES, localizedPath, splitLocalePath, type Locale } from './i18n/locales';
import { documentTitle } from './hooks/use-document-title';
import { supportPhone } from './config/env';
import { paths, ROUTES } from './config/paths';
import { catalogReads, newestReads, type PageRead } from './features/catalog/api/catalog-reads';
import { quoteOfferKey } from './features/quote-offer/quote-offer-api';
import { FEATURED_COUNT } from './features/catalog/components/featured-equipment';
import { parseEquipmentSearch } from './features/catalog/search/equipment-search';
import { createQueryClient } from './lib/api/query-client';
import { createStorefrontClient } from './lib/api/storefront-client';
import { loaderFor } from './lib/prefetch';
import { prerenderProblems } from './lib/prerender-problems';

export { ROUTE_PATTERNS } from './app/route-loaders';
export { disableControls } from './lib/hydration';
export { BOOTED_PAGE_ATTRIBUTE, BOOTED_ROUTE_ATTRIBUTE } from './lib/booted-page';
export { CHUNK_MESSAGES_ATTRIBUTE } from './i18n/chunk-messages';
export { prerenderProblems };

export { LOCALES };

/**
 * The pages sent prerendered (the route table's `prerender` entries), in every language (`/about`
 * and `/es/about`), with the module of each: its CSS and code are linked from the page so it looks
 * right before the app runs.
 */
export const PRERENDERED_PAGES = LOCALES.flatMap((locale) =>
  ROUTES.flatMap((route) =>
    route.prerender
      ? [
          {
            path: localizedPath((route.getHref as () => string)(), locale),
            module: route.prerender,
            locale,
          },
        ]
      : [],
  ),
);

/**
 * The pages with parameters that get a shell of their own (the route table's `shell` entries), in
 * every language: the pattern, and the module whose chunks and CSS the shell links.
 */
export const PAGE_SHELLS = LOCALES.flatMap((locale) =>
  ROUTES.flatMap((route) =>
    route.shell
      ? [
          {
            pattern: localizedPath(route.path, locale),
            module: route.shell,
            serverRendered: route.serverRendered ?? false,
            locale,
          },
        ]
      : [],
  ),
);

/** The source module of each language's compiled messages (src/i18n/catalogs.ts imports them). */
export const CATALOG_MODULES: Readonly<Record<Locale, string>> = {
  en: 'virtual:liftline-messages/en/shell',
  es: 'virtual:liftline-messages/es/shell',
};

/** What a page's `<head>` says before the app runs: its language, title and description. */
export interface PageHeadText {
  lang: Locale;
  title: string;
  description: string;
  /** The text of the page's `<noscript>`. */
  noscript: string;
}

/**
 * The head of the page at `path` (a page of the route table, in either language, or the language's
 * home for its shell): `<html lang>`, the document title the page sets once it runs, and its meta
 * description (the site's when the route has none), in the page's language.
 */
export async function pageHead(path: string): Promise<PageHeadText> {
  const { locale, path: pagePath } = splitLocalePath(path.split('?')[0] ?? '/');
  const i18n = createI18n(locale, await loadMessages(locale));
  const route = ROUTES.find((entry) => entry.path === pagePath);
  return {
    lang: locale,
    title: documentTitle(i18n, route?.title ? i18n._(route.title) : undefined),
    description: i18n._(route?.description ?? paths.home.description!),
    noscript: i18n._({
      id: 'app.noscript',
      message: 'Liftline needs JavaScript. Please enable it or call {phone}.',
      values: { phone: supportPhone },
    }),
  };
}

/** The indexable pages without parameters (the route table's `indexable`), for the sitemap. */
export const INDEXABLE_PAGES: string[] = ROUTES.flatMap((route) =>
  route.indexable && !route.path.includes(':') ? [route.path] : [],
);

/**
 * The API reads the server makes for a page it renders with data (beyond a unit's page, whose one
 * read it knows): the catalog's list and filters, the home page's newest units, a customer's quote
 * (`/quotes/:token`). Null: the page has none.
 */
/** The quote page's path with its token (quote-offer.tsx checks the token the same way). */
const QUOTE_PAGE = /^\/quotes\/([A-Za-z0-9_-]{22,128})$/;

export function pageReads(path: string): PageRead[] | null {
  const [fullPath = '/', search = ''] = path.split('?');
  const pathname = splitLocalePath(fullPath).path;
  if (pathname === paths.home.path) return newestReads(FEATURED_COUNT);
  if (pathname === paths.equipment.path) return catalogReads(parseEquipmentSearch(search));
  // A customer's quote (personal: a server that renders it must not cache it).
  const token = QUOTE_PAGE.exec(pathname)?.[1];
  if (token) return [{ key: quoteOfferKey(token), url: `/quotes/${token}` }];
  return null;
}

/** A query's answer the page renders with, under the key the page asks with. */
export interface PageData {
  key: QueryKey;
  data: unknown;
}

/**
 * The HTML of the app at `path` (the inside of `#root`). `data` seeds the query cache, so the
 * sections reading it render their content rather than their skeleton; the browser gets the same
 * entries in the page (embedded-query-data.ts), so its first render is the same page.
 */
export async function renderPage(path: string, data: PageData[] = []): Promise<string> {
  const [pathname = '/', search = ''] = path.split('?');
  const queryClient = createQueryClient();
  for (const { key, data: value } of data) queryClient.setQueryData(key, value);
  // The page's language (`/es/…` is Spanish) with its messages, and the page inside it.
  const { locale, path: pagePath } = splitLocalePath(pathname);
  const i18n = createI18n(locale, await loadMessages(locale, pagePath));
  if (CONTENT_PATHS.includes(pagePath)) markContentLoaded(i18n);
  // The page's own code first, so the page itself renders (lazy-route.tsx), not its spinner.
  await loaderFor(pagePath)?.();
  // Everything on these pages renders synchronously: the route's code was loaded just above, and
  // parts that load their code later (the quote button) render their placeholder on the server. A
  // part that suspends anyway leaves React's error (with file paths) in the HTML: refused below.
  // A fixed location (the build renders with preact, whose useSyncExternalStore has no server
  // snapshot: the browser location hook would read `location`).
  const { hook, searchHook } = memoryLocation({ path, static: true });
  const html = renderToString(
    <App
      api={createStorefrontClient({ locale })}
      queryClient={queryClient}
      i18n={i18n}
      router={{ hook, searchHook, ssrPath: pathname, ssrSearch: search }}
    />,
  );
  // The storefront's CSP allows no inline script: the HTML must be plain markup.
  if (/<script/i.test(html)) throw new Error(`Prerendering ${path} produced an inline script.`);
  const problems = prerenderProblems(html);
  if (problems.length > 0) {
    throw new Error(`Prerendering ${path} produced ${problems.join(', ')}.`);
  }
  return html;
}
