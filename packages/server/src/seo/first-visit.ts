import { negotiateLocale } from '../i18n/negotiate-locale';

/** The first-party cookie the storefront's language switcher writes (`lang=en|es`). */
export const LANGUAGE_COOKIE = 'lang';

/** What a request to the home page says about its visitor's language. */
export interface FirstVisitRequest {
  /** The request URL (`/`, `/?utm_source=x`). */
  url: string;
  acceptLanguage: string | string[] | undefined;
  /** The `lang` cookie, if any. */
  languageCookie: string | undefined;
}

/**
 * Where the home page (`/`) sends a visitor instead, or null to answer it: `/es` (its query kept)
 * when the visitor chose Spanish (`lang=es` cookie) or, without a choice, when `Accept-Language`
 * prefers Spanish over English. Never without `Accept-Language`: crawlers send none and must index
 * the English page. A choice of English (`lang=en`) always stays.
 */
export function firstVisitLocation({
  url,
  acceptLanguage,
  languageCookie,
}: FirstVisitRequest): string | null {
  if (!acceptLanguage || (Array.isArray(acceptLanguage) && acceptLanguage.length === 0))
    return null;
  const chosen = languageCookie === 'es' || languageCookie === 'en' ? languageCookie : null;
  const locale = chosen ?? negotiateLocale(acceptLanguage);
  if (locale !== 'es') return null;
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  return `/es${query}`;
}
