import { OG_LOCALES, PAGE_LOCALES, pagePathIn, splitPagePath } from './page-language';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const unescapeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const CANONICAL = /<link rel="canonical" href="([^"]*)">/;

/**
 * The canonical URL of a page: the one its head names already (a unit, a category listing), else
 * the page's own URL without its query (filters and tracking parameters name no other page), with
 * no trailing slash.
 */
function canonicalOf(page: string, publicUrl: string, pathname: string): string {
  const named = CANONICAL.exec(page)?.[1];
  if (named) return unescapeAttribute(named);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return `${publicUrl}${path}`;
}

/**
 * The URL of each language's twin of a canonical URL of this site (`…/es/equipment?category=x` →
 * en `…/equipment?category=x`, es `…/es/equipment?category=x`).
 */
export function languageTwins(publicUrl: string, canonical: string): Record<string, string> {
  const url = new URL(canonical);
  const { path } = splitPagePath(url.pathname);
  return Object.fromEntries(
    PAGE_LOCALES.map((locale) => [locale, `${publicUrl}${pagePathIn(path, locale)}${url.search}`]),
  );
}

/**
 * A storefront page (HTML) with its language in the head, as search engines and link previews
 * read it: `<html lang>` of the path's language (`/es/…` is Spanish), its canonical URL (kept when
 * the page names one), `hreflang` alternates to both twins and `x-default` (the English page),
 * and `og:locale` with the other language as `og:locale:alternate`. A page without a `<head>` (a
 * test's bare file) is returned as it is; so is one that has its alternates already.
 */
export function withLanguageHead(page: string, publicUrl: string, pathname: string): string {
  if (!/<\/head>/i.test(page) || /<link rel="alternate" hreflang=/.test(page)) return page;
  const { locale } = splitPagePath(pathname);
  const canonical = canonicalOf(page, publicUrl, pathname);
  const twins = languageTwins(publicUrl, canonical);
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}">`;
  const tags = [
    ...(CANONICAL.test(page)
      ? []
      : [`<link rel="canonical" href="${escapeAttribute(canonical)}">`]),
    ...PAGE_LOCALES.map((each) => link(each, twins[each]!)),
    link('x-default', twins.en!),
    ...(/property="og:locale"/.test(page)
      ? []
      : [
          `<meta property="og:locale" content="${OG_LOCALES[locale]}">`,
          ...PAGE_LOCALES.filter((each) => each !== locale).map(
            (each) => `<meta property="og:locale:alternate" content="${OG_LOCALES[each]}">`,
          ),
        ]),
  ];
  return page
    .replace(/<html lang="[^"]*"/i, `<html lang="${locale}"`)
    .replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}
