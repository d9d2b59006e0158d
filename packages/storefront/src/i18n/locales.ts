/**
 * The storefront's languages and how URLs carry them: English pages at `/…`, their Spanish twins
 * at `/es/…` (same path otherwise, same query). Nothing here touches the DOM or loads a catalog.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag each language formats with (money, dates, times, plurals). */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** The path prefix of a language's pages ('' for English). */
export const LOCALE_BASES: Readonly<Record<Locale, string>> = { en: '', es: '/es' };

/** What the language switcher calls each language, in that language. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language of a page path and the path inside it: `/es/equipment` → `es`, `/equipment`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const base = LOCALE_BASES[locale];
    if (!base) continue;
    if (pathname === base || pathname === `${base}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${base}/`)) return { locale, path: pathname.slice(base.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** The language a page path is in. */
export const localeOfPath = (pathname: string): Locale => splitLocalePath(pathname).locale;

/**
 * `path` (a page path inside the app, with its optional `?query` and `#hash`, no language prefix)
 * in `locale`'s pages: `/equipment?x=1` → `/es/equipment?x=1`; `/` → `/es`.
 */
export function localizedPath(path: string, locale: Locale): string {
  const base = LOCALE_BASES[locale];
  if (!base) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#'))
    return `${base}${path.slice(1)}`;
  return `${base}${path}`;
}
