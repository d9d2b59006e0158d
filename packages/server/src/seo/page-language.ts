/**
 * The storefront's languages as its URLs carry them (the storefront's src/i18n/locales.ts, which
 * the server cannot import): English pages at `/…`, their Spanish twins at `/es/…`, with the same
 * path and query otherwise.
 */
export const PAGE_LOCALES = ['en', 'es'] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];

/** The path prefix of a language's pages ('' for English). */
const BASES: Readonly<Record<PageLocale, string>> = { en: '', es: '/es' };

/** Open Graph's locale of each language (`og:locale`). */
export const OG_LOCALES: Readonly<Record<PageLocale, string>> = { en: 'en_US', es: 'es_US' };

/** The language of a page path and the path inside it: `/es/equipment` → `es`, `/equipment`. */
export function splitPagePath(pathname: string): { locale: PageLocale; path: string } {
  if (pathname === '/es' || pathname === '/es/') return { locale: 'es', path: '/' };
  if (pathname.startsWith('/es/')) return { locale: 'es', path: pathname.slice(3) };
  return { locale: 'en', path: pathname || '/' };
}

/** `path` (inside the app, no language prefix, `?query` kept) in `locale`'s pages. */
export function pagePathIn(path: string, locale: PageLocale): string {
  const base = BASES[locale];
  if (!base) return path;
  return path === '/' || path.startsWith('/?') ? `${base}${path.slice(1)}` : `${base}${path}`;
}
